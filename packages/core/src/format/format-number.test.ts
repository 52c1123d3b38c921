import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent } from './format-number.ts';

describe('formatNumber', () => {
  it.each([
    [120000, 'en', 2, '120,000'],
    [120000, 'de', 2, '120.000'],
    [1234.567, 'en', 1, '1,234.6'],
    [1234.567, 'de', 3, '1.234,567'],
    [-0, 'en', 2, '0'],
    [Number.NaN, 'de', 2, '–'],
  ] as const)('%s in %s with %s decimals: %s', (value, locale, decimals, expected) => {
    expect(formatNumber(value, locale, decimals)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    [12.5, 'en', {}, '12.5 %'],
    [12.5, 'de', {}, '12,5 %'],
    [33.333, 'en', {}, '33.3 %'],
    [4.2, 'en', { isSigned: true }, '+4.2 %'],
    [-4.2, 'de', { isSigned: true }, '-4,2 %'],
    [0, 'en', { isSigned: true }, '0 %'],
    [Number.POSITIVE_INFINITY, 'en', {}, '–'],
  ] as const)('%s in %s %j: %s', (value, locale, options, expected) => {
    expect(formatPercent(value, locale, options)).toBe(expected);
  });
});

describe('formatMoney', () => {
  it('writes the currency as the language does', () => {
    expect(formatMoney(1200, 'EUR', 'en')).toBe('€1,200.00');
    expect(formatMoney(1200, 'EUR', 'de')).toBe('1.200,00\u00a0€');
    expect(formatMoney(49.5, 'GBP', 'en')).toBe('£49.50');
  });

  it('names an unknown currency by its code instead of failing', () => {
    expect(formatMoney(10, 'X1', 'en')).toBe('10 X1');
  });
});
