import { CHANGE_LOG_ACTIONS, CHANGE_LOG_SUBJECTS, type ChangeLogQuery } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { useCan } from '../../auth/useCan.ts';
import { AuditPackageButton } from '../audit-package/AuditPackageButton.tsx';
import { useCalculatorScope } from '../shell/calculator-scope.ts';
import { LogEntryRow } from './LogEntryRow.tsx';
import { LogFilters, type LogFilterValues } from './LogFilters.tsx';
import { useYearLog } from './logs-api.ts';
import { VerifyChain } from './VerifyChain.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters and page kept in the address, so a filtered view can be reloaded and shared. */
function readQuery(search: URLSearchParams): ChangeLogQuery {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]) =>
    allowed.includes(value as T) ? (value as T) : undefined;
  const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return {
    subject: pick(search.get('subject'), CHANGE_LOG_SUBJECTS),
    action: pick(search.get('action'), CHANGE_LOG_ACTIONS),
    actor: search.get('actor') ?? undefined,
    from: day(search.get('from')),
    to: day(search.get('to')),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/**
 * `/dashboard/calculator/logs/:instance` (admins): the year's change log, newest first, with filters,
 * before → after of each change, annotations, and the check of the company's chain.
 */
export function LogsPage() {
  const { t } = useTranslation();
  const scope = useCalculatorScope();
  const canAnnotate = useCan('modifyLogs');
  const [search, setSearch] = useSearchParams();
  const query = readQuery(search);
  const instanceId = scope.instanceIds[0] ?? '';
  const log = useYearLog(instanceId, query);

  const apply = (values: LogFilterValues, page = 1) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) if (value) next.set(key, value);
    if (page > 1) next.set('page', String(page));
    setSearch(next);
  };
  const { page: _page, ...filters } = query;
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  return (
    <section aria-labelledby="logs-title" className="space-y-6" data-testid="logs-page">
      <header className="space-y-2">
        <h1 id="logs-title" className="text-2xl font-semibold text-slate-900">
          {t('calculatorLogs.title')}
        </h1>
        <p className="max-w-3xl text-slate-600">{t('calculatorLogs.intro')}</p>
        <VerifyChain />
        <AuditPackageButton instanceId={instanceId} />
      </header>
      <LogFilters values={filters} actors={log.data?.actors ?? []} onApply={(values) => apply(values)} />
      {log.isPending ? (
        <p role="status" className="py-8 text-center text-slate-600">
          {t('app.loading')}
        </p>
      ) : log.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('calculatorLogs.loadError')}
        </p>
      ) : log.data.entries.length === 0 ? (
        <p className="py-8 text-center text-slate-600">{t('calculatorLogs.empty')}</p>
      ) : (
        <>
          <div className="rounded-lg border border-slate-200 bg-white">
            <table className="block w-full text-left text-sm md:table" data-testid="logs-table">
              <caption className="sr-only">{t('calculatorLogs.title')}</caption>
              <thead className="sr-only md:not-sr-only md:table-header-group">
                <tr className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                  <th scope="col" className="px-3 py-2">
                    {t('calculatorLogs.columns.when')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('calculatorLogs.columns.who')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('calculatorLogs.columns.what')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('calculatorLogs.columns.change')}
                  </th>
                  <th scope="col" className="px-3 py-2">
                    {t('calculatorLogs.columns.notes')}
                  </th>
                </tr>
              </thead>
              <tbody className="block md:table-row-group">
                {log.data.entries.map((entry) => (
                  <LogEntryRow key={entry.sequence} entry={entry} canAnnotate={canAnnotate} />
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('calculatorLogs.pagination')} className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              disabled={query.page <= 1}
              onClick={() => apply(filters, query.page - 1)}
            >
              {t('calculatorLogs.previous')}
            </Button>
            <span className="text-sm text-slate-600" aria-live="polite">
              {t('calculatorLogs.page', { page: query.page, pages, total: log.data.total })}
            </span>
            <Button
              variant="secondary"
              disabled={query.page >= pages}
              onClick={() => apply(filters, query.page + 1)}
            >
              {t('calculatorLogs.next')}
            </Button>
          </nav>
        </>
      )}
    </section>
  );
}
