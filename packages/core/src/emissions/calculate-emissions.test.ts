import { describe, expect, it } from 'vitest';
import { type CalculateEmissionsInput, calculateEmissions } from './calculate-emissions.ts';
import { SURCHARGED_IMPACT_CATEGORIES, UNSURCHARGED_IMPACT_CATEGORIES } from './impact-categories.ts';
import type { AmountInput } from './multiply-amounts.ts';

const amount = (value: number | null, conversionFactor: number | null = 1): AmountInput => ({
  value,
  conversionFactor,
});

const base: CalculateEmissionsInput = {
  amounts: [amount(100)],
  emissions: {
    direct: { factor: 2, source: 'db-direct' },
    directLocationBased: { factor: 3, source: 'db-location' },
    indirect: { factor: 0.5, source: 'db-indirect' },
  },
};

describe('calculateEmissions: the formula', () => {
  it.each([
    { name: 'one amount', amounts: [amount(100)], expected: 200 },
    { name: 'conversion factor (1.5 MWh → 1500 kWh)', amounts: [amount(1.5, 1000)], expected: 3000 },
    { name: 'several amounts multiplied', amounts: [amount(2), amount(3), amount(4, 1000)], expected: 48000 },
    { name: 'percent amount (50 % → 0.5)', amounts: [amount(200), amount(50, 0.01)], expected: 200 },
    { name: 'zero amount', amounts: [amount(0)], expected: 0 },
  ])('multiplies amounts by their conversion factors: $name', ({ amounts, expected }) => {
    const { emissions, activityAmount } = calculateEmissions({ ...base, amounts });
    expect(emissions.direct).toEqual({ factor: 2, source: 'db-direct', result: expected });
    expect(activityAmount).toBe(expected / 2);
  });

  it.each([
    { surchargePercent: undefined, direct: 200, location: 300, indirect: 50 },
    { surchargePercent: null, direct: 200, location: 300, indirect: 50 },
    { surchargePercent: 0, direct: 200, location: 300, indirect: 50 },
    { surchargePercent: 25, direct: 250, location: 375, indirect: 62.5 },
    { surchargePercent: -50, direct: 100, location: 150, indirect: 25 },
  ])('applies surcharge $surchargePercent % to direct, directLocationBased and indirect', (row) => {
    const { emissions } = calculateEmissions({ ...base, surchargePercent: row.surchargePercent });
    expect(emissions.direct?.result).toBe(row.direct);
    expect(emissions.directLocationBased?.result).toBe(row.location);
    expect(emissions.indirect?.result).toBe(row.indirect);
  });

  it.each(
    UNSURCHARGED_IMPACT_CATEGORIES.flatMap((category) => [
      { category, surchargePercent: 50, expected: 20 },
      { category, surchargePercent: undefined, expected: 20 },
    ]),
  )('does not surcharge energy category $category (surcharge $surchargePercent)', (row) => {
    const { emissions } = calculateEmissions({
      amounts: [amount(10)],
      emissions: { [row.category]: { factor: 2 } },
      surchargePercent: row.surchargePercent,
    });
    expect(emissions[row.category]).toEqual({ factor: 2, result: row.expected });
  });

  it('keeps biogenic CO2 out of the surcharge: it is reported outside the inventory the margin is on', () => {
    // 10 t × 2 kg/t = 20 kg with a 50 % surcharge on the inventory; biogenic CO2 stays 20, direct 30.
    const { emissions } = calculateEmissions({
      amounts: [amount(10)],
      emissions: { direct: { factor: 2, source: 'db' }, biogenic: { factor: 2 } },
      surchargePercent: 50,
    });
    expect(emissions.biogenic).toEqual({ factor: 2, result: 20 });
    expect(emissions.direct?.result).toBe(30);
  });

  it.each(
    SURCHARGED_IMPACT_CATEGORIES.flatMap((category) => [
      { category, surchargePercent: 50, expected: 30 },
      { category, surchargePercent: undefined, expected: 20 },
    ]),
  )('surcharges impact category $category (surcharge $surchargePercent)', (row) => {
    const { emissions } = calculateEmissions({
      amounts: [amount(10)],
      emissions: { [row.category]: { factor: 2 } },
      surchargePercent: row.surchargePercent,
    });
    expect(emissions[row.category]).toEqual({ factor: 2, result: row.expected });
  });

  it.each([
    {
      name: 'default additional and parent factor',
      additionalFactor: undefined,
      parentFactor: undefined,
      expected: 250,
    },
    {
      name: 'null additional factor reads as unset',
      additionalFactor: null,
      parentFactor: undefined,
      expected: 250,
    },
    { name: 'additional factor', additionalFactor: 0.5, parentFactor: undefined, expected: 125 },
    { name: 'parent factor', additionalFactor: undefined, parentFactor: 4, expected: 1000 },
    { name: 'both', additionalFactor: 0.5, parentFactor: 4, expected: 500 },
  ])('multiplies by additional and parent factor: $name', (row) => {
    const { emissions } = calculateEmissions({
      ...base,
      emissions: { ...base.emissions, additionalFactor: row.additionalFactor },
      surchargePercent: 25,
      parentFactor: row.parentFactor,
    });
    expect(emissions.direct?.result).toBe(row.expected);
  });

  it('returns the time-period factor, fixed at 1', () => {
    expect(calculateEmissions(base).timePeriodFactor).toBe(1);
  });
});

