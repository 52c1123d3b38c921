import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import type { ApiError } from '../../api/http-client.ts';
import { LOGIN_PATH } from '../../app/paths.ts';
import { pickSafeRedirect } from '../auth/redirect.ts';
import { finishSsoSignIn } from './sso-api.ts';

type Failure = {
  headline: 'expired' | 'refused' | 'notAllowed' | 'accountElsewhere' | 'failed';
  detail?: string;
};

/** The server's error codes for this call, in words people can act on. */
const HEADLINES: Partial<Record<string, Failure['headline']>> = {
  BAD_REQUEST: 'expired',
  UNAUTHENTICATED: 'refused',
  FORBIDDEN: 'notAllowed',
  CONFLICT: 'accountElsewhere',
};

/** The server's own words add to these: the provider's reason, the domain that is allowed. */
const HEADLINES_WITH_DETAIL = new Set<Failure['headline']>(['refused', 'notAllowed']);

function describeFailure(error: ApiError | undefined): Failure {
  if (!error) return { headline: 'failed' };
  const headline = HEADLINES[error.code] ?? 'failed';
  return HEADLINES_WITH_DETAIL.has(headline) ? { headline, detail: error.message } : { headline };
}

/** `/oauth2/callback`: the provider sends people here; the server finishes the sign-in. */
export function SsoCallbackPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<Failure>();
  // The code in the URL works once: never post it twice (effects may run twice in development).
  const hasPosted = useRef(false);

  useEffect(() => {
    if (hasPosted.current) return;
    hasPosted.current = true;
    void finishSsoSignIn(queryClient, location.search).then((result) => {
      if (result.data) navigate(pickSafeRedirect(result.data.redirectPath), { replace: true });
      else setFailure(describeFailure(result.error));
    });
  }, [location.search, navigate, queryClient]);

  if (!failure) {
    return (
      <div className="mx-auto max-w-md px-6 py-16 text-center" data-testid="sso-callback-progress">
        <span
          aria-hidden
          className="mx-auto block h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700"
        />
        <p role="status" className="mt-4 text-slate-700">
          {t('sso.callback.progress')}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-6 py-12 text-center" data-testid="sso-callback-error">
      <h1 className="text-2xl font-semibold">{t('sso.callback.failedTitle')}</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {t(`sso.callback.${failure.headline}`)}
      </p>
      {failure.detail && <p className="mt-2 text-sm text-slate-500">{failure.detail}</p>}
      <Link to={LOGIN_PATH} className="mt-6 inline-block font-medium text-brand-700 underline">
        {t('sso.callback.backToLogin')}
      </Link>
    </div>
  );
}
