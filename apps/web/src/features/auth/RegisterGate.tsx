import { Navigate, useParams, useSearchParams } from 'react-router';
import { InvitationPage } from '../company/InvitationPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';

const CREATE_NEW_ACCOUNT = 'create-new-account';

/**
 * `/register/:company?/:token?`: a new company account needs `create-new-account` in the query,
 * joining through an invitation needs its token; anything else goes to login.
 */
export function RegisterGate() {
  const { token } = useParams();
  const [params] = useSearchParams();
  if (token) return <InvitationPage />;
  if (params.get(CREATE_NEW_ACCOUNT) === CREATE_NEW_ACCOUNT) return <RegisterPage />;
  return <Navigate to="/login" replace />;
}
