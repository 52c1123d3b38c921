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
  const header = table.rows[0] ?? [];
  const found = new Map<number, LocaleAmbiguousColumn>();
  header.forEach((cell, index) => {
    const key = readCellText(cell).toLowerCase();
    if (!isNumberColumn(key)) return;
    for (let row = 1; row < table.rows.length; row += 1) {
      const value = table.rows[row]?.[index];
      if (typeof value !== 'string') continue;
      const text = readCellText(value).replace(/\s*%$/, '');
      const readings = readInEveryLocale(text);
      if (readings.en === undefined || readings.de === undefined || readings.en === readings.de) continue;
      const earlier = found.get(index);
      if (earlier) earlier.numCells += 1;
      else found.set(index, { column: readCellText(cell), sheetRow: row + 1, text, readings, numCells: 1 });
    }
  });
  return [...found.values()];
}
