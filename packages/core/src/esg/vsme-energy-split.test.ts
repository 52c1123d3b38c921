import { describe, expect, it } from 'vitest';
import { deriveVsmeEnergySplitFacts, VSME_ENERGY_SPLIT_CALCULATOR_CODES } from './vsme-energy-split.ts';
import { checkVsmeEnergySplit } from './vsme-energy-split-check.ts';

// A year checked by hand: 120 MWh of purchased electricity, 45 of it on green tariffs; 130 MWh of
// fuels, 10 of it biodiesel; 0.89 MWh of district heat; EV charging elsewhere 2 MWh (electricity).
const groups = [
  { sectionIds: ['scope-2', 'purchased-electricity', null], kwh: 118_000, renewableMarketKwh: 45_000 },
  { sectionIds: ['scope-2', 'purchased-electricity', null], kwh: 2_000, renewableMarketKwh: 0 },
  { sectionIds: ['scope-1', 'stationary-combustion', null], kwh: 100_000, renewableMarketKwh: 0 },
  { sectionIds: ['scope-1', 'mobile-combustion', null], kwh: 30_000, renewableMarketKwh: 10_000 },
  { sectionIds: ['scope-2', 'purchased-heat', null], kwh: 890, renewableMarketKwh: 0 },
];

const figures = (facts: ReturnType<typeof deriveVsmeEnergySplitFacts>) =>
  Object.fromEntries(
    facts.map((fact) => [fact.concept, fact.answer.kind === 'number' ? fact.answer.value : undefined]),
  );

describe('deriveVsmeEnergySplitFacts', () => {
  it('gives electricity from the purchased-electricity rows and fuels from the Scope 1 rows, in MWh', () => {
    const facts = deriveVsmeEnergySplitFacts(groups);
    expect(figures(facts)).toEqual({
      'vsme:EnergyConsumptionFromElectricity': 120,
      'vsme:EnergyConsumptionFromElectricity_RenewableEnergyMember': 45,
      'vsme:EnergyConsumptionFromElectricity_NonRenewableEnergyMember': 75,
      'vsme:EnergyConsumptionFromFuels': 130,
      'vsme:EnergyConsumptionFromFuels_RenewableEnergyMember': 10,
      'vsme:EnergyConsumptionFromFuels_NonRenewableEnergyMember': 120,
    });
    expect(facts.every((fact) => fact.answer.kind === 'number' && fact.answer.unit === 'utr:MWh')).toBe(true);
    expect(new Set(facts.map((fact) => fact.concept))).toEqual(VSME_ENERGY_SPLIT_CALCULATOR_CODES);
  });

  it('answers 0 MWh for a year without such rows, never NaN', () => {
    expect(Object.values(figures(deriveVsmeEnergySplitFacts([])))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('leaves self-generated electricity to the company', () => {
    expect(VSME_ENERGY_SPLIT_CALCULATOR_CODES.has('vsme:EnergyConsumptionFromSelfGeneratedElectricity')).toBe(
      false,
    );
  });

  it('fits the total it was summed from; a typed self-generated figure that overshoots is warned of', () => {
    const split = figures(deriveVsmeEnergySplitFacts(groups));
    const total = { kind: 'number' as const, value: 250.89, unit: 'utr:MWh' };
    const answerOf = (extra: Record<string, number>) => (code: string) => {
      if (code === 'vsme:TotalEnergyConsumption') return total;
      const value = split[code] ?? extra[code];
      return value === undefined ? null : { kind: 'number' as const, value, unit: 'utr:MWh' };
    };
    expect(checkVsmeEnergySplit(answerOf({}))).toEqual([]);
    const warnings = checkVsmeEnergySplit(
      answerOf({ 'vsme:EnergyConsumptionFromSelfGeneratedElectricity': 12 }),
    );
    expect(warnings.map((warning) => warning.kind)).toEqual(['partsExceedTotal']);
  });
});
