import { describe, expect, it } from 'vitest';
import { BULK_IMPORT_COLUMNS } from './bulk-import-columns.ts';
import { describeProblems, MUNICH_ID, mapTestRows } from './import-test-form.ts';
import type { CellValue } from './spreadsheet-table.ts';

const KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

/** The result of a heating-oil line of the test form, with the fields a test adds. */
function heatingOil(sheetRow: number, fields: object = {}) {
  return {
    instance: MUNICH_ID,
    formOptionId: 'heating-oil',
    isMarkedComplete: true,
    emissionActivityInputs: [{ fieldId: 'amount', value: 100, unit: 'l' }],
    genericInputs: {},
    generatedFromFile: 'upload.xlsx',
    children: [],
    sheetRow,
    importKey: KEY,
    ...fields,
  };
}

const OIL = ['fuel', 'heating', 'heating-oil', 100, 'l'];
const OIL_HEADER = ['c1', 'c2', 'level.0', 'amounts.0.value', 'amounts.0.unit'];

describe('mapImportRows: header, description row and blank rows', () => {
  it('matches keys without case or surrounding spaces, ignores unknown columns and skips blank rows', () => {
    const mapping = mapTestRows([
      [' C1 ', 'C2', 'Level.0', 'AMOUNTS.0.VALUE', 'amounts.0.unit', 'my own column'],
      [...OIL, 'ignored'],
      [],
      [null, '  ', null, null, null, 'only an unknown column'],
      OIL,
    ]);
    expect(mapping).toEqual({ rows: [heatingOil(2), heatingOil(5)], problems: [], numBlankRows: 2 });
  });

  it.each(['en', 'de'] as const)('skips the template description row in %s', (lang) => {
    const descriptions = OIL_HEADER.map(
      (key) => BULK_IMPORT_COLUMNS.find((column) => column.key === key)?.description[lang] ?? null,
    );
    const mapping = mapTestRows([OIL_HEADER, descriptions, OIL]);
    expect(mapping.rows).toEqual([heatingOil(3)]);
    expect(mapping.problems).toEqual([]);
  });

  it('reports a file whose first row names no import column', () => {
    const mapping = mapTestRows([
      ['Fuel', 'Amount'],
      ['Oil', 100],
    ]);
    expect(describeProblems(mapping)).toEqual([
      'The first row of the file names none of the import columns (such as level.0, c1, amounts.0.value).',
    ]);
    expect(mapping.rows).toEqual([]);
  });

  it('gives nothing and no problem for a file with only the header', () => {
    expect(mapTestRows([OIL_HEADER])).toEqual({ rows: [], problems: [], numBlankRows: 0 });
  });
});

describe('mapImportRows: sections and row types', () => {
  const cases: {
    title: string;
    cells: CellValue[];
    defaultSection?: string;
    formOptionId?: string;
    problem?: string;
  }[] = [
    { title: 'ids', cells: ['fuel', 'heating', 'heating-oil'], formOptionId: 'heating-oil' },
    { title: 'labels in English', cells: ['FUEL', 'Heating', 'heating OIL'], formOptionId: 'heating-oil' },
    { title: 'labels in German', cells: ['Brennstoffe', 'Heizung', 'Heizöl'], formOptionId: 'heating-oil' },
    {
      title: 'a row type in a sub-section of c1',
      cells: ['fuel', null, 'Heating oil'],
      formOptionId: 'heating-oil',
    },
    {
      title: 'the same label in another section',
      cells: ['other', null, 'Heating oil'],
      formOptionId: 'other-heating-oil',
    },
    {
      title: 'the default section',
      cells: [null, null, 'Heating oil'],
      defaultSection: 'Other',
      formOptionId: 'other-heating-oil',
    },
    {
      title: 'no section',
      cells: [null, null, 'heating-oil'],
      problem: "Row 2 doesn't have any defined sections.",
    },
    {
      title: 'an unknown section',
      cells: ['scope-9', null, 'x'],
      problem: 'Row 2: the form has no section "scope-9".',
    },
    {
      title: 'an unknown sub-section',
      cells: ['fuel', 'cooling', 'x'],
      problem: 'Row 2: the form has no section "cooling".',
    },
    {
      title: 'no row type',
      cells: ['fuel', null, null],
      problem: "Row 2 doesn't say what it is: fill in level.0.",
    },
    {
      title: 'a row type of another section',
      cells: ['other', null, 'heating-oil'],
      problem: 'Row 2: "heating-oil" is not a row type of the section "Other".',
    },
    {
      title: 'a label two row types share',
      cells: ['other', null, 'twin'],
      problem: 'Row 2: several row types of the section "Other" are called "twin". Use the id.',
    },
    { title: 'an id where labels are shared', cells: ['other', null, 'twin-b'], formOptionId: 'twin-b' },
  ];
  it.each(cases)('finds $title', ({ cells, defaultSection, formOptionId, problem }) => {
    const mapping = mapTestRows(
      [
        ['c1', 'c2', 'level.0', 'name'],
        [...cells, 'Row'],
      ],
      { defaultSection },
    );
    expect(mapping.rows.map((row) => row.formOptionId)).toEqual(formOptionId ? [formOptionId] : []);
    expect(describeProblems(mapping)).toEqual(
      problem ? ['All rows in file upload.xlsx are invalid.', problem] : [],
    );
  });
});

