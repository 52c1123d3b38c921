import { type DisplayLocale, type EngagePublishedFigures, formatEmission } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { AnalyzeCard } from '../calculator/analyze/AnalyzeCard.tsx';
import { formatPercent } from '../calculator/analyze/analyze-format.ts';
import { toSectionRows } from './report-view-model.ts';

export type ReportSectionsCardProps = {
  sections: NonNullable<EngagePublishedFigures['sections']>;
  locale: DisplayLocale;
  /** The brand's accent colour ('#rrggbb') for the bars. */
  accent: string;
};

/** Emissions per top-level section: a table a screen reader reads, with decorative bars. */
export function ReportSectionsCard({ sections, locale, accent }: ReportSectionsCardProps) {
  const { t } = useTranslation();
  return (
    <AnalyzeCard id="engage-report-sections" title={t('engage.report.sections')}>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('engage.report.sectionsCaption')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('engage.report.areaColumn')}</th>
            <th scope="col">{t('engage.report.emissionsColumn')}</th>
            <th scope="col">{t('calculatorAnalyze.scopes.shareColumn')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {toSectionRows(sections).map((row) => (
            <tr key={row.label}>
              <th scope="row" className="w-full py-3 pr-4 text-left align-top font-medium text-slate-900">
                <span className="mb-2 block">{row.label}</span>
                <span
                  aria-hidden="true"
                  className="block h-3 w-full overflow-hidden rounded-full bg-slate-100"
                >
                  <span
                    className="block h-full rounded-full"
                    style={{ width: `${Math.max(row.barPercent, 0.5)}%`, backgroundColor: accent }}
                  />
                </span>
              </th>
              <td className="py-3 pr-4 text-right align-top font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                {formatEmission(row.kg, locale)}
              </td>
              <td className="py-3 text-right align-top whitespace-nowrap text-slate-600 tabular-nums">
                {formatPercent(row.percent, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </AnalyzeCard>
  );
}
