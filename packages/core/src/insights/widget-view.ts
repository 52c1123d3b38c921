import { SCOPE_COLOURS } from '../charts/chart-palette.ts';
import type { ChartSpec } from '../charts/chart-spec.ts';
import { describeChartTable } from '../charts/chart-table.ts';
import { describeMeasuredFootprint } from '../claims/lawful-texts.ts';
import type { WidgetFigures, WidgetSettings, WidgetView, WidgetYearFigures } from '../contracts/insights.ts';
import { formatEmission } from '../format/format-emission.ts';
import { formatNumber, formatPercent } from '../format/format-number.ts';
import { WIDGET_TEXTS, type WidgetTexts } from './widget-texts.ts';

const ENERGY_COLOURS = { fossil: '#64748b', nuclear: '#6366f1', renewable: '#10b981' } as const;
const BASE_YEAR_COLOUR = '#94a3b8';
const YEAR_COLOUR = SCOPE_COLOURS.scope2;

type Draft = Omit<WidgetView, 'title' | 'table'> & {
  tableHeaders?: Parameters<typeof describeChartTable>[1];
};

/**
 * What a widget says with its figures, in the widget's language: title, headline figure, the statements
 * of what was measured and how, and the chart with its data table. Pure, so the dashboard, the public
 * pages and the image say exactly the same.
 */
export function buildWidgetView(settings: WidgetSettings, figures: WidgetFigures): WidgetView {
  const texts = WIDGET_TEXTS[settings.language];
  const years = [...settings.years].sort((a, b) => a - b);
  const shown = years
    .map((year) => figures.years.find((entry) => entry.year === year))
    .filter((entry): entry is WidgetYearFigures => entry !== undefined);
  const title = settings.title || texts.titles[settings.kind];
  const draft =
    shown.length === 0 && settings.kind !== 'target-progress'
      ? empty(texts.noFigures(listYears(years)))
      : draftOf(settings, figures, shown, texts);
  const { tableHeaders, ...view } = draft;
  return {
    ...view,
    title,
    table:
      view.chart && tableHeaders ? describeChartTable(view.chart, tableHeaders, settings.language) : null,
  };
}

function draftOf(
  settings: WidgetSettings,
  figures: WidgetFigures,
  shown: WidgetYearFigures[],
  texts: WidgetTexts,
): Draft {
  switch (settings.kind) {
    case 'footprint':
      return draftFootprint(shown, texts, settings.language);
    case 'base-year-change':
      return draftBaseYearChange(shown, texts, settings.language);
    case 'intensity':
      return draftIntensity(settings, figures, shown, texts);
    case 'target-progress':
      return draftTargetProgress(figures, texts, settings.language);
    case 'energy-mix':
      return draftEnergyMix(shown, texts, settings.language);
  }
}

function empty(reason: string): Draft {
  return { headline: '', statements: [], chart: null, emptyReason: reason };
}

function listYears(years: readonly number[]): string {
  return years.join(', ');
}

function last<T>(items: readonly T[]): T {
  const item = items[items.length - 1];
  if (item === undefined) throw new RangeError('An empty list has no last item.');
  return item;
}

function draftFootprint(shown: WidgetYearFigures[], texts: WidgetTexts, locale: 'en' | 'de'): Draft {
  const latest = last(shown);
  const hasUnscoped = shown.some((year) => year.unscopedKg !== 0);
  const scopes = [
    {
      name: texts.scopes.scope1,
      colour: SCOPE_COLOURS.scope1,
      pick: (year: WidgetYearFigures) => year.scope1Kg,
    },
    {
      name: texts.scopes.scope2,
      colour: SCOPE_COLOURS.scope2,
      pick: (year: WidgetYearFigures) => year.scope2Kg,
    },
    {
      name: texts.scopes.scope3,
      colour: SCOPE_COLOURS.scope3,
      pick: (year: WidgetYearFigures) => year.scope3Kg,
    },
    ...(hasUnscoped
      ? [
          {
            name: texts.scopes.unscoped,
            colour: SCOPE_COLOURS.unscoped,
            pick: (year: WidgetYearFigures) => year.unscopedKg,
          },
        ]
      : []),
  ];
  const chart: ChartSpec =
    shown.length === 1
      ? {
          kind: 'bar',
          orientation: 'horizontal',
          unit: 'kg',
          items: scopes.map((scope) => ({
            label: scope.name,
            value: scope.pick(latest),
            colour: scope.colour,
          })),
        }
      : {
          kind: 'stacked-bar',
          orientation: 'vertical',
          unit: 'kg',
          rows: shown.map((year) => String(year.year)),
          series: scopes.map((scope) => ({
            name: scope.name,
            colour: scope.colour,
            values: shown.map(scope.pick),
          })),
        };
  return {
    headline: formatEmission(latest.totalKg, locale, { unitLabel: 'co2e' }),
    statements: [
      describeMeasuredFootprint({ kg: latest.totalKg, year: latest.year, scopes: [1, 2, 3] }, locale),
      texts.method,
    ],
    chart,
    emptyReason: null,
    tableHeaders:
      chart.kind === 'bar'
        ? { label: texts.columns.scope, value: texts.columns.emissions, share: texts.columns.share }
        : { label: texts.columns.year, value: texts.columns.emissions, total: texts.columns.total },
  };
}

function yearBars(shown: WidgetYearFigures[], value: (year: WidgetYearFigures) => number): ChartSpec {
  return {
    kind: 'bar',
    orientation: 'vertical',
    unit: 'kg',
    items: shown.map((year, index) => ({
      label: String(year.year),
      value: value(year),
      colour: index === 0 ? BASE_YEAR_COLOUR : YEAR_COLOUR,
    })),
  };
}

