import type { DatapointValue } from './datapoints/datapoint-values.ts';

/** B3's total energy consumption, which the calculator answers (MWh). */
const VSME_ENERGY_TOTAL_CODE = 'vsme:TotalEnergyConsumption';
/** B3's energy by source, typed by hand (MWh); each with its renewable and non-renewable part. */
const VSME_ENERGY_SOURCE_CODES = [
  'vsme:EnergyConsumptionFromElectricity',
  'vsme:EnergyConsumptionFromSelfGeneratedElectricity',
  'vsme:EnergyConsumptionFromFuels',
] as const;

/** Something in B3's energy that does not fit together: shown beside the form, never changed for the user. */
export type VsmeEnergySplitWarning =
  | { kind: 'partsExceedTotal'; partsMwh: number; totalMwh: number }
  | { kind: 'partsDifferFromSource'; source: string; partsMwh: number; totalMwh: number };

/** As for E1-5: figures rounded from a total shown with two decimals may differ by 0.02 MWh or 0.1 %. */
const tolerance = (totalMwh: number) => Math.max(0.02, Math.abs(totalMwh) * 0.001);

const mwhOf = (value: DatapointValue | null): number | undefined =>
  value?.kind === 'number' ? value.value : undefined;

/**
 * Checks B3's typed energy split against the calculator's total and against itself: the energy by
 * source (electricity, self-generated electricity, fuels; each its total, else its renewable and
 * non-renewable parts together) must not add up to more than the total consumption the calculator
 * gives, and a source's renewable and non-renewable parts must add up to the source's total where all
 * three are given. `answerOf` gives the answer shown for a code (typed or stored).
 */
export function checkVsmeEnergySplit(
  answerOf: (code: string) => DatapointValue | null,
): VsmeEnergySplitWarning[] {
  const warnings: VsmeEnergySplitWarning[] = [];
  let partsMwh = 0;
  let hasParts = false;
  for (const source of VSME_ENERGY_SOURCE_CODES) {
    const total = mwhOf(answerOf(source));
    const renewable = mwhOf(answerOf(`${source}_RenewableEnergyMember`));
    const nonRenewable = mwhOf(answerOf(`${source}_NonRenewableEnergyMember`));
    const split =
      renewable === undefined && nonRenewable === undefined
        ? undefined
        : (renewable ?? 0) + (nonRenewable ?? 0);
    if (total !== undefined && renewable !== undefined && nonRenewable !== undefined && split !== undefined) {
      if (Math.abs(split - total) > tolerance(total)) {
        warnings.push({ kind: 'partsDifferFromSource', source, partsMwh: split, totalMwh: total });
      }
    }
    const sourceMwh = total ?? split;
    if (sourceMwh !== undefined) {
      partsMwh += sourceMwh;
      hasParts = true;
    }
  }
  const total = mwhOf(answerOf(VSME_ENERGY_TOTAL_CODE));
  if (hasParts && total !== undefined && partsMwh - total > tolerance(total)) {
    warnings.unshift({ kind: 'partsExceedTotal', partsMwh, totalMwh: total });
  }
  return warnings;
}
