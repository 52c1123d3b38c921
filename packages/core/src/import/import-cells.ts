import { convertExcelSerialToIsoDate } from './excel-date.ts';
import type { CsvDelimiter } from './parse-csv.ts';
import type { CellValue } from './spreadsheet-table.ts';

/** A cell read as a type: its value, absent for an empty cell, or `isInvalid` for text of another type. */
export type ParsedCell<T> = { value?: T; isInvalid?: boolean };

/**
 * Text our export neutralised against formula injection: a quote put before = + - @ tab or CR (and
 * before quotes already leading such text, so that the user's own quote survives the round trip).
 */
const NEUTRALISED_TEXT = /^'+[=+\-@\t\r]/;

/**
 * The cell as trimmed text: numbers in their shortest form, booleans as true/false, empty as ''. A
 * leading quote is removed only where the export added it (before = + - @, tab or CR); any other quote
 * is the user's text.
 */
export function readCellText(cell: CellValue | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return String(cell);
  const text = NEUTRALISED_TEXT.test(cell) ? cell.slice(1) : cell;
  return text.trim();
}

const PLAIN_NUMBER = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

function countOf(text: string, char: string): number {
  return text.split(char).length - 1;
}

const GROUPED_INTEGER: Record<string, RegExp> = { '.': /^\d{1,3}(\.\d{3})+$/, ',': /^\d{1,3}(,\d{3})+$/ };

/** "1.234.567" with '.' or "1,234" with ',': groups of three digits before any decimal part. */
function isValidGrouping(digits: string, group: string, decimal: string): boolean {
  return GROUPED_INTEGER[group]?.test(digits.split(decimal)[0] ?? '') ?? false;
}

/** The decimal separator of number text, given the file's (if known). */
function pickDecimalSeparator(digits: string, fileSeparator: ',' | '.' | undefined): string {
  const numDots = countOf(digits, '.');
  const numCommas = countOf(digits, ',');
  if (numDots > 0 && numCommas > 0) return digits.lastIndexOf(',') > digits.lastIndexOf('.') ? ',' : '.';
  if (fileSeparator) {
    const group = fileSeparator === ',' ? '.' : ',';
    // A lone separator that cannot be grouping ("1.5" in a semicolon file) is the decimal one after all.
    return digits.includes(group) && !isValidGrouping(digits, group, fileSeparator) ? group : fileSeparator;
  }
  // Unknown locale: one separator is decimal, a repeated one groups thousands.
  if (numDots > 1) return ',';
  if (numCommas > 1) return '.';
  return numDots === 1 ? '.' : ',';
}

/** Reads number text by the file's locale: "1.234,5"/"1,5" in semicolon files, "1,234.5" in comma files. */
function readNumberText(text: string, fileSeparator: ',' | '.' | undefined): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  const sign = compact.startsWith('-') ? -1 : 1;
  let digits = compact.replace(/^[+-]/, '');
  const decimal = pickDecimalSeparator(digits, fileSeparator);
  const group = decimal === ',' ? '.' : ',';
  if (digits.includes(group)) {
    if (!isValidGrouping(digits, group, decimal)) return undefined;
    digits = digits.replaceAll(group, '');
  }
  digits = digits.replace(decimal, '.');
  return PLAIN_NUMBER.test(digits) ? sign * Number(digits) : undefined;
}

/**
 * A number cell. Numbers of an XLSX file are taken as they are; text is read with the decimal
 * separator of the CSV's locale (semicolon files: comma; comma files: dot), and in either when unknown.
 */
export function parseCellNumber(
  cell: CellValue | undefined,
  csvDelimiter?: CsvDelimiter,
): ParsedCell<number> {
  if (typeof cell === 'number') return Number.isFinite(cell) ? { value: cell } : { isInvalid: true };
  const text = readCellText(cell);
  if (text === '') return {};
  if (typeof cell === 'boolean') return { isInvalid: true };
  const separator = csvDelimiter === ';' ? ',' : csvDelimiter === ',' ? '.' : undefined;
  const value = readNumberText(text, separator);
  return value === undefined ? { isInvalid: true } : { value };
}

function toIsoDate(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && year >= 1000 ? date.toISOString().slice(0, 10) : undefined;
}

/**
 * A date cell: 'YYYY-MM-DD' (a time after it is ignored), 'DD.MM.YYYY' or 'DD.MM.YY' (20YY), or a
 * spreadsheet date serial for a date cell without a date format. US-style '03/04/2024' is refused as
 * ambiguous.
 */
export function parseCellDate(cell: CellValue | undefined): ParsedCell<string> {
  if (typeof cell === 'number') {
    const value = convertExcelSerialToIsoDate(cell);
    return value ? { value } : { isInvalid: true };
  }
  const text = readCellText(cell);
  if (text === '') return {};
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/.exec(text);
  let value: string | undefined;
  if (iso) value = toIsoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  else if (german) {
    const year = german[3]?.length === 2 ? 2000 + Number(german[3]) : Number(german[3]);
    value = toIsoDate(year, Number(german[2]), Number(german[1]));
  }
  return value ? { value } : { isInvalid: true };
}

const TRUE_TEXTS = new Set(['true', 'yes', 'ja', 'wahr', '1', 'x', 'y', 'j']);
const FALSE_TEXTS = new Set(['false', 'no', 'nein', 'falsch', '0', 'n']);

/** A yes/no cell: true/false, yes/no, ja/nein, wahr/falsch, 1/0, x; a boolean cell as it is. */
export function parseCellBoolean(cell: CellValue | undefined): ParsedCell<boolean> {
  if (typeof cell === 'boolean') return { value: cell };
  const text = readCellText(cell).toLowerCase();
  if (text === '') return {};
  if (TRUE_TEXTS.has(text)) return { value: true };
  if (FALSE_TEXTS.has(text)) return { value: false };
  return { isInvalid: true };
}

/**
 * A data-source cell: a number is the percent share (a trailing % is allowed); a yes-like text ticks the
 * source with its default share; a no-like text leaves it unticked. A value means the source is ticked.
 */
export function parseSourceShare(
  cell: CellValue | undefined,
  csvDelimiter?: CsvDelimiter,
): ParsedCell<{ percentShare?: number }> {
  const numberCell = typeof cell === 'string' ? readCellText(cell).replace(/\s*%$/, '') : cell;
  const share = parseCellNumber(numberCell, csvDelimiter);
  if (share.value !== undefined) {
    return share.value < 0 || share.value > 100
      ? { isInvalid: true }
      : { value: { percentShare: share.value } };
  }
  const flag = parseCellBoolean(cell);
  if (flag.value === true) return { value: {} };
  return flag.isInvalid ? { isInvalid: true } : {};
}
