import { describe, expect, it } from 'vitest';
import { convertFromBase, convertToBase, convertUnit } from './convert-unit.ts';
import { UNITS } from './unit-catalogue.ts';
import { UnitConversionError } from './unit-errors.ts';

describe('convertToBase', () => {
  it.each([
    [2, 'MWh', 2000],
    [1500, 'Wh', 1.5],
    [3.6, 'MJ', 1],
    [36, 'GJ', 10000],
    [10, 'therm', 293.0710701722222], // 10 × 100,000 Btu(IT) = 1 mmBtu; 1 therm = 29.3071 kWh (DESNZ, EPA)
    [1, 'mmBtu', 293.0710701722222],
    [1000000, 'btu', 293.0710701722222],
    [500, 'm', 0.5],
    [1, 'mi', 1.609344],
    [1000, 'ft', 0.3048],
    [1, 'ha', 10000],
    [100, 'ft2', 9.290304],
    [1000, 'l', 1],
    [2.5, 'mioL', 2500],
    [1, 'bbl', 0.158987294928],
    [1, 'galUS', 0.003785411784],
    [1, 'galImp', 0.00454609],
    [1.5, 't', 1500],
    [250, 'g', 0.25],
    [1, 'lb', 0.45359237],
    [1, 'shortTon', 907.18474],
    [90, 'min', 1.5],
    [7200, 'sec', 2],
    [1, 'year', 8760],
    [50, '%', 0.5],
    [1000, 'kg.km', 1],
    [100, 'p.mi', 160.9344],
    [0, 'MWh', 0],
    [-2, 'MWh', -2000],
  ])('%s %s is %s in the base unit', (value, unitId, expected) => {
    expect(convertToBase(value, unitId)).toBe(expected);
  });

  it('converts back from the base unit', () => {
    expect(convertFromBase(2000, 'MWh')).toBe(2);
    expect(convertFromBase(1, 'MJ')).toBe(3.6);
    expect(convertFromBase(1.609344, 'mi')).toBe(1);
  });
});

describe('convertUnit', () => {
  it.each([
    [1, 'bbl', 'galUS', 42],
    [1, 'galUS', 'l', 3.785411784],
    [1, 'MJ', 'GJ', 0.001],
    [1, 'GJ', 'MJ', 1000],
    [1, 'mmBtu', 'GJ', 1.05505585262],
    [1, 'therm', 'MJ', 105.505585262],
    [10, 'therm', 'mmBtu', 1],
    [1.1, 'MWh', 'kWh', 1100],
    [0.1, 'km', 'm', 100],
    [1, 'mi', 'ft', 5280],
    [1, 'shortTon', 'lb', 2000],
    [1, 'shortTon', 't', 0.90718474],
    [1, 'day', 'min', 1440],
    [1, 'year', 'day', 365],
    [1, 'ft3', 'l', 28.316846592],
    [1, 'galImp', 'galUS', 1.200949925504855], // 4.54609 / 3.785411784, nearest double
    [3, 'nights', 'piece', 3],
    [1, 'shortTon.mi', 't.km', 1.45997231821056],
  ])('%s %s is %s %s', (value, from, to, expected) => {
    expect(convertUnit(value, from, to)).toBe(expected);
  });

  it('keeps values exact where a plain double product would not be', () => {
    // Multiplying the doubles gives 1004.9999999999999 and 56.99999999999999.
    expect(1.005 * 1000).not.toBe(1005);
    expect(0.57 / 0.01).not.toBe(57);
    expect(convertUnit(1.005, 'MWh', 'kWh')).toBe(1005);
    expect(convertFromBase(0.57, '%')).toBe(57);
  });

  it('returns the value unchanged for the same unit', () => {
    expect(convertUnit(12.34, 'kg', 'kg')).toBe(12.34);
    expect(convertUnit(7, 'deliveries', 'deliveries', { category: 'intensity' })).toBe(7);
  });

  it('throws a clear error for units of different categories', () => {
    expect(() => convertUnit(1, 'kg', 'km')).toThrow(
      'Cannot convert "kg" (weight) to "km" (distance): different unit categories',
    );
    expect(() => convertUnit(1, 'kWh', 'l')).toThrow(UnitConversionError);
    expect(() => convertUnit(1, 'deliveries', 't/mioEUR')).toThrow(/different unit categories/);
  });

  it('throws for an unknown unit and for a value that is not a finite number', () => {
    expect(() => convertUnit(1, 'kg', 'stone')).toThrow('Unknown unit "stone"');
    expect(() => convertToBase(Number.NaN, 'kg')).toThrow('not a finite number');
    expect(() => convertUnit(Number.POSITIVE_INFINITY, 'kg', 't')).toThrow(UnitConversionError);
  });

  it('needs an exchange rate for t/mio units of currencies other than EUR', () => {
    expect(() => convertUnit(1, 't/mioUSD', 't/mioEUR')).toThrow(
      '"t/mioUSD" needs the USD per EUR exchange rate',
    );
    // 1 t per million USD, with 1.08238 USD per EUR: a million EUR is 1.08238 million USD.
    expect(convertUnit(1, 't/mioUSD', 't/mioEUR', { unitsPerEur: { USD: 1.08238 } })).toBe(1.08238);
    expect(convertUnit(2, 't/mioGBP', 't/mioUSD', { unitsPerEur: { GBP: 0.8, USD: 1.6 } })).toBe(1);
  });

  it('refuses to convert count-like intensity units to monetary intensity', () => {
    expect(() => convertUnit(1, 'trips', 't/mioEUR', { category: 'intensity' })).toThrow(
      '"trips" (intensity) is a count label with no factor',
    );
  });
});

describe('round trips', () => {
  const convertible = UNITS.filter((unit) => unit.conversion.kind === 'exact');
  const pairs = convertible.flatMap((from) =>
    convertible
      .filter((to) => to.category === from.category && to.id !== from.id)
      .map((to) => [from.id, to.id, from.category] as const),
  );

  it.each(pairs)('%s → %s → %s returns the start value', (from, to, category) => {
    for (const value of [1, 0.5, 1234.5678, 1e-6]) {
      const back = convertUnit(convertUnit(value, from, to, { category }), to, from, { category });
      // Exact unless the intermediate needs more digits than a double holds: then within 2 ulp.
      expect(Math.abs(back - value) / value).toBeLessThanOrEqual(4.5e-16);
    }
  });

  it.each([
    [12.5, 'ft', 'm'],
    [3, 'bbl', 'l'],
    [42, 'mi', 'km'],
    [0.75, 'lb', 'g'],
    [2.5, 'mioL', 'ml'],
  ])('%s %s → %s → back is exact for decimal factors', (value, from, to) => {
    expect(convertUnit(convertUnit(value, from, to), to, from)).toBe(value);
  });
});
