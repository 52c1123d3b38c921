import {
  CURRENCIES,
  getUnitCategory,
  getUnitsOfCategory,
  isUnitCategoryId,
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

/**
 * Reads a number as typed: '1234.5', '1234,5', '1,234.5' or '1.234,5' (the last separator is the decimal
 * one when both appear). Empty text is null; anything else that is not a finite number is undefined.
 */
export function parseDecimalInput(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  const lastComma = trimmed.lastIndexOf(',');
  const lastDot = trimmed.lastIndexOf('.');
  let normalized = trimmed;
  if (lastComma !== -1 && lastDot !== -1) {
    normalized =
      lastComma > lastDot ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed.replace(/,/g, '');
  } else if (lastComma !== -1) {
    normalized = trimmed.split(',').length === 2 ? trimmed.replace(',', '.') : trimmed.replace(/,/g, '');
  }
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(normalized)) return undefined;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : undefined;
}

/** A number as it is shown in an input field: plain digits with the locale's decimal sign, no grouping. */
export function formatDecimalInput(value: number | null | undefined, lang: Lang): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = String(value);
  return lang === 'de' ? text.replace('.', ',') : text;
}
