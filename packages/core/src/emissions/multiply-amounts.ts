import { EmissionInputError } from './emission-input-error.ts';

/**
 * The part of an amount the engine needs. `value` may still be empty (null/undefined) while a user is
 * filling in a form; the strict `Amount` contract is assignable to this type.
 */
export type AmountInput = {
  fieldId?: string | null;
  value?: number | null;
  conversionFactor?: number | null;
};

export type AmountOptions = {
  /** Removals and corrections may be negative; everything else must not be, so the default rejects. */
  allowNegativeAmounts?: boolean;
};

/** Tells whether a value is a usable number (not null/undefined, NaN or ±Infinity). */
export function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Throws an `EmissionInputError` naming the first amount whose value is negative (unless allowed) or whose
 * conversion factor is negative (never allowed: no unit converts with a negative factor).
 */
export function assertAmountsAllowed(amounts: readonly AmountInput[], options: AmountOptions = {}): void {
  amounts.forEach((amount, index) => {
    const field = amount.fieldId ?? `amounts.${index}`;
    if (isFiniteNumber(amount.value) && amount.value < 0 && !options.allowNegativeAmounts) {
      throw new EmissionInputError('negative-amount', field);
    }
    if (isFiniteNumber(amount.conversionFactor) && amount.conversionFactor < 0) {
      throw new EmissionInputError('negative-conversion-factor', field);
    }
  });
}

/**
 * Multiplies every amount converted to its base unit: Π (value × conversionFactor), in array order.
 * Returns undefined when there is no amount or any value or conversion factor is missing or non-finite:
 * a product of unknown inputs is unknown, and an empty product must not silently become 1.
 * Throws `EmissionInputError` for disallowed negative inputs (see `assertAmountsAllowed`).
 */
export function multiplyAmounts(
  amounts: readonly AmountInput[],
  options: AmountOptions = {},
): number | undefined {
  assertAmountsAllowed(amounts, options);
  if (amounts.length === 0) return undefined;
  let product = 1;
  for (const amount of amounts) {
    if (!isFiniteNumber(amount.value) || !isFiniteNumber(amount.conversionFactor)) return undefined;
    product *= amount.value * amount.conversionFactor;
  }
  return Number.isFinite(product) ? product : undefined;
}
