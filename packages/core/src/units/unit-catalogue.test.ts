import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from '../currency/currencies.ts';
import { getUnit, getUnitCategory, getUnitsOfCategory, requireUnit, UNITS } from './unit-catalogue.ts';
import { UNIT_CATEGORIES } from './unit-categories.ts';
import type { UnitCategoryId } from './unit-types.ts';

// Every unit with a fixed factor and the exact double it must carry. Where the factor is not a finite
// decimal the literal is the double nearest to the exact quotient, written next to it.
const FIXED_FACTORS: readonly (readonly [string, UnitCategoryId, number])[] = [
  ['m2', 'area', 1],
  ['ft2', 'area', 0.09290304],
  ['ha', 'area', 10000],
  ['GB', 'data', 1],
  ['GB/hour', 'dataPerTime', 1],
  ['km', 'distance', 1],
  ['m', 'distance', 0.001],
  ['ft', 'distance', 0.0003048],
  ['mi', 'distance', 1.609344],
  ['employee', 'employee', 1],
  ['kWh', 'energy', 1],
  ['MWh', 'energy', 1000],
  ['Wh', 'energy', 0.001],
  ['MJ', 'energy', 0.2777777777777778], // 1 / 3.6
  ['GJ', 'energy', 277.77777777777777], // 1000 / 3.6
  ['therm', 'energy', 29.307107017222222], // 100,000 Btu(IT) = 105.505585262 MJ / 3.6
  ['btu', 'energy', 0.0002930710701722222], // 1055.05585262 J / 3 600 000
  ['mmBtu', 'energy', 293.0710701722222], // 1055.05585262 / 3.6
  ['flight', 'flight', 1],
  ['t/mioEUR', 'intensity', 1],
  ['number', 'percent', 1],
  ['%', 'percent', 0.01],
  ['person', 'person', 1],
  ['piece', 'piece', 1],
  ['nights', 'piece', 1],
  ['unit', 'piece', 1],
  ['views', 'piece', 1],
  ['meal', 'piece', 1],
  ['deliveries', 'piece', 1],
  ['trips', 'piece', 1],
  ['hour', 'time', 1],
  ['min', 'time', 0.016666666666666666], // 1 / 60
  ['sec', 'time', 0.0002777777777777778], // 1 / 3600
  ['day', 'time', 24],
  ['year', 'time', 8760],
  ['m3', 'volume', 1],
  ['l', 'volume', 0.001],
  ['ml', 'volume', 0.000001],
  ['mioL', 'volume', 1000],
  ['mm3', 'volume', 1e-9],
  ['ft3', 'volume', 0.028316846592],
  ['galUS', 'volume', 0.003785411784],
  ['galImp', 'volume', 0.00454609],
  ['bbl', 'volume', 0.158987294928],
  ['kg', 'weight', 1],
  ['t', 'weight', 1000],
  ['g', 'weight', 0.001],
  ['mg', 'weight', 0.000001],
  ['lb', 'weight', 0.45359237],
  ['shortTon', 'weight', 907.18474],
  ['t.km', 'weightDistance', 1],
  ['kg.km', 'weightDistance', 0.001],
  ['shortTon.mi', 'weightDistance', 1.45997231821056], // 0.90718474 × 1.609344, exact
  ['p.km', 'personDistance', 1],
  ['p.mi', 'personDistance', 1.609344],
];

const RATE_DEPENDENT = CURRENCY_CODES.filter((code) => code !== 'EUR').map((code) => `t/mio${code}`);

