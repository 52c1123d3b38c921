import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { toColumnLetters, writeXlsx } from './write-xlsx.ts';

const decoder = new TextDecoder();

describe('writeXlsx', () => {
  it('writes a workbook the reader reads back cell for cell', () => {
    const rows = [
      ['name', 'amounts.0.value', 'isExcluded', 'notes'],
      ['Heizöl <Büro> & "Lager"', 1234.5, false, null, 'x'],
      [],
      ['=not a formula', -2, true, 'line\nbreak', '  padded  '],
    ];
    const bytes = writeXlsx([{ name: 'Import', rows }]);
    expect(readSpreadsheet(bytes, 'written.xlsx').rows).toEqual(rows);
  });

  it('writes the same bytes for the same sheets', () => {
    const sheets = [{ name: 'A', rows: [['a', 1]] }];
    expect(writeXlsx(sheets)).toEqual(writeXlsx(sheets));
  });

  it('makes the first row bold, freezes header rows, sets column widths and cleans sheet names', () => {
    const files = unzipSync(
      writeXlsx([
        { name: 'Row types: [all]', rows: [['key'], ['value']], columnWidths: [12, 30], frozenRows: 2 },
        { name: 'Row types: [all]', rows: [] },
        { name: 'An extremely long sheet name beyond the limit', rows: [] },
      ]),
    );
    const sheet = decoder.decode(files['xl/worksheets/sheet1.xml']);
    expect(sheet).toContain('<pane ySplit="2" topLeftCell="A3" activePane="bottomLeft" state="frozen"/>');
    expect(sheet).toContain('<col min="2" max="2" width="30" customWidth="1"/>');
    expect(sheet).toContain('<c r="A1" s="1" t="inlineStr">');
    expect(sheet).toContain('<c r="A2" t="inlineStr">');
    const workbook = decoder.decode(files['xl/workbook.xml']);
    expect([...workbook.matchAll(/name="([^"]*)"/g)].map((match) => match[1])).toEqual([
      'Row types   all',
      'Row types   all (2)',
      'An extremely long sheet name be',
    ]);
  });

  it('replaces characters XML cannot hold', () => {
    const bytes = writeXlsx([{ name: 'A', rows: [['bell\u0007', 'tab\tkept']] }]);
    expect(readSpreadsheet(bytes, 'a.xlsx').rows).toEqual([['bell\uFFFD', 'tab\tkept']]);
  });
});

describe('toColumnLetters', () => {
  it.each([
    [0, 'A'],
    [25, 'Z'],
    [26, 'AA'],
    [51, 'AZ'],
    [701, 'ZZ'],
    [702, 'AAA'],
    [16383, 'XFD'],
  ])('%i → %s', (index, letters) => {
    expect(toColumnLetters(index)).toBe(letters);
  });
});
