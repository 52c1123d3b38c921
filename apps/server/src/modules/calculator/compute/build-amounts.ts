import {
  type ActivityInputValue,
  buildSpendAmount,
  CurrencyError,
  convertSpendToEur,
  convertToBase,
  type FormOption,
  getUnit,
  getUnitCategory,
  hasShippedRate,
  isCurrencyCode,
  isUnitCategoryId,
  SPEND_BASE_UNIT,
  SPEND_EUR_BASE_UNIT,
} from '@carbon-ledger/core';
import { RowInputError } from './row-input-error.ts';

/** An amount as stored on a result: what the user entered plus how it converts to the base unit. */
export type StoredAmount = {
  fieldId: string;
  value: number | null;
  unit: string;
  unitCategory: string;
  unitBase: string;
  conversionFactor: number;
};

// Conversion factors are exact-decimal computations: cache them, a batch repeats the same few units.
const unitFactorCache = new Map<string, { unitBase: string; conversionFactor: number } | null>();
const spendFactorCache = new Map<string, number>();

function convertUnitToBase(unit: string, category: string) {
  const key = `${category}\u0000${unit}`;
  const cached = unitFactorCache.get(key);
  if (cached !== undefined) return cached;
  let converted: { unitBase: string; conversionFactor: number } | null = null;
  const baseUnit = getUnitCategory(category)?.baseUnit;
  if (isUnitCategoryId(category) && baseUnit && getUnit(unit, category)?.category === category) {
    try {
      converted = { unitBase: baseUnit, conversionFactor: convertToBase(1, unit, { category }) };
    } catch {
      // Count-like or exchange-rate units have no fixed factor to the base: not usable for an amount.
      converted = null;
    }
  }
  unitFactorCache.set(key, converted);
  return converted;
}

/** Reads the spend year (generic input `spendYear`): a whole number, or the default. */
export function readSpendYear(raw: string | number | undefined, fallback: number, path: string): number {
  if (raw === undefined || raw === '') return fallback;
  const year = typeof raw === 'number' ? raw : Number(raw.trim());
  if (!Number.isInteger(year) || year < 1900 || year > 2200)
    throw new RowInputError(path, 'validation.invalid');
  return year;
}

/** The base a spend is restated in: euros of the spend year for FIGARO, 2022 US dollars for USEEIO. */
type SpendSource = 'FIGARO' | 'EPA_USEEIO';

function convertSpend(
  currency: string,
  year: number,
  source: SpendSource,
  paths: { unitPath: string; yearPath: string },
): number {
  const key = `${source}:${currency}:${year}`;
  const cached = spendFactorCache.get(key);
  if (cached !== undefined) return cached;
  try {
    const factor =
      source === 'FIGARO'
        ? convertSpendToEur(currency, year).eurPerUnit
        : buildSpendAmount({ value: 1, currency, year }).amount.conversionFactor;
    spendFactorCache.set(key, factor);
    return factor;
  } catch (error) {
    if (!(error instanceof CurrencyError)) throw error;
    // A currency without a shipped rate cannot be used; a year outside the tables is the year's fault.
    const isYearsFault =
      error.code === 'CPI_UNAVAILABLE' ||
      error.code === 'INVALID_YEAR' ||
      (error.code === 'RATE_UNAVAILABLE' && hasShippedRate(currency));
    throw new RowInputError(
      isYearsFault ? paths.yearPath : paths.unitPath,
      isYearsFault ? 'validation.invalid' : 'validation.unit',
    );
  }
}

/**
 * The stored amounts of a row, one per activity input of its option, in the option's order (the
 * engine multiplies them). An input the client left out is stored without a value in its default unit.
 * Rejects amounts for unknown fields, units outside the input's category and negative values.
 */
export function buildAmounts(
  option: FormOption,
  sent: readonly ActivityInputValue[],
  context: { spendYear: number; spendSource: SpendSource; path: string; spendYearPath: string },
): StoredAmount[] {
  const byField = new Map<string, { amount: ActivityInputValue; index: number }>();
  sent.forEach((amount, index) => {
    const isKnown = option.activityInputs.some((input) => input.fieldId === amount.fieldId);
    if (!isKnown || byField.has(amount.fieldId)) {
      throw new RowInputError(`${context.path}.${index}.fieldId`, 'validation.invalid');
    }
    byField.set(amount.fieldId, { amount, index });
  });
  return option.activityInputs.map((input) => {
    const entry = byField.get(input.fieldId);
    const at = `${context.path}.${entry?.index ?? 0}`;
    const value = entry?.amount.value ?? null;
    const unit = entry?.amount.unit ?? input.defaultUnit;
    if (value !== null && value < 0) throw new RowInputError(`${at}.value`, 'validation.notNegative');
    if (input.unitCategory === 'currency') {
      if (!isCurrencyCode(unit)) throw new RowInputError(`${at}.unit`, 'validation.unit');
      const conversionFactor = convertSpend(unit, context.spendYear, context.spendSource, {
        unitPath: `${at}.unit`,
        yearPath: context.spendYearPath,
      });
      return {
        fieldId: input.fieldId,
        value,
        unit,
        unitCategory: 'currency',
        unitBase: context.spendSource === 'FIGARO' ? SPEND_EUR_BASE_UNIT : SPEND_BASE_UNIT,
        conversionFactor,
      };
    }
    const converted = convertUnitToBase(unit, input.unitCategory);
    if (!converted) throw new RowInputError(`${at}.unit`, 'validation.unit');
    return { fieldId: input.fieldId, value, unit, unitCategory: input.unitCategory, ...converted };
  });
}
