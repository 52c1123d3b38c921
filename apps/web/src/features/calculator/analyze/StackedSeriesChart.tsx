import {
  buildScopeStackChartSpec,
  type DisplayLocale,
  formatEmission,
  measureChartHeight,
  type StackedBarChartSpec,
} from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart.tsx';
import { type SeriesRow, toScopeStackRows } from './comparison-series.ts';

export type StackedSeriesChartProps = {
  rows: SeriesRow[];
  locale: DisplayLocale;
  caption: string;
  /** What the chart shows, in a sentence: the drawing's accessible name. */
  chartLabel: string;
  labelColumn: string;
  totalColumn: string;
  /** Years stand side by side; entities, with their longer names, one under the other. */
  orientation: StackedBarChartSpec['orientation'];
  /** Prefix of each row's data-testid: `<prefix>-<row id>`; the chart is `<prefix>-chart`. */
  testIdPrefix: string;
};

/**
 * One bar per row (a year or an entity), stacked by scope, drawn by the chart library, over a table of
 * the same figures: each row's scopes and its total.
 */
export function StackedSeriesChart({
  rows,
  locale,
  caption,
  chartLabel,
  labelColumn,
  totalColumn,
  orientation,
  testIdPrefix,
}: StackedSeriesChartProps) {
  const { t } = useTranslation();
  const spec = useMemo(
    () =>
      buildScopeStackChartSpec(
        toScopeStackRows(rows),
        {
          scope1: t('calculatorAnalyze.scopes.names.scope-1'),
          scope2: t('calculatorAnalyze.scopes.names.scope-2'),
          scope3: t('calculatorAnalyze.scopes.names.scope-3'),
          unscoped: t('calculatorAnalyze.scopes.names.unscoped'),
        },
        orientation,
      ),
    [rows, orientation, t],
  );
  return (
    <>
      <Chart
        spec={spec}
        locale={locale}
        label={chartLabel}
        height={measureChartHeight(spec)}
        testId={`${testIdPrefix}-chart`}
      />
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{labelColumn}</th>
            <th scope="col">{t('calculatorAnalyze.scopes.scopeColumn')}</th>
            <th scope="col">{totalColumn}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid={`${testIdPrefix}-${row.id}`}
              aria-current={row.isActive ? 'true' : undefined}
            >
              <th
                scope="row"
                className={`py-1.5 pr-3 text-left align-top ${row.isActive ? 'font-semibold text-slate-900' : 'font-normal text-slate-700'}`}
              >
                {row.label}
                {row.isActive && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-brand-800">
                    {t('calculatorAnalyze.years.current')}
                  </span>
                )}
              </th>
              <td className="w-full py-1.5 align-top text-xs text-slate-600">
                {row.segments
                  .map(
                    (segment) =>
                      `${t(`calculatorAnalyze.scopes.names.${segment.key}`)}: ${formatEmission(segment.kg, locale)}`,
                  )
                  .join(' · ')}
              </td>
              <td
                className="py-1.5 pl-3 text-right align-top font-medium whitespace-nowrap text-slate-900 tabular-nums"
                data-testid={`${testIdPrefix}-total-${row.id}`}
              >
                {row.totalKg === undefined
                  ? t('calculatorAnalyze.years.noFigures')
                  : formatEmission(row.totalKg, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
