import {
  DEFAULT_WORKFORCE_PAGE_SIZE,
  MAX_WORKFORCE_SEARCH_LENGTH,
  WORKFORCE_SORTS,
  type WorkforceSort,
} from '@carbon-ledger/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AddEmployeesForm } from './AddEmployeesForm.tsx';
import { EmployeeRow } from './EmployeeRow.tsx';
import { useCanManageWorkforce } from './useCanManageWorkforce.ts';
import { LoadError } from './WorkforceLayout.tsx';
import { EMPLOYEES_PATH } from './workforce-access.ts';
import { useEmployees, useTeams } from './workforce-api.ts';

const SEARCH_DEBOUNCE_MS = 500;

/**
 * `/dashboard/workforce/manage/employees` and `…/employees/team?team=<id>`: the employees (of one team),
 * paged, searched and sorted; editors add, remove and put them in teams. Without a team the team page
 * falls back to all employees.
 */
export function EmployeesPage({ isTeamPage = false }: { isTeamPage?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [searchParams] = useSearchParams();
  const team = searchParams.get('team') ?? undefined;
  const [skip, setSkip] = useState(0);
  const [searchText, setSearchText] = useState('');
  const [text, setText] = useState('');
  const [sortBy, setSortBy] = useState<WorkforceSort>('new');
  const limit = DEFAULT_WORKFORCE_PAGE_SIZE;
  const canManage = useCanManageWorkforce();
  const teams = useTeams();
  const employees = useEmployees({ skip, limit, text, sortBy, ...(isTeamPage && team ? { team } : {}) });

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setText(searchText.trim());
      setSkip(0);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  if (isTeamPage && !team) return <Navigate to={EMPLOYEES_PATH} replace />;
  const teamName = isTeamPage ? teams.data?.find((candidate) => candidate._id === team)?.name : undefined;
  const title = isTeamPage
    ? t('workforce.employees.teamTitle', { team: teamName ?? '…' })
    : t('workforce.employees.title');
  const data = employees.data;

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <div>
        <h1 id={`${id}-title`} className="text-2xl font-semibold">
          {title}
        </h1>
        {isTeamPage && (
          <Link
            to={EMPLOYEES_PATH}
            className="mt-1 inline-block text-sm font-medium text-brand-700 underline"
          >
            {t('workforce.employees.allEmployees')}
          </Link>
        )}
      </div>
      {canManage && !isTeamPage && <AddEmployeesForm />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={`${id}-search`} className="block text-sm font-medium">
            {t('workforce.employees.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={searchText}
            maxLength={MAX_WORKFORCE_SEARCH_LENGTH}
            onChange={(event) => setSearchText(event.target.value)}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor={`${id}-sort`} className="block text-sm font-medium">
            {t('workforce.employees.sortBy')}
          </label>
          <select
            id={`${id}-sort`}
            value={sortBy}
            onChange={(event) => {
              setSortBy(event.target.value as WorkforceSort);
              setSkip(0);
            }}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm sm:w-auto"
          >
            {WORKFORCE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`workforce.employees.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {employees.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t('app.loading')}
        </p>
      )}
      {employees.isError &&
        (isTeamPage ? (
          <p role="alert" className="text-sm text-red-700">
            {t('workforce.employees.unknownTeam')}
          </p>
        ) : (
          <LoadError onRetry={() => void employees.refetch()} />
        ))}
      {data && (
        <div>
          <p className="text-sm text-slate-600" data-testid="employee-count" aria-live="polite">
            {t('workforce.employees.count', { count: data.total })}
          </p>
          {data.employees.length === 0 ? (
            <p className="mt-3 rounded-xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-700">
              {text
                ? t('workforce.employees.noMatch', { text })
                : isTeamPage
                  ? t('workforce.employees.emptyTeam')
                  : t('workforce.employees.empty')}
            </p>
          ) : (
            <ul
              className="mt-3 divide-y divide-slate-200 rounded-xl bg-white shadow-sm"
              data-testid="employee-list"
            >
              {data.employees.map((employee) => (
                <EmployeeRow
                  key={employee._id}
                  employee={employee}
                  teams={teams.data ?? []}
                  canManage={canManage}
                />
              ))}
            </ul>
          )}
          {data.total > limit && (
            <nav
              aria-label={t('workforce.employees.pagination')}
              className="mt-3 flex flex-wrap items-center gap-3"
            >
              <button
                type="button"
                className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm disabled:text-slate-400"
                disabled={skip === 0}
                onClick={() => setSkip(Math.max(0, skip - limit))}
              >
                {t('workforce.employees.previous')}
              </button>
              <span className="text-sm text-slate-600">
                {t('workforce.employees.page', {
                  from: skip + 1,
                  to: Math.min(skip + limit, data.total),
                  total: data.total,
                })}
              </span>
              <button
                type="button"
                className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm disabled:text-slate-400"
                disabled={skip + limit >= data.total}
                onClick={() => setSkip(skip + limit)}
              >
                {t('workforce.employees.next')}
              </button>
            </nav>
          )}
        </div>
      )}
    </section>
  );
}

/** `/dashboard/workforce/manage/employees/team?team=<id>`. */
export function TeamEmployeesPage() {
  return <EmployeesPage isTeamPage />;
}
