/** The application's locales (spec section 9): default en. */
export const DISPLAY_LOCALES = ['en', 'de'] as const;
export type DisplayLocale = (typeof DISPLAY_LOCALES)[number];

/** The application locale of a language tag ("de", "de-CH" → de; anything else → en, the default). */
export function toDisplayLocale(language: string | null | undefined): DisplayLocale {
  return language?.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** Shown instead of a number that is missing or not finite, so NaN never reaches the screen. */
export const MISSING_NUMBER_TEXT = '–';

/** 'fixed': always 2 decimals ("1.50"); 'trimmed': up to 2, no trailing zeros ("1.5"). */
export type DecimalStyle = 'fixed' | 'trimmed';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats a number already rounded to 2 decimals with the locale's separators and grouping
 * (en "1,234.5", de "1.234,5"). -0 shows as 0 so a tiny negative never reads "-0.00".
 */
export function formatRoundedNumber(value: number, locale: DisplayLocale, decimals: DecimalStyle): string {
  const key = `${locale}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals === 'fixed' ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value === 0 ? 0 : value);
}
