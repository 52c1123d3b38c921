import { type ItemTuple, type ReferenceList, toItems } from './types.ts';

const list = (id: string, tuples: readonly ItemTuple[]): ReferenceList => ({
  id,
  version: '2026.1',
  items: toItems(tuples),
});

export const ENERGY_SOURCE_TYPES = list('energy-source-types', [
  ['coal', 'Coal and coal products', 'Kohle und Kohleprodukte'],
  ['oil', 'Crude oil and petroleum products', 'Rohöl und Erdölprodukte'],
  ['natural-gas', 'Natural gas', 'Erdgas'],
  ['other-fossil', 'Other fossil sources', 'Sonstige fossile Quellen'],
  ['nuclear', 'Nuclear', 'Kernenergie'],
  ['solar', 'Solar', 'Solarenergie'],
  ['wind', 'Wind', 'Windenergie'],
  ['hydro', 'Hydropower', 'Wasserkraft'],
  ['geothermal', 'Geothermal', 'Geothermie'],
  ['biomass', 'Biomass and biogas', 'Biomasse und Biogas'],
  ['other-renewable', 'Other renewable sources', 'Sonstige erneuerbare Quellen'],
]);

export const FOSSIL_ENERGY_SOURCE_TYPES = list('fossil-energy-source-types', [
  ['coal', 'Coal and coal products', 'Kohle und Kohleprodukte'],
  ['oil', 'Crude oil and petroleum products', 'Rohöl und Erdölprodukte'],
  ['natural-gas', 'Natural gas', 'Erdgas'],
  ['other-fossil', 'Other fossil sources', 'Sonstige fossile Quellen'],
  [
    'purchased-fossil',
    'Bought electricity, heat, steam or cooling from fossil sources',
    'Zugekaufter Strom, Wärme, Dampf oder Kälte aus fossilen Quellen',
  ],
]);

export const ENERGY_EFFICIENCY_CLASSES = list(
  'energy-efficiency-class',
  ['A+++', 'A++', 'A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G'].map(
    (grade) => [grade, `Class ${grade}`, `Klasse ${grade}`] as const,
  ),
);

export const ENERGY_CONSUMPTION = list('energy-consumption', [
  [
    'fuels',
    'Fuels burnt on site or in own vehicles',
    'Vor Ort oder in eigenen Fahrzeugen verbrannte Brennstoffe',
  ],
  ['electricity', 'Electricity bought or generated', 'Zugekaufter oder selbst erzeugter Strom'],
  ['heat', 'Heat bought', 'Zugekaufte Wärme'],
  ['steam', 'Steam bought', 'Zugekaufter Dampf'],
  ['cooling', 'Cooling bought', 'Zugekaufte Kälte'],
]);

export const GHG_CATEGORIES = list('ghg-category', [
  ['co2', 'Carbon dioxide (CO₂)', 'Kohlendioxid (CO₂)'],
  ['ch4', 'Methane (CH₄)', 'Methan (CH₄)'],
  ['n2o', 'Nitrous oxide (N₂O)', 'Distickstoffmonoxid (N₂O)'],
  ['hfc', 'Hydrofluorocarbons (HFCs)', 'Teilfluorierte Kohlenwasserstoffe (HFKW)'],
  ['sf6', 'Sulphur hexafluoride (SF₆)', 'Schwefelhexafluorid (SF₆)'],
  ['nf3', 'Nitrogen trifluoride (NF₃)', 'Stickstofftrifluorid (NF₃)'],
  ['other', 'Other greenhouse gases', 'Sonstige Treibhausgase'],
]);

export const GHG_SCOPES = list('ghg-scopes', [
  ['scope-1', 'Scope 1: direct emissions', 'Scope 1: direkte Emissionen'],
  ['scope-2', 'Scope 2: bought energy', 'Scope 2: zugekaufte Energie'],
  ['scope-3', 'Scope 3: value chain', 'Scope 3: Wertschöpfungskette'],
]);

