import { Navigate, useParams, useSearchParams } from 'react-router';
import { InvitationPage } from '../company/InvitationPage.tsx';
import { CUSTOM_SOLUTIONS_PATH } from './guards.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const CREATE_NEW_ACCOUNT = 'create-new-account';

/**
 * `/register/:company?/:token?`: a new company account needs `create-new-account` in the query,
 * joining through an invitation needs its token; anything else goes to login. A custom plan code
 * without `create-new-account` goes to login and from there to the custom solutions settings.
 */
export function RegisterGate() {
  const { token } = useParams();
  const [params] = useSearchParams();
  if (token) return <InvitationPage />;
  if (params.get(CREATE_NEW_ACCOUNT) === CREATE_NEW_ACCOUNT) return <RegisterPage />;
  const code = params.get('customPlanCode');
  if (code) {
    const solutions = `${CUSTOM_SOLUTIONS_PATH}?customPlanCode=${encodeURIComponent(code)}`;
    return <Navigate to={`/login?redirectPath=${encodeURIComponent(solutions)}`} replace />;
  }
  return <Navigate to="/login" replace />;
}
