import { describe, expect, it } from 'vitest';
import { formatEmission, formatEmissionParts, getEmissionUnitLabel } from './format-emission.ts';

describe('formatEmission', () => {
  it.each([
    { kg: 0, en: '0.00 kg', de: '0,00 kg' },
    { kg: -0, en: '0.00 kg', de: '0,00 kg' },
    { kg: -0.004, en: '0.00 kg', de: '0,00 kg' },
    { kg: 0.005, en: '0.01 kg', de: '0,01 kg' },
    { kg: 1.005, en: '1.01 kg', de: '1,01 kg' },
    { kg: 0.1 + 0.2, en: '0.30 kg', de: '0,30 kg' },
    { kg: 999.994, en: '999.99 kg', de: '999,99 kg' },
    { kg: 999.995, en: '1.00 t', de: '1,00 t' },
    { kg: 1000, en: '1.00 t', de: '1,00 t' },
    { kg: 1234.5, en: '1.23 t', de: '1,23 t' },
    { kg: 1235, en: '1.24 t', de: '1,24 t' },
    { kg: 9999999, en: '10,000.00 t', de: '10.000,00 t' },
    { kg: 999999994, en: '999,999.99 t', de: '999.999,99 t' },
    { kg: 999999995, en: '1.00e+6 t', de: '1,00e+6 t' },
    { kg: 1000000000, en: '1.00e+6 t', de: '1,00e+6 t' },
    { kg: 12345678910, en: '1.23e+7 t', de: '1,23e+7 t' },
    { kg: 99999999999, en: '1.00e+8 t', de: '1,00e+8 t' },
    { kg: 1e300, en: '1.00e+297 t', de: '1,00e+297 t' },
    { kg: -999.994, en: '-999.99 kg', de: '-999,99 kg' },
    { kg: -999.995, en: '-1.00 t', de: '-1,00 t' },
    { kg: -1234.5, en: '-1.23 t', de: '-1,23 t' },
    { kg: -999999994, en: '-999,999.99 t', de: '-999.999,99 t' },
    { kg: -999999995, en: '-1.00e+6 t', de: '-1,00e+6 t' },
    { kg: Number.NaN, en: '–', de: '–' },
    { kg: Number.POSITIVE_INFINITY, en: '–', de: '–' },
  ])('shows $kg kg as "$en" (en) and "$de" (de)', ({ kg, en, de }) => {
    expect(formatEmission(kg, 'en')).toBe(en);
    expect(formatEmission(kg, 'de')).toBe(de);
  });

  it.each([
    { kg: 999.99, en: '999.99 kg CO2e', de: '999,99 kg CO2e' },
    { kg: 1230, en: '1.23 t CO2e', de: '1,23 t CO2e' },
    { kg: 12345678910, en: '1.23e+7 t CO2e', de: '1,23e+7 t CO2e' },
  ])('adds CO2e to the unit on request: $en', ({ kg, en, de }) => {
    expect(formatEmission(kg, 'en', { unitLabel: 'co2e' })).toBe(en);
    expect(formatEmission(kg, 'de', { unitLabel: 'co2e' })).toBe(de);
  });

  it('defaults to en', () => {
    expect(formatEmission(1234.5)).toBe('1.23 t');
  });
});

describe('formatEmissionParts', () => {
  it.each([
    { kg: 999.99, expected: { text: '999.99', unit: 'kg', isExponent: false } },
    { kg: 999999994, expected: { text: '999,999.99', unit: 't', isExponent: false } },
    { kg: 999999995, expected: { text: '1.00e+6', unit: 't', isExponent: true } },
    { kg: Number.NaN, expected: undefined },
  ])('splits $kg kg into number and unit', ({ kg, expected }) => {
    expect(formatEmissionParts(kg, 'en')).toEqual(expected);
  });

  it('switches to exponent at the same value in en and de', () => {
    const values = [999999994, 999999995, -999999994, -999999995, 1e7, 1e9, 1e12];
    const forms = (locale: 'en' | 'de') => values.map((kg) => formatEmissionParts(kg, locale)?.isExponent);
    expect(forms('de')).toEqual(forms('en'));
    expect(forms('en')).toEqual([false, true, false, true, false, true, true]);
  });
});

describe('getEmissionUnitLabel', () => {
  it.each([
    { unit: 'kg' as const, variant: 'short' as const, expected: 'kg' },
    { unit: 't' as const, variant: 'short' as const, expected: 't' },
    { unit: 'kg' as const, variant: 'co2e' as const, expected: 'kg CO2e' },
    { unit: 't' as const, variant: 'co2e' as const, expected: 't CO2e' },
  ])('labels $unit ($variant) as "$expected"', ({ unit, variant, expected }) => {
    expect(getEmissionUnitLabel(unit, variant)).toBe(expected);
  });
});
