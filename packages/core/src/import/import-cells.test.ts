import { describe, expect, it } from 'vitest';
import type { DisplayLocale } from '../format/display-locale.ts';
import {
  getCsvNumberLocale,
  parseCellBoolean,
  parseCellDate,
  parseCellNumber,
  parseSourceShare,
  readCellText,
} from './import-cells.ts';
import type { CellValue } from './spreadsheet-table.ts';

describe('parseCellNumber', () => {
  const cases: [CellValue, DisplayLocale, number | 'invalid' | undefined][] = [
    [12.5, 'de', 12.5],
    [-3, 'en', -3],
    [0.5, 'de', 0.5],
    ['1.234,5', 'de', 1234.5],
    ['1,5', 'de', 1.5],
    ['1.234', 'de', 1234],
    ['12.345.678,9', 'de', 12345678.9],
    ['1,234.5', 'en', 1234.5],
    ['1,234', 'en', 1234],
    ['1.5', 'en', 1.5],
    ['-1 234,5', 'de', -1234.5],
    ['+7', 'en', 7],
    ['1e-7', 'en', 1e-7],
    ['.5', 'en', 0.5],
    ['', 'en', undefined],
    [null, 'en', undefined],
    ['  ', 'de', undefined],
    // Text that reads only in the other locale is refused, never guessed.
    ['1.5', 'de', 'invalid'],
    ['1,5', 'en', 'invalid'],
    ['1.234,5', 'en', 'invalid'],
    ['abc', 'de', 'invalid'],
    ['12,34,567', 'en', 'invalid'],
    ['1,2,3', 'de', 'invalid'],
    ['NaN', 'en', 'invalid'],
    ['1e309', 'en', 'invalid'],
    [1e16, 'en', 'invalid'],
    [Number.POSITIVE_INFINITY, 'en', 'invalid'],
    [true, 'en', 'invalid'],
  ];
  it.each(cases)('%j in %s → %s', (cell, locale, expected) => {
    const parsed = parseCellNumber(cell, locale);
    expect(expected === 'invalid' ? parsed : parsed.value).toEqual(
      expected === 'invalid' ? { isInvalid: true } : expected,
    );
  });
});

describe('getCsvNumberLocale', () => {
  it.each([
    [';', 'de'],
    [',', 'en'],
    [undefined, 'en'],
  ] as const)('a %s file is read in %s when the user chose no locale', (delimiter, locale) => {
    expect(getCsvNumberLocale(delimiter)).toBe(locale);
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
  const cases: [CellValue, DisplayLocale, object][] = [
    ['x', 'en', { value: {} }],
    ['ja', 'de', { value: {} }],
    [60, 'en', { value: { percentShare: 60 } }],
    ['60,00', 'de', { value: { percentShare: 60 } }],
    ['12.5 %', 'en', { value: { percentShare: 12.5 } }],
    ['0', 'en', { value: { percentShare: 0 } }],
    ['no', 'en', {}],
    ['', 'en', {}],
    ['150', 'en', { isInvalid: true }],
    ['lots', 'en', { isInvalid: true }],
  ];
  it.each(cases)('%j in %s → %j', (cell, locale, expected) => {
    expect(parseSourceShare(cell, locale)).toEqual(expected);
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