function draftBaseYearChange(shown: WidgetYearFigures[], texts: WidgetTexts, locale: 'en' | 'de'): Draft {
  const base = shown[0];
  const latest = last(shown);
  if (!base || shown.length < 2 || base.totalKg === 0)
    return empty(texts.noFigures(listYears(shown.map((y) => y.year))));
  const change = ((latest.totalKg - base.totalKg) / base.totalKg) * 100;
  return {
    headline: formatPercent(change, locale, { isSigned: true }),
    statements: [texts.changeAgainstBase(latest.year, base.year), texts.method],
    chart: yearBars(shown, (year) => year.totalKg),
    emptyReason: null,
    tableHeaders: { label: texts.columns.year, value: texts.columns.emissions },
  };
}

function draftIntensity(
  settings: WidgetSettings,
  figures: WidgetFigures,
  shown: WidgetYearFigures[],
  texts: WidgetTexts,
): Draft {
  const locale = settings.language;
  if (settings.intensityBasis === 'employee') {
    const headCount = figures.headCount;
    if (!headCount || headCount.value <= 0) return empty(texts.noHeadCount);
    const latest = last(shown);
    return {
      headline: `${formatEmission(latest.totalKg / headCount.value, locale, { unitLabel: 'co2e' })} ${texts.perEmployeeUnit}`,
      statements: [
        texts.perEmployee(formatNumber(headCount.value, locale, 0), headCount.source),
        texts.footprintOf(listYears(shown.map((year) => year.year))),
        texts.method,
      ],
      chart: yearBars(shown, (year) => year.totalKg / headCount.value),
      emptyReason: null,
      tableHeaders: { label: texts.columns.year, value: texts.columns.intensity },
    };
  }
  const withRevenue = shown.filter((year) => year.netRevenue !== null && year.netRevenue > 0);
  if (withRevenue.length === 0) return empty(texts.noRevenue(last(shown).year));
  const perMillion = (year: WidgetYearFigures) => year.totalKg / ((year.netRevenue ?? 1) / 1_000_000);
  const latest = last(withRevenue);
  return {
    headline: `${formatEmission(perMillion(latest), locale, { unitLabel: 'co2e' })} ${texts.perRevenueUnit(figures.currency)}`,
    statements: [
      texts.perRevenue(figures.currency),
      texts.footprintOf(listYears(withRevenue.map((year) => year.year))),
      texts.method,
    ],
    chart: yearBars(withRevenue, perMillion),
    emptyReason: null,
    tableHeaders: { label: texts.columns.year, value: texts.columns.intensity },
  };
}

function draftTargetProgress(figures: WidgetFigures, texts: WidgetTexts, locale: 'en' | 'de'): Draft {
  const target = figures.target;
  if (!target) return empty(texts.noTarget);
  const measured = target.progress.filter((year) => year.year >= target.baseYear);
  const latest = measured[measured.length - 1];
  if (!latest || latest.changePercent === null) return empty(texts.noFigures(String(target.baseYear)));
  const lastYear = Math.max(target.targetYear, latest.year);
  const xValues: string[] = [];
  for (let year = target.baseYear; year <= lastYear; year += 1) xValues.push(String(year));
  const at = (points: readonly { year: number; kg: number }[]) =>
    xValues.map((year) => points.find((point) => String(point.year) === year)?.kg ?? null);
  return {
    headline: texts.targetHeadline(
      formatPercent(latest.changePercent, locale, { isSigned: true }),
      formatPercent(-target.reductionPercent, locale),
      target.targetYear,
    ),
    statements: [
      `${texts.targetScope[target.scope]} · ${texts.changeAgainstBase(latest.year, target.baseYear)}`,
      texts.method,
    ],
    chart: {
      kind: 'line',
      unit: 'kg',
      xValues,
      series: [
        { name: texts.path.reference, colour: '#059669', style: 'dashed', values: at(target.referencePath) },
        { name: texts.path.target, colour: '#0369a1', style: 'solid', values: at(target.targetPath) },
        {
          name: texts.path.actual,
          colour: SCOPE_COLOURS.scope3,
          style: 'points',
          values: at(measured.map((year) => ({ year: year.year, kg: year.actualKg }))),
        },
      ],
    },
    emptyReason: null,
    tableHeaders: { label: texts.columns.year, value: texts.columns.emissions },
  };
}

function draftEnergyMix(shown: WidgetYearFigures[], texts: WidgetTexts, locale: 'en' | 'de'): Draft {
  const latest = last(shown);
  const { fossil, nuclear, renewable } = latest.energyKwh;
  const total = fossil + nuclear + renewable;
  if (!(total > 0)) return empty(texts.noEnergy(latest.year));
  const share = (kwh: number) => (kwh / total) * 100;
  return {
    headline: texts.renewableShare(formatPercent(share(renewable), locale)),
    statements: [texts.energyOf(latest.year)],
    chart: {
      kind: 'donut',
      unit: 'percent',
      // A source with no energy has no slice: an empty one only clutters the ring with "0 %".
      items: (['renewable', 'nuclear', 'fossil'] as const)
        .filter((key) => latest.energyKwh[key] > 0)
        .map((key) => ({
          label: texts.energy[key],
          value: share(latest.energyKwh[key]),
          colour: ENERGY_COLOURS[key],
        })),
    },
    emptyReason: null,
    tableHeaders: { label: texts.columns.source, value: texts.columns.share },
  };
}
