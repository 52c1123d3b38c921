import { type DisplayLocale, formatRoundedNumber, MISSING_NUMBER_TEXT } from './display-locale.ts';

/**
 * Rounds to 2 decimals, halves away from zero, on the number's shortest decimal text: 1.005 → 1.01 and
 * 999.995 → 1000, as a reader expects, where `Math.round(x * 100) / 100` would give 1 and 999.99 because
 * of binary representation. -0 becomes 0. Non-finite values are returned unchanged.
 */
export function roundAmount(value: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  // From 2^52 on every double is an integer, and the text trick below would overflow into exponent form.
  if (magnitude >= 2 ** 52) return value;
  const text = String(magnitude);
  // Below 1e-6 the shortest text has an exponent and cannot take the "e2" shift; such values round to 0.
  if (text.includes('e')) return 0;
  const rounded = Number(`${Math.round(Number(`${text}e2`))}e-2`);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/**
 * Formats an amount rounded to 2 decimals in the locale without trailing zeros (en "1,234.5", de "1.234,5"),
 * since amounts echo what a user typed ("12 nights", not "12.00"); "–" when not finite.
 */
export function formatAmount(value: number, locale: DisplayLocale = 'en'): string {
  if (!Number.isFinite(value)) return MISSING_NUMBER_TEXT;
  return formatRoundedNumber(roundAmount(value), locale, 'trimmed');
}

/** Float comparison tolerance (spec section 9). */
export const FLOAT_TOLERANCE = 0.001;

/**
 * Tells whether two numbers differ by at most `tolerance` (default 0.001, inclusive). Equal infinities
 * are equal; NaN equals nothing.
 */
export function isNearlyEqual(a: number, b: number, tolerance: number = FLOAT_TOLERANCE): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= tolerance;
}
