import { describe, expect, it } from 'vitest';
import { formatChartAxisValue, formatChartValue } from './format-chart-value.ts';

describe('formatChartAxisValue', () => {
  it.each([
    { value: 0, unit: 'kg', en: '0 kg', de: '0 kg' },
    { value: 850, unit: 'kg', en: '850 kg', de: '850 kg' },
    { value: -850, unit: 'kg', en: '-850 kg', de: '-850 kg' },
    { value: 1000, unit: 'kg', en: '1 t', de: '1 t' },
    { value: 1500, unit: 'kg', en: '1.5 t', de: '1,5 t' },
    { value: 9999, unit: 'kg', en: '10 t', de: '10 t' },
    { value: 12_000, unit: 'kg', en: '12 t', de: '12 t' },
    { value: 1_234_567, unit: 'kg', en: '1,235 t', de: '1.235 t' },
    { value: 999_999_994, unit: 'kg', en: '1,000,000 t', de: '1.000.000 t' },
    { value: 999_999_995, unit: 'kg', en: '1.00e+6 t', de: '1,00e+6 t' },
    { value: 2e13, unit: 'kg', en: '2.00e+10 t', de: '2,00e+10 t' },
    { value: -2e13, unit: 'kg', en: '-2.00e+10 t', de: '-2,00e+10 t' },
    { value: 12.5, unit: 'percent', en: '13 %', de: '13 %' },
    { value: 40, unit: 'percent', en: '40 %', de: '40 %' },
    { value: 1234.56, unit: 'plain', en: '1,234.6', de: '1.234,6' },
  ] as const)('writes $value $unit as "$en" (de "$de")', ({ value, unit, en, de }) => {
    expect(formatChartAxisValue(value, unit, 'en')).toBe(en);
    expect(formatChartAxisValue(value, unit, 'de')).toBe(de);
  });
});

describe('formatChartValue', () => {
  it.each([
    { value: 12_345.678, unit: 'kg', en: '12.35 t', de: '12,35 t' },
    { value: 999.994, unit: 'kg', en: '999.99 kg', de: '999,99 kg' },
    { value: 999.995, unit: 'kg', en: '1.00 t', de: '1,00 t' },
    { value: 12_345_678_910, unit: 'kg', en: '1.23e+7 t', de: '1,23e+7 t' },
    { value: 62.5, unit: 'percent', en: '62.5 %', de: '62,5 %' },
    { value: 4.25, unit: 'plain', en: '4.25', de: '4,25' },
    { value: Number.NaN, unit: 'kg', en: '–', de: '–' },
  ] as const)('writes $value $unit as "$en" (de "$de")', ({ value, unit, en, de }) => {
    expect(formatChartValue(value, unit, 'en')).toBe(en);
    expect(formatChartValue(value, unit, 'de')).toBe(de);
  });
});
