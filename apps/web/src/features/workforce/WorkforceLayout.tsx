import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useAppConfigQuery } from '../../api/status.ts';
import { useSession } from '../auth/session-api.ts';
import {
  canOpenWorkforce,
  EMPLOYEES_PATH,
  hasTrialFlag,
  isTrialRemembered,
  rememberTrial,
  TEAMS_PATH,
  WORKFORCE_HOME,
  WORKFORCE_SUBSCRIBE,
} from './workforce-access.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
  }`;

/**
 * The Workforce pages: open with a workforce entitlement by the one policy (a paid or invoiced period, a
 * subscription id, billing off) or the trial query flag for the session; otherwise the subscribe page.
 */
export function WorkforceLayout() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const session = useSession();
  const appConfig = useAppConfigQuery();
  // The flag is read once on arrival and kept for the browser session.
  const [isTrial] = useState(() => {
    if (hasTrialFlag(search)) rememberTrial();
    return isTrialRemembered();
  });
  if (!session.data || !appConfig.data) {
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  }
  const context = {
    billingMode: appConfig.data.billing.mode,
    subscriptions: session.data.subscriptions,
    isTrial,
  };
  if (!canOpenWorkforce(context)) return <Navigate to={WORKFORCE_SUBSCRIBE} replace />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6" data-testid="workforce-module">
      <p className="text-sm font-medium text-brand-700">{t('workforce.title')}</p>
      <nav aria-label={t('workforce.nav.label')} className="mt-2 border-b border-slate-200 pb-2">
        <ul className="flex flex-wrap gap-1">
          <li>
            <NavLink to={WORKFORCE_HOME} end className={tabClass}>
              {t('workforce.nav.home')}
            </NavLink>
          </li>
          <li>
            <NavLink to={EMPLOYEES_PATH} className={tabClass}>
              {t('workforce.nav.employees')}
            </NavLink>
          </li>
          <li>
            <NavLink to={TEAMS_PATH} className={tabClass}>
              {t('workforce.nav.teams')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}

/** A failed load: what happened and a way to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{t('workforce.errors.load')}</p>
      <button type="button" className="mt-2 font-medium underline" onClick={onRetry}>
        {t('workforce.errors.retry')}
      </button>
    </div>
  );
}
