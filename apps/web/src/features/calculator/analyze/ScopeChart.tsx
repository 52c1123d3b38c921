import { type DisplayLocale, formatEmission } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import { formatPercent } from './analyze-format.ts';
import { BarTrack } from './BarTrack.tsx';
import { SCOPE_BAR_CLASSES } from './chart-style.ts';
import type { ScopeRow } from './scope-breakdown.ts';

export type ScopeChartProps = {
  rows: ScopeRow[];
  locale: DisplayLocale;
  /** The card's id where a page shows several charts (default `analyze-scopes`). */
  id?: string;
  headingLevel?: 2 | 3 | 4 | 5;
};

/**
 * Emissions per scope as a horizontal bar chart. It is a real table (scope, emissions, share), so a
 * screen reader reads the same figures; the bars are decorative.
 */
export function ScopeChart({ rows, locale, id = 'analyze-scopes', headingLevel }: ScopeChartProps) {
  const { t } = useTranslation();
  return (
    <AnalyzeCard
      id={id}
      headingLevel={headingLevel}
      title={t('calculatorAnalyze.scopes.title')}
      description={t('calculatorAnalyze.scopes.description')}
    >
      <table className="w-full text-sm">
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
                <span className="mb-2 block text-xs text-slate-500">
                  {t(`calculatorAnalyze.scopes.hints.${row.key}`)}
                </span>
                <BarTrack percent={row.percent} colorClass={SCOPE_BAR_CLASSES[row.key]} />
              </th>
              <td className="py-3 pr-4 text-right align-top">
                <span
                  className="block whitespace-nowrap font-semibold text-slate-900 tabular-nums"
                  data-testid={`total-${row.key}`}
                >
                  {formatEmission(row.kg, locale)}
                </span>
                {row.locationBasedKg !== undefined && (
                  <span className="block text-xs text-slate-500">
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
