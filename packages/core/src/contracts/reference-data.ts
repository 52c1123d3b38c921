import { z } from 'zod';
import { CURRENCY_CODES } from '../currency/currencies.ts';
import { isCalendarDateText } from './query-dates.ts';

const codeText = z.string().trim().min(1).max(20);

/**
 * `POST /api/data/conversions?from=&to=&date=`: a currency rate (from and to are currency codes,
 * annual average of the date's year) or a unit ratio (from and to are unit ids of one category).
 */
export const conversionQuerySchema = z.object({
  from: codeText,
  to: codeText,
  /** YYYY, YYYY-MM or YYYY-MM-DD; only the year matters (annual averages). Default: the latest year. */
  date: z
    .string()
    .trim()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, {
      error: 'must be a date such as 2024-06-30 or a year such as 2024',
      abort: true,
    })
    .refine(isCalendarDateText, 'must be a real day of the calendar, such as 2024-06-30')
    .optional(),
});

export const conversionResponseSchema = z.object({
  conversion: z.object({
    kind: z.enum(['currency', 'unit']),
    from: z.string(),
    to: z.string(),
    /** Units of `to` per unit of `from`. */
    rate: z.number(),
    /** The year of the averages used; null for unit ratios, which do not change. */
    rateYear: z.number().int().nullable(),
    /** Where the rate comes from, to show next to the converted amount. */
    source: z.string(),
    /** True when the requested year had no rate and an earlier year's was used. */
    isFallback: z.boolean(),
  }),
});

/** `GET /api/orders/currencies`: the spec's 22 currencies. */
export const currenciesResponseSchema = z.object({
  currencies: z.array(
    z.object({
      code: z.enum(CURRENCY_CODES),
      symbol: z.string(),
      names: z.object({ en: z.string(), de: z.string() }),
    }),
  ),
});

/** `POST /api/orders/currencies/rates/convert`. */
export const rateConvertRequestSchema = z.object({
  from: codeText,
  to: codeText,
  /** Default: the latest year with rates. */
  year: z.number().int().min(1990).max(2100).optional(),
});

export const rateConvertResponseSchema = z.object({
  rate: z.number(),
  rateYear: z.number().int(),
  source: z.string(),
  isFallback: z.boolean(),
});

/** `GET /api/data/countries?code=DE`. */
export const countryQuerySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as DE'),
});

export const countryResponseSchema = z.object({
  code: z.string(),
  /** English short name (CLDR). */
  name: z.string(),
  /** The currency to default to: the country's own when the product supports it, otherwise EUR. */
  currency: z.enum(CURRENCY_CODES),
  /** The country's ISO 4217 currency, supported or not; null where it has none (Antarctica). */
  localCurrency: z.string().nullable(),
});

export type ConversionQuery = z.infer<typeof conversionQuerySchema>;
export type ConversionResponse = z.infer<typeof conversionResponseSchema>;
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>;
export type RateConvertRequest = z.infer<typeof rateConvertRequestSchema>;
export type RateConvertResponse = z.infer<typeof rateConvertResponseSchema>;
export type CountryResponse = z.infer<typeof countryResponseSchema>;
