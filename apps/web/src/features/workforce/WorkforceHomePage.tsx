import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanManageWorkforce } from './useCanManageWorkforce.ts';
import { LoadError } from './WorkforceLayout.tsx';
import { EMPLOYEES_PATH, FAQS_PATH, TEAMS_PATH } from './workforce-access.ts';
import { useWorkforceSummary } from './workforce-api.ts';

const linkClass = 'font-medium text-brand-700 underline hover:text-brand-800';

/** `/dashboard/workforce`: how many employees and teams, the ways to manage them, or how to start. */
export function WorkforceHomePage() {
  const { t } = useTranslation();
  const summary = useWorkforceSummary();
  const canManage = useCanManageWorkforce();
  return (
    <section aria-labelledby="workforce-home-title">
      <h1 id="workforce-home-title" className="text-2xl font-semibold">
        {t('workforce.title')}
      </h1>
      <p className="mt-2 text-slate-700">{t('workforce.home.intro')}</p>
      {summary.isPending && (
        <p role="status" className="mt-6 text-sm text-slate-600">
          {t('app.loading')}
        </p>
      )}
      {summary.isError && (
        <div className="mt-6">
          <LoadError onRetry={() => void summary.refetch()} />
        </div>
      )}
      {summary.data && summary.data.employees === 0 && summary.data.teams === 0 && (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-6">
          <h2 className="text-lg font-semibold">{t('workforce.home.emptyTitle')}</h2>
          <p className="mt-2 text-sm text-slate-700">{t('workforce.home.emptyText')}</p>
          {!canManage && <p className="mt-2 text-sm text-slate-600">{t('workforce.home.emptyViewer')}</p>}
        </div>
      )}
      {summary.data && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <li className="rounded-xl bg-white p-5 shadow-sm" data-testid="workforce-employees-count">
            <p className="text-xl font-semibold">
              {t('workforce.home.employees', { count: summary.data.employees })}
            </p>
            <Link to={EMPLOYEES_PATH} className={`mt-2 inline-block text-sm ${linkClass}`}>
              {t('workforce.home.manageEmployees')}
            </Link>
          </li>
          <li className="rounded-xl bg-white p-5 shadow-sm" data-testid="workforce-teams-count">
            <p className="text-xl font-semibold">
              {t('workforce.home.teams', { count: summary.data.teams })}
            </p>
            <Link to={TEAMS_PATH} className={`mt-2 inline-block text-sm ${linkClass}`}>
              {t('workforce.home.manageTeams')}
            </Link>
          </li>
        </ul>
      )}
      <p className="mt-6 text-sm">
        <Link to={FAQS_PATH} className={linkClass}>
          {t('workforce.home.faqs')}
        </Link>
      </p>
    </section>
  );
}
