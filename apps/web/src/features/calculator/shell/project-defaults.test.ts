import { describe, expect, it } from 'vitest';
import {
  getDefaultPeriod,
  getNextYearPeriod,
  listRegionOptions,
  parseSurchargePercent,
  pickDefaultRegion,
  shiftIsoDateByYears,
} from './project-defaults.ts';

describe('getDefaultPeriod', () => {
  it.each([
    [new Date(2026, 2, 15), { startDate: '2025-01-01', endDate: '2025-12-31' }],
    [new Date(2026, 0, 1), { startDate: '2025-01-01', endDate: '2025-12-31' }],
    [new Date(2025, 11, 31), { startDate: '2024-01-01', endDate: '2024-12-31' }],
  ])('on %s is the previous calendar year', (today, expected) => {
    expect(getDefaultPeriod(today)).toEqual(expected);
  });
});

describe('shiftIsoDateByYears', () => {
  it.each([
    ['2025-01-01', 1, '2026-01-01'],
    ['2024-06-30', 1, '2025-06-30'],
    ['2024-02-29', 1, '2025-02-28'],
    ['2023-02-28', 1, '2024-02-28'],
    ['2025-12-31', -1, '2024-12-31'],
  ])('%s by %i years is %s', (date, years, expected) => {
    expect(shiftIsoDateByYears(date, years)).toBe(expected);
  });
});

describe('getNextYearPeriod', () => {
  const today = new Date(2026, 4, 1);

  it('follows the newest year', () => {
    const instances = [
      { startDate: '2024-01-01', endDate: '2024-12-31' },
      { startDate: '2025-01-01', endDate: '2025-12-31' },
      { startDate: '2023-01-01', endDate: '2023-12-31' },
    ];
    expect(getNextYearPeriod(instances, today)).toEqual({ startDate: '2026-01-01', endDate: '2026-12-31' });
  });

  it('keeps a financial year spanning two calendar years', () => {
    expect(getNextYearPeriod([{ startDate: '2024-07-01', endDate: '2025-06-30' }], today)).toEqual({
      startDate: '2025-07-01',
      endDate: '2026-06-30',
    });
  });

  it('is the previous calendar year without any instance', () => {
    expect(getNextYearPeriod([], today)).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });
});

describe('listRegionOptions', () => {
  const describe_ = (code: string) => `US eGRID ${code}`;

  it('adds GB when missing and appends the eGRID subregions', () => {
    const options = listRegionOptions([{ value: 'DE', label: 'Germany' }], describe_);
    expect(options.slice(0, 2)).toEqual([
      { value: 'DE', label: 'Germany' },
      { value: 'GB', label: 'GB' },
    ]);
    expect(options).toContainEqual({ value: 'US-CAMX', label: 'US eGRID CAMX' });
    expect(options.filter((option) => option.value.startsWith('US-'))).toHaveLength(27);
  });

  it('does not repeat GB', () => {
    const options = listRegionOptions([{ value: 'GB', label: 'United Kingdom' }], describe_);
    expect(options.filter((option) => option.value === 'GB')).toEqual([
      { value: 'GB', label: 'United Kingdom' },
    ]);
  });
});

describe('pickDefaultRegion', () => {
  const options = [
    { value: 'DE', label: 'Germany' },
    { value: 'FR', label: 'France' },
  ];
  it.each([
    ['FR', 'FR'],
    ['fr', 'FR'],
    ['XX', 'DE'],
    ['', 'DE'],
    [undefined, 'DE'],
  ])('company country %j gives %s', (country, expected) => {
    expect(pickDefaultRegion(country, options)).toBe(expected);
  });
});

describe('parseSurchargePercent', () => {
  it.each([
    ['', 'en', { value: 0 }],
    ['  ', 'de', { value: 0 }],
    ['10', 'en', { value: 10 }],
    ['2,5', 'de', { value: 2.5 }],
    ['2.5', 'en', { value: 2.5 }],
    ['2,5', 'en', { problem: 'misplacedGroup' }],
    ['2.5', 'de', { problem: 'misplacedGroup' }],
    ['abc', 'en', { problem: 'letters' }],
    ['-1', 'de', { problem: 'negative' }],
  ] as const)('%j in %s reads as %j', (text, locale, expected) => {
    expect(parseSurchargePercent(text, locale)).toEqual(expected);
  });
});
