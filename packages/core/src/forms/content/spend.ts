import type { NaceA64Code } from '../../spend-factors/nace-a64.ts';
import type { FormOption, LocalizedText } from '../form-definition.ts';
import { naceSpendOption, spendOption, text } from './builders.ts';

/**
 * [key, NAICS 2017 code, NACE A64 code, English, German]: the USEEIO and FIGARO codes of the purchase.
 * The NAICS code is in the label and the NACE code in the help, so an auditor can trace either factor.
 */
type SpendSector = readonly [key: string, naics: string, nace: NaceA64Code, en: string, de: string];

const SPEND_HELP = text(
  "Spend-based estimate, net of deductible VAT. FIGARO (European supply chains): the amount is converted to euros of the spend year at the ECB's average rate. USEEIO v1.3 (US supply chains, purchaser price): it is converted to 2022 US dollars with the year's exchange rate and US inflation. Prefer activity data or supplier-specific factors where you have them.",
  'Ausgabenbasierte Schätzung, ohne abziehbare Vorsteuer. FIGARO (europäische Lieferketten): Der Betrag wird zum EZB-Jahresdurchschnitt in Euro des Ausgabejahres umgerechnet. USEEIO v1.3 (US-Lieferketten, Anschaffungspreis): Er wird mit dem Wechselkurs des Jahres und der US-Inflation in US-Dollar von 2022 umgerechnet. Wo vorhanden, Aktivitätsdaten oder lieferantenspezifische Faktoren bevorzugen.',
);

/** The help of a spend option: the shared text and the NACE industry its FIGARO factor is of. */
export function describeSpendHelp(nace: NaceA64Code, help: LocalizedText = SPEND_HELP): LocalizedText {
  return text(
    `${help.en} FIGARO industry: NACE ${nace}.`,
    `${help.de} FIGARO-Wirtschaftszweig: NACE ${nace}.`,
  );
}

/** The help of the "other purchase by NACE industry" option (FIGARO only). */
export const NACE_SPEND_HELP = text(
  "FIGARO factor of the NACE industry you choose, net of deductible VAT, converted to euros of the spend year at the ECB's average rate. A company outside Europe names the supplier's country.",
  'FIGARO-Faktor des gewählten NACE-Wirtschaftszweigs, ohne abziehbare Vorsteuer, zum EZB-Jahresdurchschnitt in Euro des Ausgabejahres umgerechnet. Ein Unternehmen außerhalb Europas nennt das Land des Lieferanten.',
);

/** Purchased goods and services (category 1): common overhead purchases of an office-based company. */
export const PURCHASED_GOODS_SECTORS: readonly SpendSector[] = [
  ['office-supplies', '339940', 'C31_32', 'Office supplies (except paper)', 'Büromaterial (ohne Papier)'],
  ['paper-products', '322230', 'C17', 'Stationery and paper products', 'Schreibwaren und Papierprodukte'],
  ['printing', '323111', 'C18', 'Printing services', 'Druckdienstleistungen'],
  ['software', '511210', 'J58', 'Software licences and subscriptions', 'Softwarelizenzen und Abonnements'],
  ['it-services', '541512', 'J62_63', 'IT services and consulting', 'IT-Dienstleistungen und IT-Beratung'],
  [
    'cloud-hosting',
    '518210',
    'J62_63',
    'Cloud, hosting and data processing',
    'Cloud, Hosting und Datenverarbeitung',
  ],
  ['telecommunications', '517311', 'J61', 'Telecommunications', 'Telekommunikation'],
  ['legal', '541110', 'M69_70', 'Legal services', 'Rechtsberatung'],
  ['accounting', '541211', 'M69_70', 'Accounting and auditing', 'Buchhaltung und Wirtschaftsprüfung'],
  ['consulting', '541611', 'M69_70', 'Management consulting', 'Unternehmensberatung'],
  ['advertising', '541810', 'M73', 'Advertising and marketing agencies', 'Werbe- und Marketingagenturen'],
  ['engineering', '541330', 'M71', 'Engineering services', 'Ingenieurdienstleistungen'],
  ['temporary-staff', '561320', 'N78', 'Temporary staff', 'Zeitarbeit'],
  ['cleaning', '561720', 'N80T82', 'Cleaning services', 'Reinigungsdienste'],
  ['catering', '722310', 'I', 'Catering and canteen services', 'Catering und Kantine'],
  ['insurance', '524126', 'K65', 'Insurance', 'Versicherungen'],
  ['banking', '522110', 'K64', 'Banking services', 'Bankdienstleistungen'],
  ['food-products', '311999', 'C10T12', 'Food products', 'Lebensmittel'],
  ['beverages', '312111', 'C10T12', 'Soft drinks and bottled water', 'Erfrischungsgetränke und Wasser'],
];

