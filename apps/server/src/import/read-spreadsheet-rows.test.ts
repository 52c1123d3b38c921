import { describe, expect, it } from 'vitest';
import { buildWorkbook, buildZip, patchDeclaredSize } from '../test/build-files.ts';
import { readSpreadsheetRows, type SpreadsheetReadOptions } from './read-spreadsheet-rows.ts';
import { SpreadsheetReadError } from './spreadsheet-read-error.ts';

const LIMITS: SpreadsheetReadOptions = { maxRows: 100, maxUncompressedBytes: 5_000_000 };

async function readFailure(buffer: Buffer, options = LIMITS): Promise<SpreadsheetReadError> {
  const error = await readSpreadsheetRows(buffer, options).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SpreadsheetReadError))
    throw new Error(`expected a SpreadsheetReadError, got ${error}`);
  return error;
}

describe('readSpreadsheetRows', () => {
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
    const sheet = await readSpreadsheetRows(workbook, LIMITS);
    expect(sheet).toEqual({
      sheetName: 'Sheet1',
      header: ['name', 'value', 'isActive', 'since', 'doubled', 'link'],
      headerRow: 2,
      rowNumbers: [3, 6, 7],
      rows: [
        {
          name: 'Steel',
          value: 1850.5,
          isActive: true,
          since: new Date(Date.UTC(2024, 4, 1)),
          doubled: 3701,
          link: null,
        },
        { name: 'Green power', value: 0.012, isActive: false, since: null, doubled: 99, link: 'EPD' },
        { name: 'Broken', value: '#DIV/0!', isActive: null, since: null, doubled: null, link: null },
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
    expect((await readSpreadsheetRows(workbook, LIMITS)).rows).toEqual([{ a: 2, b: null }]);
  });

  it('reads the sheet named as asked when there is one, else the first visible sheet', async () => {
    const sheets = [
      { name: 'Hidden', rows: [['h'], ['x']], state: 'hidden' as const },
      { name: 'Notes', rows: [['note'], ['read me']] },
      { name: 'factors', rows: [['level1'], ['Steel']] },
    ];
    const workbook = await buildWorkbook(sheets);
    expect(await readSpreadsheetRows(workbook, { ...LIMITS, sheetName: 'Factors' })).toMatchObject({
      sheetName: 'factors',
      rows: [{ level1: 'Steel' }],
    });
    expect(await readSpreadsheetRows(workbook, LIMITS)).toMatchObject({ sheetName: 'Notes' });
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
    expect(await readSpreadsheetRows(spaced, LIMITS)).toMatchObject({
      header: ['a', 'c'],
      rows: [{ a: 1, c: 3 }],
    });

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
    const error = await readFailure(stray);
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
    const error = await readFailure(workbook);
    expect(error).toMatchObject({ problem: 'invalidHeader', cell: { row: 1, column: 'C' } });
    expect(error.message).toBe('columns A and C are both named "value"');
  });

  it('refuses more data rows than allowed, and an empty sheet', async () => {
    const rows = [['a'], [1], [2], [3]];
    const workbook = await buildWorkbook([{ name: 'S', rows }]);
    expect(await readFailure(workbook, { ...LIMITS, maxRows: 2 })).toMatchObject({ problem: 'tooManyRows' });
    expect((await readSpreadsheetRows(workbook, { ...LIMITS, maxRows: 3 })).rows).toHaveLength(3);

    const empty = await buildWorkbook([{ name: 'Empty', rows: [] }]);
    expect(await readFailure(empty)).toMatchObject({
      problem: 'empty',
      message: 'The sheet "Empty" is empty.',
    });
  });

  it('refuses a truncated file as damaged', async () => {
    const workbook = await buildWorkbook([{ name: 'S', rows: [['a'], [1]] }]);
    const error = await readFailure(workbook.subarray(0, Math.floor(workbook.length / 2)));
    expect(error.problem).toBe('corrupt');
    expect(error.message).toContain('damaged or incomplete');
  });

  it('refuses a password-protected workbook (an OLE container) with a clear message', async () => {
    const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const error = await readFailure(Buffer.concat([header, Buffer.alloc(4096, 0x41)]));
    expect(error.problem).toBe('encrypted');
    expect(error.message).toContain('password-protected');
  });

  it('refuses a ZIP whose entries are encrypted', async () => {
    const zip = buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>'), flags: 1 }]);
    expect(await readFailure(zip)).toMatchObject({ problem: 'encrypted' });
  });

  it('refuses a zip bomb by the sizes its directory declares, before unpacking anything', async () => {
    const workbook = await buildWorkbook([{ name: 'S', rows: [['a'], [1]] }]);
    const bomb = patchDeclaredSize(workbook, 'xl/worksheets/sheet1.xml', 0xfffffff0);
    const error = await readFailure(bomb);
    expect(error.problem).toBe('tooLarge');
    expect(error.message).toContain('unpacks to more than 5 MB');
  });

  it('refuses entries that together unpack beyond the limit, and more entries than allowed', async () => {
    const zeros = Buffer.alloc(2_000_000);
    const zip = buildZip([1, 2, 3].map((n) => ({ name: `xl/media/zeros${n}.bin`, data: zeros })));
    expect(zip.length).toBeLessThan(20_000);
    expect(await readFailure(zip)).toMatchObject({ problem: 'tooLarge' });

    const many = buildZip(Array.from({ length: 5 }, (_, n) => ({ name: `f${n}`, data: Buffer.from('x') })));
    expect(await readFailure(many, { ...LIMITS, maxEntries: 4 })).toMatchObject({ problem: 'tooLarge' });
  });

  it('refuses an entry that unpacks to more than its directory declares', async () => {
    const zip = buildZip([
      { name: 'xl/sharedStrings.xml', data: Buffer.alloc(1_000_000), declaredSize: 1000 },
    ]);
    const error = await readFailure(zip);
    expect(error.problem).toBe('corrupt');
    expect(error.message).toContain('does not unpack as declared');
  });

  it('refuses files that are not workbooks: text, a ZIP without a workbook', async () => {
    expect(await readFailure(Buffer.from('level1,value\nSteel,1'))).toMatchObject({
      problem: 'corrupt',
      message: 'The file is not an XLSX workbook. Save it as .xlsx or .csv.',
    });
    const notWorkbook = buildZip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(await readFailure(notWorkbook)).toMatchObject({ problem: 'corrupt' });
    const brokenXml = buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook><sheets><') }]);
    expect(await readFailure(brokenXml)).toMatchObject({ problem: 'corrupt' });
  });
});
