import {
  type CellValue,
  readSpreadsheet,
  SpreadsheetFileError,
  type SpreadsheetFileErrorCode,
} from '@carbon-ledger/core';
import { FactorSheetError, type FactorSheetProblem, toColumnLetter } from './factor-sheet-error.ts';

export type FactorSheetLimits = {
  /** Most data rows (blank rows not counted); more answer `tooManyRows`. */
  maxRows: number;
  /** Most bytes the workbook's parts may unpack to. */
  maxUncompressedBytes: number;
  /** A sheet to read when the workbook has a visible one of this name (any letter case); else the first. */
  sheetName?: string;
};

/** A cell as the factor checks read it: a number stays a number (it needs no locale), the rest text. */
export type FactorSheetCell = string | number;

export type FactorSheet = {
  /** The header row's names, trimmed, in column order; columns without a name and data are left out. */
  header: string[];
  /** The header's row number as the spreadsheet shows it (1 unless blank rows come first). */
  headerRow: number;
  /** The data rows, blank ones left out, with the row number the spreadsheet shows. */
  rows: Array<{ row: number; cells: FactorSheetCell[] }>;
};

/** Sheet rows the reader may hold beyond the data rows allowed: the header and blank rows between. */
const ROW_ALLOWANCE = 1000;
const NOT_A_WORKBOOK = 'The file is not an XLSX workbook. Save it as .xlsx or .csv.';

function describeFileError(error: SpreadsheetFileError, limits: FactorSheetLimits): FactorSheetError {
  const texts: Record<SpreadsheetFileErrorCode, [FactorSheetProblem, string]> = {
    encrypted: [
      'encrypted',
      'The file is password-protected or an old Excel 97–2003 (.xls) workbook. Remove the password and save it as .xlsx.',
    ],
    corrupt: ['corrupt', 'The workbook is damaged or incomplete. Save it again as .xlsx.'],
    unsupportedType: ['corrupt', NOT_A_WORKBOOK],
    compressionBomb: [
      'tooLarge',
      `The workbook unpacks to more than ${Math.round(limits.maxUncompressedBytes / 1_000_000)} MB. Remove unused sheets, images or formatting, or split the file.`,
    ],
    tooLarge: ['tooLarge', `The file is larger than ${error.values.limit} MB. Split it into smaller files.`],
    tooManyRows: [
      'tooManyRows',
      `The sheet has more than ${limits.maxRows} rows; split it into smaller files.`,
    ],
    noSheet: ['empty', 'The workbook has no worksheet.'],
  };
  const [problem, message] = texts[error.code];
  return new FactorSheetError(problem, message);
}

const isBlank = (cell: CellValue | undefined) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

function toFactorCell(cell: CellValue | undefined): FactorSheetCell {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return cell;
}

/** Column index → name of the header row's named cells; two columns of one name are refused. */
function readHeader(cells: readonly CellValue[], rowNumber: number): Map<number, string> {
  const names = new Map<number, string>();
  const seen = new Map<string, number>();
  cells.forEach((cell, column) => {
    if (isBlank(cell)) return;
    const name = String(cell).trim();
    const earlier = seen.get(name);
    if (earlier !== undefined) {
      throw new FactorSheetError(
        'invalidHeader',
        `columns ${toColumnLetter(earlier)} and ${toColumnLetter(column)} are both named "${name}"`,
        { row: rowNumber, column: toColumnLetter(column) },
      );
    }
    seen.set(name, column);
    names.set(column, name);
  });
  return names;
}

/**
 * Reads a factor workbook with the one spreadsheet reader of the product (core `readSpreadsheet`, with
 * its size, row and decompression limits): the sheet named `sheetName` if there is one, else the first
 * visible sheet; its first non-blank row is the header. Cells come as values (numbers, 'YYYY-MM-DD'
 * dates, TRUE/FALSE, text; a formula's saved result, never evaluated). Throws a `FactorSheetError` for
 * a file that is no workbook, is damaged, encrypted, too large when unpacked, has more than `maxRows`
 * data rows, no header, or data under a column without a name.
 */
export function readFactorSheet(bytes: Uint8Array, limits: FactorSheetLimits): FactorSheet {
  // A factor upload says it is a workbook: text is refused here rather than read as CSV.
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) {
    const isOle = bytes[0] === 0xd0 && bytes[1] === 0xcf;
    if (!isOle) throw new FactorSheetError('corrupt', NOT_A_WORKBOOK);
  }
  let table: CellValue[][];
  try {
    const readerLimits = {
      maxRows: limits.maxRows + ROW_ALLOWANCE,
      maxUncompressedBytes: limits.maxUncompressedBytes,
    };
    table = readSpreadsheet(bytes, 'factors.xlsx', readerLimits, limits.sheetName).rows;
  } catch (error) {
    if (error instanceof SpreadsheetFileError) throw describeFileError(error, limits);
    throw error;
  }
  const headerIndex = table.findIndex((cells) => cells.some((cell) => !isBlank(cell)));
  if (headerIndex === -1) throw new FactorSheetError('empty', 'The sheet is empty.');
  const names = readHeader(table[headerIndex] ?? [], headerIndex + 1);
  const rows: FactorSheet['rows'] = [];
  for (let index = headerIndex + 1; index < table.length; index += 1) {
    const cells = table[index] ?? [];
    if (cells.every(isBlank)) continue;
    if (rows.length >= limits.maxRows)
      throw describeFileError(new SpreadsheetFileError('tooManyRows'), limits);
    const stray = cells.findIndex((cell, column) => !isBlank(cell) && !names.has(column));
    if (stray !== -1) {
      throw new FactorSheetError(
        'invalidHeader',
        'this cell has a value but its column has no name in the header row',
        { row: index + 1, column: toColumnLetter(stray) },
      );
    }
    rows.push({ row: index + 1, cells: [...names.keys()].map((column) => toFactorCell(cells[column])) });
  }
  return { header: [...names.values()], headerRow: headerIndex + 1, rows };
}
