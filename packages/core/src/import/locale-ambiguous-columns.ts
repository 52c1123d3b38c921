import type { DisplayLocale } from '../format/display-locale.ts';
import { type LocaleReadings, readInEveryLocale } from '../numbers/locale-readings.ts';
import { BULK_IMPORT_COLUMNS, GENERIC_INPUT_COLUMN_PREFIX } from './bulk-import-columns.ts';
import { readCellText } from './import-cells.ts';
import type { SpreadsheetTable } from './spreadsheet-table.ts';

/** A column whose numbers mean one thing in English and another in German, with its first such cell. */
export type LocaleAmbiguousColumn = {
  column: string;
  sheetRow: number;
  text: string;
  readings: LocaleReadings;
  /** How many of its cells read differently. */
  numCells: number;
};

const NUMBER_KEYS = new Set(
  BULK_IMPORT_COLUMNS.filter((column) => column.type === 'number').map((column) => column.key.toLowerCase()),
);

/** Columns that may hold numbers as text: the number columns, data-source shares and free inputs. */
function isNumberColumn(key: string): boolean {
  return (
    NUMBER_KEYS.has(key) ||
    key.startsWith('sources.') ||
    key.startsWith(GENERIC_INPUT_COLUMN_PREFIX.toLowerCase())
  );
}

/**
 * The columns of an import file that hold text numbers reading as a number in both locales, but a
 * different one ("1,234", "1.500"): the import preview flags them, since the locale chosen decides
 * their value and nothing else would show a misreading. Number cells of a workbook are unambiguous.
 */
export function listLocaleAmbiguousColumns(table: SpreadsheetTable): LocaleAmbiguousColumn[] {
  return surveyTextNumbers(table).ambiguousColumns;
}

/**
 * What the file's text numbers say, in one pass over them (each is read in both locales):
 * - `ambiguousColumns`, as `listLocaleAmbiguousColumns`;
 * - `fileLocale`, the locale the file shows it was written in, or undefined when it does not tell: some
 *   number reads in one locale only ("1234.5" is refused in German, "1234,5" in English) and none reads
 *   in the other only. A file that holds both kinds, or only numbers both locales take, says nothing, and
 *   the reader's own choice stands. The app's CSV export writes "1234.5" whatever the page's language,
 *   so a German page reading it back needs this to take it as it was written.
 */
export function surveyTextNumbers(table: SpreadsheetTable): {
  ambiguousColumns: LocaleAmbiguousColumn[];
  fileLocale: DisplayLocale | undefined;
} {
  const ambiguous = new Map<number, LocaleAmbiguousColumn>();
  let isReadInEnglishOnly = false;
  let isReadInGermanOnly = false;
  forEachTextNumber(table, ({ column, columnIndex, sheetRow, text, readings }) => {
    const { en, de } = readings;
    if (en === undefined || de === undefined) {
      if (en !== undefined) isReadInEnglishOnly = true;
      if (de !== undefined) isReadInGermanOnly = true;
      return;
    }
    if (en === de) return;
    const earlier = ambiguous.get(columnIndex);
    if (earlier) earlier.numCells += 1;
    else ambiguous.set(columnIndex, { column, sheetRow, text, readings, numCells: 1 });
  });
  const isTold = isReadInEnglishOnly !== isReadInGermanOnly;
  return {
    ambiguousColumns: [...ambiguous.values()],
    fileLocale: isTold ? (isReadInEnglishOnly ? 'en' : 'de') : undefined,
  };
}

/** Every text cell of a number column, with what it reads as in each locale. */
function forEachTextNumber(
  table: SpreadsheetTable,
  visit: (cell: {
    column: string;
    columnIndex: number;
    sheetRow: number;
    text: string;
    readings: LocaleReadings;
  }) => void,
): void {
  const header = table.rows[0] ?? [];
  header.forEach((cell, columnIndex) => {
    const column = readCellText(cell);
    if (!isNumberColumn(column.toLowerCase())) return;
    for (let row = 1; row < table.rows.length; row += 1) {
      const value = table.rows[row]?.[columnIndex];
      if (typeof value !== 'string') continue;
      const text = readCellText(value).replace(/\s*%$/, '');
      if (text === '') continue;
      visit({ column, columnIndex, sheetRow: row + 1, text, readings: readInEveryLocale(text) });
    }
  });
}
