import type { FormOption, LocalizedText } from '../form-definition.ts';
import { spendOption, text } from './builders.ts';

/** [key, NAICS 2017 code, English, German]; the code is shown so an auditor can trace the factor. */
type SpendSector = readonly [key: string, naics: string, en: string, de: string];

const SPEND_HELP = text(
  "Spend-based estimate (US EPA USEEIO v1.3, purchaser price). The amount is converted to 2022 US dollars with the year's exchange rate and US inflation. Prefer activity data or supplier-specific factors where you have them.",
  'Ausgabenbasierte Schätzung (US EPA USEEIO v1.3, Anschaffungspreis). Der Betrag wird mit dem Wechselkurs des Jahres und der US-Inflation in US-Dollar von 2022 umgerechnet. Wo vorhanden, Aktivitätsdaten oder lieferantenspezifische Faktoren bevorzugen.',
);

/** Purchased goods and services (category 1): common overhead purchases of an office-based company. */
export const PURCHASED_GOODS_SECTORS: readonly SpendSector[] = [
  ['office-supplies', '339940', 'Office supplies (except paper)', 'Büromaterial (ohne Papier)'],
  ['paper-products', '322230', 'Stationery and paper products', 'Schreibwaren und Papierprodukte'],
  ['printing', '323111', 'Printing services', 'Druckdienstleistungen'],
  ['software', '511210', 'Software licences and subscriptions', 'Softwarelizenzen und Abonnements'],
  ['it-services', '541512', 'IT services and consulting', 'IT-Dienstleistungen und IT-Beratung'],
  ['cloud-hosting', '518210', 'Cloud, hosting and data processing', 'Cloud, Hosting und Datenverarbeitung'],
  ['telecommunications', '517311', 'Telecommunications', 'Telekommunikation'],
  ['legal', '541110', 'Legal services', 'Rechtsberatung'],
  ['accounting', '541211', 'Accounting and auditing', 'Buchhaltung und Wirtschaftsprüfung'],
  ['consulting', '541611', 'Management consulting', 'Unternehmensberatung'],
  ['advertising', '541810', 'Advertising and marketing agencies', 'Werbe- und Marketingagenturen'],
  ['engineering', '541330', 'Engineering services', 'Ingenieurdienstleistungen'],
  ['temporary-staff', '561320', 'Temporary staff', 'Zeitarbeit'],
  ['cleaning', '561720', 'Cleaning services', 'Reinigungsdienste'],
  ['catering', '722310', 'Catering and canteen services', 'Catering und Kantine'],
  ['insurance', '524126', 'Insurance', 'Versicherungen'],
  ['banking', '522110', 'Banking services', 'Bankdienstleistungen'],
  ['food-products', '311999', 'Food products', 'Lebensmittel'],
  ['beverages', '312111', 'Soft drinks and bottled water', 'Erfrischungsgetränke und Wasser'],
];

/**
 * Capital goods (category 2). USEEIO tags every sector category 1; whether a purchase is a capital good
 * depends on whether the company capitalises it, so the section decides the category.
 */
export const CAPITAL_GOODS_SECTORS: readonly SpendSector[] = [
  ['computers', '334111', 'Computers and servers', 'Computer und Server'],
  ['peripherals', '334118', 'Monitors, printers and peripherals', 'Monitore, Drucker und Zubehör'],
  ['phones', '334210', 'Telephones and network equipment', 'Telefone und Netzwerktechnik'],
  ['office-furniture', '337214', 'Office furniture', 'Büromöbel'],
  ['cars', '336111', 'Cars', 'Pkw'],
  ['light-trucks', '336112', 'Vans and light trucks', 'Transporter und leichte Nutzfahrzeuge'],
  ['machinery', '333249', 'Industrial machinery', 'Industriemaschinen'],
  [
    'service-machinery',
    '333318',
    'Commercial and service machinery',
    'Gewerbe- und Dienstleistungsmaschinen',
  ],
  ['buildings', '236220', 'Construction of commercial buildings', 'Bau von Gewerbegebäuden'],
  [
    'building-services',
    '238220',
    'Heating, plumbing and air-conditioning installation',
    'Heizungs-, Sanitär- und Klimainstallation',
  ],
];

/** Business travel bought (category 6) when only the invoices are known. */
export const TRAVEL_SECTORS: readonly SpendSector[] = [
  ['air-travel', '481111', 'Air travel', 'Flugreisen'],
  ['hotels', '721110', 'Hotels', 'Hotels'],
  ['taxis', '485310', 'Taxis', 'Taxis'],
  ['car-rental', '532111', 'Car rental', 'Mietwagen'],
  ['restaurants', '722511', 'Restaurants and business meals', 'Restaurants und Geschäftsessen'],
];

/** Freight and logistics services bought (categories 4 and 9). */
export const FREIGHT_SECTORS: readonly SpendSector[] = [
  ['road-freight', '484121', 'Road freight', 'Straßengüterverkehr'],
  ['air-freight', '481112', 'Air freight', 'Luftfracht'],
  ['sea-freight', '483111', 'Sea freight', 'Seefracht'],
  ['rail-freight', '482111', 'Rail freight', 'Schienengüterverkehr'],
  ['courier', '492110', 'Courier and parcel services', 'Kurier- und Paketdienste'],
  ['warehousing', '493110', 'Warehousing and storage', 'Lagerhaltung'],
];

/** Waste services bought (category 5). */
export const WASTE_SECTORS: readonly SpendSector[] = [
  ['waste-collection', '562111', 'Waste collection', 'Abfallsammlung'],
  ['landfill', '562212', 'Landfill services', 'Deponierung'],
  ['recycling', '562920', 'Recycling (materials recovery)', 'Recycling (Wertstoffsortierung)'],
  ['sewage', '221320', 'Sewage treatment', 'Abwasserbehandlung'],
];

/** Leased assets (category 8): rent paid for buildings and equipment. */
export const LEASED_ASSET_SECTORS: readonly SpendSector[] = [
  [
    'building-rent',
    '531120',
    'Rent of offices and other non-residential buildings',
    'Miete für Büros und andere Gewerbeimmobilien',
  ],
  ['equipment-lease', '532490', 'Lease of machinery and equipment', 'Leasing von Maschinen und Geräten'],
];

/** Spend options for a sector list, ids `<prefix>-spend-<key>`. */
export function buildSpendOptions(
  prefix: string,
  sectors: readonly SpendSector[],
  help: LocalizedText = SPEND_HELP,
): FormOption[] {
  return sectors.map(([key, naics, en, de]) =>
    spendOption(
      `${prefix}-spend-${key}`,
      naics,
      text(`${en} (NAICS ${naics})`, `${de} (NAICS ${naics})`),
      help,
    ),
  );
}
