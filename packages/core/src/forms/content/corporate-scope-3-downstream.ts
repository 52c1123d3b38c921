import type { FormSection } from '../form-definition.ts';
import { dynamicGroup, INPUTS, quantityInput, text, userDefinedOption } from './builders.ts';
import { FLOOR_AREA_HELP } from './corporate-scope-3-travel.ts';
import { buildRegionalElectricityOption } from './energy.ts';
import { buildEpaFreightOptions, buildEpaWasteOptions } from './epa.ts';
import { buildFreightOptions } from './freight.ts';
import { buildFuelOptions, MOBILE_FUELS, STATIONARY_FUELS, selectFuels } from './fuels.ts';
import { buildRefrigerantOptions } from './refrigerants.ts';
import { buildWasteOptions } from './waste.ts';

const lifetimeEnergy = quantityInput(
  'energy',
  'energy',
  'kWh',
  text('Energy use per unit over its lifetime', 'Energieverbrauch pro Einheit über die Lebensdauer'),
);
const lifetimeFuel = quantityInput(
  'volume',
  'volume',
  'l',
  text('Fuel use per unit over its lifetime', 'Kraftstoffverbrauch pro Einheit über die Lebensdauer'),
);
const lifetimeLeak = quantityInput(
  'weight',
  'weight',
  'kg',
  text(
    'Refrigerant leaked per unit over its lifetime',
    'Entwichenes Kältemittel pro Einheit über die Lebensdauer',
  ),
);
const perUnit = quantityInput('units', 'piece', 'piece', text('Units', 'Einheiten'));
const processedWeight = {
  ...INPUTS.tonnes,
  label: text('Weight of products processed', 'Menge der verarbeiteten Produkte'),
};

const USE_PHASE_HELP = text(
  'Direct use-phase emissions: what the sold products consume over their expected lifetime, for the units sold in the period, in the region where they are used.',
  'Direkte Emissionen der Nutzungsphase: Verbrauch der verkauften Produkte über die erwartete Lebensdauer, für die im Zeitraum verkauften Einheiten, in der Region der Nutzung.',
);

const REPORTED_SHARE_HELP = text(
  "Attributable share (e.g. ownership or revenue share) times the partner's reported Scope 1 and 2 emissions in kg CO2e, entered as the factor with its source (annual report, CDP).",
  'Zurechenbarer Anteil (z. B. Beteiligungs- oder Umsatzanteil) mal die berichteten Scope-1- und Scope-2-Emissionen des Partners in kg CO2e, als Faktor mit Quelle eingegeben (Geschäftsbericht, CDP).',
);

const buildingEnergy = (prefix: string) => [
  buildRegionalElectricityOption(`${prefix}-electricity`, [INPUTS.energy], 'userSelected', {
    isScope3Reuse: true,
  }),
  ...buildFuelOptions(prefix, selectFuels(STATIONARY_FUELS, ['natural-gas-kwh', 'gas-oil']), {
    reusesFactorOfScope: 1,
  }),
];

/** Category 9: transport after sale that the company does not pay for. */
export const DOWNSTREAM_TRANSPORT: FormSection = {
  id: 'downstream-transportation',
  label: text('9. Downstream transportation and distribution', '9. Nachgelagerter Transport und Verteilung'),
  description: text(
    'Transport of sold products paid by customers or others. Transport you pay for belongs in category 4.',
    'Transport verkaufter Produkte, den Kunden oder Dritte bezahlen. Von Ihnen bezahlter Transport gehört in Kategorie 4.',
  ),
  icon: 'distribution',
  ghg: { scope: 3, scope3Category: 9 },
  optionGroups: [
    dynamicGroup('downstream-freight', text('Freight by tonne-kilometre', 'Fracht nach Tonnenkilometern'), [
      ...buildFreightOptions('downstream-freight'),
      ...buildEpaFreightOptions('downstream-freight-epa'),
      userDefinedOption(
        'downstream-freight-carrier-factor',
        text("Shipments with the carrier's factor", 'Sendungen mit Faktor des Spediteurs'),
        [INPUTS.freight],
        text(
          "The carrier's factor per tonne-km, with its source.",
          'Der Faktor des Spediteurs pro Tonnenkilometer, mit Quelle.',
        ),
      ),
    ]),
  ],
};

