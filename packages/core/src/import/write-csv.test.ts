import { describe, expect, it } from 'vitest';
import { readCellText } from './import-cells.ts';
import { parseCsv } from './parse-csv.ts';
import type { CellValue } from './spreadsheet-table.ts';
import { formatCsvField, writeCsv } from './write-csv.ts';

describe('formatCsvField', () => {
  const cases: [CellValue, string][] = [
    ['Diesel', 'Diesel'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+49 30 1234', "'+49 30 1234"],
    ['-5 kg', "'-5 kg"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ["'=already quoted", "''=already quoted"],
    ["it's", "it's"],
    [-5, '-5'],
    [1234.5, '1234.5'],
    [1e-7, '1e-7'],
    [-0, '0'],
    [Number.NaN, ''],
    [true, 'true'],
    [null, ''],
  ];
  it.each(cases)('%j → %j', (value, field) => {
    expect(formatCsvField(value)).toBe(field);
  });

  it('gives back the original text after parsing and reading the cell, for every neutralised text', () => {
    for (const [value] of cases) {
      if (typeof value !== 'string' || value.trim() !== value) continue;
      const [[field]] = parseCsv(formatCsvField(value)) as [[string]];
      expect(readCellText(field)).toBe(value);
    }
  });
});

describe('writeCsv', () => {
  it('writes a BOM, commas and CRLF after every record', () => {
    expect(
      writeCsv([
        ['a', 'b'],
        [1, null],
      ]),
    ).toBe('\uFEFFa,b\r\n1,\r\n');
  });
});
