import { formatStoredNumber } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { formatDecimalInput, getBaseUnitLabel, listUnitOptions, readTypedNumber } from './unit-options.ts';

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

describe('readTypedNumber', () => {
  it.each([
    ['', 'en', { value: null }],
    ['  ', 'de', { value: null }],
    ['12', 'en', { value: 12 }],
    ['120,000', 'en', { value: 120000 }],
    ['120.000,5', 'de', { value: 120000.5 }],
    ['120,000', 'de', { value: 120 }],
    ['12.5', 'en', { value: 12.5 }],
    ['12,5', 'de', { value: 12.5 }],
    ['1 234,5', 'de', { value: 1234.5 }],
    ['-3', 'en', { value: -3 }],
    ['1e3', 'de', { value: 1000 }],
    ['12,5', 'en', { problem: 'misplacedGroup' }],
    ['1.234,5', 'en', { problem: 'misplacedGroup' }],
    ['12a', 'en', { problem: 'letters' }],
    ['abc', 'de', { problem: 'letters' }],
    ['1,2,3', 'de', { problem: 'twoDecimalMarks' }],
    ['1..2', 'en', { problem: 'twoDecimalMarks' }],
    ['1e400', 'en', { problem: 'notFinite' }],
  ] as const)('%j in %s → %j', (text, lang, expected) => {
    expect(readTypedNumber(text, lang)).toEqual(expected);
  });

  it('refuses a negative value only where the field takes none', () => {
    expect(readTypedNumber('-3', 'en', true)).toEqual({ problem: 'negative' });
    expect(readTypedNumber('-3', 'en', false)).toEqual({ value: -3 });
    expect(readTypedNumber('0', 'de', true)).toEqual({ value: 0 });
  });
});

describe('formatDecimalInput', () => {
  it.each([
    [1234.5, 'en', '1\u202f234.5'],
    [1234.5, 'de', '1\u202f234,5'],
    [120000, 'en', '120\u202f000'],
    [0.5, 'de', '0,5'],
    [null, 'en', ''],
    [Number.NaN, 'de', ''],
  ] as const)('%s in %s → %j', (value, lang, text) => {
    expect(formatDecimalInput(value, lang)).toBe(text);
  });

  it('writes a saved amount as its echo did before saving, and reads back the same number', () => {
    for (const lang of ['en', 'de'] as const) {
      for (const value of [120000, 120000.5, 1234567.891, 0.000123, 7]) {
        const text = formatDecimalInput(value, lang);
        expect(`= ${text} kWh`).toBe(`= ${formatStoredNumber(value, lang)} kWh`);
        expect(readTypedNumber(text, lang, true)).toEqual({ value });
      }
    }
  });
});
