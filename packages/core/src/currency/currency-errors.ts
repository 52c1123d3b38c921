export type CurrencyErrorCode =
  | 'UNKNOWN_CURRENCY'
  /**
   * No rate to convert with: the currency has no documented rate shipped with the product (COP, TND;
   * see `hasShippedRate`), or no year at or before the requested one has a rate.
   */
  | 'RATE_UNAVAILABLE'
  | 'CPI_UNAVAILABLE'
  | 'INVALID_YEAR'
  | 'INVALID_AMOUNT'
  | 'NOT_MONETARY_INTENSITY';

/** A currency conversion that cannot give a right answer; `code` says which rule was broken. */
export class CurrencyError extends Error {
  override readonly name = 'CurrencyError';
  readonly code: CurrencyErrorCode;

  constructor(code: CurrencyErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
