import type { Totals } from '../contracts/calculator.ts';

/**
 * Scope 2 location-based kg of the calculator's totals. The two totals differ only in Scope 2's basis
 * (total = S1 + S2 market + S3 + unscoped, location total = S1 + S2 location + S3 + unscoped), so the
 * market-based Scope 2 plus the difference of the totals is it.
 */
export function getScope2LocationBasedKg(totals: Totals): number {
  return totals.totalCo2InKgPerScope[2] + (totals.totalLocationBasedCo2InKg - totals.totalCo2InKg);
}
