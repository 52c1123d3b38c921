import { describe, expect, it } from 'vitest';
import { CUSTOM_FACTOR_COLUMNS } from './custom-factor-columns.ts';
import { readCustomFactorCsv } from './custom-factor-csv.ts';
import { describeCustomFactorAttribution, readCustomFactorOrigin } from './custom-factor-origin.ts';
import { readCustomFactorTable } from './custom-factor-records.ts';
import { buildCustomFactorCsvTemplate } from './custom-factor-template.ts';

const options = {
  companyId: 'company-1',
  createId: () => 'custom:1',
  defaultEdition: '2025-05-01',
  defaultYear: 2025,
};

describe('readCustomFactorTable', () => {
  it('names issues by the row numbers the table gives, as a spreadsheet with blank rows shows them', () => {
    const { factors, issues } = readCustomFactorTable(
      {
        header: ['level1', 'activityUnit', 'value', 'scope'],
        headerRow: 3,
        rows: [
          { row: 4, cells: ['Steel', 't', '1850', '3'] },
          { row: 7, cells: ['Waste', 't', 'abc', '3'] },
        ],
      },
      options,
    );
    expect(factors.map((factor) => factor.sourceRowIds)).toEqual([['row 4']]);
    expect(issues).toEqual([{ row: 7, column: 'value', message: 'must be a number' }]);
  });

  it('takes number cells of a workbook as they are and reads text cells in the chosen locale', () => {
    const { factors, issues } = readCustomFactorTable(
      {
        header: ['level1', 'activityUnit', 'value', 'scope'],
        headerRow: 1,
        rows: [
          { row: 2, cells: ['Steel', 't', 0.177, 3] },
          { row: 3, cells: ['Glass', 't', '1.234,5', '3'] },
        ],
      },
      { ...options, numberLocale: 'de' },
    );
    expect(issues).toEqual([]);
    expect(factors.map((factor) => factor.value)).toEqual([0.177, 1234.5]);
  });

  it('refuses a negative factor, typed or stored as a number, and keeps zero', () => {
    const { factors, issues } = readCustomFactorTable(
      {
        header: ['level1', 'activityUnit', 'value', 'scope'],
        headerRow: 1,
        rows: [
          { row: 2, cells: ['Credit', 't', '-0.5', '3'] },
          { row: 3, cells: ['Offset', 't', -2, 3] },
          { row: 4, cells: ['Solar', 'kWh', '0', '2'] },
        ],
      },
      options,
    );
    expect(issues).toEqual([
      { row: 2, column: 'value', message: 'must be zero or more' },
      { row: 3, column: 'value', message: 'must be zero or more' },
    ]);
    expect(factors.map((factor) => factor.value)).toEqual([0]);
  });

  it('names header problems by the header row, and unnamed columns by position', () => {
    const { issues } = readCustomFactorTable(
      { header: ['level1', '', 'activityUnit', 'value'], headerRow: 2, rows: [] },
      options,
    );
    expect(issues).toEqual([
      { row: 2, column: null, message: 'column 2 has no name' },
      { row: 2, column: 'scope', message: 'required column is missing' },
    ]);
  });

  it('says the file has no factor rows on the row after the header', () => {
    const { issues } = readCustomFactorTable(
      { header: ['level1', 'activityUnit', 'value', 'scope'], headerRow: 5, rows: [] },
      options,
    );
    expect(issues).toEqual([{ row: 6, column: null, message: 'the file has no factor rows' }]);
  });
});

describe('buildCustomFactorCsvTemplate', () => {
  it('has every column in the header and example rows that import as they are', () => {
    const template = buildCustomFactorCsvTemplate();
    expect(template.split('\r\n')[0]).toBe(CUSTOM_FACTOR_COLUMNS.join(','));
    const { factors, issues } = readCustomFactorCsv(template, options);
    expect(issues).toEqual([]);
    expect(factors.map((factor) => [factor.level1, factor.value, factor.scope, factor.notes])).toEqual([
      ['Purchased goods', 1850.5, 3, 'EPD 2024, cradle to gate'],
      ['Electricity', 0.012, 2, null],
    ]);
  });
});

describe('custom factor origin', () => {
  it.each([[{ fileName: 'supplier, 2024.xlsx', row: 12 }], [{ fileName: null, row: 3 }]])(
    'reads back the file and row of %j from the attribution',
    (origin) => {
      expect(readCustomFactorOrigin(describeCustomFactorAttribution(origin))).toEqual(origin);
    },
  );

  it('gives null for any other attribution', () => {
    expect(readCustomFactorOrigin('UK Government GHG Conversion Factors')).toBeNull();
  });
});
