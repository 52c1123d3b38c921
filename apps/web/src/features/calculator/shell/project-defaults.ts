import {
  type DisplayLocale,
  EGRID_SUBREGIONS,
  findNewestInstance,
  type InstanceSummary,
  type NumberEntryProblem,
  parseLocalizedNumber,
} from '@carbon-ledger/core';

export type Period = { startDate: string; endDate: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** The previous calendar year of `today` (a new project usually reports the year just closed). */
export function getDefaultPeriod(today: Date): Period {
  const year = today.getFullYear() - 1;
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

/** Moves an ISO date by whole years; 29 February lands on 28 February in a common year. */
export function shiftIsoDateByYears(isoDate: string, years: number): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const targetYear = year + years;
  const daysInMonth = new Date(Date.UTC(targetYear, month, 0)).getUTCDate();
  return `${targetYear}-${pad(month)}-${pad(Math.min(day, daysInMonth))}`;
}

/**
 * The period of a new year of a project: the year after its newest instance (same months), or the
 * previous calendar year when it has none.
 */
export function getNextYearPeriod(
  instances: readonly Pick<InstanceSummary, 'startDate' | 'endDate'>[],
  today: Date,
): Period {
  const newest = findNewestInstance(instances);
  if (!newest) return getDefaultPeriod(today);
  return {
    startDate: shiftIsoDateByYears(newest.startDate, 1),
    endDate: shiftIsoDateByYears(newest.endDate, 1),
  };
}

export type RegionOption = { value: string; label: string };

/**
 * Regions for grid electricity: every country (as the country list names them), 'GB' if the list lacks
 * it, then the US eGRID subregions as 'US-<code>' under a recognisable label.
 */
export function listRegionOptions(
  countryOptions: readonly RegionOption[],
  describeSubregion: (code: string) => string,
): RegionOption[] {
  const countries = [...countryOptions];
  if (!countries.some((option) => option.value === 'GB')) countries.push({ value: 'GB', label: 'GB' });
  const subregions = EGRID_SUBREGIONS.map((code) => ({
    value: `US-${code}`,
    label: describeSubregion(code),
  }));
  return [...countries, ...subregions];
}

/** The default region: the company's country when the list offers it, else Germany. */
export function pickDefaultRegion(
  companyCountry: string | undefined,
  options: readonly RegionOption[],
): string {
  const code = companyCountry?.trim().toUpperCase();
  return code && options.some((option) => option.value === code) ? code : 'DE';
}

/**
 * Reads the surcharge field by the page's locale (en "2.5", de "2,5"): a blank field is 0, anything
 * else must be a number of zero or more, or the reason it is not.
 */
export function parseSurchargePercent(
  text: string,
  locale: DisplayLocale,
): { value: number } | { problem: NumberEntryProblem } {
  if (text.trim() === '') return { value: 0 };
  const parsed = parseLocalizedNumber(text, locale);
  if (!parsed.isOk) return { problem: parsed.problem };
  return parsed.value < 0 ? { problem: 'negative' } : { value: parsed.value };
}
