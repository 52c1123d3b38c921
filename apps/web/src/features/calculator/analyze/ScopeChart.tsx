import {
  buildScopeChartSpec,
  type DisplayLocale,
  formatEmission,
  measureChartHeight,
  type ScopeFigure,
} from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart.tsx';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import { formatPercent } from './analyze-format.ts';
import type { ScopeRow } from './scope-breakdown.ts';

/** The chart's bars of the rows: Scope 2 market-based, and location-based beside it where known. */
export function toScopeFigures(rows: readonly ScopeRow[]): ScopeFigure[] {
  return rows.flatMap((row): ScopeFigure[] => {
    if (row.key === 'scope-1') return [{ key: 'scope1', kg: row.kg }];
    if (row.key === 'scope-3') return [{ key: 'scope3', kg: row.kg }];
    if (row.key === 'unscoped') return [{ key: 'unscoped', kg: row.kg }];
    return [
      { key: 'scope2Market', kg: row.kg },
      ...(row.locationBasedKg === undefined
        ? []
        : [{ key: 'scope2Location' as const, kg: row.locationBasedKg }]),
    ];
  });
}

export type ScopeChartProps = {
  rows: ScopeRow[];
  locale: DisplayLocale;
  /** The card's id where a page shows several charts (default `analyze-scopes`). */
  id?: string;
  headingLevel?: 2 | 3 | 4 | 5;
};

/**
 * Emissions per scope as a bar chart (Scope 2 market- and location-based side by side) over a real
 * table (scope, emissions, share), which is what a screen reader reads.
 */
export function ScopeChart({ rows, locale, id = 'analyze-scopes', headingLevel }: ScopeChartProps) {
  const { t } = useTranslation();
  const spec = useMemo(
    () =>
      buildScopeChartSpec(toScopeFigures(rows), {
        scope1: t('calculatorAnalyze.scopes.names.scope-1'),
        scope2Market: t('calculatorAnalyze.scopes.chartNames.scope2Market'),
        scope2Location: t('calculatorAnalyze.scopes.chartNames.scope2Location'),
        scope3: t('calculatorAnalyze.scopes.names.scope-3'),
        unscoped: t('calculatorAnalyze.scopes.names.unscoped'),
      }),
    [rows, t],
  );
  return (
    <AnalyzeCard
      id={id}
      headingLevel={headingLevel}
      title={t('calculatorAnalyze.scopes.title')}
      description={t('calculatorAnalyze.scopes.description')}
    >
      <Chart
        spec={spec}
        locale={locale}
        label={t('calculatorAnalyze.scopes.chartLabel')}
        height={measureChartHeight(spec)}
        testId={`${id}-chart`}
      />
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">{t('calculatorAnalyze.scopes.tableCaption')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('calculatorAnalyze.scopes.scopeColumn')}</th>
            <th scope="col">{t('calculatorAnalyze.scopes.emissionsColumn')}</th>
            <th scope="col">{t('calculatorAnalyze.scopes.shareColumn')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} data-testid={`scope-row-${row.key}`}>
              <th scope="row" className="w-full py-3 pr-4 text-left align-top font-normal">
                <span className="block font-medium text-slate-900">
                  {t(`calculatorAnalyze.scopes.names.${row.key}`)}
                </span>
                <span className="block text-xs text-slate-500">
                  {t(`calculatorAnalyze.scopes.hints.${row.key}`)}
                </span>
              </th>
              <td className="py-3 pr-4 text-right align-top">
                <span
                  className="block whitespace-nowrap font-semibold text-slate-900 tabular-nums"
                  data-testid={`total-${row.key}`}
                >
                  {formatEmission(row.kg, locale)}
                </span>
                {row.locationBasedKg !== undefined && (
                  <span className="block text-xs text-slate-500 sm:whitespace-nowrap">
                    {t('calculatorAnalyze.scopes.locationBased')}{' '}
                    <span
                      className="whitespace-nowrap tabular-nums"
                      data-testid={`total-${row.key}-location`}
                    >
                      {formatEmission(row.locationBasedKg, locale)}
                    </span>
                  </span>
                )}
              </td>
              <td
                className="py-3 text-right align-top whitespace-nowrap text-slate-600 tabular-nums"
                data-testid={`share-${row.key}`}
              >
                {formatPercent(row.percent, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AnalyzeCard>
  );
}
