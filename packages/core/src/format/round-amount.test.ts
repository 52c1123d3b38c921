import { describe, expect, it } from 'vitest';
import { formatAmount, isNearlyEqual, roundAmount } from './round-amount.ts';

describe('roundAmount', () => {
  it.each([
    { value: 0, expected: 0 },
    { value: 1.004, expected: 1 },
    { value: 1.005, expected: 1.01 },
    { value: 999.994, expected: 999.99 },
    { value: 999.995, expected: 1000 },
    { value: -999.995, expected: -1000 },
    { value: -1.005, expected: -1.01 },
    { value: 0.1 + 0.2, expected: 0.3 },
    { value: 1e-7, expected: 0 },
    { value: 1e21, expected: 1e21 },
    { value: -(2 ** 53), expected: -(2 ** 53) },
    { value: 123456789012.345, expected: 123456789012.35 },
    { value: 1e19 + 4096, expected: 1e19 + 4096 },
    { value: 9999999, expected: 9999999 },
  ])('rounds $value to $expected', ({ value, expected }) => {
    expect(roundAmount(value)).toBe(expected);
  });

  it('turns -0.004 into 0, not -0', () => {
    expect(Object.is(roundAmount(-0.004), 0)).toBe(true);
  });
});

describe('formatAmount', () => {
  it.each([
    { value: 0, en: '0', de: '0' },
    { value: 12, en: '12', de: '12' },
    { value: 1.5, en: '1.5', de: '1,5' },
    { value: 1234.567, en: '1,234.57', de: '1.234,57' },
    { value: -0.001, en: '0', de: '0' },
    { value: -1234.5, en: '-1,234.5', de: '-1.234,5' },
    { value: Number.NaN, en: '–', de: '–' },
  ])('formats $value as "$en" / "$de"', ({ value, en, de }) => {
    expect(formatAmount(value, 'en')).toBe(en);
    expect(formatAmount(value, 'de')).toBe(de);
  });
});

describe('isNearlyEqual', () => {
  it.each([
    { a: 1, b: 1, expected: true },
    { a: 1, b: 1.0009, expected: true },
    { a: 1, b: 1.001, expected: true },
    { a: 1, b: 1.0011, expected: false },
    { a: 0.1 + 0.2, b: 0.3, expected: true },
    { a: -5, b: -5.002, expected: false },
    { a: 1000, b: 1000.001, expected: true },
    { a: Number.POSITIVE_INFINITY, b: Number.POSITIVE_INFINITY, expected: true },
    { a: Number.NaN, b: Number.NaN, expected: false },
  ])('compares $a and $b: $expected', ({ a, b, expected }) => {
    expect(isNearlyEqual(a, b)).toBe(expected);
  });

  it('accepts another tolerance', () => {
    expect(isNearlyEqual(1, 1.05, 0.1)).toBe(true);
  });
});
