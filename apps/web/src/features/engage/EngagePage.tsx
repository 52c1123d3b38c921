import type { EngageReport } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { calculatorPaths } from '../calculator/shell/calculator-scope.ts';
import { engagePaths, withReportParam } from './engage-paths.ts';
import { useEngageReports } from './engage-queries.ts';
import { useEngageScope } from './useEngageScope.ts';

const linkButton =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800';

/** `/dashboard/calculator/engage/:instance` and `/engage/g/:group`: the year's reports and a way to add one. */
export function EngagePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { calculator, target, reportScope, isHidden } = useEngageScope();
  const reports = useEngageReports(reportScope);
  const search = searchParams.toString();
  if (isHidden) return <Navigate to={{ pathname: calculatorPaths.inputs(target), search }} replace />;
  const year = calculator.yearLabel;

  return (
    <section aria-labelledby="engage-title" className="space-y-6" data-testid="engage-page">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-2xl">
          <h1 id="engage-title" className="text-2xl font-semibold text-slate-900">
            {t('engage.list.title')}
          </h1>
          <p className="text-sm text-slate-600">
            {t('engage.list.subtitle', { title: calculator.title, year })}
          </p>
          <p className="mt-2 text-slate-700">{t('engage.list.intro')}</p>
        </div>
        <Link
          to={`${engagePaths.generator(target)}${search ? `?${search}` : ''}`}
          className={linkButton}
          data-testid="engage-create"
        >
          {t('engage.list.create')}
        </Link>
      </div>
      {reports.isPending ? (
        <p role="status" aria-live="polite" className="py-8 text-center text-slate-600">
          {t('engage.list.loading')}
        </p>
      ) : reports.isError ? (
        <div
          role="alert"
          className="flex items-center gap-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          <span>{t('engage.list.loadError')}</span>
          <Button variant="secondary" onClick={() => void reports.refetch()}>
            {t('engage.list.retry')}
          </Button>
        </div>
      ) : reports.data.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{t('engage.list.emptyTitle')}</h2>
          <p className="mt-1 text-slate-600">{t('engage.list.emptyMessage', { year })}</p>
        </div>
      ) : (
        <ReportsTable reports={reports.data} generatorPath={engagePaths.generator(target)} search={search} />
      )}
    </section>
  );
}

type ReportsTableProps = { reports: EngageReport[]; generatorPath: string; search: string };

function ReportsTable({ reports, generatorPath, search }: ReportsTableProps) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const cell = 'px-4 py-3 align-middle';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-sm" data-testid="engage-reports">
        <caption className="sr-only">{t('engage.list.tableCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs font-medium text-slate-500">
            <th scope="col" className={cell}>
              {t('engage.list.titleColumn')}
            </th>
            <th scope="col" className={cell}>
              {t('engage.list.statusColumn')}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t('engage.list.actionsColumn')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {reports.map((report) => {
            const title = report.content.texts.title;
            return (
              <tr key={report._id} data-testid="engage-report-row">
                <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                  {title}
                </th>
                <td className={cell}>
                  {report.isPublished && report.publishedAt ? (
                    <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-medium text-emerald-800">
                      {t('engage.list.published', { date: formatDate(report.publishedAt) })}
                    </span>
                  ) : (
                    <span className="rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700">
                      {t('engage.list.draft')}
                    </span>
                  )}
                </td>
                <td className={`${cell} text-right whitespace-nowrap`}>
                  {report.publicId && (
                    <a
                      href={engagePaths.publicReport(report.publicId)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('engage.list.openLabel', { title })}
                      className="mr-3 font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {t('engage.list.open')}
                    </a>
                  )}
                  <Link
                    to={`${generatorPath}${withReportParam(search, report._id)}`}
                    aria-label={t('engage.list.editLabel', { title })}
                    className="font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    {t('engage.list.edit')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
