import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, parseCsv } from '../import/parse-csv.ts';
import { readCustomFactorCsv } from './custom-factor-csv.ts';

let counter = 0;
const options = {
  companyId: 'company-1',
  createId: () => {
    counter += 1;
    return `custom:${counter}`;
  },
  defaultEdition: '2025-05-01',
  defaultYear: 2025,
};

describe('parseCsv', () => {
  it.each([
    [
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a,b\r\n"x, y","say ""hi"""',
      [
        ['a', 'b'],
        ['x, y', 'say "hi"'],
      ],
    ],
    [
      '\ufeffa;b\n"1,5";2',
      [
        ['a', 'b'],
        ['1,5', '2'],
      ],
    ],
    ['a\n"two\nlines"', [['a'], ['two\nlines']]],
  ])('reads %j', (text, expected) => {
    expect(parseCsv(text)).toEqual(expected);
  });

  it('refuses stray and unterminated quotes, naming the line', () => {
    expect(() => parseCsv('a,b\n1,x"y')).toThrow(new CsvSyntaxError(2, 'quote inside an unquoted field'));
    expect(() => parseCsv('a\n"open')).toThrow(CsvSyntaxError);
  });
});

describe('readCustomFactorCsv', () => {
  it('reads a row into a normalized factor of source CUSTOM with defaults', () => {
    const { factors, issues } = readCustomFactorCsv(
      'level1,level2,activityUnit,value,scope\nFreight,Own trucks,t.km,0.105,Scope 1',
      options,
    );
    expect(issues).toEqual([]);
    expect(factors[0]).toMatchObject({
      source: 'CUSTOM',
      sourceName: 'Custom specified by company',
      kind: 'emissionFactor',
      edition: '2025-05-01',
      year: 2025,
      level0: 'Scope 1',
      level1: 'Freight',
      unitCategory: 'weightDistance',
      value: 0.105,
      scope: 1,
      sourceRowIds: ['row 2'],
      lineageKey: 'custom:company-1:row 2',
      basis: 'other',
    });
  });

  it.each([
    ['value', 'x', 'must be a number'],
    ['value', '', 'is required'],
    ['scope', '4', 'must be 1, 2 or 3'],
    ['activityUnit', 'parsec', 'must be one of'],
    ['region', 'not a region', 'must be a region code'],
    ['gwpSet', 'AR9', 'must be one of AR4, AR5, AR6'],
    ['scope3Category', '16', 'only Scope 3 factors have a category'],
  ])('reports column %s = %j: %s', (column, cell, message) => {
    const cells: Record<string, string> = {
      level1: 'Thing',
      activityUnit: 'kg',
      value: '1',
      scope: '1',
      region: '',
      gwpSet: '',
      scope3Category: '',
    };
    cells[column] = cell;
    const text = `${Object.keys(cells).join(',')}\n${Object.values(cells).join(',')}`;
    const { factors, issues } = readCustomFactorCsv(text, options);
    expect(factors).toEqual([]);
    expect(issues).toEqual([{ row: 2, column, message: expect.stringContaining(message) }]);
  });

  it.each([
    ['level1,activityUnit,value,scope\nA,kg,"1,234.5",1', undefined, 1234.5],
    ['level1;activityUnit;value;scope\nA;kg;0,177;1', undefined, 0.177],
    ['level1;activityUnit;value;scope\nA;kg;1.234,5;1', undefined, 1234.5],
    ['level1,activityUnit,value,scope\nA,kg,"0,177",1', 'de', 0.177],
    ['level1;activityUnit;value;scope\nA;kg;0.177;1', 'en', 0.177],
    ['level1,activityUnit,value,scope\nA,kg,1.5e-3,1', 'en', 0.0015],
  ] as const)(
    'reads the value of %j in the chosen locale %s (else by the delimiter)',
    (text, locale, value) => {
      const { factors, issues } = readCustomFactorCsv(text, { ...options, numberLocale: locale });
      expect(issues).toEqual([]);
      expect(factors.map((factor) => factor.value)).toEqual([value]);
    },
  );

  it.each([
    [
      'level1,activityUnit,value,scope\nA,kg,"0,177",1',
      'en',
      'must be a number with thousands grouped by 3 digits (English notation, as 1,234.5)',
    ],
    [
      'level1;activityUnit;value;scope\nA;kg;0.177;1',
      'de',
      'must be a number with thousands grouped by 3 digits (German notation, as 1.234,5)',
    ],
    [
      'level1;activityUnit;value;scope\nA;kg;1,2,3;1',
      undefined,
      'must be a number with one decimal mark (German notation, as 1.234,5)',
    ],
    ['level1,activityUnit,value,scope\nA,kg,NaN,1', undefined, 'must be a finite number'],
    [
      'level1,activityUnit,value,scope\nA,kg,2e15,1',
      undefined,
      'must be at most 1000000000000000 in magnitude',
    ],
  ] as const)('refuses the value of %j in %s, never guessing: %s', (text, locale, message) => {
    const { factors, issues } = readCustomFactorCsv(text, { ...options, numberLocale: locale });
    expect(factors).toEqual([]);
    expect(issues).toEqual([{ row: 2, column: 'value', message }]);
  });

  it('reports every bad row, not only the first', () => {
    const text = 'level1,activityUnit,value,scope\nA,kg,1,1\nB,kg,x,1\nC,kg,2,1\nD,kg,y,1';
    expect(readCustomFactorCsv(text, options).issues.map((issue) => issue.row)).toEqual([3, 5]);
  });

  it('refuses a file without factor rows or with broken quoting', () => {
    expect(readCustomFactorCsv('level1,activityUnit,value,scope\n', options).issues[0]?.message).toBe(
      'the file has no factor rows',
    );
    expect(
      readCustomFactorCsv('level1,activityUnit,value,scope\n"A,kg,1,1', options).issues[0],
    ).toMatchObject({
      column: null,
    });
  });
});
