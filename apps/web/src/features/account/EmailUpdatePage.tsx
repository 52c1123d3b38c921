import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { confirmEmailChange } from './account-api.ts';
import { describeFailure } from './describe-failure.ts';

type Outcome = { kind: 'pending' } | { kind: 'done'; email: string } | { kind: 'failed'; message: string };

/** `/email/update?token=…` (signed in): completes an email change with the mailed link. */
export function EmailUpdatePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { kind: 'pending' } : { kind: 'failed', message: t('account.emailUpdate.missingToken') },
  );
  // A token works once: React's development double-run of effects must not spend it twice.
  const startedFor = useRef<string>(undefined);

  useEffect(() => {
    if (!token || startedFor.current === token) return;
    startedFor.current = token;
    void confirmEmailChange(queryClient, token).then((result) => {
      if (result.data) setOutcome({ kind: 'done', email: result.data.email });
      else if (result.error?.code === 'BAD_REQUEST')
        setOutcome({ kind: 'failed', message: t('account.emailUpdate.invalid') });
      else if (result.error?.code === 'NOT_FOUND')
        setOutcome({ kind: 'failed', message: t('account.emailUpdate.notYours') });
      else setOutcome({ kind: 'failed', message: describeFailure(t, result.error) });
    });
  }, [token, queryClient, t]);

  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-2xl font-semibold">{t('account.emailUpdate.title')}</h1>
      <div className="mt-6 rounded-xl bg-white p-6 shadow-sm">
        {outcome.kind === 'pending' && (
          <p role="status" className="text-slate-600">
            {t('account.emailUpdate.confirming')}
          </p>
        )}
        {outcome.kind === 'done' && (
          <p role="status" className="rounded-md bg-brand-50 px-3 py-2 text-brand-800">
            {t('account.emailUpdate.done', { email: outcome.email })}
          </p>
        )}
        {outcome.kind === 'failed' && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
            {outcome.message}
          </p>
        )}
        {outcome.kind !== 'pending' && (
          <Link
            to="/dashboard/settings/account"
            className="mt-4 inline-block font-medium text-brand-700 underline"
          >
            {t('account.emailUpdate.toSettings')}
          </Link>
        )}
      </div>
    </div>
  );
}
