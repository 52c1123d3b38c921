import { convertSpendToUsd2022, type SpendInUsd2022 } from '../currency/spend-deflation.ts';
import type { Amount } from '../emissions/emission-schemas.ts';

/** A spend as the user enters it: amount, currency (the amount's unit) and the year it was spent. */
export type SpendInput = {
  fieldId?: string;
  value: number;
  currency: string;
  /** The spend year; the calculator defaults it to the instance's start year (generic input `spendYear`). */
  year: number;
};

/** The base of a spend amount: US dollars in 2022 prices, the unit of USEEIO v1.3 factors. */
export const SPEND_BASE_UNIT = 'USD2022';

/**
 * Turns a spend into an activity amount for the emission engine: `conversionFactor` restates one unit of
 * the currency, spent in `year`, in 2022 USD (that year's average rate, then CPI-U 2022 / CPI-U year).
 * Returns the working (`convertSpendToUsd2022` of one unit) so the result can show it. Throws a
 * `CurrencyError` for an unknown currency or a year without rates.
 */
export function buildSpendAmount(input: SpendInput): { amount: Amount; working: SpendInUsd2022 } {
  const working = convertSpendToUsd2022(1, input.currency, input.year);
  const amount: Amount = {
    ...(input.fieldId ? { fieldId: input.fieldId } : {}),
    value: input.value,
    unit: working.currency,
    unitCategory: 'currency',
    unitBase: SPEND_BASE_UNIT,
    conversionFactor: working.amountUsd2022,
  };
  return { amount, working };
}
