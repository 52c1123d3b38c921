import ExcelJS from 'exceljs';
import { isBlankCell, readCellValue, readHeaderText, type SpreadsheetCell } from './spreadsheet-cell.ts';
import { SpreadsheetReadError, toColumnLetter } from './spreadsheet-read-error.ts';
import { checkZipArchive } from './zip-archive.ts';

export type { SpreadsheetCell } from './spreadsheet-cell.ts';

export type SpreadsheetReadOptions = {
  /** Most data rows (blank rows not counted); more answer `tooManyRows`. */
  maxRows: number;
  /** Most bytes the workbook's parts may unpack to, checked before the workbook is parsed. */
  maxUncompressedBytes: number;
  /** A sheet to read when the workbook has one of this name (any letter case); else the first sheet. */
  sheetName?: string;
  /** Most parts the workbook's ZIP archive may hold. */
  maxEntries?: number;
};

export type SpreadsheetRows = {
  sheetName: string;
  /** The header row's names, trimmed, in column order; columns without a name and data are left out. */
  header: string[];
  /** The header's row number as the spreadsheet shows it (1 unless blank rows come first). */
  headerRow: number;
  /** The data rows, blank ones left out, each cell under its header name. */
  rows: Array<Record<string, SpreadsheetCell>>;
  /** The row number of each of `rows`, for messages that point at the spreadsheet's row. */
  rowNumbers: number[];
};

const OLE_COMPOUND_FILE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const DEFAULT_MAX_ENTRIES = 1000;

function checkContainer(buffer: Buffer, options: SpreadsheetReadOptions): void {
  if (buffer.subarray(0, OLE_COMPOUND_FILE.length).equals(OLE_COMPOUND_FILE)) {
    // Excel wraps password-protected workbooks in an OLE container, which is also the old .xls format.
    throw new SpreadsheetReadError(
      'encrypted',
      'The file is password-protected or an old Excel 97–2003 (.xls) workbook. Remove the password and save it as .xlsx.',
    );
  }
  if (!buffer.subarray(0, ZIP_LOCAL_HEADER.length).equals(ZIP_LOCAL_HEADER)) {
    throw new SpreadsheetReadError('corrupt', 'The file is not an XLSX workbook. Save it as .xlsx or .csv.');
  }
  const { entryNames } = checkZipArchive(buffer, {
    maxUncompressedBytes: options.maxUncompressedBytes,
    maxEntries: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
  });
  // Other ZIP-based documents (.docx, .ods) unpack fine but hold no Excel workbook part.
  if (!entryNames.some((name) => name.replace(/^\//, '') === 'xl/workbook.xml')) {
    throw new SpreadsheetReadError('corrupt', 'The file is not an XLSX workbook. Save it as .xlsx or .csv.');
  }
}

async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw new SpreadsheetReadError(
      'corrupt',
      'The workbook is damaged and cannot be read. Save it again as .xlsx.',
    );
  }
  return workbook;
}

function pickWorksheet(workbook: ExcelJS.Workbook, sheetName: string | undefined): ExcelJS.Worksheet {
  const visible = workbook.worksheets.filter(
    (sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden',
  );
  const wanted = sheetName?.toLowerCase();
  const sheet = visible.find((candidate) => candidate.name.toLowerCase() === wanted) ?? visible[0];
  if (!sheet) throw new SpreadsheetReadError('empty', 'The workbook has no visible worksheet.');
  return sheet;
}

/** The row's non-empty cells by column number. */
function readRowCells(row: ExcelJS.Row): Map<number, SpreadsheetCell> {
  const cells = new Map<number, SpreadsheetCell>();
  row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
    const value = readCellValue(cell.value);
    if (!isBlankCell(value)) cells.set(columnNumber, value);
  });
  return cells;
}

function readHeader(cells: Map<number, SpreadsheetCell>, rowNumber: number): Map<number, string> {
  const names = new Map<number, string>();
  const seen = new Map<string, number>();
  for (const [column, value] of [...cells].sort(([a], [b]) => a - b)) {
    const name = readHeaderText(value);
    const earlier = seen.get(name);
    if (earlier !== undefined) {
      throw new SpreadsheetReadError(
        'invalidHeader',
        `columns ${toColumnLetter(earlier)} and ${toColumnLetter(column)} are both named "${name}"`,
        { row: rowNumber, column: toColumnLetter(column) },
      );
    }
    seen.set(name, column);
    names.set(column, name);
  }
  return names;
}

/**
 * Reads the rows of an XLSX workbook: the sheet named `sheetName` if there is one, else the first
 * visible sheet; its first non-blank row is the header. Cells come as values (numbers, dates, booleans,
 * text; a formula's saved result, never evaluated). Hostile and broken files are refused before and
 * while parsing with a `SpreadsheetReadError`: OLE containers (password-protected or .xls), damaged
 * archives, archives that unpack beyond `maxUncompressedBytes`, more than `maxRows` data rows, and data
 * under a column without a name.
 */
export async function readSpreadsheetRows(
  buffer: Buffer,
  options: SpreadsheetReadOptions,
): Promise<SpreadsheetRows> {
  checkContainer(buffer, options);
  const sheet = pickWorksheet(await loadWorkbook(buffer), options.sheetName);
  // Set by the callback below; an object, so the check after it narrows the header's type.
  const found: { header?: Map<number, string>; headerRow: number } = { headerRow: 0 };
  const rows: Array<Record<string, SpreadsheetCell>> = [];
  const rowNumbers: number[] = [];

  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = readRowCells(row);
    if (cells.size === 0) return;
    if (!found.header) {
      found.header = readHeader(cells, rowNumber);
      found.headerRow = rowNumber;
      return;
    }
    if (rows.length >= options.maxRows) {
      throw new SpreadsheetReadError(
        'tooManyRows',
        `The sheet has more than ${options.maxRows} rows; split it into smaller files.`,
      );
    }
    const names = found.header;
    for (const column of cells.keys()) {
      if (!names.has(column)) {
        throw new SpreadsheetReadError(
          'invalidHeader',
          'this cell has a value but its column has no name in the header row',
          {
            row: rowNumber,
            column: toColumnLetter(column),
          },
        );
      }
    }
    rows.push(Object.fromEntries([...names].map(([column, name]) => [name, cells.get(column) ?? null])));
    rowNumbers.push(rowNumber);
  });
  if (!found.header) throw new SpreadsheetReadError('empty', `The sheet "${sheet.name}" is empty.`);
  return {
    sheetName: sheet.name,
    header: [...found.header.values()],
    headerRow: found.headerRow,
    rows,
    rowNumbers,
  };
}
