import { describe, expect, it } from 'vitest';
import { describeProblems, MUNICH_ID, mapTestRows, TEST_INSTANCES } from './import-test-form.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import type { CellValue } from './spreadsheet-table.ts';

const HEADER = ['c1', 'level.0', 'amounts.0.value', 'amounts.0.unit', 'startDate', 'endDate'];
const oil = (value: CellValue, startDate: CellValue = null, endDate: CellValue = null): CellValue[] => [
  'fuel',
  'heating-oil',
  value,
  'l',
  startDate,
  endDate,
];
const YEAR_2025 = TEST_INSTANCES.map((instance) =>
  instance.id === MUNICH_ID ? { ...instance, startDate: '2025-01-01', endDate: '2025-12-31' } : instance,
);

describe('mapImportRows: values it refuses rather than drops', () => {
  it.each([
    ['1e309', 'overflows to infinity'],
    ['NaN', 'is not a number'],
    ['Infinity', 'is infinite'],
    ['-Infinity', 'is infinite'],
    ['1e16', 'is beyond the largest amount'],
  ])('refuses the row whose amount is "%s" (it %s) in a CSV, naming the column', (text) => {
    const csv = `${HEADER.join(',')}\r\n${oil(text).join(',')}\r\n${oil(5).join(',')}\r\n`;
    const table = readSpreadsheet(new TextEncoder().encode(csv), 'amounts.csv');
    const mapping = mapTestRows(table.rows, {}, table.csvDelimiter);
    expect(mapping.rows.map((row) => row.sheetRow)).toEqual([3]);
    expect(describeProblems(mapping)).toEqual([`Row 2: amounts.0.value must be a number, not "${text}".`]);
  });

  it('refuses a number cell of a workbook beyond the largest amount', () => {
    const mapping = mapTestRows([HEADER, oil(1e16), oil(1e15)]);
    expect(mapping.rows.map((row) => row.emissionActivityInputs?.[0]?.value)).toEqual([1e15]);
    expect(mapping.problems.map((problem) => [problem.code, problem.sheetRow])).toEqual([
      ['invalidNumber', 2],
    ]);
  });
});

describe('mapImportRows: a row’s own dates', () => {
  it('refuses a start after the end', () => {
    const mapping = mapTestRows([
      HEADER,
      oil(5, '2025-07-01', '2025-06-30'),
      oil(5, '2025-06-30', '2025-06-30'),
    ]);
    expect(mapping.rows.map((row) => row.sheetRow)).toEqual([3]);
    expect(describeProblems(mapping)).toEqual(['Row 2: startDate 2025-07-01 is after endDate 2025-06-30.']);
  });

  it('refuses dates outside the year of the row’s entity, and takes those within it', () => {
    const mapping = mapTestRows(
      [
        HEADER,
        oil(5, '2024-12-31', '2025-03-31'),
        oil(5, '2025-10-01', '01.01.2026'),
        oil(5, '2025-01-01', '2025-12-31'),
        oil(5),
      ],
      { instances: YEAR_2025 },
    );
    expect(mapping.rows.map((row) => row.sheetRow)).toEqual([4, 5]);
    expect(describeProblems(mapping)).toEqual([
      'Row 2: startDate 2024-12-31 lies outside the year (2025-01-01 to 2025-12-31).',
      'Row 3: endDate 2026-01-01 lies outside the year (2025-01-01 to 2025-12-31).',
    ]);
  });
});
