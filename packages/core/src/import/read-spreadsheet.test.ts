import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from './read-spreadsheet.ts';
import type { CellValue } from './spreadsheet-table.ts';

function readFixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
}

const encoder = new TextEncoder();
const HEADER = [
  'c1',
  'c2',
  'level.0',
  'amounts.0.value',
  'amounts.0.unit',
  'name',
  'startDate',
  'endDate',
  'instance',
  'isExcluded',
  'sources.bills',
  'notes',
];

describe('readSpreadsheet with files written by LibreOffice', () => {
  it('reads the XLSX: numbers as numbers, date cells as ISO dates, text with quotes and line breaks', () => {
    expect(readSpreadsheet(readFixture('lo-de.xlsx'), 'lo-de.xlsx')).toEqual({
      rows: [
        HEADER,
        [
          'scope-1',
          'stationary-combustion',
          'stationary-gas-oil',
          1234.5,
          'Liter',
          'Heizöl Büro',
          '2024-03-15',
          '2024-12-31',
          'Werk München',
          'nein',
          'x',
        ],
        [
          'scope-1',
          'mobile-combustion',
          'vehicle-diesel',
          980,
          'l',
          'Dieselflotte "Nord"',
          '2024-04-01',
          null,
          'Werk München',
          null,
          null,
          'Zeile mit\nUmbruch',
        ],
        [
          'scope-2',
          null,
          'Strom, Netzmix',
          12345.75,
          'kWh',
          'Strom Grün; Büro',
          null,
          null,
          'Werk München',
          'ja',
          60,
        ],
      ],
    });
  });

  it('reads the semicolon CSV of the same sheet, keeping German number and date text for the mapper', () => {
    const table = readSpreadsheet(readFixture('lo-de-semicolon.csv'), 'lo-de-semicolon.csv');
    expect(table.csvDelimiter).toBe(';');
    expect(table.rows).toEqual([
      HEADER,
      [
        'scope-1',
        'stationary-combustion',
        'stationary-gas-oil',
        '1.234,50',
        'Liter',
        'Heizöl Büro',
        '15.03.2024',
        '31.12.2024',
        'Werk München',
        'nein',
        'x',
      ],
      [
        'scope-1',
        'mobile-combustion',
        'vehicle-diesel',
        '980,00',
        'l',
        'Dieselflotte "Nord"',
        '01.04.2024',
        null,
        'Werk München',
        null,
        null,
        'Zeile mit\nUmbruch',
      ],
      [
        'scope-2',
        null,
        'Strom, Netzmix',
        '12.345,75',
        'kWh',
        'Strom Grün; Büro',
        null,
        null,
        'Werk München',
        'ja',
        '60,00',
      ],
    ]);
  });

  it('takes every formula result from the cached value and never evaluates a formula', () => {
    // RAND() and TODAY() were evaluated once by LibreOffice; evaluating them again could not give these.
    expect(readSpreadsheet(readFixture('lo-formulas.xlsx'), 'lo-formulas.xlsx').rows).toEqual([
      ['label', 'value'],
      ['product', 6],
      ['text', 'Diesel fleet'],
      ['error'],
      ['today', '2026-11-21'],
      ['truth', true],
      ['random', 0.498134716865715],
    ]);
  });

  it('reads the same CSV with a BOM', () => {
    const bytes = readFixture('lo-de-semicolon.csv');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    expect(readSpreadsheet(withBom, 'x.csv')).toEqual(readSpreadsheet(bytes, 'x.csv'));
  });
});

describe('readSpreadsheet with CSV text', () => {
  const cases: { title: string; text: string; rows: CellValue[][]; delimiter: ',' | ';' }[] = [
    {
      title: 'comma separated with CRLF, quoted fields and trailing empty cells and rows',
      text: '\uFEFFname,amounts.0.value,notes\r\n"Diesel, fleet","1,234.5",\r\n,,\r\n\r\n',
      rows: [
        ['name', 'amounts.0.value', 'notes'],
        ['Diesel, fleet', '1,234.5'],
      ],
      delimiter: ',',
    },
    {
      title: 'semicolon separated without a final line break',
      text: 'name;amounts.0.value\nHeizöl;1,5',
      rows: [
        ['name', 'amounts.0.value'],
        ['Heizöl', '1,5'],
      ],
      delimiter: ';',
    },
    { title: 'an empty file', text: '', rows: [], delimiter: ',' },
  ];
  it.each(cases)('reads $title', ({ text, rows, delimiter }) => {
    expect(readSpreadsheet(encoder.encode(text), 'data.csv')).toEqual({ rows, csvDelimiter: delimiter });
  });

  it('reads text that is not UTF-8 as Windows-1252, as Excel saves "CSV"', () => {
    const latin = new Uint8Array([...encoder.encode('name\r\nHeiz'), 0xf6, ...encoder.encode('l\r\n')]);
    expect(readSpreadsheet(latin, 'excel.csv').rows).toEqual([['name'], ['Heizöl']]);
  });

  it('treats text without a .csv name as CSV too, since the bytes decide', () => {
    expect(readSpreadsheet(encoder.encode('a,b\n1,2'), 'upload.txt').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
