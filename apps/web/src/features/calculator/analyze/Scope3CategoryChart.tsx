import {
  buildScope3CategoryChartSpec,
  type DisplayLocale,
  formatEmission,
  measureChartHeight,
} from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/charts/Chart.tsx';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import { formatPercent } from './analyze-format.ts';
import type { Scope3CategoryRow } from './scope-breakdown.ts';

export type Scope3CategoryChartProps = { rows: Scope3CategoryRow[]; locale: DisplayLocale };

/** Scope 3 by GHG Protocol category (non-zero ones, largest first) as a bar chart over its table. */
export function Scope3CategoryChart({ rows, locale }: Scope3CategoryChartProps) {
  const { t } = useTranslation();
  const nameOf = (category: Scope3CategoryRow['category']) =>
    category === 'uncategorized'
      ? t('calculatorAnalyze.categories.uncategorized')
      : t('calculatorAnalyze.categories.numbered', {
          number: category,
          name: t(`calculatorAnalyze.categories.names.${category}` as 'calculatorAnalyze.categories.names.1'),
        });
  // biome-ignore lint/correctness/useExhaustiveDependencies: nameOf reads only t
  const spec = useMemo(() => buildScope3CategoryChartSpec(rows, nameOf), [rows, t]);
  return (
    <AnalyzeCard
      id="analyze-scope3-categories"
      title={t('calculatorAnalyze.categories.title')}
      description={t('calculatorAnalyze.categories.description')}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('calculatorAnalyze.categories.empty')}</p>
      ) : (
        <>
          <Chart
            spec={spec}
            locale={locale}
            label={t('calculatorAnalyze.categories.chartLabel')}
            height={measureChartHeight(spec)}
            testId="analyze-scope3-categories-chart"
          />
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{t('calculatorAnalyze.categories.tableCaption')}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('calculatorAnalyze.categories.categoryColumn')}</th>
                <th scope="col">{t('calculatorAnalyze.scopes.emissionsColumn')}</th>
                <th scope="col">{t('calculatorAnalyze.scopes.shareColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.category}>
                  <th scope="row" className="w-full py-2 pr-4 text-left align-top font-normal text-slate-800">
                    {nameOf(row.category)}
                  </th>
                  <td
                    className="py-2 pr-4 text-right align-top font-medium whitespace-nowrap text-slate-900 tabular-nums"
                    data-testid={`scope3-category-${row.category}`}
                  >
                    {formatEmission(row.kg, locale)}
                  </td>
                  <td className="py-2 text-right align-top whitespace-nowrap text-slate-600 tabular-nums">
                    {formatPercent(row.percent, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </AnalyzeCard>
  );
}