describe('unit catalogue', () => {
  it.each(FIXED_FACTORS)('%s (%s) has conversion factor %s', (id, category, factor) => {
    const unit = requireUnit(id, category);
    expect(unit.category).toBe(category);
    expect(unit.conversionFactor).toBe(factor);
  });

  it.each(RATE_DEPENDENT)('%s has no fixed factor: it needs an exchange rate', (id) => {
    const unit = requireUnit(id, 'intensity');
    expect(unit.conversionFactor).toBeNull();
    expect(unit.conversion).toEqual({ kind: 'exchange-rate', currency: id.slice(5) });
  });

  it.each(['deliveries', 'trips'])('%s of intensity is a count label without a factor', (id) => {
    expect(requireUnit(id, 'intensity')).toMatchObject({
      conversionFactor: null,
      conversion: { kind: 'none' },
    });
  });

  it('lists every unit exactly once per category', () => {
    expect(UNITS).toHaveLength(FIXED_FACTORS.length + RATE_DEPENDENT.length + 2);
    const keys = UNITS.map((unit) => `${unit.category}/${unit.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the exact quotient behind factors that are not finite decimals', () => {
    expect(getUnit('therm')?.conversion).toEqual({
      kind: 'exact',
      factor: { numerator: '105.505585262', denominator: '3.6' },
    });
    expect(getUnit('btu')?.conversion).toEqual({
      kind: 'exact',
      factor: { numerator: '1055.05585262', denominator: '3600000' },
    });
  });

  it.each([
    ['area', 'm2', ['m2', 'ft2', 'ha']],
    ['distance', 'km', ['km', 'm', 'ft', 'mi']],
    ['energy', 'kWh', ['kWh', 'MWh', 'Wh', 'MJ', 'GJ', 'therm', 'btu', 'mmBtu']],
    ['percent', 'number', ['number', '%']],
    ['piece', 'piece', ['piece', 'nights', 'unit', 'views', 'meal', 'deliveries', 'trips']],
    ['time', 'hour', ['hour', 'min', 'sec', 'day', 'year']],
    ['volume', 'm3', ['m3', 'l', 'ml', 'mioL', 'mm3', 'ft3', 'galUS', 'galImp', 'bbl']],
    ['weight', 'kg', ['kg', 't', 'g', 'mg', 'lb', 'shortTon']],
    ['weightDistance', 't.km', ['t.km', 'kg.km', 'shortTon.mi']],
    ['personDistance', 'p.km', ['p.km', 'p.mi']],
  ] as const)('%s has base %s first, then its other units', (category, base, ids) => {
    expect(getUnitCategory(category)?.baseUnit).toBe(base);
    const units = getUnitsOfCategory(category);
    expect(units.map((unit) => unit.id)).toEqual(ids);
    expect(units.map((unit) => unit.isBase)).toEqual(ids.map((id) => id === base));
  });

  it('lists the intensity units: t/mio for each of the 22 currencies, then deliveries and trips', () => {
    const ids = getUnitsOfCategory('intensity').map((unit) => unit.id);
    expect(ids).toEqual([...CURRENCY_CODES.map((code) => `t/mio${code}`), 'deliveries', 'trips']);
  });

  it('gives every category a base unit that exists in it with factor 1', () => {
    expect(UNIT_CATEGORIES).toHaveLength(16);
    for (const category of UNIT_CATEGORIES) {
      expect(requireUnit(category.baseUnit, category.id)).toMatchObject({
        isBase: true,
        conversionFactor: 1,
      });
    }
  });

  it.each([
    ['l', 'litre', 'Liter'],
    ['t', 'tonne', 'Tonne'],
    ['kWh', 'kilowatt hour', 'Kilowattstunde'],
    ['galImp', 'imperial gallon', 'Imperiale Gallone'],
    ['t/mioUSD', 'tonnes per million USD', 'Tonnen pro Mio. USD'],
  ])('labels %s as "%s" in English and "%s" in German', (id, en, de) => {
    expect(getUnit(id)?.labels).toEqual({ en, de });
  });

  it('gives every unit a non-empty English and German label', () => {
    for (const unit of UNITS) {
      expect(unit.labels.en.length).toBeGreaterThan(0);
      expect(unit.labels.de.length).toBeGreaterThan(0);
    }
  });

  it('reads deliveries and trips as piece counts unless the intensity category is asked for', () => {
    expect(getUnit('deliveries')?.category).toBe('piece');
    expect(getUnit('trips', 'intensity')?.category).toBe('intensity');
  });

  it('answers undefined for an unknown id and matches ids case-sensitively', () => {
    expect(getUnit('furlong')).toBeUndefined();
    expect(getUnit('mwh')).toBeUndefined();
    expect(getUnit('kg', 'distance')).toBeUndefined();
    expect(() => requireUnit('furlong')).toThrow('Unknown unit "furlong"');
  });

  it('throws for an unknown category', () => {
    expect(() => getUnitsOfCategory('speed' as UnitCategoryId)).toThrow('Unknown unit category "speed"');
  });

  it('keeps unit definitions JSON-serialisable for the API', () => {
    expect(JSON.parse(JSON.stringify(UNITS))).toEqual(UNITS);
  });
});
