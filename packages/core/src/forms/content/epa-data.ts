// Generated from reference-data/factors/epa-hub-2025.ndjson (EPA GHG Emission Factors Hub 2025, tables 3,
// 4 and 9): the lineage keys the EPA options of the Corporate form use. Labels in both locales.

import type { LocalizedText } from '../form-definition.ts';

/** The model years `from` to `to` one by one, as EPA lists the recent ones. */
function singleYears(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
}

/** Model-year bands of EPA tables 3 and 4 (CH4 and N2O per vehicle-mile), by vehicle-type lineage prefix. */
export const EPA_MODEL_YEARS: Readonly<Record<string, readonly string[]>> = {
  'epa-hub:t3/gasoline-passenger-cars/gasoline': [
    '1973-1974',
    '1975',
    '1976-1977',
    '1978-1979',
    '1980',
    '1981',
    '1982',
    '1983',
    '1984-1993',
    '1994',
    ...singleYears(1995, 2022),
  ],
  'epa-hub:t3/gasoline-light-duty-trucks-vans-pickup-trucks-suvs/gasoline': [
    '1973-1974',
    '1975',
    '1976',
    '1977-1978',
    '1979-1980',
    '1981',
    '1982',
    '1983',
    '1984',
    '1985',
    '1986',
    '1987-1993',
    '1994',
    ...singleYears(1995, 2022),
  ],
  'epa-hub:t3/gasoline-heavy-duty-vehicles/gasoline': [
    'le-1980',
    '1981-1984',
    '1985-1986',
    '1987',
    '1988-1989',
    '1990-1995',
    '1996',
    ...singleYears(1997, 2022),
  ],
  'epa-hub:t3/gasoline-motorcycles/gasoline': ['1960-1995', '1996-2005', '2006-2022'],
  'epa-hub:t4/passenger-cars/diesel': ['1960-1982', '1983-2006', '2007-2022'],
  'epa-hub:t4/light-duty-trucks/diesel': ['1960-1982', '1983-2006', '2007-2022'],
  'epa-hub:t4/medium-and-heavy-duty-vehicles/diesel': ['1960-2006', '2007-2022'],
};

/** Treatments of EPA table 9 (t CO2e per short ton) as published per material. */
export type EpaWasteMaterial = { key: string; label: LocalizedText; treatments: readonly string[] };