const SCOPE3_CATEGORIES: readonly (readonly [string, string])[] = [
  ['Purchased goods and services', 'Eingekaufte Waren und Dienstleistungen'],
  ['Capital goods', 'Investitionsgüter'],
  ['Fuel- and energy-related activities', 'Brennstoff- und energiebezogene Aktivitäten'],
  ['Upstream transport and distribution', 'Vorgelagerter Transport und Vertrieb'],
  ['Waste from operations', 'Abfall aus dem Betrieb'],
  ['Business travel', 'Geschäftsreisen'],
  ['Employee commuting', 'Pendeln der Mitarbeitenden'],
  ['Upstream leased assets', 'Vorgelagerte geleaste Anlagen'],
  ['Downstream transport and distribution', 'Nachgelagerter Transport und Vertrieb'],
  ['Processing of sold products', 'Verarbeitung verkaufter Produkte'],
  ['Use of sold products', 'Nutzung verkaufter Produkte'],
  ['End of life of sold products', 'Entsorgung verkaufter Produkte'],
  ['Downstream leased assets', 'Nachgelagerte geleaste Anlagen'],
  ['Franchises', 'Franchises'],
  ['Investments', 'Investitionen'],
];

export const SCOPE_CATEGORIES: ReferenceList = {
  ...list('scope-category', [
    ['scope-1-fuels', 'Fuels', 'Brennstoffe', 'scope-1'],
    ['scope-1-stationary', 'Stationary combustion', 'Stationäre Verbrennung', 'scope-1'],
    ['scope-1-mobile', 'Mobile combustion', 'Mobile Verbrennung', 'scope-1'],
    ['scope-1-on-site-renewables', 'On-site renewables', 'Erneuerbare Energie vor Ort', 'scope-1'],
    ['scope-1-refrigerants', 'Refrigerants and other leaks', 'Kältemittel und andere Leckagen', 'scope-1'],
    ['scope-2-electricity', 'Electricity', 'Strom', 'scope-2'],
    ['scope-2-heat-steam', 'Heat and steam', 'Wärme und Dampf', 'scope-2'],
    ...SCOPE3_CATEGORIES.map(
      ([en, de], index) =>
        [
          `scope-3-${index + 1}`,
          `Category ${index + 1}: ${en}`,
          `Kategorie ${index + 1}: ${de}`,
          'scope-3',
        ] as const,
    ),
  ]),
  groups: {
    'scope-1': { en: 'Scope 1', de: 'Scope 1' },
    'scope-2': { en: 'Scope 2', de: 'Scope 2' },
    'scope-3': { en: 'Scope 3', de: 'Scope 3' },
  },
};

export const MARKET_LOCATION = list('market-location', [
  ['market-based', 'Market-based', 'Marktbasiert'],
  ['location-based', 'Location-based', 'Standortbasiert'],
]);

export const REMOVAL_STORAGE_ACTIVITIES = list('removal-storage-activities', [
  ['afforestation', 'Planting or restoring forests', 'Aufforstung oder Wiederherstellung von Wäldern'],
  ['forest-management', 'Better forest management', 'Verbesserte Waldbewirtschaftung'],
  ['soil-carbon', 'Building up carbon in farm soils', 'Humusaufbau in landwirtschaftlichen Böden'],
  [
    'wetland-restoration',
    'Restoring peatlands and wetlands',
    'Wiedervernässung von Mooren und Feuchtgebieten',
  ],
  ['biochar', 'Biochar', 'Pflanzenkohle'],
  ['beccs', 'Bioenergy with carbon capture and storage', 'Bioenergie mit CO₂-Abscheidung und -Speicherung'],
  ['daccs', 'Direct air capture and storage', 'CO₂-Abscheidung aus der Luft mit Speicherung'],
  ['enhanced-weathering', 'Enhanced rock weathering', 'Beschleunigte Gesteinsverwitterung'],
  ['carbonated-materials', 'Carbon stored in building materials', 'In Baustoffen gebundener Kohlenstoff'],
  ['other', 'Other removal or storage', 'Sonstige Entnahme oder Speicherung'],
]);

/** How a removal works: in nature, by technology, or both (E1 removals are reported by this split). */
export const SOURCE_TYPES = list('source-type', [
  ['nature-based', 'Nature-based', 'Naturbasiert'],
  ['technological', 'Technological', 'Technisch'],
  ['hybrid', 'Hybrid', 'Hybrid'],
]);
