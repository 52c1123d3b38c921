import type { CellValue } from './spreadsheet-table.ts';

/** Text a spreadsheet could run as a formula (or that starts with quotes before such text). */
const FORMULA_LIKE_TEXT = /^'*[=+\-@\t\r]/;

/**
 * One CSV field: numbers as numbers (a negative number is no formula), booleans as true/false, text
 * that a spreadsheet would read as a formula prefixed with a quote, quoted per RFC 4180 when needed.
 */
export function formatCsvField(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value === 0 ? 0 : value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_LIKE_TEXT.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Comma-separated, UTF-8 BOM first (so Excel reads the encoding), CRLF after every record. */
export function writeCsv(rows: readonly (readonly CellValue[])[]): string {
  const lines = rows.map((row) => row.map(formatCsvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