export const EPA_WASTE_MATERIALS: readonly EpaWasteMaterial[] = [
  {
    key: 'aluminum-cans',
    label: { en: 'Aluminum Cans', de: 'Aluminiumdosen' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'aluminum-ingot',
    label: { en: 'Aluminum Ingot', de: 'Aluminiumbarren' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'steel-cans',
    label: { en: 'Steel Cans', de: 'Stahldosen' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'copper-wire',
    label: { en: 'Copper Wire', de: 'Kupferdraht' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  { key: 'glass', label: { en: 'Glass', de: 'Glas' }, treatments: ['recycled', 'landfilled', 'combusted'] },
  { key: 'hdpe', label: { en: 'HDPE', de: 'HDPE' }, treatments: ['recycled', 'landfilled', 'combusted'] },
  { key: 'ldpe', label: { en: 'LDPE', de: 'LDPE' }, treatments: ['landfilled', 'combusted'] },
  { key: 'pet', label: { en: 'PET', de: 'PET' }, treatments: ['recycled', 'landfilled', 'combusted'] },
  { key: 'lldpe', label: { en: 'LLDPE', de: 'LLDPE' }, treatments: ['landfilled', 'combusted'] },
  { key: 'pp', label: { en: 'PP', de: 'PP' }, treatments: ['recycled', 'landfilled', 'combusted'] },
  { key: 'ps', label: { en: 'PS', de: 'PS' }, treatments: ['landfilled', 'combusted'] },
  { key: 'pvc', label: { en: 'PVC', de: 'PVC' }, treatments: ['landfilled', 'combusted'] },
  { key: 'pla', label: { en: 'PLA', de: 'PLA' }, treatments: ['landfilled', 'combusted', 'composted'] },
  {
    key: 'corrugated-containers',
    label: { en: 'Corrugated Containers', de: 'Wellpappe' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'magazines-third-class-mail',
    label: { en: 'Magazines/Third-class mail', de: 'Zeitschriften und Werbepost' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'newspaper',
    label: { en: 'Newspaper', de: 'Zeitungen' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'office-paper',
    label: { en: 'Office Paper', de: 'Büropapier' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'phonebooks',
    label: { en: 'Phonebooks', de: 'Telefonbücher' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'textbooks',
    label: { en: 'Textbooks', de: 'Lehrbücher' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'dimensional-lumber',
    label: { en: 'Dimensional Lumber', de: 'Bauholz' },
    treatments: ['landfilled', 'combusted'],
  },
  {
    key: 'medium-density-fiberboard',
    label: { en: 'Medium-density Fiberboard', de: 'Mitteldichte Faserplatten (MDF)' },
    treatments: ['landfilled', 'combusted'],
  },
  {
    key: 'food-waste-non-meat',
    label: { en: 'Food Waste (non-meat)', de: 'Lebensmittelabfälle (ohne Fleisch)' },
    treatments: [
      'landfilled',
      'combusted',
      'composted',
      'anaerobically-digested-dry',
      'anaerobically-digested-wet',
    ],
  },
  {
    key: 'food-waste-meat-only',
    label: { en: 'Food Waste (meat only)', de: 'Lebensmittelabfälle (nur Fleisch)' },
    treatments: [
      'landfilled',
      'combusted',
      'composted',
      'anaerobically-digested-dry',
      'anaerobically-digested-wet',
    ],
  },
  {
    key: 'beef',
    label: { en: 'Beef', de: 'Rindfleisch' },
    treatments: [
      'landfilled',
      'combusted',
      'composted',
      'anaerobically-digested-dry',
      'anaerobically-digested-wet',
    ],
  },
  {
    key: 'poultry',
    label: { en: 'Poultry', de: 'Geflügel' },
    treatments: [
      'landfilled',
      'combusted',
      'composted',
      'anaerobically-digested-dry',
      'anaerobically-digested-wet',
    ],
  },
  {
    key: 'grains',
    label: { en: 'Grains', de: 'Getreide' },
    treatments: [
      'landfilled',
      'combusted',
      'composted',
      'anaerobically-digested-dry',
      'anaerobically-digested-wet',
    ],
  },
  {
    key: 'bread',
    label: { en: 'Bread', de: 'Brot' },
    treatments: [
      'landfilled',
      'combusted',
      'composted',
      'anaerobically-digested-dry',
      'anaerobically-digested-wet',
    ],
  },
  {
    key: 'fruits-and-vegetables',
    label: { en: 'Fruits and Vegetables', de: 'Obst und Gemüse' },
    treatments: [
      'landfilled',
      'combusted',
      'composted',
      'anaerobically-digested-dry',
      'anaerobically-digested-wet',
    ],
  },
  {
    key: 'dairy-products',
    label: { en: 'Dairy Products', de: 'Milchprodukte' },
    treatments: [
      'landfilled',
      'combusted',
      'composted',
      'anaerobically-digested-dry',
      'anaerobically-digested-wet',
    ],
  },
  {
    key: 'yard-trimmings',
    label: { en: 'Yard Trimmings', de: 'Gartenabfälle' },
    treatments: ['landfilled', 'combusted', 'composted', 'anaerobically-digested-dry'],
  },
  {
    key: 'grass',
    label: { en: 'Grass', de: 'Gras' },
    treatments: ['landfilled', 'combusted', 'composted', 'anaerobically-digested-dry'],
  },
  {
    key: 'leaves',
    label: { en: 'Leaves', de: 'Laub' },
    treatments: ['landfilled', 'combusted', 'composted', 'anaerobically-digested-dry'],
  },
  {
    key: 'branches',
    label: { en: 'Branches', de: 'Äste' },
    treatments: ['landfilled', 'combusted', 'composted', 'anaerobically-digested-dry'],
  },
  {
    key: 'mixed-paper-general',
    label: { en: 'Mixed Paper (general)', de: 'Papier gemischt (allgemein)' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'mixed-paper-primarily-residential',
    label: { en: 'Mixed Paper (primarily residential)', de: 'Papier gemischt (überwiegend Haushalte)' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'mixed-paper-primarily-from-offices',
    label: { en: 'Mixed Paper (primarily from offices)', de: 'Papier gemischt (überwiegend Büros)' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'mixed-metals',
    label: { en: 'Mixed Metals', de: 'Metalle gemischt' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'mixed-plastics',
    label: { en: 'Mixed Plastics', de: 'Kunststoffe gemischt' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'mixed-recyclables',
    label: { en: 'Mixed Recyclables', de: 'Wertstoffe gemischt' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'food-waste',
    label: { en: 'Food Waste', de: 'Lebensmittelabfälle' },
    treatments: ['landfilled', 'combusted', 'composted'],
  },
  {
    key: 'mixed-organics',
    label: { en: 'Mixed Organics', de: 'Bioabfälle gemischt' },
    treatments: ['landfilled', 'combusted', 'composted'],
  },
  {
    key: 'mixed-msw',
    label: { en: 'Mixed MSW', de: 'Siedlungsabfall gemischt' },
    treatments: ['landfilled', 'combusted'],
  },
  { key: 'carpet', label: { en: 'Carpet', de: 'Teppich' }, treatments: ['landfilled', 'combusted'] },
  {
    key: 'desktop-cpus',
    label: { en: 'Desktop CPUs', de: 'Desktop-Computer' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'portable-electronic-devices',
    label: { en: 'Portable Electronic Devices', de: 'Tragbare Elektronikgeräte' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'flat-panel-displays',
    label: { en: 'Flat-panel Displays', de: 'Flachbildschirme' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'crt-displays',
    label: { en: 'CRT Displays', de: 'Röhrenbildschirme' },
    treatments: ['landfilled', 'combusted'],
  },
  {
    key: 'electronic-peripherals',
    label: { en: 'Electronic Peripherals', de: 'Elektronisches Zubehör' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'hard-copy-devices',
    label: { en: 'Hard-copy Devices', de: 'Drucker und Kopierer' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  {
    key: 'mixed-electronics',
    label: { en: 'Mixed Electronics', de: 'Elektronik gemischt' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  { key: 'clay-bricks', label: { en: 'Clay Bricks', de: 'Ziegel' }, treatments: ['landfilled'] },
  { key: 'concrete', label: { en: 'Concrete', de: 'Beton' }, treatments: ['recycled', 'landfilled'] },
  { key: 'fly-ash', label: { en: 'Fly Ash', de: 'Flugasche' }, treatments: ['recycled', 'landfilled'] },
  { key: 'tires', label: { en: 'Tires', de: 'Reifen' }, treatments: ['recycled', 'landfilled', 'combusted'] },
  {
    key: 'asphalt-concrete',
    label: { en: 'Asphalt Concrete', de: 'Asphaltbeton' },
    treatments: ['recycled', 'landfilled'],
  },
  {
    key: 'asphalt-shingles',
    label: { en: 'Asphalt Shingles', de: 'Bitumenschindeln' },
    treatments: ['recycled', 'landfilled', 'combusted'],
  },
  { key: 'drywall', label: { en: 'Drywall', de: 'Gipskarton' }, treatments: ['landfilled'] },
  {
    key: 'fiberglass-insulation',
    label: { en: 'Fiberglass Insulation', de: 'Glasfaserdämmung' },
    treatments: ['recycled', 'landfilled'],
  },
  {
    key: 'structural-steel',
    label: { en: 'Structural Steel', de: 'Baustahl' },
    treatments: ['recycled', 'landfilled'],
  },
  {
    key: 'vinyl-flooring',
    label: { en: 'Vinyl Flooring', de: 'Vinylboden' },
    treatments: ['landfilled', 'combusted'],
  },
  {
    key: 'wood-flooring',
    label: { en: 'Wood Flooring', de: 'Holzboden' },
    treatments: ['landfilled', 'combusted'],
  },
];
