import type { ExchangeRate, RateLeg } from '../currency/exchange-rates.ts';
import { LATEST_RATE_DATE } from '../currency/rates.generated.ts';
import type { FactorNote } from '../factors/factor-notes.ts';

/** Months of rates behind a leg's average: 12 for a complete year, else up to the latest fixing's month. */
function countRateMonths(leg: RateLeg): number {
  return leg.isCompleteYear ? 12 : Number(LATEST_RATE_DATE.slice(5, 7));
}

/**
 * The `exchangeRateYear` note of a spend converted at `exchangeRate`: which year's ECB average was used
 * and how many months of rates it holds. Always given for FIGARO rows in another currency than EUR
 * (`always`); for the other rows only when the rates are not the spend year's complete average, which
 * a reader could not otherwise tell (a spend year after the last rate year, or the running year).
 */
export function buildExchangeRateNote(
  exchangeRate: ExchangeRate,
  spendYear: number,
  options: { always: boolean },
): FactorNote | undefined {
  const months = Math.min(countRateMonths(exchangeRate.fromLeg), countRateMonths(exchangeRate.toLeg));
  const isWholeSpendYear = exchangeRate.rateYear === spendYear && months === 12;
  if (isWholeSpendYear && !options.always) return undefined;
  if (exchangeRate.from === exchangeRate.to) return undefined;
  return {
    code: 'exchangeRateYear',
    // The currency the amount was entered in; EUR for a euro amount restated in dollars.
    currency: exchangeRate.from,
    rateYear: exchangeRate.rateYear,
    months,
    spendYear,
  };
}
