import type { FormSection } from '../form-definition.ts';
import {
  dynamicGroup,
  INPUTS,
  libraryOption,
  quantityInput,
  refOption,
  SPEND_YEAR_INPUT,
  staticGroup,
  text,
  userDefinedOption,
} from './builders.ts';
import { buildEpaFreightOptions, buildEpaWasteOptions } from './epa.ts';
import { buildFreightOptions } from './freight.ts';
import { buildMaterialOptions } from './materials.ts';
import {
  buildSpendOptions,
  CAPITAL_GOODS_SECTORS,
  FREIGHT_SECTORS,
  PURCHASED_GOODS_SECTORS,
  WASTE_SECTORS,
} from './spend.ts';
import { buildWasteOptions } from './waste.ts';

const pieceInput = quantityInput('pieces', 'piece', 'piece', text('Number of units', 'Anzahl Einheiten'));

const SUPPLIER_FACTOR_HELP = text(
  "Your supplier's product carbon footprint (cradle to gate) per unit or kilogram, with its source: more precise than averages.",
  'Der Product Carbon Footprint Ihres Lieferanten (Cradle-to-Gate) pro Einheit oder Kilogramm, mit Quelle: genauer als Durchschnittswerte.',
);

const otherSectorPicker = (id: string) =>
  refOption(
    id,
    text('Other spend category (choose a NAICS sector)', 'Andere Ausgabenkategorie (NAICS-Sektor wählen)'),
    [INPUTS.spend],
    { kind: 'picker', filter: { source: 'EPA_USEEIO', unitCategory: 'currency', scope: 3 } },
    { genericInputs: [SPEND_YEAR_INPUT] },
  );

/** Category 1: purchased goods and services. */
export const PURCHASED_GOODS: FormSection = {
  id: 'purchased-goods-and-services',
  label: text('1. Purchased goods and services', '1. Eingekaufte Waren und Dienstleistungen'),
  icon: 'purchase',
  ghg: { scope: 3, scope3Category: 1 },
  optionGroups: [
    dynamicGroup(
      'purchased-materials',
      text('Materials by weight', 'Materialien nach Gewicht'),
      buildMaterialOptions('material'),
    ),
    staticGroup('water-supply', text('Water supply', 'Wasserversorgung'), [
      libraryOption(
        'water-supply',
        text('Mains water', 'Leitungswasser'),
        [INPUTS.cubicMetres],
        'desnz:17_404_4005_1_1',
        {
          help: text(
            'Water from the public supply, per cubic metre (DESNZ).',
            'Wasser aus der öffentlichen Versorgung, pro Kubikmeter (DESNZ).',
          ),
        },
      ),
    ]),
    dynamicGroup(
      'purchases-by-spend',
      text('Goods and services by spend', 'Waren und Dienstleistungen nach Ausgaben'),
      [...buildSpendOptions('purchase', PURCHASED_GOODS_SECTORS), otherSectorPicker('purchase-spend-other')],
    ),
    dynamicGroup(
      'purchases-supplier-specific',
      text('Supplier-specific footprints', 'Lieferantenspezifische Fußabdrücke'),
      [
        userDefinedOption(
          'purchase-supplier-per-unit',
          text('Product, per unit', 'Produkt, pro Einheit'),
          [pieceInput],
          SUPPLIER_FACTOR_HELP,
        ),
        userDefinedOption(
          'purchase-supplier-per-kg',
          text('Product, per kilogram', 'Produkt, pro Kilogramm'),
          [INPUTS.kilograms],
          SUPPLIER_FACTOR_HELP,
        ),
      ],
    ),
  ],
};

/** Category 2: capital goods. */
export const CAPITAL_GOODS: FormSection = {
  id: 'capital-goods',
  label: text('2. Capital goods', '2. Investitionsgüter'),
  description: text(
    'Goods you capitalise, counted in full in the year of purchase (not depreciated).',
    'Aktivierte Güter, vollständig im Jahr der Anschaffung erfasst (nicht abgeschrieben).',
  ),
  icon: 'purchases',
  ghg: { scope: 3, scope3Category: 2 },
  optionGroups: [
    dynamicGroup(
      'capital-goods-by-spend',
      text('Capital goods by spend', 'Investitionsgüter nach Ausgaben'),
      [...buildSpendOptions('capital', CAPITAL_GOODS_SECTORS), otherSectorPicker('capital-spend-other')],
    ),
    dynamicGroup(
      'capital-goods-supplier-specific',
      text('Supplier-specific footprints', 'Lieferantenspezifische Fußabdrücke'),
      [
        userDefinedOption(
          'capital-supplier-per-unit',
          text('Asset, per unit', 'Anlagegut, pro Stück'),
          [pieceInput],
          SUPPLIER_FACTOR_HELP,
        ),
      ],
    ),
  ],
};

const MANUAL_UPSTREAM_HELP = text(
  'Only where the calculator cannot add the upstream part itself: a fuel with neither a published nor a proxy well-to-tank factor, or a grid without published losses. Enter the factor and its source; rows whose category 3 is already calculated must not be entered again.',
  'Nur wo der Rechner den Vorkettenanteil nicht selbst ergänzen kann: ein Brennstoff ohne veröffentlichten oder Ersatz-Vorkettenfaktor oder ein Netz ohne veröffentlichte Verluste. Faktor und Quelle eingeben; bereits berechnete Anteile der Kategorie 3 nicht erneut erfassen.',
);

/**
 * Category 3: computed from the upstream factors of Scope 1 and 2 rows, plus rows entered by hand where
 * no upstream factor can be applied automatically.
 */