/**
 * Capital goods (category 2). USEEIO tags every sector category 1; whether a purchase is a capital good
 * depends on whether the company capitalises it, so the section decides the category.
 */
export const CAPITAL_GOODS_SECTORS: readonly SpendSector[] = [
  ['computers', '334111', 'C26', 'Computers and servers', 'Computer und Server'],
  ['peripherals', '334118', 'C26', 'Monitors, printers and peripherals', 'Monitore, Drucker und Zubehör'],
  ['phones', '334210', 'C26', 'Telephones and network equipment', 'Telefone und Netzwerktechnik'],
  ['office-furniture', '337214', 'C31_32', 'Office furniture', 'Büromöbel'],
  ['cars', '336111', 'C29', 'Cars', 'Pkw'],
  ['light-trucks', '336112', 'C29', 'Vans and light trucks', 'Transporter und leichte Nutzfahrzeuge'],
  ['machinery', '333249', 'C28', 'Industrial machinery', 'Industriemaschinen'],
  [
    'service-machinery',
    '333318',
    'C28',
    'Commercial and service machinery',
    'Gewerbe- und Dienstleistungsmaschinen',
  ],
  ['buildings', '236220', 'F', 'Construction of commercial buildings', 'Bau von Gewerbegebäuden'],
  [
    'building-services',
    '238220',
    'F',
    'Heating, plumbing and air-conditioning installation',
    'Heizungs-, Sanitär- und Klimainstallation',
  ],
];

/** Business travel bought (category 6) when only the invoices are known. */
export const TRAVEL_SECTORS: readonly SpendSector[] = [
  ['air-travel', '481111', 'H51', 'Air travel', 'Flugreisen'],
  ['hotels', '721110', 'I', 'Hotels', 'Hotels'],
  ['taxis', '485310', 'H49', 'Taxis', 'Taxis'],
  ['car-rental', '532111', 'N77', 'Car rental', 'Mietwagen'],
  ['restaurants', '722511', 'I', 'Restaurants and business meals', 'Restaurants und Geschäftsessen'],
];

/** Freight and logistics services bought (categories 4 and 9). */
export const FREIGHT_SECTORS: readonly SpendSector[] = [
  ['road-freight', '484121', 'H49', 'Road freight', 'Straßengüterverkehr'],
  ['air-freight', '481112', 'H51', 'Air freight', 'Luftfracht'],
  ['sea-freight', '483111', 'H50', 'Sea freight', 'Seefracht'],
  ['rail-freight', '482111', 'H49', 'Rail freight', 'Schienengüterverkehr'],
  ['courier', '492110', 'H53', 'Courier and parcel services', 'Kurier- und Paketdienste'],
  ['warehousing', '493110', 'H52', 'Warehousing and storage', 'Lagerhaltung'],
];

/** Waste services bought (category 5). */
export const WASTE_SECTORS: readonly SpendSector[] = [
  ['waste-collection', '562111', 'E37T39', 'Waste collection', 'Abfallsammlung'],
  ['landfill', '562212', 'E37T39', 'Landfill services', 'Deponierung'],
  ['recycling', '562920', 'E37T39', 'Recycling (materials recovery)', 'Recycling (Wertstoffsortierung)'],
  ['sewage', '221320', 'E37T39', 'Sewage treatment', 'Abwasserbehandlung'],
];

/** Leased assets (category 8): rent paid for buildings and equipment. */
export const LEASED_ASSET_SECTORS: readonly SpendSector[] = [
  [
    'building-rent',
    '531120',
    'L',
    'Rent of offices and other non-residential buildings',
    'Miete für Büros und andere Gewerbeimmobilien',
  ],
  [
    'equipment-lease',
    '532490',
    'N77',
    'Lease of machinery and equipment',
    'Leasing von Maschinen und Geräten',
  ],
];

/**
 * Spend options for a sector list, ids `<prefix>-spend-<key>`, and the section's "other purchase by
 * NACE industry" option, `<prefix>-spend-nace`.
 */
export function buildSpendOptions(
  prefix: string,
  sectors: readonly SpendSector[],
  help: LocalizedText = SPEND_HELP,
): FormOption[] {
  return sectors
    .map(([key, naics, nace, en, de]) =>
      spendOption(
        `${prefix}-spend-${key}`,
        { naics, nace },
        text(`${en} (NAICS ${naics})`, `${de} (NAICS ${naics})`),
        describeSpendHelp(nace, help),
      ),
    )
    .concat(naceSpendOption(`${prefix}-spend-nace`, NACE_SPEND_HELP));
}
