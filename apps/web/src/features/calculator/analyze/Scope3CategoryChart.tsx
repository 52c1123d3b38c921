import { type DisplayLocale, formatEmission } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import { formatPercent } from './analyze-format.ts';
import { BarTrack } from './BarTrack.tsx';
import { SCOPE_BAR_CLASSES } from './chart-style.ts';
import { getBarWidthPercent, type Scope3CategoryRow } from './scope-breakdown.ts';

export type Scope3CategoryChartProps = { rows: Scope3CategoryRow[]; locale: DisplayLocale };

/** Scope 3 by GHG Protocol category (non-zero ones, largest first) as a table with bars. */
export function Scope3CategoryChart({ rows, locale }: Scope3CategoryChartProps) {
  const { t } = useTranslation();
  const largest = Math.max(0, ...rows.map((row) => row.kg));
  const nameOf = (category: Scope3CategoryRow['category']) =>
    category === 'uncategorized'
      ? t('calculatorAnalyze.categories.uncategorized')
      : t('calculatorAnalyze.categories.numbered', {
          number: category,
          name: t(`calculatorAnalyze.categories.names.${category}` as 'calculatorAnalyze.categories.names.1'),
        });
  return (
    <AnalyzeCard
      id="analyze-scope3-categories"
      title={t('calculatorAnalyze.categories.title')}
      description={t('calculatorAnalyze.categories.description')}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('calculatorAnalyze.categories.empty')}</p>
      ) : (
        <table className="w-full text-sm">
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
                <th scope="row" className="w-full py-2 pr-4 text-left align-top font-normal">
                  <span className="mb-1 block text-slate-800">{nameOf(row.category)}</span>
                  <BarTrack
                    percent={getBarWidthPercent(row.kg, largest)}
                    colorClass={SCOPE_BAR_CLASSES['scope-3']}
                    size="sm"
                  />
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
      )}
    </AnalyzeCard>
  );
}
