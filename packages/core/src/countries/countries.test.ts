import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../validation/country-codes.ts';
import { COUNTRIES, findCountry, getDefaultCurrencyForCountry } from './index.ts';

describe('countries', () => {
  it('has exactly the assigned ISO 3166-1 alpha-2 codes of the validation list', () => {
    expect(COUNTRIES.map((country) => country.code)).toEqual([...COUNTRY_CODES].sort());
  });

  it.each([
    ['DE', 'Germany', 'EUR'],
    ['gb', 'United Kingdom of Great Britain and Northern Ireland', 'GBP'],
    ['US', 'United States of America', 'USD'],
    ['CH', 'Switzerland', 'CHF'],
    ['LS', 'Lesotho', 'ZAR'],
    ['SV', 'El Salvador', 'USD'],
    ['TR', 'Türkiye', 'TRY'],
    ['IN', 'India', 'EUR'],
    ['AQ', 'Antarctica', 'EUR'],
  ])('%s is %s and defaults to %s', (code, name, currency) => {
    const country = findCountry(code);
    expect(country?.name).toBe(name);
    expect(country && getDefaultCurrencyForCountry(country)).toBe(currency);
  });

  it('knows no user-assigned or malformed code', () => {
    expect(findCountry('XK')).toBeUndefined();
    expect(findCountry('DEU')).toBeUndefined();
  });
});
