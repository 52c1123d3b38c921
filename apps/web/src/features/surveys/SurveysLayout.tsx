import { decideEntitlement } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useAppConfigQuery } from '../../api/status.ts';
import { SOLUTIONS_CATALOGUE_PATH } from '../../app/paths.ts';
import { useSession } from '../auth/session-api.ts';

/** The survey pages: open with a surveys entitlement by the one policy, otherwise the solutions catalogue. */
export function SurveysLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const appConfig = useAppConfigQuery();
  if (!session.data || !appConfig.data)
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  const decision = decideEntitlement(
    { billingMode: appConfig.data.billing.mode, subscriptions: session.data.subscriptions, trials: {} },
    { product: 'surveys' },
  );
  if (!decision.isAllowed) return <Navigate to={SOLUTIONS_CATALOGUE_PATH} replace />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6" data-testid="surveys-module">
      <p className="text-sm font-medium text-brand-700">{t('surveys.title')}</p>
      <div className="mt-4">
        <Outlet />
      </div>
    </div>
  );
}

/** A load that failed, with a retry. */
export function SurveyLoadError({
  onRetry,
  isNotFound = false,
}: {
  onRetry: () => void;
  isNotFound?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{isNotFound ? t('surveys.notFound') : t('surveys.loadFailed')}</p>
      {isNotFound ? null : (
        <button type="button" className="mt-2 font-medium underline" onClick={onRetry}>
          {t('surveys.retry')}
        </button>
      )}
    </div>
  );
}
