import { describeFactorName, type FactorSummary } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { formatFactorPerUnit } from './factor-format.ts';
import { labelRegion, labelScope, labelSource } from './factor-labels.ts';

export type FactorResultsTableProps = {
  factors: FactorSummary[];
  onOpen: (factor: FactorSummary) => void;
};

/** Columns a phone-wide screen leaves out: it shows them under the factor's name. */
const WIDE_ONLY = 'hidden sm:table-cell';

/** The matching factors: name, scope, value with unit, source and edition, region. */
export function FactorResultsTable({ factors, onOpen }: FactorResultsTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="factor-results">
        <caption className="sr-only">{t('factors.resultsLabel')}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('factors.columnName')}
            </th>
            <th scope="col" className={`${WIDE_ONLY} px-4 py-3`}>
              {t('factors.columnScope')}
            </th>
            <th scope="col" className={`${WIDE_ONLY} px-4 py-3 text-right`}>
              {t('factors.columnValue')}
            </th>
            <th scope="col" className={`${WIDE_ONLY} px-4 py-3`}>
              {t('factors.columnSource')}
            </th>
            <th scope="col" className={`${WIDE_ONLY} px-4 py-3`}>
              {t('factors.columnRegion')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {factors.map((factor) => {
            const name = describeFactorName(factor);
            const scope = labelScope(t, factor.scope, factor.scope3Category);
            const value = formatFactorPerUnit(factor, locale);
            const source = labelSource(t, factor.source);
            const region = factor.region ? labelRegion(factor.region, locale) : '';
            return (
              <tr key={factor.id} className="align-top hover:bg-slate-50">
                <th scope="row" className="max-w-md px-4 py-3 text-left font-normal">
                  <button
                    type="button"
                    onClick={() => onOpen(factor)}
                    aria-label={t('factors.showDetails', { name })}
                    className="text-left font-medium text-brand-800 underline-offset-2 hover:underline"
                  >
                    {name}
                  </button>
                  {factor.isCustom && (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                      {t('factors.customBadge')}
                    </span>
                  )}
                  {/* A phone shows the other columns under the name instead of beside it. */}
                  <span className="mt-1 block text-slate-700 tabular-nums sm:hidden">
                    {scope} · {value}
                  </span>
                  <span className="block text-xs text-slate-500 sm:hidden">
                    {[`${source} ${factor.edition}`, region].filter(Boolean).join(' · ')}
                  </span>
                </th>
                <td className={`${WIDE_ONLY} px-4 py-3 whitespace-nowrap text-slate-700`}>{scope}</td>
                <td className={`${WIDE_ONLY} px-4 py-3 text-right whitespace-nowrap tabular-nums`}>
                  {value}
                </td>
                <td className={`${WIDE_ONLY} px-4 py-3`}>
                  <span className="block whitespace-nowrap">{source}</span>
                  <span className="block text-xs text-slate-500">{factor.edition}</span>
                </td>
                <td className={`${WIDE_ONLY} px-4 py-3 text-slate-700`}>{region}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
