import {
  divideRationals,
  multiplyRationals,
  parseNumber,
  type Rational,
  roundToDouble,
} from '../units/exact-ratio.ts';
import { CURRENCY_CODES, type CurrencyCode, isCurrencyCode } from './currencies.ts';
import { CurrencyError } from './currency-errors.ts';
import type { AnnualRate, RateSource } from './rate-types.ts';
import { ANNUAL_RATES_PER_EUR } from './rates.generated.ts';

/** One currency's side of a cross rate through EUR. */
export type RateLeg = {
  readonly currency: CurrencyCode;
  /** Units of the currency per 1 EUR in the rate year (1 for EUR). */
  readonly unitsPerEur: number;
  /** `euro` for EUR itself, which needs no rate. */
  readonly source: RateSource | 'euro';
  readonly isCompleteYear: boolean;
  readonly basis?: string;
};

export type ExchangeRate = {
  readonly from: CurrencyCode;
  readonly to: CurrencyCode;
  /** Units of `to` for 1 unit of `from`. */
  readonly rate: number;
  readonly requestedYear: number;
  /** The year whose averages were used: the requested one, or the nearest earlier year with both rates. */
  readonly rateYear: number;
  readonly isFallback: boolean;
  readonly fromLeg: RateLeg;
  readonly toLeg: RateLeg;
};

export type CurrencyConversion = { readonly amount: number; readonly exchangeRate: ExchangeRate };

const EURO_LEG_SOURCE = 'euro';

/** Reads a currency code case-insensitively ("eur" is EUR); throws a `CurrencyError` for any other text. */
export function parseCurrencyCode(code: string): CurrencyCode {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
  const match = CURRENCY_CODES.find((candidate) => candidate === upper);
  if (!match) {
    throw new CurrencyError(
      'UNKNOWN_CURRENCY',
      `Unknown currency "${String(code)}": supported are ${CURRENCY_CODES.join(', ')}`,
    );
  }
  return match;
}

/**
 * Tells whether the product ships a documented exchange rate for a currency (EUR, the base, needs none).
 * False for a supported currency without a documented source (COP, TND), whose conversions throw
 * RATE_UNAVAILABLE, and for text that is not a supported code. Case-insensitive like `parseCurrencyCode`.
 */
export function hasShippedRate(code: string): boolean {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if (!isCurrencyCode(upper)) return false;
  return upper === 'EUR' || ANNUAL_RATES_PER_EUR[upper].length > 0;
}

/**
 * Returns the annual-average exchange rate from one currency to another for a year, crossed through
 * EUR (ECB rates are quoted per EUR). When either currency has no rate for that year, the nearest
 * earlier year in which both have one is used and reported in `rateYear`, so the two legs never mix
 * years. Throws a `CurrencyError`: UNKNOWN_CURRENCY for an unknown code, RATE_UNAVAILABLE for a
 * currency without a shipped rate (see `hasShippedRate`) or when no year at or before it has both.
 */
export function getRate(from: string, to: string, year: number): ExchangeRate {
  const fromCode = parseCurrencyCode(from);
  const toCode = parseCurrencyCode(to);
  assertYear(year);
  assertShippedRates(fromCode, toCode);
  const rateYear = findCommonYear(fromCode, toCode, year);
  const fromLeg = readLeg(fromCode, rateYear);
  const toLeg = readLeg(toCode, rateYear);
  return {
    from: fromCode,
    to: toCode,
    rate: roundToDouble(computeCrossRate(fromLeg, toLeg)),
    requestedYear: year,
    rateYear,
    isFallback: rateYear !== year,
    fromLeg,
    toLeg,
  };
}

/**
 * Converts an amount between currencies at the annual average rate of a year (see `getRate` for the
 * year used). The product is computed exactly on the published decimals and rounded once.
 */
export function convertCurrency(amount: number, from: string, to: string, year: number): CurrencyConversion {
  const exactAmount = readAmount(amount);
  const exchangeRate = getRate(from, to, year);
  const rate = computeCrossRate(exchangeRate.fromLeg, exchangeRate.toLeg);
  return { amount: roundToDouble(multiplyRationals(exactAmount, rate)), exchangeRate };
}

/** Returns the first and last years with published rates (the last may be a partial year). */
export function getRateYearRange(): { readonly first: number; readonly last: number } {
  const years = Object.values(ANNUAL_RATES_PER_EUR).flatMap((rates) => rates.map((rate) => rate.year));
  return { first: Math.min(...years), last: Math.max(...years) };
}

/** The exact cross rate: (to per EUR) / (from per EUR). */
export function computeCrossRate(fromLeg: RateLeg, toLeg: RateLeg): Rational {
  return divideRationals(parseNumber(toLeg.unitsPerEur), parseNumber(fromLeg.unitsPerEur));
}

/** Reads an amount as the decimal it prints as; throws a `CurrencyError` unless it is a finite number. */
export function readAmount(amount: number): Rational {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new CurrencyError('INVALID_AMOUNT', `Cannot convert ${String(amount)}: not a finite number`);
  }
  return parseNumber(amount);
}

/** Throws a `CurrencyError` unless the year is a whole number. */
export function assertYear(year: number): void {
  if (!Number.isInteger(year))
    throw new CurrencyError('INVALID_YEAR', `Not a calendar year: ${String(year)}`);
}

function assertShippedRates(from: CurrencyCode, to: CurrencyCode): void {
  const unavailable = [...new Set([from, to])].filter((code) => !hasShippedRate(code));
  if (unavailable.length === 0) return;
  throw new CurrencyError(
    'RATE_UNAVAILABLE',
    `No documented exchange rate is shipped for ${unavailable.join(' and ')}. Enter the amount in another currency, or import a company rate.`,
  );
}

function findAnnualRate(code: CurrencyCode, year: number): AnnualRate | undefined {
  if (code === 'EUR') return undefined;
  return ANNUAL_RATES_PER_EUR[code].find((rate) => rate.year === year);
}

function hasRate(code: CurrencyCode, year: number): boolean {
  return code === 'EUR' || findAnnualRate(code, year) !== undefined;
}

function findCommonYear(from: CurrencyCode, to: CurrencyCode, year: number): number {
  const candidates = new Set(
    [from, to].flatMap((code) => (code === 'EUR' ? [] : ANNUAL_RATES_PER_EUR[code].map((rate) => rate.year))),
  );
  // EUR → EUR needs no table: the identity holds in the requested year itself.
  const years = candidates.size > 0 ? [...candidates] : [year];
  const usable = years.filter((y) => y <= year && hasRate(from, y) && hasRate(to, y));
  if (usable.length === 0) {
    const first = Math.min(...years);
    throw new CurrencyError(
      'RATE_UNAVAILABLE',
      `No ${from}/${to} exchange rate for ${year} or an earlier year; rates start in ${first}`,
    );
  }
  return Math.max(...usable);
}

function readLeg(code: CurrencyCode, year: number): RateLeg {
  if (code === 'EUR')
    return { currency: code, unitsPerEur: 1, source: EURO_LEG_SOURCE, isCompleteYear: true };
  const rate = findAnnualRate(code, year);
  if (!rate) throw new CurrencyError('RATE_UNAVAILABLE', `No ${code} exchange rate for ${year}`);
  return {
    currency: code,
    unitsPerEur: rate.unitsPerEur,
    source: rate.source,
    isCompleteYear: rate.isCompleteYear,
    ...(rate.basis ? { basis: rate.basis } : {}),
  };
}
