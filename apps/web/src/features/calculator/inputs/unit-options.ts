import {
  CURRENCIES,
  formatStoredNumber,
  getUnitCategory,
  getUnitsOfCategory,
  isUnitCategoryId,
  type NumberEntryProblem,
  parseLocalizedNumber,
  type ServedActivityInput,
} from '@carbon-ledger/core';

export type UnitOption = { value: string; label: string };
type Lang = 'en' | 'de';

/**
 * The units a user may pick for an activity input: the units of its category, base unit first, or the
 * currencies for a spend ('currency') input. An unknown category offers the input's default unit only,
 * and a stored unit missing from the list (an older form) is kept as the first option so it never
 * silently changes.
 */
export function listUnitOptions(
  input: Pick<ServedActivityInput, 'unitCategory' | 'defaultUnit'>,
  lang: Lang,
  currentUnit?: string,
): UnitOption[] {
  let options: UnitOption[];
  if (input.unitCategory === 'currency') {
    options = CURRENCIES.map((currency) => ({
      value: currency.code,
      label: `${currency.code} (${currency.names[lang]})`,
    }));
  } else if (isUnitCategoryId(input.unitCategory)) {
    options = getUnitsOfCategory(input.unitCategory).map((unit) => ({
      value: unit.id,
      label: unit.labels[lang],
    }));
  } else {
    options = [{ value: input.defaultUnit, label: input.defaultUnit }];
  }
  if (currentUnit && !options.some((option) => option.value === currentUnit)) {
    options = [{ value: currentUnit, label: currentUnit }, ...options];
  }
  return options;
}

/** The base unit's label of a category ('kWh', 'kg'), for "kg CO2e per …"; the id itself when unknown. */
export function getBaseUnitLabel(unitCategory: string | undefined, lang: Lang): string {
  if (!unitCategory) return '';
  if (unitCategory === 'currency') return 'EUR';
  const category = getUnitCategory(unitCategory);
  if (!category) return unitCategory;
  const base = isUnitCategoryId(category.id)
    ? getUnitsOfCategory(category.id).find((unit) => unit.isBase)
    : undefined;
  return base?.labels[lang] ?? category.baseUnit;
}

/** A number field's text as read: its value (null when empty) or why it cannot be taken. */
export type TypedNumber = { value: number | null } | { problem: NumberEntryProblem };

/**
 * Reads a number as typed, by the page's locale only (en "120,000.5", de "120.000,5"; core's
 * `parseLocalizedNumber`), never guessing which mark was meant. Empty text is null; a negative value
 * is refused where the field takes none (`isNonNegative`).
 */
export function readTypedNumber(text: string, lang: Lang, isNonNegative = false): TypedNumber {
  if (text.trim() === '') return { value: null };
  const parsed = parseLocalizedNumber(text, lang);
  if (!parsed.isOk) return { problem: parsed.problem };
  if (isNonNegative && parsed.value < 0) return { problem: 'negative' };
  return { value: parsed.value };
}

/**
 * A stored number as its field shows it: exactly as the "= 120 000 kWh" echo writes it (core's
 * `formatStoredNumber`: the locale's decimal sign, thousands grouped by a narrow space, no rounding), so a
 * value reads the same before and after saving; the page's parser reads it back unchanged. Empty for
 * null, undefined or a non-finite value.
 */
export function formatDecimalInput(value: number | null | undefined, lang: Lang): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatStoredNumber(value, lang);
}
