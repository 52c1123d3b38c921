import { describe, expect, it } from 'vitest';
import { formatEnergy, formatPercent, listEquivalents } from './analyze-format.ts';

describe('formatPercent', () => {
  it.each([
    { percent: 12.5, en: '12.50%', de: '12,50 %' },
    { percent: 100 / 3, en: '33.33%', de: '33,33 %' },
    { percent: 0, en: '0.00%', de: '0,00 %' },
    { percent: Number.NaN, en: '–', de: '–' },
  ])('shows $percent as "$en" / "$de"', ({ percent, en, de }) => {
    expect(formatPercent(percent, 'en')).toBe(en);
    expect(formatPercent(percent, 'de')).toBe(de);
  });
});

describe('formatEnergy', () => {
  it.each([
    { kwh: 0, en: '0 kWh', de: '0 kWh' },
    { kwh: 999.994, en: '999.99 kWh', de: '999,99 kWh' },
    { kwh: 1000, en: '1.00 MWh', de: '1,00 MWh' },
    { kwh: 22_500, en: '22.50 MWh', de: '22,50 MWh' },
    { kwh: 12345.678, en: '12.35 MWh', de: '12,35 MWh' },
    { kwh: 2_500_000, en: '2,500.00 MWh', de: '2.500,00 MWh' },
    { kwh: Number.POSITIVE_INFINITY, en: '–', de: '–' },
  ])('shows $kwh kWh as "$en" / "$de"', ({ kwh, en, de }) => {
    expect(formatEnergy(kwh, 'en')).toBe(en);
    expect(formatEnergy(kwh, 'de')).toBe(de);
  });
});

describe('listEquivalents', () => {
  it('lists the four references of the spec with their kg CO2 per unit', () => {
    expect(listEquivalents(14700)).toEqual([
      { key: 'employees', count: 4.9, kgPerUnit: 3000 },
      { key: 'flightsNycToLondon', count: 14700 / 1022, kgPerUnit: 1022 },
      { key: 'tripsAroundTheWorldByCar', count: 14700 / 6831, kgPerUnit: 6831 },
      { key: 'averageUsFootprintsPerPerson', count: 1, kgPerUnit: 14700 },
    ]);
  });
});
