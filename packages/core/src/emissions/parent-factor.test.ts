import { describe, expect, it } from 'vitest';
import { calculateEmissions } from './calculate-emissions.ts';
import { EmissionInputError } from './emission-input-error.ts';
import { getParentFactor, type ParentData } from './parent-factor.ts';

const parent: ParentData = {
  amounts: [
    { value: 2, conversionFactor: 1000 },
    { value: 50, conversionFactor: 0.01 },
  ],
  emissions: { direct: { factor: 0.25 } },
};

describe('getParentFactor', () => {
  it.each([
    { name: 'no mode', parent, mode: undefined, expected: 1 },
    { name: 'null mode', parent, mode: null, expected: 1 },
    { name: 'no mode and no parent', parent: undefined, mode: undefined, expected: 1 },
    { name: "the parent's amounts in base units", parent, mode: 'amounts' as const, expected: 1000 },
    { name: "the parent's direct factor", parent, mode: 'emissionFactor' as const, expected: 0.25 },
    { name: 'amounts but no parent', parent: undefined, mode: 'amounts' as const, expected: null },
    { name: 'amounts but none given', parent: { amounts: [] }, mode: 'amounts' as const, expected: null },
    {
      name: 'amounts with a missing value',
      parent: { amounts: [{ value: null, conversionFactor: 1 }] },
      mode: 'amounts' as const,
      expected: null,
    },
    {
      name: 'factor but no emissions',
      parent: { amounts: [] },
      mode: 'emissionFactor' as const,
      expected: null,
    },
    {
      name: 'factor NaN',
      parent: { emissions: { direct: { factor: Number.NaN } } },
      mode: 'emissionFactor' as const,
      expected: null,
    },
  ])('answers $expected for $name', ({ parent: data, mode, expected }) => {
    expect(getParentFactor(data, mode)).toBe(expected);
  });

  it('rejects negative parent amounts unless allowed', () => {
    const negative = { amounts: [{ fieldId: 'share', value: -2, conversionFactor: 1 }] };
    expect(() => getParentFactor(negative, 'amounts')).toThrow(EmissionInputError);
    expect(getParentFactor(negative, 'amounts', { allowNegativeAmounts: true })).toBe(-2);
  });

  it.each([
    { mode: 'amounts' as const, expected: 6000 },
    { mode: 'emissionFactor' as const, expected: 1.5 },
    { mode: undefined, expected: 6 },
  ])('feeds calculateEmissions so a child is multiplied by its parent ($mode)', ({ mode, expected }) => {
    const { emissions } = calculateEmissions({
      amounts: [{ value: 3, conversionFactor: 1 }],
      emissions: { direct: { factor: 2, source: 'child' } },
      parentFactor: getParentFactor(parent, mode),
    });
    expect(emissions.direct?.result).toBe(expected);
  });

  it('gives the child no result when the parent data is missing', () => {
    const { emissions } = calculateEmissions({
      amounts: [{ value: 3, conversionFactor: 1 }],
      emissions: { direct: { factor: 2, source: 'child' } },
      parentFactor: getParentFactor(undefined, 'amounts'),
    });
    expect(emissions.direct).toEqual({ factor: 2, source: 'child' });
  });
});
