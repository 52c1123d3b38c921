import { describe, expect, it } from 'vitest';
import type { DatapointValue } from '../datapoints/datapoint-values.ts';
import { checkEsrsEnergyMix } from './energy-mix-check.ts';

const mwh = (value: number): DatapointValue => ({ kind: 'number', value, unit: 'utr:MWh' });
const answersOf =
  (answers: Record<string, DatapointValue>) =>
  (code: string): DatapointValue | null =>
    answers[code] ?? null;

describe('checkEsrsEnergyMix', () => {
  it('says nothing without the calculator’s total', () => {
    expect(checkEsrsEnergyMix(answersOf({ 'esrs:E1-5.energyFossil': mwh(500) }))).toEqual([]);
  });

  it('says when the energy by source adds up to more than the total', () => {
    const answers = {
      'esrs:E1-5.energyTotal': mwh(1234.5678),
      'esrs:E1-5.energyFossil': mwh(1000),
      'esrs:E1-5.energyRenewable': mwh(300),
    };
    expect(checkEsrsEnergyMix(answersOf(answers))).toEqual([
      { kind: 'partsExceedTotal', partsMwh: 1300, totalMwh: 1234.5678 },
    ]);
  });

  it('takes parts rounded from the total as it is shown', () => {
    // 1,234.57 MWh shown; typed as 1,000 + 234.57, and a small total in whole MWh-hundredths.
    const rounded = {
      'esrs:E1-5.energyTotal': mwh(1234.5678),
      'esrs:E1-5.energyFossil': mwh(1000),
      'esrs:E1-5.energyRenewable': mwh(234.57),
    };
    expect(checkEsrsEnergyMix(answersOf(rounded))).toEqual([]);
    const small = {
      'esrs:E1-5.energyTotal': mwh(2.004),
      'esrs:E1-5.energyFossil': mwh(1.01),
      'esrs:E1-5.energyNuclear': mwh(0.5),
      'esrs:E1-5.energyRenewable': mwh(0.5),
    };
    expect(checkEsrsEnergyMix(answersOf(small))).toEqual([]);
    expect(checkEsrsEnergyMix(answersOf({ ...small, 'esrs:E1-5.energyRenewable': mwh(0.53) }))).toMatchObject(
      [{ kind: 'partsExceedTotal' }],
    );
  });

  it('says when the renewable share does not match the renewable energy’s part of the total', () => {
    const answers = {
      'esrs:E1-5.energyTotal': mwh(200),
      'esrs:E1-5.energyRenewable': mwh(50),
      'esrs:E1-5.renewableShare': { kind: 'percentage', value: 40 } as DatapointValue,
    };
    expect(checkEsrsEnergyMix(answersOf(answers))).toEqual([
      { kind: 'shareDiffers', sharePercent: 40, renewablePercent: 25 },
    ]);
    const matching = { ...answers, 'esrs:E1-5.renewableShare': { kind: 'percentage', value: 25.4 } };
    expect(checkEsrsEnergyMix(answersOf(matching as Record<string, DatapointValue>))).toEqual([]);
  });
});