describe('calculateEmissions: electricityIntensity', () => {
  const intensity: CalculateEmissionsInput = {
    amounts: [amount(10)],
    emissions: {
      levelEmissionType: 'electricityIntensity',
      direct: { factor: 0.5, source: 'intensity' },
      indirect: { factor: 99, source: 'ignored' },
    },
    parentEmissions: { indirect: { factor: 0.4, source: 'grid' } },
    surchargePercent: 25,
  };

  it('uses the direct factor times the parent indirect factor for indirect', () => {
    const { emissions } = calculateEmissions(intensity);
    expect(emissions.indirect).toEqual({ factor: 0.2, source: 'grid', result: 2.5 });
    expect(emissions.direct).toEqual({ factor: 0.5, source: 'intensity', result: 6.25 });
    expect(emissions.levelEmissionType).toBe('electricityIntensity');
  });

  it('falls back to the direct source when the parent has none', () => {
    const { emissions } = calculateEmissions({
      ...intensity,
      parentEmissions: { indirect: { factor: 0.4 } },
    });
    expect(emissions.indirect?.source).toBe('intensity');
  });

  it.each([
    { name: 'no parent emissions', parentEmissions: undefined },
    { name: 'parent without indirect', parentEmissions: { indirect: null } },
    { name: 'parent indirect factor NaN', parentEmissions: { indirect: { factor: Number.NaN } } },
  ])('leaves indirect out when the parent factor is missing: $name', ({ parentEmissions }) => {
    const { emissions } = calculateEmissions({ ...intensity, parentEmissions });
    expect(emissions.indirect).toBeUndefined();
    expect(emissions.direct?.result).toBe(6.25);
  });
});

describe('calculateEmissions: pass-through fields', () => {
  it('keeps type, mergeWithDatabaseEmission and additionalFactor', () => {
    const { emissions } = calculateEmissions({
      ...base,
      emissions: {
        ...base.emissions,
        type: 'advanced',
        mergeWithDatabaseEmission: false,
        additionalFactor: 2,
      },
    });
    expect(emissions).toMatchObject({
      type: 'advanced',
      mergeWithDatabaseEmission: false,
      additionalFactor: 2,
    });
  });

  it('ignores a stale stored result', () => {
    const { emissions } = calculateEmissions({
      ...base,
      emissions: { direct: { factor: 2, source: 's', result: 12345 } },
    });
    expect(emissions).toEqual({ direct: { factor: 2, source: 's', result: 200 } });
  });
});
