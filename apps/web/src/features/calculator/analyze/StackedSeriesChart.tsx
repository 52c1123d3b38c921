import { type DisplayLocale, formatEmission } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { SCOPE_BAR_CLASSES, toBarWidth } from './chart-style.ts';
import type { SeriesRow } from './comparison-series.ts';

export type StackedSeriesChartProps = {
  rows: SeriesRow[];
  locale: DisplayLocale;
  caption: string;
  labelColumn: string;
  totalColumn: string;
  /** Prefix of each row's data-testid: `<prefix>-<row id>`. */
  testIdPrefix: string;
};

/**
 * One horizontal bar per row (a year or an entity), stacked by scope, as a table: the per-scope figures
 * are written out for screen readers and in each segment's tooltip; the total is visible.
 */
export function StackedSeriesChart({
  rows,
  locale,
  caption,
  labelColumn,
  totalColumn,
  testIdPrefix,
}: StackedSeriesChartProps) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{labelColumn}</th>
          <th scope="col">{t('calculatorAnalyze.scopes.scopeColumn')}</th>
          <th scope="col">{totalColumn}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-testid={`${testIdPrefix}-${row.id}`}
            aria-current={row.isActive ? 'true' : undefined}
          >
            <th
              scope="row"
              className={`py-1.5 pr-3 text-left align-middle whitespace-nowrap ${row.isActive ? 'font-semibold text-slate-900' : 'font-normal text-slate-700'}`}
            >
              {row.label}
              {row.isActive && (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
                  {t('calculatorAnalyze.years.current')}
                </span>
              )}
            </th>
            <td className="w-full py-1.5 align-middle">
              <div aria-hidden="true" className="flex h-5 w-full overflow-hidden rounded bg-slate-100">
                {row.segments.map((segment) => (
                  <div
                    key={segment.key}
                    className={`h-full ${SCOPE_BAR_CLASSES[segment.key]}`}
                    style={{ width: toBarWidth(segment.widthPercent) }}
                    title={`${t(`calculatorAnalyze.scopes.names.${segment.key}`)}: ${formatEmission(segment.kg, locale)}`}
                  />
                ))}
              </div>
              <span className="sr-only">
                {row.segments
                  .map(
                    (segment) =>
                      `${t(`calculatorAnalyze.scopes.names.${segment.key}`)}: ${formatEmission(segment.kg, locale)}`,
                  )
                  .join(', ')}
              </span>
            </td>
            <td
              className="py-1.5 pl-3 text-right align-middle font-medium whitespace-nowrap text-slate-900 tabular-nums"
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
  );
}
