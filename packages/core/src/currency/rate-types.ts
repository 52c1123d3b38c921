/**
 * Where an annual rate comes from:
 * - `ecb`: ECB euro reference rates, annual average of the daily fixings;
 * - `usd-peg`: AED, fixed to the USD, crossed with the ECB USD rate of the year;
 * - `fixed-conversion`: LTL, the irrevocable euro conversion rate.
 * Currencies without a documented source (COP, TND) ship no rate at all (see `hasShippedRate`).
 */
export type RateSource = 'ecb' | 'usd-peg' | 'fixed-conversion';

export type AnnualRate = {
  readonly year: number;
  /** Units of the currency per 1 EUR, annual average. */
  readonly unitsPerEur: number;
  readonly source: RateSource;
  /** False for the running year: an average of the days published so far. */
  readonly isCompleteYear: boolean;
  /** ECB only: how many daily fixings were averaged. */
  readonly observations?: number;
  /** Derived rates: the arithmetic behind the number, e.g. "3.6725 AED/USD × 1.08238 USD/EUR". */
  readonly basis?: string;
};

export type CpiRecord = {
  readonly year: number;
  /** CPI-U, U.S. city average, all items, 1982-84 = 100, annual average of the monthly indexes. */
  readonly index: number;
  /** Months averaged; fewer than 12 when a month is missing (2025) or the year is running. */
  readonly months: number;
  readonly isCompleteYear: boolean;
};

/** Attribution texts to show next to a converted amount. */
export const RATE_SOURCE_DESCRIPTIONS: Readonly<Record<RateSource, string>> = {
  ecb: 'Source: European Central Bank (euro foreign exchange reference rates, annual average).',
  'usd-peg':
    'UAE dirham pegged to the US dollar at 3.6725 AED/USD (Central Bank of the UAE), crossed with the ECB USD rate.',
  'fixed-conversion':
    'Lithuanian litas: irrevocable euro conversion rate 3.4528 LTL/EUR (Council Regulation (EU) No 851/2014).',
};

export const CPI_SOURCE_DESCRIPTION =
  'US Bureau of Labor Statistics, CPI-U (U.S. city average, all items, 1982-84 = 100), annual average.';
