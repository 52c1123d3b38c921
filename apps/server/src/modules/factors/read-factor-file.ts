import {
  CUSTOM_FACTOR_ROWS_MAX,
  type CustomFactorReadOptions,
  type CustomFactorReadResult,
  readCustomFactorCsv,
  readCustomFactorTable,
} from '@carbon-ledger/core';
import { readFactorSheet } from './read-factor-sheet.ts';

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
 * Reads a factor file of either kind with the same columns and the same row checks. Throws a
 * `FactorSheetError` for a workbook that cannot be read at all.
 */
export async function readFactorFile(
  file: FactorFile,
  options: CustomFactorReadOptions,
): Promise<CustomFactorReadResult> {
  if (file.kind === 'csv') return readCustomFactorCsv(file.text, options);
  const sheet = readFactorSheet(new Uint8Array(file.bytes), {
    maxRows: CUSTOM_FACTOR_ROWS_MAX,
    maxUncompressedBytes: FACTOR_XLSX_MAX_UNCOMPRESSED_BYTES,
    sheetName: FACTOR_SHEET_NAME,
  });
  return readCustomFactorTable(sheet, options);
}
