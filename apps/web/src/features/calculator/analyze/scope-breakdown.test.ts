import { describe, expect, it } from 'vitest';
import { buildTotals } from './analyze-fixtures.ts';
import { buildScopeRows, calculatePercent, listScope3Categories } from './scope-breakdown.ts';

describe('calculatePercent', () => {
  it.each([
    { part: 25, whole: 100, expected: 25 },
    { part: 1, whole: 3, expected: (1 / 3) * 100 },
    { part: 5, whole: 0, expected: 0 },
    { part: Number.NaN, whole: 10, expected: 0 },
    { part: 10, whole: Number.POSITIVE_INFINITY, expected: 0 },
    { part: -5, whole: 20, expected: -25 },
  ])('$part of $whole is $expected %', ({ part, whole, expected }) => {
    expect(calculatePercent(part, whole)).toBe(expected);
  });
});

describe('buildScopeRows', () => {
  it('lists Scope 1–3 with their shares and Scope 2 location-based beside it', () => {
    const totals = buildTotals({
      totalCo2InKg: 2000,
      totalLocationBasedCo2InKg: 2500,
      totalCo2InKgPerScope: { 1: 500, 2: 300, 3: 1200 },
    });
    expect(buildScopeRows(totals)).toEqual([
      { key: 'scope-1', kg: 500, percent: 25 },
      { key: 'scope-2', kg: 300, percent: 15, locationBasedKg: 800 },
      { key: 'scope-3', kg: 1200, percent: 60 },
    ]);
  });

  it('adds "Outside the scopes" only when it is not zero', () => {
    const totals = buildTotals({
      totalCo2InKg: 400,
      totalLocationBasedCo2InKg: 400,
      totalCo2InKgPerScope: { 1: 100, 2: 0, 3: 0 },
      unscopedCo2InKg: 300,
    });
    expect(buildScopeRows(totals).map((row) => [row.key, row.percent])).toEqual([
      ['scope-1', 25],
      ['scope-2', 0],
      ['scope-3', 0],
      ['unscoped', 75],
    ]);
    expect(buildScopeRows(buildTotals({ unscopedCo2InKg: 0.0004 })).map((row) => row.key)).toEqual([
      'scope-1',
      'scope-2',
      'scope-3',
    ]);
  });

  it('gives 0 % everywhere for an empty footprint', () => {
    expect(buildScopeRows(buildTotals()).map((row) => row.percent)).toEqual([0, 0, 0]);
  });
});

describe('listScope3Categories', () => {
  it('keeps the non-zero categories, largest first, as shares of Scope 3', () => {
    const totals = buildTotals({
      totalCo2InKgPerScope: { 1: 0, 2: 0, 3: 1000 },
      scope3PerCategory: { '1': 250, '3': 0, '6': 500, '7': 250 },
    });
    expect(listScope3Categories(totals)).toEqual([
      { category: 6, kg: 500, percent: 50 },
      { category: 1, kg: 250, percent: 25 },
      { category: 7, kg: 250, percent: 25 },
    ]);
  });

  it('adds Scope 3 kg without a category as a last row', () => {
    const totals = buildTotals({
      totalCo2InKgPerScope: { 1: 0, 2: 0, 3: 1000 },
      scope3PerCategory: { '4': 800 },
    });
    expect(listScope3Categories(totals)).toEqual([
      { category: 4, kg: 800, percent: 80 },
      { category: 'uncategorized', kg: 200, percent: 20 },
    ]);
  });

  it('ignores keys that are not GHG Protocol categories and answers nothing without categories', () => {
    const totals = buildTotals({
      totalCo2InKgPerScope: { 1: 0, 2: 0, 3: 100 },
      scope3PerCategory: { '0': 50, '16': 50, x: 10 },
    });
    expect(listScope3Categories(totals)).toEqual([]);
  });
});
