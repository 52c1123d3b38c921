import { describe, expect, it } from 'vitest';
import type { DisplayLocale } from '../format/display-locale.ts';
import { formatEditableNumber, formatStoredNumber } from './format-stored-number.ts';
import { parseLocalizedNumber } from './parse-localized-number.ts';

const N = '\u202f';

describe('formatStoredNumber', () => {
  it.each([
    [120000, 'en', `120${N}000`],
    [120000.5, 'en', `120${N}000.5`],
    [120000.5, 'de', `120${N}000,5`],
    [120, 'de', '120'],
    [1234567.891, 'en', `1${N}234${N}567.891`],
    [-2.5, 'de', '-2,5'],
    [0.177, 'en', '0.177'],
    [0.1234567891234, 'en', '0.1234567891234'],
    [1e-7, 'de', '1e-7'],
    [1e15, 'en', `1${N}000${N}000${N}000${N}000${N}000`],
    [-0, 'en', '0'],
    [Number.NaN, 'en', '–'],
  ] as [number, DisplayLocale, string][])('%d in %s → %j', (value, locale, expected) => {
    expect(formatStoredNumber(value, locale)).toBe(expected);
  });

  it.each(['en', 'de'] as const)('reads back as the same number in %s', (locale) => {
    for (const value of [120000.5, 0.1 + 0.2, 987654321.123, -42, 1e-7]) {
      expect(parseLocalizedNumber(formatStoredNumber(value, locale), locale)).toEqual({ isOk: true, value });
    }
  });
});

describe('formatEditableNumber', () => {
  it.each([
    [1234.5, 'en', '1234.5'],
    [1234.5, 'de', '1234,5'],
    [-0.25, 'de', '-0,25'],
    [1e-7, 'de', '1e-7'],
    [null, 'en', ''],
    [undefined, 'de', ''],
    [Number.NaN, 'en', ''],
  ] as [number | null | undefined, DisplayLocale, string][])('%s in %s → %j', (value, locale, expected) => {
    expect(formatEditableNumber(value, locale)).toBe(expected);
  });

  it.each(['en', 'de'] as const)('reads back as the same number in %s', (locale) => {
    for (const value of [1234.5, 0.1 + 0.2, -42, 1e-7, 1e15]) {
      expect(parseLocalizedNumber(formatEditableNumber(value, locale), locale)).toEqual({
        isOk: true,
        value,
      });
    }
  });
});
