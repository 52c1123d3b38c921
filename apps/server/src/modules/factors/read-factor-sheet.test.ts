import { describe, expect, it } from 'vitest';
import { buildWorkbook, buildZip, patchDeclaredSize } from '../../test/build-files.ts';
import { FactorSheetError } from './factor-sheet-error.ts';
import { type FactorSheetLimits, readFactorSheet } from './read-factor-sheet.ts';

const LIMITS: FactorSheetLimits = { maxRows: 100, maxUncompressedBytes: 5_000_000 };

function readFailure(buffer: Buffer, limits = LIMITS): FactorSheetError {
  try {
    readFactorSheet(new Uint8Array(buffer), limits);
  } catch (error) {
    if (error instanceof FactorSheetError) return error;
    throw error;
  }
  throw new Error('expected a FactorSheetError, the sheet was read');
}

const read = (buffer: Buffer, limits = LIMITS) => readFactorSheet(new Uint8Array(buffer), limits);

describe('readFactorSheet (the core spreadsheet reader)', () => {
  it('reads the header and the rows as values, skipping blank rows and keeping row numbers', async () => {
    const workbook = await buildWorkbook([
      {
        name: 'Sheet1',
        rows: [
          [],
          [' name ', 'value', 'isActive', 'since', 'doubled', 'link'],
          [
            'Steel',
            1850.5,
            true,
            new Date(Date.UTC(2024, 4, 1)),
            { formula: 'B3*2', result: 3701 },
            undefined,
          ],
          [],
          [' ', null, undefined],
          [
            { richText: [{ text: 'Green ' }, { text: 'power' }] },
            0.012,
            false,
            undefined,
            // The saved result stands, even where evaluating the formula would give something else.
            { formula: 'B6*2', result: 99 },
            { text: 'EPD', hyperlink: 'https://example.org/epd' },
          ],
          ['Broken', { formula: '1/0', result: { error: '#DIV/0!' } }],
        ],
      },
    ]);
    expect(read(workbook)).toEqual({
      header: ['name', 'value', 'isActive', 'since', 'doubled', 'link'],
      headerRow: 2,
      rows: [
        { row: 3, cells: ['Steel', 1850.5, 'TRUE', '2024-05-01', 3701, ''] },
        { row: 6, cells: ['Green power', 0.012, 'FALSE', '', 99, 'EPD'] },
        // An error cell holds no value: the factor checks then ask for one.
        { row: 7, cells: ['Broken', '', '', '', '', ''] },
      ],
    });
  });

  it('reads a formula without a saved result as empty, never computing it', async () => {
    const workbook = await buildWorkbook([
      {
        name: 'S',
        rows: [
          ['a', 'b'],
          [2, { formula: 'A2*2' }],
        ],
      },
    ]);
    expect(read(workbook).rows).toEqual([{ row: 2, cells: [2, ''] }]);
  });

  it('reads the sheet named as asked when there is one, else the first visible sheet', async () => {
    const workbook = await buildWorkbook([
      { name: 'Hidden', rows: [['h'], ['x']], state: 'hidden' },
      { name: 'Notes', rows: [['note'], ['read me']] },
      { name: 'factors', rows: [['level1'], ['Steel']] },
    ]);
    expect(read(workbook, { ...LIMITS, sheetName: 'Factors' })).toMatchObject({
      header: ['level1'],
      rows: [{ cells: ['Steel'] }],
    });
    expect(read(workbook)).toMatchObject({ header: ['note'] });
  });

  it('skips columns without a name and without data, and refuses data under a column without a name', async () => {
    const spaced = await buildWorkbook([
      {
        name: 'S',
        rows: [
          ['a', undefined, 'c'],
          [1, undefined, 3],
        ],
      },
    ]);
    expect(read(spaced)).toMatchObject({ header: ['a', 'c'], rows: [{ row: 2, cells: [1, 3] }] });

    const stray = await buildWorkbook([
      {
        name: 'S',
        rows: [
          ['a', 'b'],
          [1, 2],
          [1, 2, 'oops'],
        ],
      },
    ]);
    const error = readFailure(stray);
    expect(error).toMatchObject({ problem: 'invalidHeader', cell: { row: 3, column: 'C' } });
    expect(error.message).toBe('this cell has a value but its column has no name in the header row');
  });

  it('refuses two columns of the same name, naming both', async () => {
    const workbook = await buildWorkbook([
      {
        name: 'S',
        rows: [
          ['value', 'scope', 'value'],
          [1, 2, 3],
        ],
      },
    ]);
    const error = readFailure(workbook);
    expect(error).toMatchObject({ problem: 'invalidHeader', cell: { row: 1, column: 'C' } });
    expect(error.message).toBe('columns A and C are both named "value"');
  });

  it('refuses more data rows than allowed, and an empty sheet', async () => {
    const workbook = await buildWorkbook([{ name: 'S', rows: [['a'], [1], [], [2], [3]] }]);
    expect(readFailure(workbook, { ...LIMITS, maxRows: 2 })).toMatchObject({ problem: 'tooManyRows' });
    expect(read(workbook, { ...LIMITS, maxRows: 3 }).rows).toHaveLength(3);
    const empty = await buildWorkbook([{ name: 'Empty', rows: [] }]);
    expect(readFailure(empty)).toMatchObject({ problem: 'empty', message: 'The sheet is empty.' });
  });

  it('refuses a truncated file as damaged', async () => {
    const workbook = await buildWorkbook([{ name: 'S', rows: [['a'], [1]] }]);
    const error = readFailure(workbook.subarray(0, Math.floor(workbook.length / 2)));
    expect(error.problem).toBe('corrupt');
    expect(error.message).toContain('damaged or incomplete');
  });

  it('refuses a password-protected workbook (an OLE container) with a clear message', () => {
    const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const error = readFailure(Buffer.concat([header, Buffer.alloc(4096, 0x41)]));
    expect(error.problem).toBe('encrypted');
    expect(error.message).toContain('password-protected');
  });

  it('refuses a ZIP whose entries are encrypted', () => {
    const zip = buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), flags: 1 }]);
    expect(readFailure(zip)).toMatchObject({ problem: expect.stringMatching(/^(encrypted|corrupt)$/) });
  });

  it('refuses a zip bomb by the sizes its directory declares, before unpacking anything', async () => {
    const workbook = await buildWorkbook([{ name: 'S', rows: [['a'], [1]] }]);
    const bomb = patchDeclaredSize(workbook, 'xl/worksheets/sheet1.xml', 0xfffffff0);
    const error = readFailure(bomb);
    expect(error.problem).toBe('tooLarge');
    expect(error.message).toContain('unpacks to more than 5 MB');
  });

  it('refuses a workbook whose parts together unpack beyond the limit', async () => {
    const rows = [['text'], ...Array.from({ length: 2000 }, (_, index) => [`${'x'.repeat(2000)} ${index}`])];
    const workbook = await buildWorkbook([{ name: 'S', rows }]);
    expect(workbook.length).toBeLessThan(1_000_000);
    const error = readFailure(workbook, { ...LIMITS, maxRows: 5000, maxUncompressedBytes: 2_000_000 });
    expect(error.problem).toBe('tooLarge');
  });

  it('refuses an entry that unpacks to more than its directory declares', () => {
    const zip = buildZip([
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(1_000_000), declaredSize: 1000 },
    ]);
    expect(readFailure(zip).problem).toBe('corrupt');
  });

  it('refuses files that are not workbooks: text, a ZIP without a workbook, broken XML', () => {
    expect(readFailure(Buffer.from('level1,value\nSteel,1'))).toMatchObject({
      problem: 'corrupt',
      message: 'The file is not an XLSX workbook. Save it as .xlsx or .csv.',
    });
    const notWorkbook = buildZip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(readFailure(notWorkbook)).toMatchObject({ problem: 'corrupt' });
    const brokenXml = buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets><') }]);
    expect(readFailure(brokenXml)).toMatchObject({ problem: expect.stringMatching(/^(corrupt|empty)$/) });
  });
});
