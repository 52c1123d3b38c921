import { divideRationals, multiplyRationals, parseNumber, roundToDouble } from '../units/exact-ratio.ts';
import { CurrencyError } from './currency-errors.ts';
import { assertYear, computeCrossRate, type ExchangeRate, getRate, readAmount } from './exchange-rates.ts';
import type { CpiRecord } from './rate-types.ts';
import { CPI_U_ANNUAL } from './rates.generated.ts';

/** USEEIO v1.3 spend factors are kg CO2e per US dollar of 2022 (purchaser price). */
export const USEEIO_PRICE_YEAR = 2022;

export type CpiLookup = CpiRecord & { readonly requestedYear: number; readonly isFallback: boolean };

export type SpendInUsd2022 = {
  readonly amount: number;
  readonly currency: ExchangeRate['from'];
  readonly year: number;
  /** Step 1: the spend in US dollars of its own year, at that year's average rate. */
  readonly amountUsdNominal: number;
  readonly exchangeRate: ExchangeRate;
  /** Step 2: CPI-U(2022) / CPI-U(spend year), the factor that restates the dollars in 2022 prices. */
  readonly cpiRatio: number;
  readonly priceYearCpi: CpiRecord;
  readonly spendYearCpi: CpiLookup;
  /** The result: amount × rate × cpiRatio, computed exactly and rounded once. */
  readonly amountUsd2022: number;
};

/**
 * Returns the US CPI-U annual average of a year, or of the nearest earlier year when that year is not
 * in the table (`isFallback`). A running year (or 2025, which lacks October) has `isCompleteYear`
 * false. Throws a `CurrencyError` for a year before the table starts (2015).
 */
export function getCpiU(year: number): CpiLookup {
  assertYear(year);
  const record = CPI_U_ANNUAL.filter((cpi) => cpi.year <= year).at(-1);
  if (!record) {
    const first = CPI_U_ANNUAL[0]?.year;
    throw new CurrencyError(
      'CPI_UNAVAILABLE',
      `No US CPI-U average for ${year} or earlier; the table starts in ${first}`,
    );
  }
  return { ...record, requestedYear: year, isFallback: record.year !== year };
}

/**
 * Restates a spend as US dollars of 2022, the unit of USEEIO spend factors (kg CO2e per 2022 USD):
 * convert to USD at the spend year's average rate, then deflate by CPI-U(2022) / CPI-U(spend year).
 * Returns every step (rate, rate year, CPI indexes and ratio) so the working can be shown.
 */
export function convertSpendToUsd2022(amount: number, currency: string, year: number): SpendInUsd2022 {
  const exactAmount = readAmount(amount);
  const exchangeRate = getRate(currency, 'USD', year);
  const priceYearCpi = getCpiU(USEEIO_PRICE_YEAR);
  const spendYearCpi = getCpiU(year);
  const usdNominal = multiplyRationals(
    exactAmount,
    computeCrossRate(exchangeRate.fromLeg, exchangeRate.toLeg),
  );
  const cpiRatio = divideRationals(parseNumber(priceYearCpi.index), parseNumber(spendYearCpi.index));
  return {
    amount,
    currency: exchangeRate.from,
    year,
    amountUsdNominal: roundToDouble(usdNominal),
    exchangeRate,
    cpiRatio: roundToDouble(cpiRatio),
    priceYearCpi: stripLookup(priceYearCpi),
    spendYearCpi,
    amountUsd2022: roundToDouble(multiplyRationals(usdNominal, cpiRatio)),
  };
}

function stripLookup({ year, index, months, isCompleteYear }: CpiLookup): CpiRecord {
  return { year, index, months, isCompleteYear };
}
