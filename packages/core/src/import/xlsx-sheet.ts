import { convertExcelSerialToIsoDate } from './excel-date.ts';
import { SpreadsheetFileError, toMegabytes } from './spreadsheet-file-error.ts';
import type { CellValue } from './spreadsheet-table.ts';
import { decodeOfficeEscapes, StringItemCollector } from './xlsx-parts.ts';
import { scanXml } from './xml-scanner.ts';

/** What reading a sheet needs from the rest of the workbook. */
export type SheetContext = {
  sharedStrings: readonly string[];
  dateStyles: ReadonlySet<number>;
  isDate1904: boolean;
  maxRows: number;
  /** The file size limit, named in the message when the table would hold too many cells. */
  maxBytes: number;
  /** Most cells, filled or padding; `MAX_TABLE_CELLS` unless given. */
  maxCells?: number;
  /** Told the format (`s`) of every filled cell, by 1-based row and column. */
  onCellStyle?: (row: number, column: number, style: number) => void;
};

/** Excel's last column (XFD). */
const MAX_COLUMNS = 16_384;
/**
 * Most cells (filled or padding) the table may hold: sparse references such as one cell in column XFD of
 * every row would otherwise turn a small file into a huge table.
 */
export const MAX_TABLE_CELLS = 16_000_000;

/** The 1-based column of an A1 reference ("C7" → 3), or undefined when it has no column letters. */
export function readColumnNumber(reference: string): number | undefined {
  let column = 0;
  for (let index = 0; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index) & ~32; // upper case
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column === 0 ? undefined : column;
}

type OpenCell = { column: number; type: string; style: number; valueText: string; hasValue: boolean };

function readCellValue(cell: OpenCell, inlineText: string | undefined, context: SheetContext): CellValue {
  const text = cell.valueText;
  if (cell.type === 'inlineStr') return inlineText || null;
  // Formulas are never evaluated: a formula cell is its cached <v>, and null without one.
  if (!cell.hasValue) return null;
  switch (cell.type) {
    case 's':
      return context.sharedStrings[Number(text)] || null;
    case 'str':
      return decodeOfficeEscapes(text) || null;
    case 'b':
      return text === '1' || text === 'true' ? true : text === '0' || text === 'false' ? false : null;
    case 'e':
      return null;
    case 'd':
      return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text || null;
    default: {
      if (text.trim() === '') return null;
      const value = Number(text);
      if (!Number.isFinite(value)) return null;
      if (!context.dateStyles.has(cell.style)) return value;
      return convertExcelSerialToIsoDate(value, context.isDate1904) ?? value;
    }
  }
}

/** Reads a worksheet part into rows of cell values (see `SpreadsheetTable`). */
export function readSheetRows(xml: string, context: SheetContext): CellValue[][] {
  const rows: CellValue[][] = [];
  const maxCells = context.maxCells ?? MAX_TABLE_CELLS;
  let numCells = 0;
  let rowNumber = 0;
  let lastColumn = 0;
  let cell: OpenCell | undefined;
  let isInValue = false;
  let isInInlineString = false;
  let inlineText: string | undefined;
  const inlineItem = new StringItemCollector();

  const store = (column: number, value: CellValue) => {
    if (rowNumber > context.maxRows) {
      throw new SpreadsheetFileError('tooManyRows', { limit: context.maxRows });
    }
    while (rows.length < rowNumber) {
      rows.push([]);
      numCells += 1;
    }
    const row = rows[rowNumber - 1] as CellValue[];
    if (column > row.length) {
      numCells += column - row.length;
      // Checked before padding, so a far-away reference cannot allocate the cells it would need.
      if (numCells > maxCells) {
        throw new SpreadsheetFileError(
          'tooLarge',
          { limit: toMegabytes(context.maxBytes) },
          'too many cells',
        );
      }
      while (row.length < column - 1) row.push(null);
    }
    row[column - 1] = value;
  };

  scanXml(xml, {
    onOpen(name, attributes) {
      if (name === 'row') {
        const declared = Number(attributes.r);
        rowNumber = Number.isInteger(declared) && declared > 0 ? declared : rowNumber + 1;
        lastColumn = 0;
      } else if (name === 'c') {
        const column = (attributes.r && readColumnNumber(attributes.r)) || lastColumn + 1;
        if (column > MAX_COLUMNS) throw new SpreadsheetFileError('corrupt', {}, `column ${column}`);
        lastColumn = column;
        if (rowNumber === 0) rowNumber = 1;
        const style = Number(attributes.s ?? 0);
        cell = { column, type: attributes.t ?? 'n', style, valueText: '', hasValue: false };
        inlineText = undefined;
      } else if (!cell) {
        return;
      } else if (name === 'v') {
        isInValue = true;
        cell.hasValue = true;
      } else if (name === 'is') {
        isInInlineString = true;
        inlineItem.start();
      } else if (isInInlineString) {
        inlineItem.open(name);
      }
    },
    onText(text) {
      if (isInValue && cell) cell.valueText += text;
      else if (isInInlineString) inlineItem.addText(text);
    },
    onClose(name) {
      if (name === 'v') {
        isInValue = false;
      } else if (name === 'is') {
        isInInlineString = false;
        inlineText = inlineItem.finish();
      } else if (name === 'c' && cell) {
        const value = readCellValue(cell, inlineText, context);
        if (value !== null) {
          store(cell.column, value);
          context.onCellStyle?.(rowNumber, cell.column, cell.style);
        }
        cell = undefined;
      } else if (isInInlineString) {
        inlineItem.close(name);
      }
    },
  });
  return rows;
}
