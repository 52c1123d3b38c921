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

/** Login and registration pages: signed-in users go to the calculator instances instead. */
export function RedirectIfSignedIn() {
  const session = useSession();
  if (session.isPending) return <SessionLoading />;
  if (session.data) return <Navigate to={CALCULATOR_HOME} replace />;
  return <Outlet />;
}
