import {
  type ConversionResponse,
  CURRENCY_CODES,
  CurrencyError,
  convertUnit,
  type ExchangeRate,
  getRate,
  getRateYearRange,
  getUnit,
  hasShippedRate,
  isCurrencyCode,
  RATE_SOURCE_DESCRIPTIONS,
  type RateSource,
  UnitConversionError,
  type UnitsPerEur,
} from '@carbon-ledger/core';
import { AppError } from '../../http/app-error.ts';

type Conversion = ConversionResponse['conversion'];

const UNIT_SOURCE = 'Exact unit definition (SI and international units), packages/core units table.';
const SAME_CURRENCY_SOURCE = 'Same currency: no conversion.';

/** Where a cross rate comes from: the description of each non-euro leg's source, once. */
export function describeRateSource(rate: ExchangeRate): string {
  const sources = new Set(
    [rate.fromLeg.source, rate.toLeg.source].filter((source): source is RateSource => source !== 'euro'),
  );
  if (sources.size === 0) return SAME_CURRENCY_SOURCE;
  return [...sources].map((source) => RATE_SOURCE_DESCRIPTIONS[source]).join(' ');
}

function fail(path: string, message: string): never {
  throw new AppError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message }]);
}

/** The annual-average rate of a year, with the year used and the source; 400 naming the field otherwise. */
export function findCurrencyRate(from: string, to: string, year: number | undefined) {
  const rateYear = year ?? getRateYearRange().last;
  try {
    return getRate(from, to, rateYear);
  } catch (error) {
    if (!(error instanceof CurrencyError)) throw error;
    if (error.code === 'UNKNOWN_CURRENCY') {
      fail(isCurrencyCode(from.trim().toUpperCase()) ? 'to' : 'from', error.message);
    }
    // A currency without any shipped rate is the field's fault; a missing year is the date's.
    if (!hasShippedRate(from)) fail('from', error.message);
    if (!hasShippedRate(to)) fail('to', error.message);
    fail(year === undefined ? 'to' : 'date', error.message);
  }
}

function readUnitsPerEur(year: number): UnitsPerEur {
  const entries = CURRENCY_CODES.flatMap((code) => {
    try {
      return [[code, getRate('EUR', code, year).rate] as const];
    } catch {
      return []; // a currency without a rate that year only matters when asked for
    }
  });
  return Object.fromEntries(entries);
}

/**
 * `POST /api/data/conversions`: currency codes convert at the annual average of the date's year; unit
 * ids of one category convert exactly (intensity units per million of a currency use that year's rates).
 */
export function convertCodes(from: string, to: string, date: string | undefined): Conversion {
  const year = date ? Number(date.slice(0, 4)) : undefined;
  const isCurrencyPair = isCurrencyCode(from.toUpperCase()) && isCurrencyCode(to.toUpperCase());
  if (isCurrencyPair || (!getUnit(from) && !getUnit(to))) {
    const rate = findCurrencyRate(from, to, year);
    return {
      kind: 'currency',
      from: rate.from,
      to: rate.to,
      rate: rate.rate,
      rateYear: rate.rateYear,
      source: describeRateSource(rate),
      isFallback: rate.isFallback,
    };
  }
  if (!getUnit(from)) fail('from', `unknown unit or currency "${from}"`);
  if (!getUnit(to)) fail('to', `unknown unit or currency "${to}"`);
  try {
    const rate = convertUnit(1, from, to, { unitsPerEur: readUnitsPerEur(year ?? getRateYearRange().last) });
    return { kind: 'unit', from, to, rate, rateYear: null, source: UNIT_SOURCE, isFallback: false };
  } catch (error) {
    if (error instanceof UnitConversionError) fail('to', error.message);
    throw error;
  }
}
