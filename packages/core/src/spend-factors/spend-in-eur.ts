import { getRate } from '../currency/exchange-rates.ts';
import type { FactorNote } from '../factors/factor-notes.ts';
import { buildExchangeRateNote } from './exchange-rate-note.ts';

/** The base of a FIGARO spend amount: euros of the spend year (FIGARO factors are per 1000 EUR). */
export const SPEND_EUR_BASE_UNIT = 'EUR';

export type SpendInEur = {
  /** Euros for one unit of the currency, at the ECB annual average of the spend year (or the nearest earlier). */
  eurPerUnit: number;
  /** The `exchangeRateYear` note for a currency other than EUR. */
  note: FactorNote | undefined;
};

/**
 * Restates one unit of a currency spent in `spendYear` in euros of that year, at the shipped ECB annual
 * average, for FIGARO factors. No price index is applied. Throws a `CurrencyError` for an unknown
 * currency or a year without rates.
 */
export function convertSpendToEur(currency: string, spendYear: number): SpendInEur {
  const exchangeRate = getRate(currency, 'EUR', spendYear);
  return {
    eurPerUnit: exchangeRate.rate,
    note: buildExchangeRateNote(exchangeRate, spendYear, { always: true }),
  };
}
