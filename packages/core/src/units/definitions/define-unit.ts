import { createRatio, type DecimalRatio, parseRatio, roundToDouble } from '../exact-ratio.ts';
import { UNIT_CATEGORIES } from '../unit-categories.ts';
import type { UnitCategoryId, UnitConversion, UnitDefinition } from '../unit-types.ts';

const BASE_UNIT_BY_CATEGORY: ReadonlyMap<UnitCategoryId, string> = new Map(
  UNIT_CATEGORIES.map((category) => [category.id, category.baseUnit]),
);

/** Describes a unit with a fixed factor to its base; the factor defaults to 1 (the base or a count). */
export function defineUnit(
  id: string,
  category: UnitCategoryId,
  labels: readonly [en: string, de: string],
  factor: DecimalRatio = createRatio('1'),
  note?: string,
): UnitDefinition {
  const conversion: UnitConversion = { kind: 'exact', factor };
  return buildUnit(id, category, labels, conversion, roundToDouble(parseRatio(factor)), note);
}

/** Describes a unit whose relation to the base is not a fixed number (exchange rate or none). */
export function defineVariableUnit(
  id: string,
  category: UnitCategoryId,
  labels: readonly [en: string, de: string],
  conversion: Exclude<UnitConversion, { kind: 'exact' }>,
  note?: string,
): UnitDefinition {
  return buildUnit(id, category, labels, conversion, null, note);
}

function buildUnit(
  id: string,
  category: UnitCategoryId,
  [en, de]: readonly [string, string],
  conversion: UnitConversion,
  conversionFactor: number | null,
  note: string | undefined,
): UnitDefinition {
  const isBase = BASE_UNIT_BY_CATEGORY.get(category) === id;
  return {
    id,
    category,
    isBase,
    labels: { en, de },
    conversionFactor,
    conversion,
    ...(note ? { note } : {}),
  };
}