/** Category 10: processing of intermediate products by customers. */
export const PROCESSING_OF_SOLD_PRODUCTS: FormSection = {
  id: 'processing-of-sold-products',
  label: text('10. Processing of sold products', '10. Verarbeitung verkaufter Produkte'),
  icon: 'production',
  isVoluntary: true,
  ghg: { scope: 3, scope3Category: 10 },
  optionGroups: [
    dynamicGroup(
      'processing-energy',
      text('Energy used by processors', 'Energieverbrauch der Weiterverarbeiter'),
      buildingEnergy('processing'),
    ),
    dynamicGroup('processing-factor', text('Processing factor', 'Verarbeitungsfaktor'), [
      userDefinedOption(
        'processing-per-tonne',
        text('Processing per tonne of product', 'Verarbeitung pro Tonne Produkt'),
        [processedWeight],
        text(
          "No open factor exists for customers' processes: enter kg CO2e per tonne from your customers or a sector study, with its source.",
          'Für die Prozesse Ihrer Kunden gibt es keinen offenen Faktor: kg CO2e pro Tonne von Kunden oder aus einer Branchenstudie mit Quelle eingeben.',
        ),
      ),
    ]),
  ],
};

/** Category 11: use of sold products. */
export const USE_OF_SOLD_PRODUCTS: FormSection = {
  id: 'use-of-sold-products',
  label: text('11. Use of sold products', '11. Nutzung verkaufter Produkte'),
  icon: 'usePhase',
  ghg: { scope: 3, scope3Category: 11 },
  optionGroups: [
    dynamicGroup(
      'use-phase-energy',
      text('Energy used by sold products', 'Energieverbrauch verkaufter Produkte'),
      [
        buildRegionalElectricityOption(
          'use-electricity',
          [lifetimeEnergy, INPUTS.unitsSold],
          'userSelected',
          {
            help: USE_PHASE_HELP,
            isScope3Reuse: true,
          },
        ),
        ...buildFuelOptions('use', selectFuels(MOBILE_FUELS, ['petrol', 'diesel']), {
          reusesFactorOfScope: 1,
        }).map((option) => ({
          ...option,
          activityInputs: [lifetimeFuel, INPUTS.unitsSold],
          help: USE_PHASE_HELP,
        })),
        ...buildFuelOptions('use', selectFuels(STATIONARY_FUELS, ['natural-gas-kwh']), {
          reusesFactorOfScope: 1,
        }).map((option) => ({
          ...option,
          activityInputs: [lifetimeEnergy, INPUTS.unitsSold],
          help: USE_PHASE_HELP,
        })),
      ],
    ),
    dynamicGroup(
      'use-phase-refrigerants',
      text('Refrigerant leaks of sold equipment', 'Kältemittelverluste verkaufter Geräte'),
      buildRefrigerantOptions('use-refrigerant', {
        keys: ['r-410a', 'r-32', 'r-134a', 'r-404a', 'r-407c'],
        help: USE_PHASE_HELP,
        activityInputs: [lifetimeLeak, INPUTS.unitsSold],
        reusesFactorOfScope: 1,
      }),
    ),
    dynamicGroup(
      'use-phase-factor',
      text('Product footprint of the use phase', 'Fußabdruck der Nutzungsphase'),
      [
        userDefinedOption(
          'use-per-unit',
          text('Use-phase emissions per unit', 'Emissionen der Nutzungsphase pro Einheit'),
          [perUnit],
          text(
            'Lifetime use-phase kg CO2e per unit from a product carbon footprint, with its source.',
            'kg CO2e der Nutzungsphase pro Einheit über die Lebensdauer aus einem Product Carbon Footprint, mit Quelle.',
          ),
        ),
      ],
    ),
  ],
};

