import {
  CUSTOM_FACTOR_ROWS_MAX,
  type CustomFactorReadOptions,
  type CustomFactorReadResult,
  readCustomFactorCsv,
  readCustomFactorTable,
} from '@carbon-ledger/core';
import { readSpreadsheetRows, type SpreadsheetCell } from '../../import/read-spreadsheet-rows.ts';

/** A company factor file as it arrived: CSV text or the bytes of an XLSX workbook. */
export type FactorFile = { kind: 'csv'; text: string } | { kind: 'xlsx'; bytes: Buffer };

/**
 * What a factor workbook may unpack to. Five thousand rows of eighteen columns, long notes included,
 * stay well below; a decompression bomb does not.
 */
export const FACTOR_XLSX_MAX_UNCOMPRESSED_BYTES = 25_000_000;
/** A workbook with a sheet of this name is read from it; otherwise from its first sheet. */
const FACTOR_SHEET_NAME = 'Factors';

/**
 * A cell as the factor checks read it: a number stays a number (it needs no locale to be read), dates
 * become ISO dates, anything else text.
 */
function toCellText(value: SpreadsheetCell | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

/**
 * Reads a factor file of either kind with the same columns and the same row checks. Throws a
 * `SpreadsheetReadError` for a workbook that cannot be read at all.
 */
export async function readFactorFile(
  file: FactorFile,
  options: CustomFactorReadOptions,
): Promise<CustomFactorReadResult> {
  if (file.kind === 'csv') return readCustomFactorCsv(file.text, options);
  const sheet = await readSpreadsheetRows(file.bytes, {
    maxRows: CUSTOM_FACTOR_ROWS_MAX,
    maxUncompressedBytes: FACTOR_XLSX_MAX_UNCOMPRESSED_BYTES,
    sheetName: FACTOR_SHEET_NAME,
  });
  const rows = sheet.rows.map((record, index) => ({
    row: sheet.rowNumbers[index] ?? sheet.headerRow + index + 1,
    cells: sheet.header.map((name) => toCellText(record[name])),
  }));
  return readCustomFactorTable({ header: sheet.header, headerRow: sheet.headerRow, rows }, options);
}
