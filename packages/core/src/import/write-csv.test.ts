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
    ['\tcmd', '"\'\tcmd"'],
    ["'=already quoted", "''=already quoted"],
    ["it's", "it's"],
    ["Office;=cmd|' /C calc'!A0;", "\"Office;'=cmd|' /C calc'!A0;\""],
    ['x;=1+1;y', '"x;\'=1+1;y"'],
    ['x,+1,-2,@3', "\"x,'+1,'-2,'@3\""],
    ["a;'=kept quote", '"a;\'\'=kept quote"'],
    ['line\n=2', '"line\n\'=2"'],
    ['a\t\t=1', '"a\t\'\t\'=1"'],
    ['1-2 = 3; a-b', '"1-2 = 3; a-b"'],
    ['a;b', '"a;b"'],
    ['tab\tinside', '"tab\tinside"'],
    ['\r=cmd', '"\'\r\'=cmd"'],
    ['=1;=2', '"\'=1;\'=2"'],
    [-5, '-5'],
    [1234.5, '1234.5'],
    [1e-7, '1e-7'],
    // Binary noise of computed figures goes (15 significant digits); what was typed stays.
    [38.52399499999999, '38.523995'],
    [0.000019261997499999996, '0.0000192619975'],
    [0.1 + 0.2, '0.3'],
    [123456789.123456, '123456789.123456'],
    [1e21, '1e+21'],
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

/**
 * How a spreadsheet splits a line when its locale's list separator is `separator`: at separators outside
 * quotes, where only a quote that opens a cell quotes it (LibreOffice and Excel take a quote in the middle
 * of a cell as text, so `a,"x;=1"` read at `;` gives the cells `a,"x` and `=1"`); a quoted cell is text
 * up to its closing quote. Answers the text each cell starts with, which decides whether the
 * spreadsheet runs it as a formula.
 */
function readCellStartsLikeASpreadsheet(file: string, separator: ',' | ';'): string[] {
  const starts: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (const char of file.replace(/^\uFEFF/, '')) {
    if (char === '"' && (isQuoted || cell === '')) isQuoted = !isQuoted;
    if (!isQuoted && (char === separator || char === '\n')) {
      // A record's CR ends its last cell; a line break that opens a quoted cell is text before the cell's start.
      starts.push(cell.replace(/\r$/, '').replace(/^"?[\r\n]*/, ''));
      cell = '';
    } else cell += char;
  }
  return starts;
}

describe('a written file read with either list separator', () => {
  const hostile: CellValue[] = [
    "Office;=cmd|' /C calc'!A0;",
    "Office,=cmd|' /C calc'!A0,",
    'x\t=HYPERLINK("http://evil")',
    '+1;-2,@3',
    'multi\r\n=line',
    'a;\t=1',
    'x;=1+1;y',
    'x,=1+1,y',
    'x\t@SUM(A1)',
    'plain',
    -12.5,
  ];
  // Each value also after another cell, where its quotes no longer open the cell when read at the other separator.
  const file = writeCsv([['name', 'value', 'note'], ...hostile.map((value) => [value, 1, value])]);

  it.each([',', ';'] as const)('has no cell a spreadsheet runs as a formula, split at %j', (separator) => {
    const starts = readCellStartsLikeASpreadsheet(file, separator);
    expect(starts.length).toBeGreaterThan(hostile.length);
    for (const start of starts) expect(start).not.toMatch(/^[=+@\t\r]|^-(?![\d.]+(,|$))/);
  });

  it('reads back every value, quotes and neutralising removed', () => {
    const records = parseCsv(file, ',');
    expect(records.slice(1).map(([cell]) => readCellText(cell ?? ''))).toEqual(hostile.map(String));
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
