import type { DisplayLocale } from '../format/display-locale.ts';
import { MAX_ENTERED_NUMBER_MAGNITUDE, parseLocalizedNumber } from '../numbers/parse-localized-number.ts';
import { convertExcelSerialToIsoDate } from './excel-date.ts';
import type { CsvDelimiter } from './parse-csv.ts';
import type { CellValue } from './spreadsheet-table.ts';

/** A cell read as a type: its value, absent for an empty cell, or `isInvalid` for text of another type. */
export type ParsedCell<T> = { value?: T; isInvalid?: boolean };

/**
 * A quote our export put against formula injection (`formatCsvField`): before = + - @ tab or CR at the
 * start of the text or right after a comma, semicolon, tab or line break inside it, and before quotes
 * already leading such text there, so that the user's own quote survives the round trip.
 */
const NEUTRALISING_QUOTES = /(?<=^|[,;\t\r\n])'(?='*[=+\-@\t\r])/g;

/**
 * The cell as trimmed text: numbers in their shortest form, booleans as true/false, empty as ''. A
 * leading quote is removed only where the export added it (before = + - @, tab or CR); any other quote
 * is the user's text.
 */
export function readCellText(cell: CellValue | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell !== 'string') return String(cell);
  const text = cell.replace(NEUTRALISING_QUOTES, '');
  return text.trim();
}

/** The locale a CSV's numbers are written in when the user chose none: semicolon files are German. */
export function getCsvNumberLocale(csvDelimiter: CsvDelimiter | undefined): DisplayLocale {
  return csvDelimiter === ';' ? 'de' : 'en';
}

/**
 * A number cell. Numbers of an XLSX file are taken as they are; text is read by the rules of the
 * locale the user chose for the file (`parseLocalizedNumber`), never by guessing from the digits.
 */
export function parseCellNumber(cell: CellValue | undefined, locale: DisplayLocale): ParsedCell<number> {
  if (typeof cell === 'number') {
    const isTaken = Number.isFinite(cell) && Math.abs(cell) <= MAX_ENTERED_NUMBER_MAGNITUDE;
    return isTaken ? { value: cell === 0 ? 0 : cell } : { isInvalid: true };
  }
  const text = readCellText(cell);
  if (text === '') return {};
  if (typeof cell === 'boolean') return { isInvalid: true };
  const parsed = parseLocalizedNumber(text, locale);
  return parsed.isOk ? { value: parsed.value } : { isInvalid: true };
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
  locale: DisplayLocale,
): ParsedCell<{ percentShare?: number }> {
  const numberCell = typeof cell === 'string' ? readCellText(cell).replace(/\s*%$/, '') : cell;
  const share = parseCellNumber(numberCell, locale);
  if (share.value !== undefined) {
    return share.value < 0 || share.value > 100
      ? { isInvalid: true }
      : { value: { percentShare: share.value } };
  }
  const flag = parseCellBoolean(cell);
  if (flag.value === true) return { value: {} };
  return flag.isInvalid ? { isInvalid: true } : {};
}
