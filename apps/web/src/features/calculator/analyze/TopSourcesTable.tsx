import { type DisplayLocale, formatEmission } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { PaperclipIcon } from '../evidence/PaperclipIcon.tsx';
import { AnalyzeCard } from './AnalyzeCard.tsx';
import { formatPercent } from './analyze-format.ts';
import type { TopSourceRow } from './top-sources.ts';

export type TopSourcesTableProps = {
  rows: TopSourceRow[];
  locale: DisplayLocale;
  /** For a group: instance id → entity (container) name, shown as a column. */
  entityByInstance?: Map<string, string> | undefined;
};

/** The largest results: name, section, kg and share of the total. */
export function TopSourcesTable({ rows, locale, entityByInstance }: TopSourcesTableProps) {
  const { t } = useTranslation();
  const cell = 'px-3 py-2 align-top';
  return (
    <AnalyzeCard
      id="analyze-top-sources"
      title={t('calculatorAnalyze.topSources.title')}
      description={t('calculatorAnalyze.topSources.description')}
    >
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('calculatorAnalyze.topSources.empty')}</p>
      ) : (
        <div className="-mx-3 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('calculatorAnalyze.topSources.tableCaption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-500">
                <th scope="col" className={`${cell} w-8`}>
                  <span className="sr-only">{t('calculatorAnalyze.topSources.rankColumn')}</span>
                  <span aria-hidden="true">#</span>
                </th>
                <th scope="col" className={cell}>
                  {t('calculatorAnalyze.topSources.sourceColumn')}
                </th>
                {entityByInstance && (
                  <th scope="col" className={cell}>
                    {t('calculatorAnalyze.topSources.entityColumn')}
                  </th>
                )}
                <th scope="col" className={`${cell} text-right`}>
                  {t('calculatorAnalyze.topSources.emissionsColumn')}
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  {t('calculatorAnalyze.topSources.shareColumn')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((row, index) => (
                <tr key={row.resultId} data-testid={`top-source-${index + 1}`}>
                  <td className={`${cell} text-slate-500 tabular-nums`}>{index + 1}</td>
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    <span className="block font-medium text-slate-900">
                      {row.name}
                      {(row.fileCount ?? 0) > 0 && (
                        <span
                          className="ml-2 inline-flex items-center gap-0.5 align-middle text-xs font-normal text-slate-600"
                          data-testid={`top-source-files-${index + 1}`}
                        >
                          <PaperclipIcon className="h-3.5 w-3.5" />
                          <span aria-hidden="true">{row.fileCount}</span>
                          <span className="sr-only">
                            {t('calculatorEvidence.analyzeFiles', { count: row.fileCount })}
                          </span>
                        </span>
                      )}
                    </span>
                    {row.sectionPath.length > 0 && (
                      <span className="block text-xs text-slate-500">{row.sectionPath.join(' › ')}</span>
                    )}
                    {row.split && row.split.length > 0 && (
                      <span
                        className="block text-xs text-slate-600"
                        data-testid={`top-source-split-${index + 1}`}
                      >
                        {row.split
                          .map(
                            (part) =>
                              `${t(`calculatorAnalyze.topSources.scopes.${part.scope}`)}: ${formatEmission(part.kg, locale)}`,
                          )
                          .join(' · ')}
                      </span>
                    )}
                  </th>
                  {entityByInstance && (
                    <td className={`${cell} text-slate-700`}>{entityByInstance.get(row.instanceId) ?? ''}</td>
                  )}
                  <td
                    className={`${cell} text-right font-medium whitespace-nowrap text-slate-900 tabular-nums`}
                    data-testid={`top-source-total-${index + 1}`}
                  >
                    {formatEmission(row.kg, locale)}
                  </td>
                  <td className={`${cell} text-right whitespace-nowrap text-slate-600 tabular-nums`}>
                    {formatPercent(row.percent, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AnalyzeCard>
  );
}
