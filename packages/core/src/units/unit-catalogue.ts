import {
  DATA_PER_TIME_UNITS,
  DATA_UNITS,
  EMPLOYEE_UNITS,
  FLIGHT_UNITS,
  INTENSITY_UNITS,
  PERCENT_UNITS,
  PERSON_UNITS,
  PIECE_UNITS,
  TIME_UNITS,
} from './definitions/count-units.ts';
import {
  AREA_UNITS,
  DISTANCE_UNITS,
  ENERGY_UNITS,
  PERSON_DISTANCE_UNITS,
  VOLUME_UNITS,
  WEIGHT_DISTANCE_UNITS,
  WEIGHT_UNITS,
} from './definitions/physical-units.ts';
import { UNIT_CATEGORIES } from './unit-categories.ts';
import { UnitConversionError } from './unit-errors.ts';
import {
  UNIT_CATEGORY_IDS,
  type UnitCategory,
  type UnitCategoryId,
  type UnitDefinition,
} from './unit-types.ts';

/** Every unit, grouped by category in the spec's order, base unit first within each category. */
export const UNITS: readonly UnitDefinition[] = [
  ...AREA_UNITS,
  ...DATA_UNITS,
  ...DATA_PER_TIME_UNITS,
  ...DISTANCE_UNITS,
  ...EMPLOYEE_UNITS,
  ...ENERGY_UNITS,
  ...FLIGHT_UNITS,
  ...INTENSITY_UNITS,
  ...PERCENT_UNITS,
  ...PERSON_UNITS,
  ...PIECE_UNITS,
  ...TIME_UNITS,
  ...VOLUME_UNITS,
  ...WEIGHT_UNITS,
  ...WEIGHT_DISTANCE_UNITS,
  ...PERSON_DISTANCE_UNITS,
];

/**
 * `deliveries` and `trips` exist in both `piece` and `intensity`. Looked up without a category they
 * mean the piece counts, the category where they convert like every other count.
 */
const PRIMARY_CATEGORY_OF_SHARED_IDS: Readonly<Record<string, UnitCategoryId>> = {
  deliveries: 'piece',
  trips: 'piece',
};

const UNITS_BY_KEY: ReadonlyMap<string, UnitDefinition> = new Map(
  UNITS.map((unit) => [buildKey(unit.id, unit.category), unit]),
);
const CATEGORY_BY_ID: ReadonlyMap<string, UnitCategory> = new Map(UNIT_CATEGORIES.map((c) => [c.id, c]));

/** Tells whether a string is one of the unit category ids. */
export function isUnitCategoryId(value: unknown): value is UnitCategoryId {
  return typeof value === 'string' && (UNIT_CATEGORY_IDS as readonly string[]).includes(value);
}

/** Returns a category with its base unit and labels, or undefined for an unknown id. */
export function getUnitCategory(id: string): UnitCategory | undefined {
  return CATEGORY_BY_ID.get(id);
}

/**
 * Returns the unit with this exact id (case-sensitive: `MWh`, not `mwh`; use `matchUnit` for typed
 * text). Pass the category to pick `deliveries`/`trips` of `intensity`; without it they are `piece`.
 */
export function getUnit(id: string, category?: UnitCategoryId): UnitDefinition | undefined {
  const resolvedCategory = category ?? findCategoryOfId(id);
  return resolvedCategory ? UNITS_BY_KEY.get(buildKey(id, resolvedCategory)) : undefined;
}

/** Like `getUnit`, but throws a `UnitConversionError` naming the unknown unit. */
export function requireUnit(id: string, category?: UnitCategoryId): UnitDefinition {
  const unit = getUnit(id, category);
  if (!unit) {
    const where = category ? ` in category "${category}"` : '';
    throw new UnitConversionError('UNKNOWN_UNIT', `Unknown unit "${id}"${where}`);
  }
  return unit;
}

/** Returns the units of one category, base unit first; throws for an unknown category. */
export function getUnitsOfCategory(category: UnitCategoryId): readonly UnitDefinition[] {
  if (!isUnitCategoryId(category)) {
    throw new UnitConversionError('UNKNOWN_CATEGORY', `Unknown unit category "${String(category)}"`);
  }
  return UNITS.filter((unit) => unit.category === category);
}

function findCategoryOfId(id: string): UnitCategoryId | undefined {
  if (Object.hasOwn(PRIMARY_CATEGORY_OF_SHARED_IDS, id)) return PRIMARY_CATEGORY_OF_SHARED_IDS[id];
  return UNITS.find((unit) => unit.id === id)?.category;
}

function buildKey(id: string, category: UnitCategoryId): string {
  return `${category}\u0000${id}`;
}
