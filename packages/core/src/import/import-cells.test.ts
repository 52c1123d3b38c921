import { describe, expect, it } from 'vitest';
import {
  parseCellBoolean,
  parseCellDate,
  parseCellNumber,
  parseSourceShare,
  readCellText,
} from './import-cells.ts';
import type { CsvDelimiter } from './parse-csv.ts';
import type { CellValue } from './spreadsheet-table.ts';

describe('parseCellNumber', () => {
  const cases: [CellValue, CsvDelimiter | undefined, number | 'invalid' | undefined][] = [
    [12.5, undefined, 12.5],
    [-3, ',', -3],
    ['1.234,5', ';', 1234.5],
    ['1,5', ';', 1.5],
    ['1.234', ';', 1234],
    ['1.5', ';', 1.5],
    ['12.345.678,9', ';', 12345678.9],
    ['1,234.5', ',', 1234.5],
    ['1,234', ',', 1234],
    ['1,5', ',', 1.5],
    ['1.234,5', ',', 1234.5],
    ['1,234', undefined, 1.234],
    ['1.234.567', undefined, 1234567],
    ['-1 234,5', ';', -1234.5],
    ['+7', undefined, 7],
    ['1e-7', ',', 1e-7],
    ['.5', undefined, 0.5],
    ['', undefined, undefined],
    [null, undefined, undefined],
    ['  ', undefined, undefined],
    ['abc', ';', 'invalid'],
    ['12,34,567', ',', 'invalid'],
    ['1,2,3', ';', 'invalid'],
    [true, undefined, 'invalid'],
  ];
  it.each(cases)('%j in a %s file → %s', (cell, delimiter, expected) => {
    const parsed = parseCellNumber(cell, delimiter);
    expect(expected === 'invalid' ? parsed : parsed.value).toEqual(
      expected === 'invalid' ? { isInvalid: true } : expected,
    );
  });
});

describe('parseCellDate', () => {
  const cases: [CellValue, string | 'invalid' | undefined][] = [
    ['2024-03-15', '2024-03-15'],
    ['2024-3-5', '2024-03-05'],
    ['2024-03-15T10:20:00Z', '2024-03-15'],
    ['2024-03-15 10:20', '2024-03-15'],
    ['15.03.2024', '2024-03-15'],
    ['5.3.2024', '2024-03-05'],
    ['15.03.24', '2024-03-15'],
    [45366, '2024-03-15'],
    ['', undefined],
    [null, undefined],
    ['31.02.2024', 'invalid'],
    ['03/15/2024', 'invalid'],
    ['soon', 'invalid'],
    [-1, 'invalid'],
  ];
  it.each(cases)('%j → %s', (cell, expected) => {
    const parsed = parseCellDate(cell);
    expect(expected === 'invalid' ? parsed : parsed.value).toEqual(
      expected === 'invalid' ? { isInvalid: true } : expected,
    );
  });
});

describe('parseCellBoolean', () => {
  const cases: [CellValue, boolean | 'invalid' | undefined][] = [
    [true, true],
    [false, false],
    ['Yes', true],
    ['ja', true],
    ['WAHR', true],
    ['x', true],
    ['1', true],
    [1, true],
    ['no', false],
    ['Nein', false],
    ['0', false],
    [0, false],
    ['', undefined],
    ['maybe', 'invalid'],
  ];
  it.each(cases)('%j → %s', (cell, expected) => {
    const parsed = parseCellBoolean(cell);
    expect(expected === 'invalid' ? parsed : parsed.value).toEqual(
      expected === 'invalid' ? { isInvalid: true } : expected,
    );
  });
});

describe('parseSourceShare', () => {
  const cases: [CellValue, CsvDelimiter | undefined, object][] = [
    ['x', undefined, { value: {} }],
    ['ja', ';', { value: {} }],
    [60, undefined, { value: { percentShare: 60 } }],
    ['60,00', ';', { value: { percentShare: 60 } }],
    ['12.5 %', ',', { value: { percentShare: 12.5 } }],
    ['0', ',', { value: { percentShare: 0 } }],
    ['no', undefined, {}],
    ['', undefined, {}],
    ['150', ',', { isInvalid: true }],
    ['lots', ',', { isInvalid: true }],
  ];
  it.each(cases)('%j in a %s file → %j', (cell, delimiter, expected) => {
    expect(parseSourceShare(cell, delimiter)).toEqual(expected);
  });
});

describe('readCellText', () => {
  const cases: [CellValue | undefined, string][] = [
    ['  Diesel  ', 'Diesel'],
    ["'=SUM(A1)", '=SUM(A1)'],
    ["'-5 kg", '-5 kg'],
    ["'+49 30", '+49 30'],
    ["'@home", '@home'],
    ["''=kept", "'=kept"],
    ["'quoted'", "'quoted'"],
    ["It's", "It's"],
    [1234.5, '1234.5'],
    [false, 'false'],
    [null, ''],
    [undefined, ''],
  ];
  it.each(cases)('%j → %j', (cell, expected) => {
    expect(readCellText(cell)).toBe(expected);
  });
});
