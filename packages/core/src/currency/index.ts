export {
  CURRENCIES,
  CURRENCY_CODES,
  type Currency,
  type CurrencyCode,
  DEFAULT_CURRENCY,
  getCurrency,
  isCurrencyCode,
} from './currencies.ts';
export { CurrencyError, type CurrencyErrorCode } from './currency-errors.ts';
export {
  type CurrencyConversion,
  convertCurrency,
  type ExchangeRate,
  getRate,
  getRateYearRange,
  hasShippedRate,
  parseCurrencyCode,
  type RateLeg,
} from './exchange-rates.ts';
export { convertIntensity, type IntensityConversion } from './intensity-conversion.ts';
export {
  type AnnualRate,
  CPI_SOURCE_DESCRIPTION,
  type CpiRecord,
  RATE_SOURCE_DESCRIPTIONS,
  type RateSource,
} from './rate-types.ts';
export { ANNUAL_RATES_PER_EUR, CPI_U_ANNUAL, LATEST_RATE_DATE } from './rates.generated.ts';
export {
  type CpiLookup,
  convertSpendToUsd2022,
  getCpiU,
  type SpendInUsd2022,
  USEEIO_PRICE_YEAR,
} from './spend-deflation.ts';