export const FUEL_AND_ENERGY: FormSection = {
  id: 'fuel-and-energy-related-activities',
  label: text('3. Fuel- and energy-related activities', '3. Brennstoff- und energiebezogene Aktivitäten'),
  description: text(
    "Calculated automatically from your Scope 1 and 2 entries: well-to-tank emissions of fuels and energy (DESNZ; for US EPA fuels the DESNZ factor of the same fuel as a labelled proxy) and grid transmission and distribution losses (UK: DESNZ; US: from the eGRID subregion's grid gross loss; other grids: not available separately). Add rows by hand only for what cannot be calculated.",
    'Wird automatisch aus Ihren Scope-1- und Scope-2-Angaben berechnet: Vorkettenemissionen von Brennstoffen und Energie (DESNZ; für Brennstoffe der US EPA ersatzweise der gekennzeichnete DESNZ-Faktor desselben Brennstoffs) sowie Übertragungs- und Verteilverluste im Netz (UK: DESNZ; USA: aus dem Bruttonetzverlust der eGRID-Subregion; andere Netze: nicht gesondert verfügbar). Zeilen nur für nicht Berechenbares von Hand ergänzen.',
  ),
  icon: 'energy',
  ghg: { scope: 3, scope3Category: 3 },
  isAutomatic: true,
  optionGroups: [
    dynamicGroup('fuel-and-energy-manual', text('Entered by hand', 'Von Hand erfasst'), [
      userDefinedOption(
        'upstream-fuel-energy',
        text('Upstream of a fuel, by energy', 'Vorkette eines Brennstoffs, nach Energie'),
        [{ ...INPUTS.energy, label: text('Fuel used', 'Verbrauchter Brennstoff') }],
        MANUAL_UPSTREAM_HELP,
      ),
      userDefinedOption(
        'upstream-fuel-volume',
        text('Upstream of a fuel, by volume', 'Vorkette eines Brennstoffs, nach Volumen'),
        [{ ...INPUTS.litres, label: text('Fuel used', 'Verbrauchter Brennstoff') }],
        MANUAL_UPSTREAM_HELP,
      ),
      userDefinedOption(
        'upstream-fuel-weight',
        text('Upstream of a fuel, by weight', 'Vorkette eines Brennstoffs, nach Gewicht'),
        [{ ...INPUTS.tonnes, label: text('Fuel used', 'Verbrauchter Brennstoff') }],
        MANUAL_UPSTREAM_HELP,
      ),
      userDefinedOption(
        'upstream-electricity',
        text(
          'Upstream and grid losses of electricity or heat',
          'Vorkette und Netzverluste von Strom oder Wärme',
        ),
        [{ ...INPUTS.energy, label: text('Energy consumed', 'Energieverbrauch') }],
        MANUAL_UPSTREAM_HELP,
      ),
    ]),
  ],
};

/** Category 4: transport and distribution paid by the company. */
export const UPSTREAM_TRANSPORT: FormSection = {
  id: 'upstream-transportation',
  label: text('4. Upstream transportation and distribution', '4. Vorgelagerter Transport und Verteilung'),
  description: text(
    'Transport you pay for, inbound and outbound, by third parties.',
    'Von Ihnen bezahlter Transport durch Dritte, eingehend wie ausgehend.',
  ),
  icon: 'logistics',
  ghg: { scope: 3, scope3Category: 4 },
  optionGroups: [
    dynamicGroup('upstream-freight', text('Freight by tonne-kilometre', 'Fracht nach Tonnenkilometern'), [
      ...buildFreightOptions('upstream-freight'),
      ...buildEpaFreightOptions('upstream-freight-epa'),
    ]),
    dynamicGroup(
      'upstream-freight-spend',
      text('Logistics by spend', 'Logistik nach Ausgaben'),
      buildSpendOptions('upstream-freight', FREIGHT_SECTORS),
    ),
    dynamicGroup('upstream-freight-carrier', text('Carrier-reported', 'Vom Spediteur gemeldet'), [
      userDefinedOption(
        'upstream-freight-carrier-factor',
        text("Shipments with the carrier's factor", 'Sendungen mit Faktor des Spediteurs'),
        [INPUTS.freight],
        text(
          "The carrier's factor per tonne-km (e.g. GLEC-based reporting), with its source.",
          'Der Faktor des Spediteurs pro Tonnenkilometer (z. B. nach GLEC), mit Quelle.',
        ),
      ),
    ]),
  ],
};

/** Category 5: waste generated in operations. */
export const WASTE_GENERATED: FormSection = {
  id: 'waste-generated',
  label: text('5. Waste generated in operations', '5. Abfall aus dem Betrieb'),
  icon: 'waste',
  ghg: { scope: 3, scope3Category: 5 },
  optionGroups: [
    dynamicGroup(
      'waste-by-material',
      text('Waste by material and treatment', 'Abfall nach Material und Behandlung'),
      [...buildWasteOptions('waste'), ...buildEpaWasteOptions('waste-epa')],
    ),
    staticGroup('wastewater', text('Wastewater', 'Abwasser'), [
      libraryOption(
        'wastewater-treatment',
        text('Wastewater treatment', 'Abwasserbehandlung'),
        [INPUTS.cubicMetres],
        'desnz:18_405_4006_1_1',
        {
          help: text(
            'Usually the same volume as the water supplied (DESNZ).',
            'Meist dieselbe Menge wie das bezogene Wasser (DESNZ).',
          ),
        },
      ),
    ]),
    dynamicGroup(
      'waste-by-spend',
      text('Waste services by spend', 'Entsorgung nach Ausgaben'),
      buildSpendOptions('waste', WASTE_SECTORS),
    ),
  ],
};
