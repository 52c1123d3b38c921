import { describe, expect, it } from 'vitest';
import { calculateEquivalents, formatEquivalentCount } from './equivalents.ts';

describe('calculateEquivalents', () => {
  it.each([
    {
      kg: 0,
      expected: {
        employees: 0,
        flightsNycToLondon: 0,
        tripsAroundTheWorldByCar: 0,
        averageUsFootprintsPerPerson: 0,
      },
    },
    {
      kg: 3000,
      expected: {
        employees: 1,
        flightsNycToLondon: 3000 / 1022,
        tripsAroundTheWorldByCar: 3000 / 6831,
        averageUsFootprintsPerPerson: 3000 / 14700,
      },
    },
    {
      kg: 14700,
      expected: {
        employees: 4.9,
        flightsNycToLondon: 14700 / 1022,
        tripsAroundTheWorldByCar: 14700 / 6831,
        averageUsFootprintsPerPerson: 1,
      },
    },
    {
      kg: 6831 * 1022,
      expected: {
        employees: (6831 * 1022) / 3000,
        flightsNycToLondon: 6831,
        tripsAroundTheWorldByCar: 1022,
        averageUsFootprintsPerPerson: (6831 * 1022) / 14700,
      },
    },
    {
      kg: Number.NaN,
      expected: {
        employees: 0,
        flightsNycToLondon: 0,
        tripsAroundTheWorldByCar: 0,
        averageUsFootprintsPerPerson: 0,
      },
    },
  ])('expresses $kg kg in references', ({ kg, expected }) => {
    expect(calculateEquivalents(kg)).toEqual(expected);
  });

  it('gives the reference values in kg CO2 per unit', () => {
    expect(calculateEquivalents(1022).flightsNycToLondon).toBe(1);
    expect(calculateEquivalents(6831).tripsAroundTheWorldByCar).toBe(1);
    expect(calculateEquivalents(3000).employees).toBe(1);
    expect(calculateEquivalents(14700).averageUsFootprintsPerPerson).toBe(1);
  });
});

describe('formatEquivalentCount', () => {
  it.each([
    { count: 2.7, en: '2.70', de: '2,70' },
    { count: 0, en: '0.00', de: '0,00' },
    { count: 333_333.333, en: '333,333.33', de: '333.333,33' },
    { count: 3_333_333.33, en: '3.33e+6', de: '3,33e+6' },
    { count: Number.NaN, en: '–', de: '–' },
  ])('shows $count as $en / $de', ({ count, en, de }) => {
    expect(formatEquivalentCount(count, 'en')).toBe(en);
    expect(formatEquivalentCount(count, 'de')).toBe(de);
  });
});
