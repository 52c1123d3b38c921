import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COUNTRIES_MODULE_PATH, COUNTRY_CODES_CSV, renderCountriesModule } from './build-countries.ts';

describe('the generated countries module', () => {
  it.skipIf(!existsSync(COUNTRY_CODES_CSV))('equals a fresh build from country-codes.csv', () => {
    const fresh = renderCountriesModule(readFileSync(COUNTRY_CODES_CSV, 'utf8'));
    expect(readFileSync(COUNTRIES_MODULE_PATH, 'utf8')).toBe(fresh);
  });
});
