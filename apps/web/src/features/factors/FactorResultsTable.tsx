import { describeFactorName, type FactorSummary } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { formatFactorPerUnit } from './factor-format.ts';
import { labelRegion, labelScope, labelSource } from './factor-labels.ts';

export type FactorResultsTableProps = {
  factors: FactorSummary[];
  onOpen: (factor: FactorSummary) => void;
};

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
            <th scope="col" className="px-4 py-3">
              {t('factors.columnScope')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('factors.columnValue')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('factors.columnSource')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('factors.columnRegion')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {factors.map((factor) => {
            const name = describeFactorName(factor);
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
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {labelScope(t, factor.scope, factor.scope3Category)}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {formatFactorPerUnit(factor, locale)}
                </td>
                <td className="px-4 py-3">
                  <span className="block whitespace-nowrap">{labelSource(t, factor.source)}</span>
                  <span className="block text-xs text-slate-500">{factor.edition}</span>
                </td>
                <td className="px-4 py-3 text-slate-700">
                  {factor.region ? labelRegion(factor.region, locale) : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
