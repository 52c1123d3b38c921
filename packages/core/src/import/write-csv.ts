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
 * A number as a CSV writes it: at 15 significant digits, which every typed decimal survives while the
 * binary noise of computed figures goes (38.52399499999999 → 38.523995), as the XBRL export does.
 */
function formatCsvNumber(value: number): string {
  if (!Number.isFinite(value) || value === 0) return Number.isFinite(value) ? '0' : '';
  return String(Number(value.toPrecision(15)));
}

/**
 * One CSV field: numbers as numbers at 15 significant digits (a negative number is no formula),
 * booleans as true/false, text
 * that a spreadsheet would read as a formula prefixed with a quote, quoted when it holds a quote, a
 * line break or any list separator, so the file is safe whichever separator the reader's locale uses.
 */
export function formatCsvField(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return formatCsvNumber(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_LIKE_TEXT.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Comma-separated, UTF-8 BOM first (so Excel reads the encoding), CRLF after every record. */
export function writeCsv(rows: readonly (readonly CellValue[])[]): string {
  const lines = rows.map((row) => row.map(formatCsvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
