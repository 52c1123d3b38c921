import { describe, expect, it } from 'vitest';
import { listLocaleAmbiguousColumns, surveyTextNumbers } from './locale-ambiguous-columns.ts';

const findFileNumberLocale = (table: Parameters<typeof surveyTextNumbers>[0]) =>
  surveyTextNumbers(table).fileLocale;

describe('listLocaleAmbiguousColumns', () => {
  it('flags number columns whose text reads as different numbers in en and de, with the first cell', () => {
    const table = {
      rows: [
        ['c1', 'name', 'amounts.0.value', 'amounts.1.value', 'genericInputs.spendYear', 'sources.bills'],
        ['fuel', '1,234', '2,5', '120,000', '2023', 'x'],
        ['fuel', 'Plant 1.500', 1234.5, '1.500', '2024', '12.500 %'],
        ['fuel', null, '1.234,5', '7', null, null],
      ],
    };
    expect(listLocaleAmbiguousColumns(table)).toEqual([
      {
        column: 'amounts.1.value',
        sheetRow: 2,
        text: '120,000',
        readings: { en: 120000, de: 120 },
        numCells: 2,
      },
      {
        column: 'sources.bills',
        sheetRow: 3,
        text: '12.500',
        readings: { en: 12.5, de: 12500 },
        numCells: 1,
      },
    ]);
  });

  it('flags nothing when every number reads the same or in one locale only', () => {
    const table = { rows: [['amounts.0.value'], ['1,5'], ['1.5'], [1500], ['1500'], ['1.234,5']] };
    expect(listLocaleAmbiguousColumns(table)).toEqual([]);
  });
});

describe('surveyTextNumbers: the locale a file is written in', () => {
  it('reads the app\'s own CSV export as English: "1234.5" only English takes, "2.125" both', () => {
    const exported = {
      rows: [
        ['_id', 'name', 'amounts.0.value', 'amounts.0.conversionFactor'],
        ['a', 'Grid 1.500', '1234.5', '1'],
        ['b', 'Boiler', '2.125', '0.001'],
      ],
    };
    expect(findFileNumberLocale(exported)).toBe('en');
  });

  it('reads a file German Excel saved as German', () => {
    const table = {
      rows: [
        ['amounts.0.value', 'sources.bills'],
        ['1234,5', '12,5 %'],
        ['2.125', null],
      ],
    };
    expect(findFileNumberLocale(table)).toBe('de');
  });

  it('says nothing when every number reads in both, none is text, or the file mixes both ways', () => {
    expect(
      findFileNumberLocale({ rows: [['amounts.0.value'], ['2.125'], ['1,500'], ['7']] }),
    ).toBeUndefined();
    expect(findFileNumberLocale({ rows: [['amounts.0.value'], [1234.5], [null]] })).toBeUndefined();
    expect(findFileNumberLocale({ rows: [['amounts.0.value'], ['1234.5'], ['1234,5']] })).toBeUndefined();
    // Text outside the number columns tells nothing.
    expect(
      findFileNumberLocale({
        rows: [
          ['name', 'amounts.0.value'],
          ['1234.5', '7'],
        ],
      }),
    ).toBeUndefined();
  });
});
