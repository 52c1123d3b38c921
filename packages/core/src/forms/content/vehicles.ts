import type { ActivityInput, FormOption, LocalizedText } from '../form-definition.ts';
import { joinText, libraryOption, text } from './builders.ts';

/**
 * DESNZ vehicle rows share a row code across tables: "Passenger vehicles" (Scope 1, prefix 4_301),
 * "Business travel- land" (Scope 3 cat. 6, 25_301), "Managed assets- vehicles" (cat. 8, 31_308) and
 * "WTT- pass vehs & travel- land" (cat. 3, 26_904). Codes are per size; fuels follow in a fixed order.
 */
const CAR_SIZES = [
  { key: 'small', code: 3045, label: text('Small car', 'Kleinwagen') },
  { key: 'medium', code: 3053, label: text('Medium car', 'Mittelklassewagen') },
  { key: 'large', code: 3061, label: text('Large car', 'Oberklassewagen') },
  {
    key: 'average',
    code: 3069,
    label: text('Average car (size unknown)', 'Durchschnitts-Pkw (Größe unbekannt)'),
  },
] as const;

const CAR_FUELS = [
  { key: 'diesel', offset: 0, label: text('diesel', 'Diesel') },
  { key: 'petrol', offset: 1, label: text('petrol', 'Benzin') },
  { key: 'hybrid', offset: 2, label: text('hybrid', 'Hybrid') },
  { key: 'cng', offset: 3, label: text('CNG', 'Erdgas (CNG)') },
  { key: 'lpg', offset: 4, label: text('LPG', 'Autogas (LPG)') },
  { key: 'unknown-fuel', offset: 5, label: text('fuel unknown', 'Antrieb unbekannt') },
  { key: 'phev', offset: 6, label: text('plug-in hybrid', 'Plug-in-Hybrid') },
  { key: 'bev', offset: 7, label: text('battery electric', 'Elektro (BEV)') },
] as const;

/** DESNZ publishes no factor for small CNG and LPG cars (blank cells). */
const MISSING_CARS: ReadonlySet<string> = new Set(['small-cng', 'small-lpg']);

export type VehicleTable = 'scope1' | 'businessTravel' | 'managed';

const CAR_PREFIX: Record<VehicleTable, string> = {
  scope1: 'desnz:4_301_',
  businessTravel: 'desnz:25_301_',
  managed: 'desnz:31_308_',
};

const BEV_SCOPE1_HELP = text(
  'Tailpipe emissions only: electricity charged at company sites is in Scope 2 (purchased electricity).',
  'Nur Auspuffemissionen: an Firmenstandorten geladener Strom zählt in Scope 2 (eingekaufter Strom).',
);

/** Car options by size and fuel (per vehicle-km) from one DESNZ table, with well-to-tank upstream. */
export function buildCarOptions(
  prefix: string,
  table: VehicleTable,
  inputs: readonly ActivityInput[],
  sizes: readonly (typeof CAR_SIZES)[number]['key'][] = CAR_SIZES.map((size) => size.key),
): FormOption[] {
  const options: FormOption[] = [];
  for (const size of CAR_SIZES.filter((entry) => sizes.includes(entry.key))) {
    for (const fuel of CAR_FUELS) {
      if (MISSING_CARS.has(`${size.key}-${fuel.key}`)) continue;
      const code = size.code + fuel.offset;
      const isScope1Electric = table === 'scope1' && (fuel.key === 'bev' || fuel.key === 'phev');
      options.push(
        libraryOption(
          `${prefix}-${size.key}-${fuel.key}`,
          joinText(size.label, fuel.label),
          inputs,
          `${CAR_PREFIX[table]}${code}_4_1`,
          {
            upstream: [`desnz:26_904_${code}_4_1`],
            ...(isScope1Electric ? { help: BEV_SCOPE1_HELP } : {}),
          },
        ),
      );
    }
  }
  return options;
}