/** Category 12: waste treatment of sold products at the end of their life. */
export const END_OF_LIFE: FormSection = {
  id: 'end-of-life-treatment',
  label: text(
    '12. End-of-life treatment of sold products',
    '12. Umgang mit verkauften Produkten am Ende der Lebensdauer',
  ),
  description: text(
    'Weight of the products and packaging sold, by material and the expected treatment in the markets where they are sold.',
    'Gewicht der verkauften Produkte und Verpackungen, nach Material und der erwarteten Behandlung in den Absatzmärkten.',
  ),
  icon: 'endOfLife',
  ghg: { scope: 3, scope3Category: 12 },
  optionGroups: [
    dynamicGroup(
      'end-of-life-materials',
      text('Materials by treatment', 'Materialien nach Behandlung'),
      buildWasteOptions('end-of-life', [
        'paper',
        'plastics',
        'glass',
        'metal-cans',
        'scrap-metal',
        'weee',
        'batteries',
        'textiles',
        'wood',
      ]).concat(buildEpaWasteOptions('end-of-life-epa')),
    ),
  ],
};

/** Category 13: assets the company owns and leases out. */
export const DOWNSTREAM_LEASED_ASSETS: FormSection = {
  id: 'downstream-leased-assets',
  label: text('13. Downstream leased assets', '13. Nachgelagerte geleaste Wirtschaftsgüter'),
  icon: 'facility',
  isVoluntary: true,
  ghg: { scope: 3, scope3Category: 13 },
  optionGroups: [
    dynamicGroup(
      'leased-out-energy',
      text('Energy used by tenants', 'Energieverbrauch der Mieter'),
      buildingEnergy('leased-out'),
    ),
    dynamicGroup('leased-out-benchmarks', text('Benchmarks', 'Richtwerte'), [
      userDefinedOption(
        'leased-out-floor-area',
        text('Floor area leased out', 'Vermietete Fläche'),
        [INPUTS.area],
        FLOOR_AREA_HELP,
      ),
    ]),
  ],
};

/** Category 14: franchises. */
export const FRANCHISES: FormSection = {
  id: 'franchises',
  label: text('14. Franchises', '14. Franchises'),
  icon: 'customers',
  isVoluntary: true,
  ghg: { scope: 3, scope3Category: 14 },
  optionGroups: [
    dynamicGroup(
      'franchise-energy',
      text('Energy used by franchisees', 'Energieverbrauch der Franchisenehmer'),
      buildingEnergy('franchise'),
    ),
    dynamicGroup('franchise-reported', text('Reported by franchisees', 'Von Franchisenehmern gemeldet'), [
      userDefinedOption(
        'franchise-reported-share',
        text("Franchisee's reported emissions", 'Gemeldete Emissionen des Franchisenehmers'),
        [INPUTS.share],
        REPORTED_SHARE_HELP,
      ),
    ]),
  ],
};

/** Category 15: investments (financed emissions). */
export const INVESTMENTS: FormSection = {
  id: 'investments',
  label: text('15. Investments', '15. Investitionen'),
  description: text(
    "Financed emissions following the PCAF method: your share of each investee's emissions.",
    'Finanzierte Emissionen nach der PCAF-Methode: Ihr Anteil an den Emissionen jedes Beteiligungsunternehmens.',
  ),
  icon: 'general',
  isVoluntary: true,
  ghg: { scope: 3, scope3Category: 15 },
  optionGroups: [
    dynamicGroup('investment-holdings', text('Holdings', 'Beteiligungen'), [
      userDefinedOption(
        'investment-equity-share',
        text('Equity or debt investment', 'Eigen- oder Fremdkapitalbeteiligung'),
        [INPUTS.share],
        text(
          "Share = your outstanding amount ÷ the investee's enterprise value including cash (PCAF). Factor = the investee's reported Scope 1 and 2 emissions in kg CO2e, with its source.",
          'Anteil = Ihr ausstehender Betrag ÷ Unternehmenswert einschließlich Barmittel (PCAF). Faktor = die berichteten Scope-1- und Scope-2-Emissionen des Unternehmens in kg CO2e, mit Quelle.',
        ),
      ),
    ]),
  ],
};
