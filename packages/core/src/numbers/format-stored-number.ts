import { type DisplayLocale, MISSING_NUMBER_TEXT } from '../format/display-locale.ts';
import { getNumberMarks } from './parse-localized-number.ts';

/**
 * A computed figure without the binary noise of its sums: 15 significant digits, which every typed
 * decimal survives (1.8296000000000001 → 1.8296, 38.52399499999999 → 38.523995). The CSV and XBRL
 * exports write numbers through it.
 */
export function withoutFloatNoise(value: number): number {
  return Number(value.toPrecision(15));
}

/** A narrow no-break space: groups digits the same way in both locales, so no mark can be misread. */
const GROUP_SPACE = '\u202f';

/**
 * A number exactly as it will be stored, for the "= 120 000 kWh" echo next to a field: the shortest
 * text that reads back as the same double (no rounding, unlike the 2-decimal display figures of
 * `formatAmount`), the locale's decimal mark, and thousands grouped by a narrow space, which reads the
 * same in en and de. Tiny values keep their exponent ("1e-7"). "–" when not finite.
 */
export function formatStoredNumber(value: number, locale: DisplayLocale): string {
  if (!Number.isFinite(value)) return MISSING_NUMBER_TEXT;
  const { decimal } = getNumberMarks(locale);
  const text = String(value === 0 ? 0 : value);
  const [mantissa = '', exponent] = text.split('e');
  const sign = mantissa.startsWith('-') ? '-' : '';
  const [integer = '', fraction] = mantissa.replace('-', '').split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, GROUP_SPACE);
  return `${sign}${grouped}${fraction ? `${decimal}${fraction}` : ''}${exponent ? `e${exponent}` : ''}`;
}

/**
 * A number as text to edit in a field: the shortest text that reads back as the same double, with the
 * locale's decimal mark and no grouping ("1234.5", de "1234,5"), so `parseLocalizedNumber` in the same
 * locale gives the number back. Empty for null, undefined or a non-finite value.
 */
export function formatEditableNumber(value: number | null | undefined, locale: DisplayLocale): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const text = String(value === 0 ? 0 : value);
  return locale === 'de' ? text.replace('.', ',') : text;
}
