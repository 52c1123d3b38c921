/**
 * Activity-unit ids a normalized factor may be expressed per, grouped by unit category.
 *
 * These ids must stay identical to the ids of the units module (spec section 3, "Unit categories"), so
 * a factor's `activityUnit` can be converted with the same table the calculator uses for user input.
 * Currency spend is its own category with a price-year-bound unit (USEEIO factors are per 2022 USD) or
 * per thousand euros of the factor's own year (FIGARO, `kEUR`, as published).
 */
export const FACTOR_UNIT_IDS_BY_CATEGORY = {
  area: ['m2', 'ft2', 'ha'],
  distance: ['km', 'm', 'ft', 'mi'],
  energy: ['kWh', 'MWh', 'Wh', 'MJ', 'GJ', 'therm', 'btu', 'mmBtu'],
  time: ['hour'],
  volume: ['m3', 'l', 'ml', 'mioL'],
  weight: ['kg', 't', 'g', 'mg', 'lb'],
  weightDistance: ['t.km'],
  personDistance: ['p.km', 'p.mi'],
  piece: ['nights', 'unit', 'piece'],
  currency: ['USD2022', 'kEUR'],
} as const;

export const FACTOR_UNIT_CATEGORIES = [
  'area',
  'distance',
  'energy',
  'time',
  'volume',
  'weight',
  'weightDistance',
  'personDistance',
  'piece',
  'currency',
] as const satisfies readonly (keyof typeof FACTOR_UNIT_IDS_BY_CATEGORY)[];

export const FACTOR_ACTIVITY_UNITS = [
  'm2',
  'ft2',
  'ha',
  'km',
  'm',
  'ft',
  'mi',
  'kWh',
  'MWh',
  'Wh',
  'MJ',
  'GJ',
  'therm',
  'btu',
  'mmBtu',
  'hour',
  'm3',
  'l',
  'ml',
  'mioL',
  'kg',
  't',
  'g',
  'mg',
  'lb',
  't.km',
  'p.km',
  'p.mi',
  'nights',
  'unit',
  'piece',
  'USD2022',
  'kEUR',
] as const;

export type FactorUnitCategory = (typeof FACTOR_UNIT_CATEGORIES)[number];
export type FactorActivityUnit = (typeof FACTOR_ACTIVITY_UNITS)[number];

/**
 * Tells whether an activity unit belongs to a unit category (e.g. 't.km' to 'weightDistance').
 */
export function isUnitInCategory(unit: string, category: FactorUnitCategory): boolean {
  return (FACTOR_UNIT_IDS_BY_CATEGORY[category] as readonly string[]).includes(unit);
}
