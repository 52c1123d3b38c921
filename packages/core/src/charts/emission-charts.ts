import type { Totals } from '../contracts/calculator.ts';
import { FLOAT_TOLERANCE } from '../format/round-amount.ts';
import type { PathPoint, ProgressYear } from '../reduction/reduction-path.ts';
import { PATH_COLOURS, pickSeriesColour, SCOPE_COLOURS } from './chart-palette.ts';
import type { BarChartSpec, ChartSpec, LineChartSpec, StackedBarChartSpec } from './chart-spec.ts';

// The chart definitions of the emission figures, shared by the Analyze page, the Impact page and the
// Word report: each caller passes its own texts (the page's i18n, the report's catalogue).

/** The bars of the per-scope chart: Scope 2 both ways (GHG Protocol dual reporting). */
export type ScopeFigureKey = 'scope1' | 'scope2Market' | 'scope2Location' | 'scope3' | 'unscoped';

export type ScopeFigure = { key: ScopeFigureKey; kg: number };

const isNonZero = (kg: number) => Number.isFinite(kg) && Math.abs(kg) > FLOAT_TOLERANCE;

const SCOPE_FIGURE_COLOURS: Record<ScopeFigureKey, string> = {
  scope1: SCOPE_COLOURS.scope1,
  scope2Market: SCOPE_COLOURS.scope2,
  scope2Location: SCOPE_COLOURS.scope2Location,
  scope3: SCOPE_COLOURS.scope3,
  unscoped: SCOPE_COLOURS.unscoped,
};

type ScopeTotals = Pick<
  Totals,
  'totalCo2InKg' | 'totalCo2InKgPerScope' | 'totalLocationBasedCo2InKg' | 'unscopedCo2InKg'
>;

/**
 * Scope 1, Scope 2 market-based, Scope 2 location-based, Scope 3, and "outside the scopes" only when
 * it holds emissions. Location-based Scope 2 is market-based Scope 2 plus the difference of the totals.
 */
export function listScopeFigures(totals: ScopeTotals): ScopeFigure[] {
  const perScope = totals.totalCo2InKgPerScope;
  const figures: ScopeFigure[] = [
    { key: 'scope1', kg: perScope[1] },
    { key: 'scope2Market', kg: perScope[2] },
    { key: 'scope2Location', kg: perScope[2] + (totals.totalLocationBasedCo2InKg - totals.totalCo2InKg) },
    { key: 'scope3', kg: perScope[3] },
  ];
  if (isNonZero(totals.unscopedCo2InKg)) figures.push({ key: 'unscoped', kg: totals.unscopedCo2InKg });
  return figures;
}

/**
 * The per-scope chart: one bar per scope figure (`listScopeFigures`) in the scopes' colours, Scope 2
 * both ways side by side.
 */
export function buildScopeChartSpec(
  figures: readonly ScopeFigure[],
  labels: Record<ScopeFigureKey, string>,
  orientation: BarChartSpec['orientation'] = 'horizontal',
): BarChartSpec {
  return {
    kind: 'bar',
    orientation,
    unit: 'kg',
    items: figures.map((figure) => ({
      label: labels[figure.key],
      value: figure.kg,
      colour: SCOPE_FIGURE_COLOURS[figure.key],
    })),
  };
}

/** A Scope 3 category: 1–15, or 'uncategorized' for Scope 3 kg whose factor named no category. */
export type Scope3CategoryFigure = { category: number | 'uncategorized'; kg: number };

/** Scope 3 by category, in the order given (Analyze: largest first), in the Scope 3 colour. */
export function buildScope3CategoryChartSpec(
  categories: readonly Scope3CategoryFigure[],
  labelOf: (category: Scope3CategoryFigure['category']) => string,
): BarChartSpec {
  return {
    kind: 'bar',
    orientation: 'horizontal',
    unit: 'kg',
    items: categories.map((row) => ({
      label: labelOf(row.category),
      value: row.kg,
      colour: SCOPE_COLOURS.scope3,
    })),
  };
}