describe('mapImportRows: row fields', () => {
  const header = [
    ...OIL_HEADER,
    'name',
    'notes',
    'assumptions',
    'csvId',
    'startDate',
    'endDate',
    'isExcluded',
  ];
  it('reads texts, dates in every accepted form and yes/no cells', () => {
    const mapping = mapTestRows([
      header,
      [...OIL, ' Tank A ', 'multi\nline', 'estimated', 4711, '2024-01-01', '31.12.2024', 'ja'],
      [...OIL, "'=1+1", null, null, 'A-1', 45292, '2024-12-31', false],
    ]);
    expect(mapping.rows).toEqual([
      heatingOil(2, {
        name: 'Tank A',
        notes: 'multi\nline',
        assumptions: 'estimated',
        csvId: '4711',
        startDate: '2024-01-01',
        endDate: '2024-12-31',
        isExcluded: true,
      }),
      heatingOil(3, {
        name: '=1+1',
        csvId: 'A-1',
        startDate: '2024-01-01',
        endDate: '2024-12-31',
        isExcluded: false,
      }),
    ]);
    expect(mapping.problems).toEqual([]);
  });

  it('reports every cell of a row that does not fit its column, and leaves the row out', () => {
    const mapping = mapTestRows([
      header,
      OIL,
      [...OIL, 'Bad', null, null, null, '2024-13-01', 'soon', 'perhaps'],
    ]);
    expect(mapping.rows).toEqual([heatingOil(2)]);
    expect(describeProblems(mapping)).toEqual([
      'Row 3: startDate must be a date such as 2024-12-31 or 31.12.2024, not "2024-13-01".',
      'Row 3: endDate must be a date such as 2024-12-31 or 31.12.2024, not "soon".',
      'Row 3: isExcluded must be yes or no, not "perhaps".',
    ]);
  });

  it('reads data sources: x ticks a source, a number is its share, other sources as text', () => {
    const mapping = mapTestRows([
      [
        ...OIL_HEADER,
        'sources.bills',
        'sources.tracking',
        'sources.hr-records',
        'sources.estimation',
        'sources.other',
      ],
      [...OIL, 'x', 60, 'nein', null, 'Meter readings'],
      [...OIL, null, null, null, 'lots', null],
    ]);
    expect(mapping.rows).toEqual([
      heatingOil(2, {
        sources: {
          types: [{ type: 'bills' }, { type: 'tracking', percentShare: 60 }],
          otherDataSources: 'Meter readings',
        },
      }),
    ]);
    expect(describeProblems(mapping)).toEqual([
      'Row 3: sources.estimation must be x or a share from 0 to 100, not "lots".',
    ]);
  });

  it('reads readableSelector, mergeWithDatabaseEmission, level.2-4 and the other factor columns and ignores them', () => {
    const mapping = mapTestRows([
      [
        ...OIL_HEADER,
        'readableSelector',
        'mergeWithDatabaseEmission',
        'level.2',
        'indirect.factor',
        'indirect.source',
      ],
      [...OIL, 'Fuel > Heating', 'true', 'x', 0.5, 'DEFRA'],
    ]);
    expect(mapping).toEqual({ rows: [heatingOil(2)], problems: [], numBlankRows: 0 });
  });
});
