import {
  buildSectionChartSpec,
  type DisplayLocale,
  type EngagePublishedFigures,
  formatEmission,
  measureChartHeight,
} from '@carbon-ledger/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../components/charts/Chart.tsx';
import { AnalyzeCard } from '../calculator/analyze/AnalyzeCard.tsx';
import { formatPercent } from '../calculator/analyze/analyze-format.ts';
import { toSectionRows } from './report-view-model.ts';

export type ReportSectionsCardProps = {
  sections: NonNullable<EngagePublishedFigures['sections']>;
  locale: DisplayLocale;
  /** The brand's accent colour ('#rrggbb') for the bars. */
  accent: string;
};

/** Emissions per top-level section: a bar chart in the brand's colour over a table of the same figures. */
export function ReportSectionsCard({ sections, locale, accent }: ReportSectionsCardProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => toSectionRows(sections), [sections]);
  const spec = useMemo(() => {
    const definition = buildSectionChartSpec(rows);
    return { ...definition, items: definition.items.map((item) => ({ ...item, colour: accent })) };
  }, [rows, accent]);
  return (
    <AnalyzeCard id="engage-report-sections" title={t('engage.report.sections')}>
      <Chart
        spec={spec}
        locale={locale}
        label={t('engage.report.sectionsChartLabel')}
        height={measureChartHeight(spec)}
        testId="engage-report-sections-chart"
      />
      <table className="mt-2 w-full text-sm">
        <caption className="sr-only">{t('engage.report.sectionsCaption')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('engage.report.areaColumn')}</th>
            <th scope="col">{t('engage.report.emissionsColumn')}</th>
            <th scope="col">{t('calculatorAnalyze.scopes.shareColumn')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="w-full py-3 pr-4 text-left align-top font-medium text-slate-900">
                {row.label}
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