/** The per-section chart: one bar per section in the order given, in the series colours. */
export function buildSectionChartSpec(
  sections: readonly { label: string; kg: number }[],
  orientation: BarChartSpec['orientation'] = 'horizontal',
): BarChartSpec {
  return {
    kind: 'bar',
    orientation,
    unit: 'kg',
    items: sections.map((section, index) => ({
      label: section.label,
      value: section.kg,
      colour: pickSeriesColour(index),
    })),
  };
}

/** The stacked parts of a year or an entity (Scope 2 market-based). */
export type ScopeStackKey = 'scope1' | 'scope2' | 'scope3' | 'unscoped';

/** One bar of a stacked chart; `perScope` undefined draws no bar (a year without figures). */
export type ScopeStackRow = { label: string; perScope: Record<ScopeStackKey, number> | undefined };

const STACK_KEYS: readonly ScopeStackKey[] = ['scope1', 'scope2', 'scope3', 'unscoped'];

/**
 * Years or entities side by side, each bar stacked by scope (market-based Scope 2): Scope 1–3 always,
 * "outside the scopes" only when a bar holds some.
 */
export function buildScopeStackChartSpec(
  rows: readonly ScopeStackRow[],
  labels: Record<ScopeStackKey, string>,
  orientation: StackedBarChartSpec['orientation'],
): StackedBarChartSpec {
  const hasUnscoped = rows.some((row) => row.perScope !== undefined && isNonZero(row.perScope.unscoped));
  return {
    kind: 'stacked-bar',
    orientation,
    unit: 'kg',
    rows: rows.map((row) => row.label),
    series: STACK_KEYS.filter((key) => key !== 'unscoped' || hasUnscoped).map((key) => ({
      name: labels[key],
      colour: SCOPE_COLOURS[key],
      values: rows.map((row) => row.perScope?.[key] ?? 0),
    })),
  };
}

/** The figures of a target its chart reads. */
export type ReductionPathFigures = {
  baseYear: number;
  targetYear: number;
  referencePath: readonly PathPoint[];
  targetPath: readonly PathPoint[];
  progress: readonly Pick<ProgressYear, 'year' | 'actualKg'>[];
};

export type ReductionPathLabels = { reference: string; target: string; actual: string };

/**
 * A target over the years from its base year to its target year (or the last actual year, if later):
 * the 1.5 °C reference path dashed, the target's path solid, and the actual years as points.
 */
export function buildReductionPathChartSpec(
  target: ReductionPathFigures,
  labels: ReductionPathLabels,
): LineChartSpec {
  const actual = target.progress.filter((year) => year.year >= target.baseYear);
  const lastYear = Math.max(target.targetYear, ...actual.map((year) => year.year));
  const years = Array.from(
    { length: Math.max(0, lastYear - target.baseYear) + 1 },
    (_, i) => target.baseYear + i,
  );
  const valuesOf = (points: readonly { year: number; kg: number }[]) => {
    const byYear = new Map(points.map((point) => [point.year, point.kg]));
    return years.map((year) => byYear.get(year) ?? null);
  };
  return {
    kind: 'line',
    unit: 'kg',
    xValues: years.map(String),
    series: [
      {
        name: labels.reference,
        colour: PATH_COLOURS.reference,
        style: 'dashed',
        values: valuesOf(target.referencePath),
      },
      {
        name: labels.target,
        colour: PATH_COLOURS.target,
        style: 'solid',
        values: valuesOf(target.targetPath),
      },
      {
        name: labels.actual,
        colour: PATH_COLOURS.actual,
        style: 'points',
        values: valuesOf(actual.map((year) => ({ year: year.year, kg: year.actualKg }))),
      },
    ],
  };
}

/**
 * The height a chart needs in CSS pixels at a 12 px font: horizontal bars grow with their rows, so
 * labels never crowd; the others keep one height. The page and the images size charts by it.
 */
export function measureChartHeight(spec: ChartSpec): number {
  if ((spec.kind === 'bar' || spec.kind === 'stacked-bar') && spec.orientation === 'horizontal') {
    const rows = spec.kind === 'bar' ? spec.items.length : spec.rows.length;
    const legend = spec.kind === 'stacked-bar' ? 32 : 0;
    return Math.max(120, 48 + legend + 40 * rows);
  }
  return 280;
}
