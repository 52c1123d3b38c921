import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from './country-codes.ts';

describe('COUNTRY_CODES', () => {
  it('holds the 249 assigned codes, sorted and unique', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
    expect([COUNTRY_CODES[0], COUNTRY_CODES.at(-1)]).toEqual(['AD', 'ZW']);
  });
});

describe('isCountryCode', () => {
  it.each([
    { value: 'DE', expected: true },
    { value: 'AT', expected: true },
    { value: 'CH', expected: true },
    { value: 'NA', expected: true },
    { value: 'GB', expected: true },
    { value: 'UK', expected: false },
    { value: 'XK', expected: false },
    { value: 'de', expected: false },
    { value: 'DEU', expected: false },
    { value: '', expected: false },
  ])('$value: $expected', ({ value, expected }) => {
    expect(isCountryCode(value)).toBe(expected);
  });
});
