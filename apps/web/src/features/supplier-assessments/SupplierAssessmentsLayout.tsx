import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { useAppConfigQuery } from '../../api/status.ts';
import { useSession } from '../auth/session-api.ts';
import { ASSESSMENTS_SUBSCRIBE, canOpenSupplierAssessments } from './supplier-access.ts';

/**
 * The supplier assessment pages: open with a paid assessments period or with billing off (the one
 * entitlement policy, as the server checks it); otherwise the assessments product page.
 */
export function SupplierAssessmentsLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const appConfig = useAppConfigQuery();
  if (!session.data || !appConfig.data) {
    return (
      <p role="status" className="p-6 text-sm text-slate-600">
        {t('app.loading')}
      </p>
    );
  }
  const context = { billingMode: appConfig.data.billing.mode, subscriptions: session.data.subscriptions };
  if (!canOpenSupplierAssessments(context)) return <Navigate to={ASSESSMENTS_SUBSCRIBE} replace />;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6" data-testid="supplier-assessments">
      <Outlet />
    </div>
  );
}
