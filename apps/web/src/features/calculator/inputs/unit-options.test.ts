import { describe, expect, it } from 'vitest';
import { formatDecimalInput, getBaseUnitLabel, listUnitOptions, parseDecimalInput } from './unit-options.ts';

describe('listUnitOptions', () => {
  it('lists the units of the category, base unit first', () => {
    const units = listUnitOptions({ unitCategory: 'energy', defaultUnit: 'kWh' }, 'en');
    expect(units[0]?.value).toBe('kWh');
    expect(units.map((unit) => unit.value)).toEqual(expect.arrayContaining(['MWh', 'MJ', 'GJ']));
  });

  it('lists the currencies for a spend input, labelled in the language', () => {
    const en = listUnitOptions({ unitCategory: 'currency', defaultUnit: 'EUR' }, 'en');
    const de = listUnitOptions({ unitCategory: 'currency', defaultUnit: 'EUR' }, 'de');
    expect(en).toHaveLength(22);
    expect(en[0]).toEqual({ value: 'EUR', label: 'EUR (Euros)' });
    expect(de[2]).toEqual({ value: 'USD', label: 'USD (US-Dollar)' });
  });

  it('keeps a stored unit the list does not have, first', () => {
    const units = listUnitOptions({ unitCategory: 'weight', defaultUnit: 'kg' }, 'en', 'stone');
    expect(units[0]).toEqual({ value: 'stone', label: 'stone' });
    expect(listUnitOptions({ unitCategory: 'weight', defaultUnit: 'kg' }, 'en', 'kg')[0]?.value).toBe('kg');
  });

  it('offers the default unit for an unknown category', () => {
    expect(listUnitOptions({ unitCategory: 'mystery', defaultUnit: 'x' }, 'en')).toEqual([
      { value: 'x', label: 'x' },
    ]);
  });
});

describe('getBaseUnitLabel', () => {
  it.each([
    ['energy', 'kilowatt hour'],
    ['weight', 'kilogram'],
    ['currency', 'EUR'],
    ['unknown', 'unknown'],
    [undefined, ''],
  ])('%s → %s', (category, label) => {
    expect(getBaseUnitLabel(category, 'en')).toBe(label);
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['1,234.5', 1234.5],
    ['1.234,5', 1234.5],
    ['1 234,5', 1234.5],
    ['-3', -3],
    ['.5', 0.5],
    ['1e3', 1000],
    ['12,', 12],
    ['abc', undefined],
    ['1,2,3', 123],
    ['1..2', undefined],
  ])('%j → %j', (text, expected) => {
    expect(parseDecimalInput(text)).toBe(expected);
  });
});

describe('formatDecimalInput', () => {
  it.each([
    [1234.5, 'en', '1234.5'],
    [1234.5, 'de', '1234,5'],
    [null, 'en', ''],
    [Number.NaN, 'de', ''],
  ] as const)('%s in %s → %j', (value, lang, text) => {
    expect(formatDecimalInput(value, lang)).toBe(text);
  });
});
