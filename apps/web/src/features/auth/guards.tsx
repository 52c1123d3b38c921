import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CALCULATOR_HOME } from '../../app/paths.ts';
import { buildLoginRedirect } from '../../app/session-expiry.ts';
import { useSession } from './session-api.ts';

function SessionLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="p-8 text-center text-slate-500">
      {t('app.loading')}
    </p>
  );
}

/** Routes that need a sign-in: anybody else goes to login and comes back afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <SessionLoading />;
  if (session.isError) return <Navigate to="/error" replace />;
  if (!session.data) return <Navigate to={buildLoginRedirect(location)} replace />;
  return <Outlet />;
}

/** Where a signed-in user opening a registration link with a custom plan code goes (spec section 2). */
export const CUSTOM_SOLUTIONS_PATH = '/dashboard/settings/solutions';

/**
 * Login and registration pages: signed-in users go to the calculator instances instead, or, with a
 * `customPlanCode` in the query, to the custom solutions settings to add that plan to their company.
 */
export function RedirectIfSignedIn() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <SessionLoading />;
  if (session.data) {
    const code = new URLSearchParams(location.search).get('customPlanCode');
    const target = code
      ? `${CUSTOM_SOLUTIONS_PATH}?customPlanCode=${encodeURIComponent(code)}`
      : CALCULATOR_HOME;
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}
