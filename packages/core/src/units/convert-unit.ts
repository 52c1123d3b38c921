import {
  type DecimalRatio,
  divideRationals,
  multiplyRationals,
  parseNumber,
  parseRatio,
  type Rational,
  roundToDouble,
} from './exact-ratio.ts';
import { requireUnit } from './unit-catalogue.ts';
import { UnitConversionError } from './unit-errors.ts';
import type { UnitCategoryId, UnitDefinition, UnitsPerEur } from './unit-types.ts';

export type ConversionOptions = {
  /** Picks `deliveries`/`trips` of `intensity` (without it they are `piece`). */
  readonly category?: UnitCategoryId;
  /** Units of each currency per EUR; needed only for t/mio<CUR> units other than t/mioEUR. */
  readonly unitsPerEur?: UnitsPerEur;
};

// Precision: the value is read as the decimal JavaScript prints for it (0.1 is one tenth), factors are
// exact decimal quotients, and the product is rounded to a double once. So 1.1 MWh is exactly 1100 kWh
// and 1 bbl exactly 42 galUS; only factors that are not finite decimals (1/3.6, 1/60) round, by at most
// half a unit in the last place. Exchange rates enter as the decimals they are published as.
const PARSED_FACTORS = new WeakMap<DecimalRatio, Rational>();

/** Converts a value in a unit to its category's base unit (e.g. 2 MWh → 2000 kWh). */
export function convertToBase(value: number, unitId: string, options: ConversionOptions = {}): number {
  const unit = requireUnit(unitId, options.category);
  return roundToDouble(multiplyRationals(readValue(value), getFactor(unit, options.unitsPerEur)));
}

/** Converts a value in a category's base unit to another unit of that category (2000 kWh → 2 MWh). */
export function convertFromBase(value: number, unitId: string, options: ConversionOptions = {}): number {
  const unit = requireUnit(unitId, options.category);
  return roundToDouble(divideRationals(readValue(value), getFactor(unit, options.unitsPerEur)));
}

/**
 * Converts a value between two units of the same category. Throws a `UnitConversionError` for an
 * unknown unit, units of different categories, a missing exchange rate or a unit without a factor.
 */
export function convertUnit(
  value: number,
  fromId: string,
  toId: string,
  options: ConversionOptions = {},
): number {
  const from = requireUnit(fromId, options.category);
  const to = requireUnit(toId, options.category);
  if (from.category !== to.category) {
    throw new UnitConversionError(
      'CATEGORY_MISMATCH',
      `Cannot convert "${from.id}" (${from.category}) to "${to.id}" (${to.category}): different unit categories`,
    );
  }
  const exactValue = readValue(value);
  if (from.id === to.id) return value;
  const ratio = divideRationals(getFactor(from, options.unitsPerEur), getFactor(to, options.unitsPerEur));
  return roundToDouble(multiplyRationals(exactValue, ratio));
}

function readValue(value: number): Rational {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new UnitConversionError('INVALID_VALUE', `Cannot convert ${String(value)}: not a finite number`);
  }
  return parseNumber(value);
}

function getFactor(unit: UnitDefinition, unitsPerEur: UnitsPerEur | undefined): Rational {
  const { conversion } = unit;
  if (conversion.kind === 'exact') {
    const cached = PARSED_FACTORS.get(conversion.factor);
    if (cached) return cached;
    const parsed = parseRatio(conversion.factor);
    PARSED_FACTORS.set(conversion.factor, parsed);
    return parsed;
  }
  if (conversion.kind === 'none') {
    throw new UnitConversionError(
      'NOT_CONVERTIBLE',
      `"${unit.id}" (${unit.category}) is a count label with no factor to the category's base unit`,
    );
  }
  const rate = unitsPerEur?.[conversion.currency];
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) {
    throw new UnitConversionError(
      'RATE_REQUIRED',
      `"${unit.id}" needs the ${conversion.currency} per EUR exchange rate of the data's year`,
    );
  }
  // X t per million CUR = X × (CUR per EUR) t per million EUR, since a million EUR buys that many CUR.
  return parseNumber(rate);
}
