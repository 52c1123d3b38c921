import { describe, expect, it } from 'vitest';
import {
  describeImportIssues,
  detectFactorFileKind,
  encodeBase64,
  isFactorFileTooLarge,
  readFactorFile,
} from './factor-file.ts';

describe('factor files', () => {
  it.each([
    ['factors.csv', 'csv'],
    ['Lieferanten 2024.XLSX', 'xlsx'],
    ['factors.xls', undefined],
    ['factors', undefined],
  ])('detects the kind of %s', (name, kind) => {
    expect(detectFactorFileKind(name)).toBe(kind);
  });

  it('refuses files over the server’s limit before reading them', () => {
    expect(isFactorFileTooLarge('xlsx', 2_000_000)).toBe(false);
    expect(isFactorFileTooLarge('xlsx', 2_000_001)).toBe(true);
    expect(isFactorFileTooLarge('csv', 2_000_001)).toBe(true);
  });

  it('encodes bytes as base64, large ones included', () => {
    expect(encodeBase64(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe('UEsDBA==');
    const large = new Uint8Array(100_000).fill(65);
    expect(encodeBase64(large)).toBe(Buffer.from(large).toString('base64'));
  });

  it('sends a CSV as text and a workbook as base64, with the file name', async () => {
    const file = {
      name: 'f.xlsx',
      text: async () => 'level1,value',
      arrayBuffer: async () => new Uint8Array([1, 2, 3]).buffer,
    };
    expect(await readFactorFile(file, 'csv', 'de')).toEqual({
      csv: 'level1,value',
      fileName: 'f.xlsx',
      numberLocale: 'de',
    });
    expect(await readFactorFile(file, 'xlsx', 'en')).toEqual({
      xlsx: 'AQID',
      fileName: 'f.xlsx',
      numberLocale: 'en',
    });
  });

  it('turns the server’s details into row, column and problem', () => {
    expect(
      describeImportIssues([
        { path: 'rows.3.value', message: 'Row 3, column value: must be a number' },
        { path: 'rows.7', message: 'Row 7: has 5 cells, the header 4' },
        { path: 'xlsx.encrypted', message: 'The workbook is password-protected.' },
        { path: 'csv', message: 'Too small' },
      ]),
    ).toEqual([
      { kind: 'cell', row: 3, column: 'value', message: 'must be a number' },
      { kind: 'cell', row: 7, column: null, message: 'has 5 cells, the header 4' },
      { kind: 'file', problem: 'encrypted', message: 'The workbook is password-protected.' },
      { kind: 'cell', row: null, column: 'csv', message: 'Too small' },
    ]);
  });
});
