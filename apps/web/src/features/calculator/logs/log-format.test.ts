import { describe, expect, it } from 'vitest';
import { formatLogValue, listChangedFields } from './log-format.ts';

const words = { yes: 'yes', no: 'no' };

describe('log format', () => {
  it('lists the changed fields of an update, and every field of a created or deleted record', () => {
    expect(listChangedFields({ kgCo2e: 200 }, { kgCo2e: 500 })).toEqual([
      { field: 'kgCo2e', before: 200, after: 500 },
    ]);
    expect(listChangedFields(null, { name: 'Boiler', isExcluded: false })).toEqual([
      { field: 'name', before: null, after: 'Boiler' },
      { field: 'isExcluded', before: null, after: false },
    ]);
    expect(listChangedFields({ name: 'Boiler' }, null)).toEqual([
      { field: 'name', before: 'Boiler', after: null },
    ]);
    // A created record's empty fields say nothing and are left out.
    expect(
      listChangedFields(null, { name: '', notes: null, genericInputs: {}, sections: [], isExcluded: false }),
    ).toEqual([{ field: 'isExcluded', before: null, after: false }]);
  });

  it.each([
    [null, 'en', '—'],
    ['', 'en', '—'],
    [2500.5, 'en', '2,500.5'],
    [2500.5, 'de', '2.500,5'],
    [true, 'en', 'yes'],
    [[{ fieldId: 'energy', value: 2500, unit: 'kWh' }], 'en', 'energy: 2,500 kWh'],
    [
      ['DESNZ 2025: 0.18 kg/kWh', 'IEA 2024: 0.2 kg/kWh'],
      'en',
      'DESNZ 2025: 0.18 kg/kWh; IEA 2024: 0.2 kg/kWh',
    ],
    [{ kind: 'number', value: 42, unit: 'xbrli:pure' }, 'en', '42'],
    [{ kind: 'number', value: 1200, unit: 'iso4217:EUR' }, 'de', '1.200 iso4217:EUR'],
    [{ factor: 0.2, source: 'Supplier' }, 'en', '{"factor":0.2,"source":"Supplier"}'],
  ])('shows %j in %s as %s', (value, locale, text) => {
    expect(formatLogValue(value, locale, words)).toBe(text);
  });
});
