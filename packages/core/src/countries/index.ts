import { type CurrencyCode, DEFAULT_CURRENCY, isCurrencyCode } from '../currency/currencies.ts';
import { COUNTRIES } from './countries.generated.ts';
import type { CountryRecord } from './country-types.ts';

export { COUNTRIES } from './countries.generated.ts';
export type { CountryRecord } from './country-types.ts';

const COUNTRY_BY_CODE: ReadonlyMap<string, CountryRecord> = new Map(COUNTRIES.map((c) => [c.code, c]));

/** Finds a country by its ISO 3166-1 alpha-2 code, case-insensitively; undefined when unknown. */
export function findCountry(code: string): CountryRecord | undefined {
  return COUNTRY_BY_CODE.get(code.trim().toUpperCase());
}

/**
 * The product currency to default to for a country (spec section 7: the visitor's country sets the
 * default currency): its first ISO 4217 currency the product supports, otherwise the spec's default, EUR.
 */
export function getDefaultCurrencyForCountry(country: CountryRecord): CurrencyCode {
  return country.currencies.find((currency) => isCurrencyCode(currency)) ?? DEFAULT_CURRENCY;
}
