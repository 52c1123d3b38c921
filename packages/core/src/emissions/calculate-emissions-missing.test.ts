import { describe, expect, it } from 'vitest';
import { type CalculateEmissionsInput, calculateEmissions } from './calculate-emissions.ts';
import { EmissionInputError } from './emission-input-error.ts';

const base: CalculateEmissionsInput = {
  amounts: [{ value: 100, conversionFactor: 1 }],
  emissions: {
    direct: { factor: 2, source: 'd' },
    indirect: { factor: 0.5, source: 'i' },
    energy: { factor: 3 },
    waterUse: { factor: 4 },
  },
};

const withoutResults = {
  direct: { factor: 2, source: 'd' },
  indirect: { factor: 0.5, source: 'i' },
  energy: { factor: 3 },
  waterUse: { factor: 4 },
};

describe('calculateEmissions: missing and non-finite numbers', () => {
  it.each([
    { name: 'no amounts', input: { amounts: [] } },
    { name: 'value null', input: { amounts: [{ value: null, conversionFactor: 1 }] } },
    { name: 'value undefined', input: { amounts: [{ conversionFactor: 1 }] } },
    { name: 'value NaN', input: { amounts: [{ value: Number.NaN, conversionFactor: 1 }] } },
    {
      name: 'value Infinity',
      input: { amounts: [{ value: Number.POSITIVE_INFINITY, conversionFactor: 1 }] },
    },
    { name: 'conversion factor missing', input: { amounts: [{ value: 1 }] } },
    {
      name: 'one of two amounts missing',
      input: {
        amounts: [
          { value: 1, conversionFactor: 1 },
          { value: null, conversionFactor: 1 },
        ],
      },
    },
    { name: 'parent data missing (null)', input: { parentFactor: null } },
    { name: 'parent factor NaN', input: { parentFactor: Number.NaN } },
    { name: 'overflow to Infinity', input: { amounts: [{ value: 1e200, conversionFactor: 1e200 }] } },
  ])('keeps factors but gives no result anywhere: $name', ({ input }) => {
    const { emissions } = calculateEmissions({ ...base, ...input });
    expect(emissions).toEqual(withoutResults);
  });

  it('gives no result where the additional factor is NaN and drops that factor', () => {
    const { emissions } = calculateEmissions({
      ...base,
      emissions: { ...base.emissions, additionalFactor: Number.NaN },
    });
    expect(emissions).toEqual(withoutResults);
  });

  it('gives no surcharged result for a NaN surcharge but keeps unsurcharged ones', () => {
    const { emissions } = calculateEmissions({ ...base, surchargePercent: Number.NaN });
    expect(emissions).toEqual({ ...withoutResults, energy: { factor: 3, result: 300 } });
  });

  it.each([
    { name: 'missing', part: { source: 'x' } },
    { name: 'null', part: { factor: null, source: 'x' } },
    { name: 'NaN', part: { factor: Number.NaN, source: 'x' } },
  ])('leaves out a part whose factor is $name', ({ part }) => {
    const { emissions } = calculateEmissions({
      ...base,
      emissions: { direct: part, energy: { factor: Number.NaN } },
    });
    expect(emissions).toEqual({});
  });

  it('defaults a missing source to an empty string', () => {
    expect(calculateEmissions({ ...base, emissions: { direct: { factor: 2 } } }).emissions.direct).toEqual({
      factor: 2,
      source: '',
      result: 200,
    });
  });
});

describe('calculateEmissions: negative amounts', () => {
  const negative = [
    { fieldId: 'distance', value: 10, conversionFactor: 1 },
    { value: -5, conversionFactor: 1 },
  ];

  it.each([
    { name: 'without fieldId', amounts: negative, field: 'amounts.1' },
    {
      name: 'with fieldId',
      amounts: [{ fieldId: 'removal', value: -1, conversionFactor: 1 }],
      field: 'removal',
    },
  ])('rejects a negative value by default, naming the field ($name)', ({ amounts, field }) => {
    const run = () => calculateEmissions({ ...base, amounts });
    expect(run).toThrow(EmissionInputError);
    expect(run).toThrow(expect.objectContaining({ code: 'negative-amount', field }));
  });

  it('accepts a negative value when the caller allows it (removals)', () => {
    const { emissions } = calculateEmissions({ ...base, amounts: negative, allowNegativeAmounts: true });
    expect(emissions.direct?.result).toBe(-100);
  });

  it('rejects a negative conversion factor even when negative values are allowed', () => {
    const run = () =>
      calculateEmissions({
        ...base,
        amounts: [{ value: 1, conversionFactor: -1 }],
        allowNegativeAmounts: true,
      });
    expect(run).toThrow(expect.objectContaining({ code: 'negative-conversion-factor', field: 'amounts.0' }));
  });
});
