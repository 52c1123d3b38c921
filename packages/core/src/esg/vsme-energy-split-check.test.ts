import { describe, expect, it } from 'vitest';
import type { DatapointValue } from './datapoints/datapoint-values.ts';
import { checkVsmeEnergySplit } from './vsme-energy-split-check.ts';

const mwh = (value: number): DatapointValue => ({ kind: 'number', value, unit: 'utr:MWh' });
const answers = (entries: Record<string, number>) => (code: string) =>
  code in entries ? mwh(entries[code] as number) : null;

describe('checkVsmeEnergySplit', () => {
  it('says when the typed energy by source adds up to more than the calculator total (120 + 132.39 > 250.89)', () => {
    expect(
      checkVsmeEnergySplit(
        answers({
          'vsme:TotalEnergyConsumption': 250.89,
          'vsme:EnergyConsumptionFromElectricity': 120,
          'vsme:EnergyConsumptionFromFuels': 132.39,
        }),
      ),
    ).toEqual([{ kind: 'partsExceedTotal', partsMwh: 252.39, totalMwh: 250.89 }]);
  });

  it.each([
    [
      'parts that make up the total',
      { 'vsme:EnergyConsumptionFromElectricity': 120, 'vsme:EnergyConsumptionFromFuels': 130.89 },
    ],
    [
      'parts rounded from the total',
      { 'vsme:EnergyConsumptionFromElectricity': 120.01, 'vsme:EnergyConsumptionFromFuels': 130.89 },
    ],
    ['no split at all', {}],
  ])('says nothing for %s', (_, split) => {
    expect(checkVsmeEnergySplit(answers({ 'vsme:TotalEnergyConsumption': 250.89, ...split }))).toEqual([]);
  });

  it("counts a source's renewable and non-renewable parts when its total is not given, and checks them against it when it is", () => {
    expect(
      checkVsmeEnergySplit(
        answers({
          'vsme:TotalEnergyConsumption': 300,
          'vsme:EnergyConsumptionFromElectricity_RenewableEnergyMember': 180,
          'vsme:EnergyConsumptionFromElectricity_NonRenewableEnergyMember': 95.5,
          'vsme:EnergyConsumptionFromFuels': 40,
          'vsme:EnergyConsumptionFromFuels_RenewableEnergyMember': 10,
          'vsme:EnergyConsumptionFromFuels_NonRenewableEnergyMember': 20,
        }),
      ),
    ).toEqual([
      { kind: 'partsExceedTotal', partsMwh: 315.5, totalMwh: 300 },
      {
        kind: 'partsDifferFromSource',
        source: 'vsme:EnergyConsumptionFromFuels',
        partsMwh: 30,
        totalMwh: 40,
      },
    ]);
  });
});
