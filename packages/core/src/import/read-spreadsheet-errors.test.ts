import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { SpreadsheetFileError, type SpreadsheetLimits } from './spreadsheet-file-error.ts';
import { buildTestXlsx, patchDeclaredSize, wrapSheetData } from './xlsx-test-package.ts';

const encoder = new TextEncoder();

function readError(bytes: Uint8Array, fileName: string, limits: Partial<SpreadsheetLimits> = {}) {
  try {
    readSpreadsheet(bytes, fileName, limits);
  } catch (error) {
    if (error instanceof SpreadsheetFileError) return { code: error.code, values: error.values };
    throw error;
  }
  throw new Error('expected a SpreadsheetFileError');
}

const MEGABYTE = 1024 * 1024;
const COMPOUND_FILE_HEADER = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

describe('readSpreadsheet refusing files', () => {
  const cases: { title: string; bytes: () => Uint8Array; name: string; code: string; values?: object }[] = [
    {
      title: 'a file over the size limit',
      bytes: () => new Uint8Array(2 * MEGABYTE + 1),
      name: 'big.csv',
      code: 'tooLarge',
      values: { limit: 2 },
    },
    {
      title: 'a workbook LibreOffice saved with a password',
      bytes: () => fixture('lo-password.xlsx'),
      name: 'secret.xlsx',
      code: 'encrypted',
    },
    {
      title: 'a legacy .xls (OLE header)',
      bytes: () => COMPOUND_FILE_HEADER,
      name: 'old.xls',
      code: 'encrypted',
    },
    {
      title: 'an .xlsx name on bytes that are not a ZIP',
      bytes: () => encoder.encode('a,b'),
      name: 'fake.xlsx',
      code: 'corrupt',
    },
    {
      title: 'a truncated workbook',
      bytes: () => fixture('lo-de.xlsx').slice(0, 3000),
      name: 'cut.xlsx',
      code: 'corrupt',
    },
    {
      title: 'a worksheet with a DTD (entities are never expanded)',
      bytes: () =>
        buildTestXlsx({ sheetXml: '<!DOCTYPE x [<!ENTITY a "aaaa">]><worksheet><sheetData/></worksheet>' }),
      name: 'dtd.xlsx',
      code: 'corrupt',
    },
    {
      title: 'CSV with an unterminated quote',
      bytes: () => encoder.encode('name\n"open'),
      name: 'bad.csv',
      code: 'corrupt',
      values: { line: 2 },
    },
    {
      title: 'a workbook without worksheets',
      bytes: () => buildTestXlsx({ workbookXml: '<workbook><sheets/></workbook>' }),
      name: 'empty.xlsx',
      code: 'noSheet',
    },
    {
      title: 'a workbook whose sheet part is missing',
      bytes: () =>
        buildTestXlsx({
          workbookRelsXml:
            '<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/gone.xml"/></Relationships>',
        }),
      name: 'gone.xlsx',
      code: 'noSheet',
    },
    {
      title: 'a ZIP that is not a workbook (an OpenDocument spreadsheet)',
      bytes: () => zipSync({ mimetype: encoder.encode('application/vnd.oasis.opendocument.spreadsheet') }),
      name: 'sheet.ods',
      code: 'unsupportedType',
    },
    {
      title: 'a PDF',
      bytes: () => encoder.encode('%PDF-1.7\n'),
      name: 'invoice.csv',
      code: 'unsupportedType',
    },
    {
      title: 'binary data',
      bytes: () => new Uint8Array([1, 2, 0, 3]),
      name: 'data.bin',
      code: 'unsupportedType',
    },
  ];
  it.each(cases)('refuses $title with $code', ({ bytes, name, code, values }) => {
    expect(readError(bytes(), name, { maxBytes: 2 * MEGABYTE })).toEqual({ code, values: values ?? {} });
  });
});

describe('readSpreadsheet limits', () => {
  it('refuses 100,001 CSV rows and reads 100,000', () => {
    const lines = (count: number) =>
      encoder.encode(`${Array.from({ length: count }, () => 'x').join('\n')}\n`);
    expect(readError(lines(100_001), 'rows.csv')).toEqual({
      code: 'tooManyRows',
      values: { limit: 100_000 },
    });
    expect(readSpreadsheet(lines(100_000), 'rows.csv').rows.length).toBe(100_000);
  });

  it('refuses an XLSX with a filled row beyond the limit, however sparse', () => {
    const bytes = buildTestXlsx({
      sheetXml: wrapSheetData('<row r="100001"><c r="A100001"><v>1</v></c></row>'),
    });
    expect(readError(bytes, 'rows.xlsx')).toEqual({ code: 'tooManyRows', values: { limit: 100_000 } });
  });

  it('refuses a part that declares more than the unpacked-size limit before unpacking it', () => {
    // The data is not DEFLATE at all: had the reader tried to unpack it, it would report `corrupt`.
    const bytes = patchDeclaredSize(
      zipSync({ 'xl/workbook.xml': new Uint8Array(64).fill(7) }, { level: 0 }),
      'xl/workbook.xml',
      300 * MEGABYTE,
    );
    const stored = bytes.slice();
    // Make the entry look deflated so the size check, not the stored-size check, decides.
    const view = new DataView(stored.buffer);
    for (let at = 0; at + 4 < stored.length; at += 1) {
      const signature = view.getUint32(at, true);
      if (signature === 0x04034b50) view.setUint16(at + 8, 8, true);
      if (signature === 0x02014b50) view.setUint16(at + 10, 8, true);
    }
    expect(readError(stored, 'bomb.xlsx')).toEqual({ code: 'compressionBomb', values: { limit: 200 } });
  });

  it('refuses a part that unpacks far beyond its size, stopping at the declared size', () => {
    const zeros = new Uint8Array(64 * MEGABYTE);
    const bomb = zipSync({ 'xl/workbook.xml': zeros }, { level: 9 });
    expect(readError(bomb, 'bomb.xlsx')).toEqual({ code: 'compressionBomb', values: { limit: 200 } });
    // The same part claiming to be 1 KB: the reader stops once more than 1 KB came out.
    const liar = patchDeclaredSize(bomb, 'xl/workbook.xml', 1024);
    const started = performance.now();
    expect(readError(liar, 'liar.xlsx')).toEqual({ code: 'compressionBomb', values: { limit: 200 } });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses parts that together unpack beyond the limit', () => {
    const bytes = buildTestXlsx({
      sheetXml: wrapSheetData(`<row r="1"><c r="A1"><v>${'1'.repeat(4000)}</v></c></row>`),
    });
    expect(readError(bytes, 'parts.xlsx', { maxUncompressedBytes: 3000 })).toEqual({
      code: 'compressionBomb',
      values: { limit: 0 },
    });
  });

  it('reports a part that is shorter than it declares as corrupt', () => {
    const bytes = patchDeclaredSize(buildTestXlsx({}), 'xl/worksheets/sheet1.xml', 5000);
    expect(readError(bytes, 'short.xlsx').code).toBe('corrupt');
  });
});
