import type { ParentDataToMultiplyBy } from './emission-schemas.ts';
import { type AmountInput, type AmountOptions, isFiniteNumber, multiplyAmounts } from './multiply-amounts.ts';

/** The parent result's data a child may be multiplied by. */
export type ParentData = {
  amounts?: readonly AmountInput[] | null;
  emissions?: { direct?: { factor?: number | null } | null } | null;
};

/**
 * The factor a child result is multiplied by, from the parent's data selected by
 * `parentDataToMultiplyBy`:
 * - no mode (undefined/null): 1, the child stands on its own;
 * - 'amounts': the product of the parent's amounts in base units (see `multiplyAmounts`);
 * - 'emissionFactor': the parent's direct emission factor.
 *
 * Returns null when the mode asks for parent data that is missing or not a finite number. Null (not
 * undefined) on purpose: `calculateEmissions` reads an undefined `parentFactor` as "no parent" (1) but a
 * null one as "parent data missing" and then gives no result instead of an unmultiplied one.
 */
export function getParentFactor(
  parent: ParentData | null | undefined,
  mode: ParentDataToMultiplyBy | null | undefined,
  options: AmountOptions = {},
): number | null {
  if (mode === undefined || mode === null) return 1;
  if (!parent) return null;
  if (mode === 'amounts') return multiplyAmounts(parent.amounts ?? [], options) ?? null;
  const factor = parent.emissions?.direct?.factor;
  return isFiniteNumber(factor) ? factor : null;
}
