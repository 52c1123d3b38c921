import { withoutFloatNoise } from '../numbers/format-stored-number.ts';
import type { CellValue } from './spreadsheet-table.ts';

/** Text a spreadsheet could run as a formula (or that starts with quotes before such text). */
const FORMULA_LIKE_TEXT = /^'*[=+\-@\t\r]/;

/**
 * Characters that make a field be quoted: the quote and line breaks (RFC 4180), the comma, and also
 * the semicolon and tab, because Excel in German and other decimal-comma locales splits CSV at `;`
 * (and some tools at tabs). Unquoted, `Office;=cmd|…` would become a cell of its own starting with `=`.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV field: numbers as numbers at 15 significant digits (a negative number is no formula),
 * booleans as true/false, text
 * that a spreadsheet would read as a formula prefixed with a quote, quoted when it holds a quote, a
 * line break or any list separator, so the file is safe whichever separator the reader's locale uses.
 */
export function formatCsvField(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(withoutFloatNoise(value) || 0) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_LIKE_TEXT.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Comma-separated, UTF-8 BOM first (so Excel reads the encoding), CRLF after every record. */
export function writeCsv(rows: readonly (readonly CellValue[])[]): string {
  const lines = rows.map((row) => row.map(formatCsvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
