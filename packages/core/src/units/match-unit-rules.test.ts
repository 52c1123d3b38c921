import { describe, expect, it } from 'vitest';
import { matchUnit } from './match-unit.ts';

describe('matchUnit rules', () => {
  it.each([
    ['m³', 'm3'],
    ['M3', 'm3'],
    ['ft²', 'ft2'],
    ['ft³', 'ft3'],
    ['m^2', 'm2'],
    ['  kWh  ', 'kWh'],
    ['k W h', 'kWh'],
    ['t.km', 't.km'],
    ['t·km', 't.km'],
    ['tkm', 't.km'],
    ['TONNE-KM', 't.km'],
    ['p.km', 'p.km'],
    ['mL', 'ml'],
    ['GJ', 'GJ'],
    ['gj', 'GJ'],
    ['%', '%'],
    ['Nm³', 'm3'],
    ['م٣', 'm3'],
  ])('normalises "%s" to %s', (text, unitId) => {
    expect(matchUnit(text)?.unitId).toBe(unitId);
  });

  it.each([
    'furlong',
    'stone',
    'kcal',
    'cm',
    'kt',
    'nautical mile',
    'long ton',
    'thermie',
    'x',
    '',
    '   ',
    '...',
  ])('answers undefined for unknown text "%s"', (text) => {
    expect(matchUnit(text)).toBeUndefined();
  });

  it.each([
    ['mt', 'metric ton or megatonne'],
    ['MBtu', 'thousand or million Btu'],
    ['Mg', 'megagram, not milligram'],
    ['Ml', 'megalitre, not millilitre'],
    ['ML', 'megalitre, not millilitre'],
    ['Mm3', 'million m³, not mm³'],
    ['Gb', 'gigabit, not gigabyte'],
    ['vol', 'French flight or "volume"'],
    ['lot', 'Polish flight or a batch'],
    ['vat', 'Dutch barrel or the tax'],
  ])('answers undefined for the ambiguous "%s" (%s)', (text) => {
    expect(matchUnit(text)).toBeUndefined();
  });

  it('resolves deliberate readings: ton is metric, gallon is US, barrel is the oil barrel', () => {
    expect(matchUnit('tons')?.unitId).toBe('t');
    expect(matchUnit('gallon')?.unitId).toBe('galUS');
    expect(matchUnit('barrel')?.unitId).toBe('bbl');
    expect(matchUnit('therm')?.unitId).toBe('therm');
    expect(matchUnit('mg')?.unitId).toBe('mg');
    expect(matchUnit('MG')?.unitId).toBe('mg');
  });

  it('restricts matches to a category when one is given', () => {
    expect(matchUnit('litres', 'volume')).toEqual({ unitId: 'l', category: 'volume' });
    expect(matchUnit('litres', 'weight')).toBeUndefined();
    expect(matchUnit('Lieferungen')).toEqual({ unitId: 'deliveries', category: 'piece' });
    expect(matchUnit('Lieferungen', 'intensity')).toEqual({ unitId: 'deliveries', category: 'intensity' });
    expect(matchUnit('trips', 'intensity')).toEqual({ unitId: 'trips', category: 'intensity' });
  });

  it('matches t/mio units for every currency, also with the € and £ signs', () => {
    expect(matchUnit('t/mio JPY')?.unitId).toBe('t/mioJPY');
    expect(matchUnit('Tonnen pro Mio. CHF')?.unitId).toBe('t/mioCHF');
    expect(matchUnit('t/Mio. €')?.unitId).toBe('t/mioEUR');
    expect(matchUnit('tonnes per million £')?.unitId).toBe('t/mioGBP');
  });
});