/** Motorbikes of unknown size (DESNZ average), per vehicle-km. */
export function buildMotorbikeOption(
  prefix: string,
  table: 'scope1' | 'businessTravel',
  inputs: readonly ActivityInput[],
) {
  const lineagePrefix = table === 'scope1' ? 'desnz:4_302_' : 'desnz:25_302_';
  return libraryOption(
    `${prefix}-motorbike`,
    text('Motorbike (average)', 'Motorrad (Durchschnitt)'),
    inputs,
    `${lineagePrefix}3080_4_1`,
    { upstream: ['desnz:26_905_3080_4_1'] },
  );
}

const VANS: readonly { key: string; code: number; label: LocalizedText }[] = [
  { key: 'diesel', code: 3102, label: text('Van up to 3.5 t, diesel', 'Transporter bis 3,5 t, Diesel') },
  { key: 'petrol', code: 3103, label: text('Van up to 3.5 t, petrol', 'Transporter bis 3,5 t, Benzin') },
  { key: 'cng', code: 3104, label: text('Van up to 3.5 t, CNG', 'Transporter bis 3,5 t, Erdgas (CNG)') },
  { key: 'lpg', code: 3105, label: text('Van up to 3.5 t, LPG', 'Transporter bis 3,5 t, Autogas (LPG)') },
  {
    key: 'phev',
    code: 3107,
    label: text('Van up to 3.5 t, plug-in hybrid', 'Transporter bis 3,5 t, Plug-in-Hybrid'),
  },
  {
    key: 'bev',
    code: 3108,
    label: text('Van up to 3.5 t, battery electric', 'Transporter bis 3,5 t, Elektro (BEV)'),
  },
];

/** Vans (DESNZ "Vans, average up to 3.5 tonnes") per vehicle-km: Scope 1 or managed assets (cat. 8). */
export function buildVanOptions(
  prefix: string,
  table: 'scope1' | 'managed',
  inputs: readonly ActivityInput[],
) {
  const lineagePrefix = table === 'scope1' ? 'desnz:5_303_' : 'desnz:31_310_';
  return VANS.map((van) =>
    libraryOption(`${prefix}-van-${van.key}`, van.label, inputs, `${lineagePrefix}${van.code}_4_1`, {
      upstream: [`desnz:28_906_${van.code}_4_1`],
      ...(table === 'scope1' && van.key === 'bev' ? { help: BEV_SCOPE1_HELP } : {}),
    }),
  );
}

/** HGV sizes (all diesel, average laden); the same codes serve per-km and per-tonne-km tables. */
export const HGV_SIZES: readonly { key: string; code: number; label: LocalizedText }[] = [
  { key: 'rigid-3-5-7-5t', code: 3112, label: text('Rigid HGV 3.5–7.5 t', 'Lkw (Solo) 3,5–7,5 t') },
  { key: 'rigid-7-5-17t', code: 3116, label: text('Rigid HGV 7.5–17 t', 'Lkw (Solo) 7,5–17 t') },
  { key: 'rigid-over-17t', code: 3120, label: text('Rigid HGV over 17 t', 'Lkw (Solo) über 17 t') },
  { key: 'artic-3-5-33t', code: 3128, label: text('Articulated HGV 3.5–33 t', 'Sattelzug 3,5–33 t') },
  { key: 'artic-over-33t', code: 3132, label: text('Articulated HGV over 33 t', 'Sattelzug über 33 t') },
  { key: 'all', code: 3140, label: text('HGV, average of all sizes', 'Lkw, Durchschnitt aller Größen') },
];

/** Company HGVs per vehicle-km (Scope 1, average laden), plain and refrigerated. */
export function buildHgvKmOptions(prefix: string, inputs: readonly ActivityInput[]): FormOption[] {
  const plain = HGV_SIZES.map((hgv) =>
    libraryOption(`${prefix}-hgv-${hgv.key}`, hgv.label, inputs, `desnz:5_304_${hgv.code}_4_1`, {
      upstream: [`desnz:28_907_${hgv.code}_4_1`],
    }),
  );
  const refrigerated = libraryOption(
    `${prefix}-hgv-refrigerated`,
    text('Refrigerated HGV, average of all sizes', 'Kühl-Lkw, Durchschnitt aller Größen'),
    inputs,
    'desnz:5_305_3140_4_1',
    { upstream: ['desnz:28_908_3140_4_1'] },
  );
  return [...plain, refrigerated];
}
