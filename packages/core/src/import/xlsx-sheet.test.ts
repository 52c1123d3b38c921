import { describe, expect, it } from 'vitest';
import { SpreadsheetFileError } from './spreadsheet-file-error.ts';
import { readColumnNumber, readSheetRows, type SheetContext } from './xlsx-sheet.ts';
import { wrapSheetData } from './xlsx-test-package.ts';

const CONTEXT: SheetContext = {
  sharedStrings: [],
  dateStyles: new Set(),
  isDate1904: false,
  maxRows: 100,
  maxBytes: 20 * 1024 * 1024,
};

function readError(rowsXml: string, context: Partial<SheetContext> = {}) {
  try {
    readSheetRows(wrapSheetData(rowsXml), { ...CONTEXT, ...context });
  } catch (error) {
    if (error instanceof SpreadsheetFileError) return { code: error.code, values: error.values };
    throw error;
  }
  throw new Error('expected a SpreadsheetFileError');
}

describe('readSheetRows', () => {
  it('refuses sparse references that would need more cells than allowed, before padding them', () => {
    const rowsXml = '<row r="1"><c r="A1"><v>1</v></c></row><row r="2"><c r="XFD2"><v>2</v></c></row>';
    expect(readError(rowsXml, { maxCells: 10_000 })).toEqual({ code: 'tooLarge', values: { limit: 20 } });
    expect(readSheetRows(wrapSheetData(rowsXml), CONTEXT)[1]?.length).toBe(16_384);
  });

  it('refuses a column beyond XFD', () => {
    expect(readError('<row r="1"><c r="XFE1"><v>1</v></c></row>').code).toBe('corrupt');
  });

  it('ignores empty rows and styled empty cells beyond the data', () => {
    const rowsXml = '<row r="1"><c r="A1"><v>1</v></c><c r="B1" s="2"/></row><row r="5000" spans="1:3"/>';
    expect(readSheetRows(wrapSheetData(rowsXml), CONTEXT)).toEqual([[1]]);
  });
});

describe('readColumnNumber', () => {
  it.each([
    ['A1', 1],
    ['z9', 26],
    ['AA10', 27],
    ['XFD1048576', 16_384],
    ['12', undefined],
  ])('%s → %s', (reference, column) => {
    expect(readColumnNumber(reference)).toBe(column);
  });
});
