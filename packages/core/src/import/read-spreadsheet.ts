import { CsvSyntaxError, detectCsvDelimiter, parseCsv } from './parse-csv.ts';
import {
  DEFAULT_SPREADSHEET_LIMITS,
  SpreadsheetFileError,
  type SpreadsheetLimits,
  toMegabytes,
} from './spreadsheet-file-error.ts';
import type { CellValue, SpreadsheetTable } from './spreadsheet-table.ts';
import { readXlsxTable } from './xlsx-workbook.ts';

type FileKind = 'xlsx' | 'csv';

const ZIP_MAGIC = [0x50, 0x4b];
/** OLE compound file: legacy .xls, and the wrapper Office puts around password-protected .xlsx files. */
const COMPOUND_FILE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Formats people upload by mistake: PDF, PNG, GIF, JPEG. */
const OTHER_BINARY_MAGICS = [
  [0x25, 0x50, 0x44, 0x46],
  [0x89, 0x50, 0x4e, 0x47],
  [0x47, 0x49, 0x46, 0x38],
  [0xff, 0xd8, 0xff],
];
const TEXT_PROBE_BYTES = 8192;

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

/** Decides by the bytes, the name only where the bytes cannot tell (a text file is CSV). */
function detectFileKind(bytes: Uint8Array, fileName: string): FileKind {
  if (startsWith(bytes, COMPOUND_FILE_MAGIC)) throw new SpreadsheetFileError('encrypted');
  if (startsWith(bytes, ZIP_MAGIC)) return 'xlsx';
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  if (extension === 'xlsx' || extension === 'xlsm')
    throw new SpreadsheetFileError('corrupt', {}, 'not a ZIP');
  if (OTHER_BINARY_MAGICS.some((magic) => startsWith(bytes, magic))) {
    throw new SpreadsheetFileError('unsupportedType');
  }
  // NUL bytes do not occur in UTF-8 or Windows-1252 text (UTF-16 text files are not supported).
  if (bytes.subarray(0, TEXT_PROBE_BYTES).includes(0)) throw new SpreadsheetFileError('unsupportedType');
  return 'csv';
}

/** UTF-8 (a BOM is dropped); text that is not valid UTF-8 is read as Windows-1252, Excel's "CSV" encoding. */
function decodeCsvText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Drops empty cells at the end of a row and empty rows at the end of the table. */
function trimTable(rows: CellValue[][]): CellValue[][] {
  for (const row of rows) {
    while (row.length > 0 && row[row.length - 1] === null) row.pop();
  }
  while (rows.length > 0 && rows[rows.length - 1]?.length === 0) rows.pop();
  return rows;
}

function readCsvTable(bytes: Uint8Array, limits: SpreadsheetLimits): SpreadsheetTable {
  const text = decodeCsvText(bytes);
  const csvDelimiter = detectCsvDelimiter(text);
  let records: string[][];
  try {
    records = parseCsv(text, csvDelimiter);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new SpreadsheetFileError('corrupt', { line: error.line });
    throw error;
  }
  // Numbers stay text: only the row mapper knows which columns hold numbers and reads decimal commas.
  const rows = trimTable(records.map((record) => record.map((field) => (field === '' ? null : field))));
  if (rows.length > limits.maxRows) throw new SpreadsheetFileError('tooManyRows', { limit: limits.maxRows });
  return { rows, csvDelimiter };
}

/**
 * Reads the first worksheet of an XLSX file (or the one named `sheetName`), or a CSV file (UTF-8 with or without BOM, comma or
 * semicolon separated), into rows of cells. The kind is told from the bytes: a ZIP archive is read as
 * XLSX, an OLE compound file is a password-protected workbook or a legacy .xls, and text is CSV.
 * Formulas are never evaluated (their cached result is the value); date-formatted cells become
 * 'YYYY-MM-DD' text. Throws a `SpreadsheetFileError` for a file over the limits, a compression bomb,
 * an encrypted, damaged or unsupported file, or a workbook without a worksheet.
 */
export function readSpreadsheet(
  bytes: Uint8Array,
  fileName: string,
  limits: Partial<SpreadsheetLimits> = {},
  /** A worksheet to read when the workbook has a visible one of this name; else the first. */
  sheetName?: string,
): SpreadsheetTable {
  const effectiveLimits: SpreadsheetLimits = { ...DEFAULT_SPREADSHEET_LIMITS, ...limits };
  if (bytes.length > effectiveLimits.maxBytes) {
    throw new SpreadsheetFileError('tooLarge', { limit: toMegabytes(effectiveLimits.maxBytes) });
  }
  if (detectFileKind(bytes, fileName) === 'csv') return readCsvTable(bytes, effectiveLimits);
  try {
    return { rows: trimTable(readXlsxTable(bytes, effectiveLimits, sheetName)) };
  } catch (error) {
    if (error instanceof SpreadsheetFileError) throw error;
    // Out-of-range reads of a truncated archive, broken DEFLATE data, malformed XML.
    throw new SpreadsheetFileError('corrupt', {}, error instanceof Error ? error.message : String(error));
  }
}
