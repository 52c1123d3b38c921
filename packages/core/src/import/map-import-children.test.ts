import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_CHILDREN } from './bulk-import-columns.ts';
import { describeProblems, mapTestRows } from './import-test-form.ts';
import type { CellValue } from './spreadsheet-table.ts';

const HEADER = [
  'c1',
  'level.0',
  'name',
  'amounts.0.value',
  'child.name',
  'child.level.0',
  'child.amounts.0.value',
  'child.amounts.0.unit',
  'child.amounts.1.value',
];
const PARENT = ['events', 'catering', 'Summer party', 1];

function child(formOptionId: string, name: string, amounts: object[]) {
  return {
    formOptionId,
    name,
    isMarkedComplete: true,
    emissionActivityInputs: amounts,
    generatedFromFile: 'upload.xlsx',
  };
}

const childrenOf = (rows: CellValue[][]) =>
  mapTestRows([HEADER, ...rows]).rows.map((row) => row.children ?? []);

describe('mapImportRows: sub-rows', () => {
  it('merges lines that repeat their parent into one result and combines their sub-rows', () => {
    const mapping = mapTestRows([
      HEADER,
      PARENT,
      [...PARENT, 'Burgers', 'meal-meat', 120, 'Stück'],
      [...PARENT, 'Salads', 'Vegetarian meal', 80, 'piece', 75],
    ]);
    expect(mapping.rows.map(({ sheetRow, name, children }) => ({ sheetRow, name, children }))).toEqual([
      {
        sheetRow: 2,
        name: 'Summer party',
        children: [
          child('meal-meat', 'Burgers', [{ fieldId: 'meals', value: 120, unit: 'piece' }]),
          child('meal-veg', 'Salads', [
            { fieldId: 'meals', value: 80, unit: 'piece' },
            { fieldId: 'guests', value: 75, unit: 'person' },
          ]),
        ],
      },
    ]);
    expect(mapping.problems).toEqual([]);
  });

  it('makes a result from sub-row lines alone, and a new result when the parent content differs', () => {
    const children = childrenOf([
      [...PARENT, 'Burgers', 'meal-meat', 120, 'piece'],
      [...PARENT, 'Wraps', 'meal-meat', 30, 'piece'],
      ['events', 'catering', 'Winter party', 1, 'Soup', 'meal-veg', 50, 'piece'],
    ]);
    expect(children.map((list) => list.map((entry) => entry.name))).toEqual([['Burgers', 'Wraps'], ['Soup']]);
  });

  it('adds each sub-row line to the latest identical parent, so repeated parents keep their own sub-rows', () => {
    const children = childrenOf([
      PARENT,
      [...PARENT, 'Burgers', 'meal-meat', 120, 'piece'],
      PARENT,
      [...PARENT, 'Wraps', 'meal-meat', 30, 'piece'],
    ]);
    expect(children.map((list) => list.map((entry) => entry.name))).toEqual([['Burgers'], ['Wraps']]);
  });

  it('takes the only sub-row type of a row type when child.level.0 is empty', () => {
    const children = childrenOf([['events', 'venue', 'Hall', 1, 'Lunch', null, 40, 'piece']]);
    expect(children).toEqual([
      [child('venue-meal', 'Lunch', [{ fieldId: 'meals', value: 40, unit: 'piece' }])],
    ]);
  });

  const problemCases: { title: string; cells: CellValue[]; problem: string }[] = [
    {
      title: 'a sub-row without a name',
      cells: [...PARENT, null, 'meal-meat', 120, 'piece'],
      problem: 'Child row 2 was left out: a sub-row needs a name, a unit and a numeric value.',
    },
    {
      title: 'a sub-row without a unit',
      cells: [...PARENT, 'Burgers', 'meal-meat', 120, null],
      problem: 'Child row 2 was left out: a sub-row needs a name, a unit and a numeric value.',
    },
    {
      title: 'a sub-row whose value is no number',
      cells: [...PARENT, 'Burgers', 'meal-meat', 'many', 'piece'],
      problem: 'Child row 2 was left out: a sub-row needs a name, a unit and a numeric value.',
    },
    {
      title: 'a sub-row with a unit of another category',
      cells: [...PARENT, 'Burgers', 'meal-meat', 12, 'kg'],
      problem: 'Child row 2: the unit "kg" in child.amounts.0.unit is not a unit of piece.',
    },
    {
      title: 'an unknown sub-row type',
      cells: [...PARENT, 'Burgers', 'meal-fish', 12, 'piece'],
      problem: 'Child row 2: "meal-fish" is not a sub-row type of "Catering".',
    },
    {
      title: 'no sub-row type where there are several',
      cells: [...PARENT, 'Burgers', null, 12, 'piece'],
      problem: 'Child row 2: fill in child.level.0 with the type of the sub-row of "Catering".',
    },
    {
      title: 'a sub-row of a row type without sub-rows',
      cells: ['fuel', 'heating-oil', 'Tank', 1, 'Burgers', null, 12, 'piece'],
      problem: 'Child row 2: "Heating oil" has no sub-rows.',
    },
  ];
  it.each(problemCases)('keeps the parent but leaves out $title', ({ cells, problem }) => {
    const mapping = mapTestRows([HEADER, cells]);
    expect(mapping.rows.map((row) => row.children)).toEqual([[]]);
    expect(describeProblems(mapping)).toEqual([problem]);
  });

  it(`keeps at most ${MAX_IMPORT_CHILDREN} sub-rows per result`, () => {
    const lines = Array.from({ length: MAX_IMPORT_CHILDREN + 1 }, (_, index) => [
      ...PARENT,
      `Meal ${index + 1}`,
      'meal-meat',
      1,
      'piece',
    ]);
    const mapping = mapTestRows([HEADER, ...lines]);
    expect(mapping.rows[0]?.children?.length).toBe(MAX_IMPORT_CHILDREN);
    expect(describeProblems(mapping)).toEqual([
      'Child row 52 was left out: a row can have at most 50 sub-rows.',
    ]);
  });
});

describe('mapImportRows: import keys', () => {
  it('gives identical lines their own results and keys, the same in every run', () => {
    const table = [HEADER, PARENT, PARENT, ['events', 'catering', 'Other party', 1]];
    const first = mapTestRows(table);
    const keys = first.rows.map((row) => row.importKey);
    expect(first.rows.map((row) => row.sheetRow)).toEqual([2, 3, 4]);
    expect(new Set(keys).size).toBe(3);
    expect(mapTestRows(table).rows.map((row) => row.importKey)).toEqual(keys);
  });

  it('keys the content, not where it came from: the file name and the row number do not change the key', () => {
    const key = (rows: CellValue[][], fileName: string) =>
      mapTestRows([HEADER, ...rows], { fileName }).rows.map((row) => row.importKey);
    expect(key([[], PARENT], 'b.csv')).toEqual(key([PARENT], 'a.xlsx'));
  });

  it('changes the key when a sub-row changes', () => {
    const key = (meals: number) =>
      mapTestRows([HEADER, [...PARENT, 'Burgers', 'meal-meat', meals, 'piece']]).rows[0]?.importKey;
    expect(key(120)).not.toBe(key(121));
  });
});
