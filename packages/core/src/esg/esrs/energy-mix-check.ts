import type { DatapointValue } from '../datapoints/datapoint-values.ts';

/** E1-5's total energy consumption, which the calculator answers (MWh). */
export const ESRS_ENERGY_TOTAL_CODE = 'esrs:E1-5.energyTotal';
/** E1-5's energy by source, typed by hand (MWh): together they make up the total. */
export const ESRS_ENERGY_PART_CODES = [
  'esrs:E1-5.energyFossil',
  'esrs:E1-5.energyNuclear',
  'esrs:E1-5.energyRenewable',
] as const;
export const ESRS_RENEWABLE_SHARE_CODE = 'esrs:E1-5.renewableShare';

/** Something in E1-5 that does not fit together: shown beside the form, never changed for the user. */
export type EnergyMixWarning =
  | { kind: 'partsExceedTotal'; partsMwh: number; totalMwh: number }
  | { kind: 'shareDiffers'; sharePercent: number; renewablePercent: number };

/**
 * How far the parts may add up beyond the total before it is said: the total is shown rounded to two
 * decimals, and parts typed from it may be rounded each (at least 0.02 MWh, else 0.1 % of the total).
 */
const partsTolerance = (totalMwh: number) => Math.max(0.02, totalMwh * 0.001);
/** A share typed to the nearest percent may differ from the parts by up to half of one. */
const SHARE_TOLERANCE_POINTS = 0.5;

const numberOf = (value: DatapointValue | null): number | undefined =>
  value?.kind === 'number' || value?.kind === 'percentage' ? value.value : undefined;

/**
 * Checks E1-5's answers against each other: the energy typed by source (fossil, nuclear, renewable) must
 * not add up to more than the total consumption the calculator gives, and a typed renewable share must
 * match the renewable energy's part of that total. `answerOf` gives the answer shown for a code.
 */
export function checkEsrsEnergyMix(answerOf: (code: string) => DatapointValue | null): EnergyMixWarning[] {
  const total = numberOf(answerOf(ESRS_ENERGY_TOTAL_CODE));
  if (total === undefined) return [];
  const warnings: EnergyMixWarning[] = [];
  const parts = ESRS_ENERGY_PART_CODES.map((code) => numberOf(answerOf(code)));
  const partsMwh = parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
  if (partsMwh - total > partsTolerance(total)) {
    warnings.push({ kind: 'partsExceedTotal', partsMwh, totalMwh: total });
  }
  const renewable = parts[2];
  const share = numberOf(answerOf(ESRS_RENEWABLE_SHARE_CODE));
  if (renewable !== undefined && share !== undefined && total > 0) {
    const renewablePercent = (renewable / total) * 100;
    if (Math.abs(share - renewablePercent) > SHARE_TOLERANCE_POINTS) {
      warnings.push({ kind: 'shareDiffers', sharePercent: share, renewablePercent });
    }
  }
  return warnings;
}
