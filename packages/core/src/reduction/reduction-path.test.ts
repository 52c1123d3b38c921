import { describe, expect, it } from 'vitest';
import {
  buildReductionPath,
  buildTargetPath,
  computeTargetProgress,
  type YearTotals,
} from './reduction-path.ts';

describe('buildReductionPath', () => {
  it.each([
    { base: 1_000_000, from: 2020, to: 2021, expected: [1_000_000, 958_000] },
    { base: 1_000_000, from: 2020, to: 2030, last: 580_000 },
    { base: 500, from: 2025, to: 2025, expected: [500] },
    { base: 100, from: 2020, to: 2045, last: 0 },
    { base: 100, from: 2030, to: 2025, expected: [] },
  ])(
    'reduces $base kg by 4.2 % of the base a year from $from to $to',
    ({ base, from, to, expected, last }) => {
      const path = buildReductionPath(base, from, to);
      if (expected)
        expect(path.map((point) => point.kg)).toEqual(expected.map((kg) => expect.closeTo(kg, 6)));
      if (last !== undefined) expect(path.at(-1)?.kg).toBeCloseTo(last, 6);
      if (path.length > 0) expect(path.map((point) => point.year)).toEqual(range(from, to));
    },
  );

  it('never goes below zero (after about 24 years)', () => {
    const path = buildReductionPath(1000, 2020, 2050);
    expect(path.find((point) => point.year === 2043)?.kg).toBeCloseTo(34, 6);
    expect(path.find((point) => point.year === 2044)?.kg).toBe(0);
  });
});

describe('buildTargetPath', () => {
  it.each([
    { percent: 50, from: 2020, to: 2030, year: 2025, kg: 750 },
    { percent: 50, from: 2020, to: 2030, year: 2030, kg: 500 },
    { percent: 42, from: 2025, to: 2035, year: 2026, kg: 958 },
    { percent: 30, from: 2025, to: 2025, year: 2025, kg: 700 },
  ])('reaches $kg kg in $year on a $percent % target', ({ percent, from, to, year, kg }) => {
    const point = buildTargetPath(1000, from, to, percent).find((entry) => entry.year === year);
    expect(point?.kg).toBeCloseTo(kg, 6);
  });
});

describe('computeTargetProgress', () => {
  const years: YearTotals[] = [
    { year: 2026, totalCo2InKg: 900, perScope: { 1: 300, 2: 100, 3: 500 } },
    { year: 2025, totalCo2InKg: 1000, perScope: { 1: 300, 2: 200, 3: 500 } },
  ];

  it('compares each year with the target and the reference path', () => {
    const progress = computeTargetProgress(
      { baseYear: 2025, targetYear: 2030, scope: 'total', reductionPercent: 50 },
      years,
    );
    expect(progress.baseYearKg).toBe(1000);
    expect(progress.years).toEqual([
      {
        year: 2025,
        actualKg: 1000,
        changePercent: 0,
        targetPathKg: 1000,
        referencePathKg: 1000,
        isOnTrack: true,
      },
      {
        year: 2026,
        actualKg: 900,
        changePercent: -10,
        targetPathKg: 900,
        referencePathKg: expect.closeTo(958, 6),
        isOnTrack: true,
      },
    ]);
  });

  it('measures a scope target by that scope', () => {
    const progress = computeTargetProgress(
      { baseYear: 2025, targetYear: 2027, scope: '2', reductionPercent: 20 },
      years,
    );
    expect(progress.years.map((year) => [year.actualKg, year.targetPathKg, year.isOnTrack])).toEqual([
      [200, 200, true],
      [100, 180, true],
    ]);
  });

  it('has no progress without figures for the base year', () => {
    expect(
      computeTargetProgress({ baseYear: 2020, targetYear: 2030, scope: '1', reductionPercent: 10 }, years),
    ).toEqual({ baseYearKg: null, years: [] });
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
