import { decideEntitlement, toTrials } from '@carbon-ledger/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useAppConfigQuery } from '../../api/status.ts';
import { useSession } from '../auth/session-api.ts';
import { formatTrialEnd, startTrial, TRIALS_KEY, useTrials } from '../plans/trials-api.ts';
import {
  EMPLOYEES_PATH,
  hasTrialFlag,
  TEAMS_PATH,
  WORKFORCE_HOME,
  WORKFORCE_SUBSCRIBE,
} from './workforce-access.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block rounded-md px-3 py-2 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
  }`;

/**
 * The Workforce pages: open with a workforce entitlement by the one policy (a paid or invoiced period,
 * billing off, or the company's trial the server recorded, until it ends); otherwise the subscribe page.
 * The trial query flag starts the company's trial on the server (once per company; one that ended stays
 * ended), and the page says until when it runs.
 */
export function WorkforceLayout() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const session = useSession();
  const appConfig = useAppConfigQuery();
  const queryClient = useQueryClient();
  const isBilling = appConfig.data?.billing.mode === 'stripe';
  const trials = useTrials(isBilling && Boolean(session.data));
  // The flag is read once on arrival.
  const [hasFlag] = useState(() => hasTrialFlag(search));
  const start = useMutation({
    mutationFn: () => startTrial('workforce'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TRIALS_KEY }),
  });
  const context =
    session.data && appConfig.data
      ? {
          billingMode: appConfig.data.billing.mode,
          subscriptions: session.data.subscriptions,
          trials: toTrials(trials.data?.trials ?? []),
        }
      : undefined;
  const decision = context ? decideEntitlement(context, { product: 'workforce' }) : undefined;
  const shouldStartTrial =
    hasFlag &&
    isBilling &&
    decision?.isAllowed === false &&
    trials.data !== undefined &&
    !trials.data.trials.some((trial) => trial.product === 'workforce') &&
    trials.data.trialDays > 0;
  const { mutate, status: startStatus } = start;
  useEffect(() => {
    if (shouldStartTrial && startStatus === 'idle') mutate();
  }, [shouldStartTrial, startStatus, mutate]);

  const isWaiting =
    !decision ||
    (isBilling && trials.isPending) ||
    (shouldStartTrial && startStatus !== 'error') ||
    (start.isSuccess && trials.isFetching);
  if (isWaiting) {
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  }
  if (!decision.isAllowed) return <Navigate to={WORKFORCE_SUBSCRIBE} replace />;
  const trial =
    decision.reason === 'trial'
      ? trials.data?.trials.find((item) => item.product === 'workforce')
      : undefined;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6" data-testid="workforce-module">
      <p className="text-sm font-medium text-brand-700">{t('workforce.title')}</p>
      {trial ? (
        <p
          role="status"
          data-testid="workforce-trial"
          className="mt-2 rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-800"
        >
          {t('workforce.trial.runs', { end: formatTrialEnd(trial.endsAt, i18n.language) })}{' '}
          <NavLink to={WORKFORCE_SUBSCRIBE} className="font-medium underline">
            {t('workforce.trial.subscribe')}
          </NavLink>
        </p>
      ) : null}
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
