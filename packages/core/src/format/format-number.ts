import { type DisplayLocale, MISSING_NUMBER_TEXT } from './display-locale.ts';

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A number in the page's language with at most `maxDecimals` decimals, grouped (en "1,234.5", de
 * "1.234,5"): counts, shares and sizes that are no 2-decimal amount. "–" when not finite; -0 reads 0.
 */
export function formatNumber(value: number, locale: DisplayLocale, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return MISSING_NUMBER_TEXT;
  return formatOf(locale, { maximumFractionDigits: maxDecimals }).format(value === 0 ? 0 : value);
}

/**
 * A percentage given in percent points (12.5 → "12.5 %", de "12,5 %"), at most `maxDecimals` decimals;
 * `isSigned` writes "+" before a rise. "–" when not finite.
 */
export function formatPercent(
  value: number,
  locale: DisplayLocale,
  { maxDecimals = 1, isSigned = false }: { maxDecimals?: number; isSigned?: boolean } = {},
): string {
  if (!Number.isFinite(value)) return MISSING_NUMBER_TEXT;
  const text = formatNumber(value, locale, maxDecimals);
  return `${isSigned && value > 0 && text !== '0' ? '+' : ''}${text} %`;
}

/** Money in its currency in the page's language (en "€1,200.00", de "1.200,00 €"); "–" when not finite. */
export function formatMoney(amount: number, currency: string, locale: DisplayLocale): string {
  if (!Number.isFinite(amount)) return MISSING_NUMBER_TEXT;
  try {
    return formatOf(locale, { style: 'currency', currency }).format(amount === 0 ? 0 : amount);
  } catch {
    // An unknown currency code: the amount with the code, never a crash.
    return `${formatNumber(amount, locale, 2)} ${currency}`;
  }
}
