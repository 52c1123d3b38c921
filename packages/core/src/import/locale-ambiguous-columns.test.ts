import { describe, expect, it } from 'vitest';
import { listLocaleAmbiguousColumns } from './locale-ambiguous-columns.ts';

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
