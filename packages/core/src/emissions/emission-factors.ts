import { isFiniteNumber } from './multiply-amounts.ts';

/**
 * Surcharge factor = 1 + surchargePercent / 100 (spec section 9). No surcharge (undefined/null) is 1.
 * Returns undefined for a non-finite percent, so surcharged results become "no result" rather than NaN.
 */
export function getSurchargeFactor(surchargePercent: number | null | undefined): number | undefined {
  if (surchargePercent === undefined || surchargePercent === null) return 1;
  return isFiniteNumber(surchargePercent) ? 1 + surchargePercent / 100 : undefined;
}

/**
 * The time-period factor of the emission formula. The spec fixes it at 1 for now; it stays a named factor
 * so that prorating a result's period onto the reporting period later changes one function, not the formula.
 */
export function getTimePeriodFactor(): number {
  return 1;
}

/**
 * Multiplies factors left to right; undefined when any factor is undefined or the product is not finite
 * (an overflow must not leak Infinity into totals).
 */
export function multiplyFactors(factors: readonly (number | undefined)[]): number | undefined {
  let product = 1;
  for (const factor of factors) {
    if (factor === undefined) return undefined;
    product *= factor;
  }
  return Number.isFinite(product) ? product : undefined;
}

/**
 * Reads an optional multiplier: undefined means "not given" and becomes `fallback`; null and non-finite
 * numbers mean "given but unknown" and become undefined (no result).
 */
export function readOptionalFactor(value: number | null | undefined, fallback: number): number | undefined {
  if (value === undefined) return fallback;
  return isFiniteNumber(value) ? value : undefined;
}
