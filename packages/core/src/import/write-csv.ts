import { withoutFloatNoise } from '../numbers/format-stored-number.ts';
import type { CellValue } from './spreadsheet-table.ts';

/**
 * Where a spreadsheet could start a cell that it runs as a formula: the start of the value, and every
 * place right after a comma, semicolon, tab or line break inside it. A reader that splits the file at
 * `;` (Excel and LibreOffice in German) takes the quotes around a comma file's field for text when they
 * stand in the middle of its cell, so `x;=1+1;y`, quoted, would still give the cell `=1+1`. Quotes
 * already leading such text count, so that the user's own quote survives the round trip.
 */
const FORMULA_LIKE_STARTS = /(?<=^|[,;\t\r\n])(?='*[=+\-@\t\r])/g;

/**
 * Characters that make a field be quoted: the quote and line breaks (RFC 4180), the comma, and also
 * the semicolon and tab, because Excel in German and other decimal-comma locales splits CSV at `;`
 * (and some tools at tabs). Unquoted, `Office;=cmd|…` would become a cell of its own starting with `=`.
 */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV field: numbers as numbers at 15 significant digits (a negative number is no formula),
 * booleans as true/false, text that a spreadsheet would read as a formula prefixed with a quote
 * (at its start and after every list separator or line break inside it), quoted when it holds a quote,
 * a line break or any list separator, so the file is safe whichever separator the reader's locale uses.
 * `readCellText` takes the added quotes away again.
 */
export function formatCsvField(value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(withoutFloatNoise(value) || 0) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = value.replace(FORMULA_LIKE_STARTS, "'");
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Comma-separated, UTF-8 BOM first (so Excel reads the encoding), CRLF after every record. */
export function writeCsv(rows: readonly (readonly CellValue[])[]): string {
  const lines = rows.map((row) => row.map(formatCsvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
