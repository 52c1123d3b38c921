import type { TargetScope } from './levels.ts';

/**
 * Annual linear reduction of the SBTi absolute contraction approach for 1.5 °C: 4.2 % of the base
 * year's emissions every year (SBTi Corporate Near-Term Criteria v5.1, C6).
 */
export const REFERENCE_ANNUAL_REDUCTION = 0.042;

export type PathPoint = { year: number; kg: number };

/**
 * The 1.5 °C-aligned reference path from the base year to the target year: base-year kg less 4.2 % of
 * it per year, never below 0. One point per year, both ends included; empty when the target year is
 * before the base year.
 */
export function buildReductionPath(baseYearKg: number, baseYear: number, targetYear: number): PathPoint[] {
  const points: PathPoint[] = [];
  for (let year = baseYear; year <= targetYear; year += 1) {
    const kg = baseYearKg * (1 - REFERENCE_ANNUAL_REDUCTION * (year - baseYear));
    points.push({ year, kg: Math.max(0, kg) });
  }
  return points;
}

/**
 * A target's own path: a straight line from base-year kg to base-year kg less the target's percentage
 * in the target year.
 */
export function buildTargetPath(
  baseYearKg: number,
  baseYear: number,
  targetYear: number,
  reductionPercent: number,
): PathPoint[] {
  const span = targetYear - baseYear;
  const points: PathPoint[] = [];
  for (let year = baseYear; year <= targetYear; year += 1) {
    const progress = span === 0 ? 1 : (year - baseYear) / span;
    points.push({ year, kg: baseYearKg * (1 - (reductionPercent / 100) * progress) });
  }
  return points;
}

/** A year's figures as the progress of a target needs them. */
export type YearTotals = {
  year: number;
  totalCo2InKg: number;
  perScope: { 1: number; 2: number; 3: number };
};

/** The kg of a year that a target on `scope` is measured by. */
export function pickScopeKg(totals: YearTotals, scope: TargetScope): number {
  return scope === 'total' ? totals.totalCo2InKg : totals.perScope[scope];
}

export type ProgressYear = {
  year: number;
  actualKg: number;
  /** Change against the base year in % (negative is a reduction). */
  changePercent: number | null;
  targetPathKg: number | null;
  referencePathKg: number | null;
  /** True when the year is at or below the target path (null outside the path's years). */
  isOnTrack: boolean | null;
};

/**
 * Progress of a target across the years that have figures: each year's actual kg for the target's
 * scope against the target path and the 1.5 °C reference path. Years before the base year are listed
 * without path values.
 */
export function computeTargetProgress(
  target: { baseYear: number; targetYear: number; scope: TargetScope; reductionPercent: number },
  years: readonly YearTotals[],
): { baseYearKg: number | null; years: ProgressYear[] } {
  const base = years.find((entry) => entry.year === target.baseYear);
  if (!base) return { baseYearKg: null, years: [] };
  const baseYearKg = pickScopeKg(base, target.scope);
  const reference = buildReductionPath(baseYearKg, target.baseYear, target.targetYear);
  const path = buildTargetPath(baseYearKg, target.baseYear, target.targetYear, target.reductionPercent);
  const sorted = [...years].sort((a, b) => a.year - b.year);
  return {
    baseYearKg,
    years: sorted.map((entry) => {
      const actualKg = pickScopeKg(entry, target.scope);
      const targetPathKg = path.find((point) => point.year === entry.year)?.kg ?? null;
      return {
        year: entry.year,
        actualKg,
        changePercent: baseYearKg === 0 ? null : ((actualKg - baseYearKg) / baseYearKg) * 100,
        targetPathKg,
        referencePathKg: reference.find((point) => point.year === entry.year)?.kg ?? null,
        isOnTrack: targetPathKg === null ? null : actualKg <= targetPathKg + 0.001,
      };
    }),
  };
}
