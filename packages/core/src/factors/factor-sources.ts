import { z } from 'zod';

/**
 * The default factor source of a year per kind of activity. Fuels, travel and waste are offered from
 * DESNZ or the EPA Hub side by side (a row may use either); grid electricity comes from DESNZ (UK),
 * eGRID (US) or Ember/OWID split into generation and upstream (everywhere else); spend from FIGARO
 * (European supply chains, in euros) or USEEIO (US supply chains, in 2022 dollars).
 */
export const FUEL_FACTOR_SOURCES = ['DESNZ', 'EPA_HUB'] as const;
export const GRID_FACTOR_SOURCES = ['DESNZ', 'EPA_EGRID', 'EMBER_OWID'] as const;
export const SPEND_FACTOR_SOURCES = ['FIGARO', 'EPA_USEEIO'] as const;

export const factorSourcesSchema = z.strictObject({
  fuels: z.enum(FUEL_FACTOR_SOURCES, { error: 'validation.invalid' }),
  grid: z.enum(GRID_FACTOR_SOURCES, { error: 'validation.invalid' }),
  spend: z.enum(SPEND_FACTOR_SOURCES, { error: 'validation.invalid' }),
  travelWaste: z.enum(FUEL_FACTOR_SOURCES, { error: 'validation.invalid' }),
});
export type FactorSources = z.infer<typeof factorSourcesSchema>;

/**
 * The 31 countries FIGARO publishes supply factors for (EU27, Norway, Switzerland, the United Kingdom and
 * Turkey), ISO 3166-1 alpha-2. Greece is 'GR' here as in ISO (Eurostat writes 'EL').
 */
export const FIGARO_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'TR',
] as const;

const FIGARO_COUNTRY_SET: ReadonlySet<string> = new Set(FIGARO_COUNTRIES);

export function isFigaroCountry(code: string | null | undefined): boolean {
  return FIGARO_COUNTRY_SET.has((code ?? '').trim().toUpperCase());
}

/**
 * The sources a year starts with for its region (the year's electricity region, a country or a US
 * subregion). UK and US years keep the sources their figures have always used (DESNZ, eGRID, USEEIO);
 * the other FIGARO countries get FIGARO for spend, and every country outside the UK and the US gets
 * Ember's grid intensity split into generation (Scope 2) and upstream (category 3).
 */
export function defaultFactorSources(region: string | null | undefined): FactorSources {
  const code = (region ?? '').trim().toUpperCase();
  if (code === 'US' || code.startsWith('US-')) {
    return { fuels: 'EPA_HUB', grid: 'EPA_EGRID', spend: 'EPA_USEEIO', travelWaste: 'EPA_HUB' };
  }
  if (code === 'GB') return { fuels: 'DESNZ', grid: 'DESNZ', spend: 'EPA_USEEIO', travelWaste: 'DESNZ' };
  return {
    fuels: 'DESNZ',
    grid: 'EMBER_OWID',
    spend: isFigaroCountry(code) ? 'FIGARO' : 'EPA_USEEIO',
    travelWaste: 'DESNZ',
  };
}
