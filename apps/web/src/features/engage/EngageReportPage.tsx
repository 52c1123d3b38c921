import type { EngageReport } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { calculatorPaths } from '../calculator/shell/calculator-scope.ts';
import { engagePaths, withReportParam } from './engage-paths.ts';
import { useEngageReports } from './engage-queries.ts';
import { ReportEditor } from './ReportEditor.tsx';
import { useEngageScope } from './useEngageScope.ts';

/**
 * The report generator: `/dashboard/calculator/engage/report/:instance`, `/engage/report/g/:group` and
 * the spec's `/report/g/:group`. Without `?report=` it starts a new report; with it, edits that one.
 */
export function EngageReportPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const engage = useEngageScope();
  const reports = useEngageReports(engage.reportScope);
  const reportId = searchParams.get('report') ?? undefined;
  const search = searchParams.toString();
  const backPath = `${engagePaths.tab(engage.target)}${withReportParam(search, undefined)}`;

  if (engage.isHidden) {
    return <Navigate to={{ pathname: calculatorPaths.inputs(engage.target), search }} replace />;
  }
  const report: EngageReport | undefined = reportId
    ? reports.data?.find((candidate) => candidate._id === reportId)
    : undefined;
  if (reportId && reports.isPending) {
    return (
      <p role="status" aria-live="polite" className="py-12 text-center text-slate-600">
        {t('engage.list.loading')}
      </p>
    );
  }
  if (reportId && !report) {
    return (
      <div
        role="alert"
        className="space-y-3 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center"
      >
        <p className="text-slate-700">
          {reports.isError ? t('engage.list.loadError') : t('engage.generator.notFound')}
        </p>
        <Link to={backPath} className="font-medium text-brand-700 hover:underline">
          {t('engage.generator.back')}
        </Link>
      </div>
    );
  }
  return <ReportEditor key={reportId ?? 'new'} report={report} engage={engage} backPath={backPath} />;
}
