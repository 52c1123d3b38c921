import type { ValidationMessageKey } from '@carbon-ledger/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { APP_CONFIG_QUERY_KEY } from '../../api/status.ts';
import { CALCULATOR_HOME, LOGIN_PATH } from '../../app/paths.ts';
import { useValidationText } from '../../components/form/field-errors.ts';
import { Button } from '../../components/ui/Button.tsx';
import { readCustomPlanRefusal } from '../custom-plans/custom-plans-api.ts';
import { CUSTOM_SOLUTIONS_PATH } from './guards.tsx';
import { confirmRegistration } from './session-api.ts';

/**
 * One request per token and page load: the token works once, so a second effect run (React's
 * development double render, a remount) must share the first answer instead of being refused.
 */
const confirmations = new Map<string, ReturnType<typeof confirmRegistration>>();
function confirmOnce(queryClient: QueryClient, token: string) {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = confirmRegistration(queryClient, token);
    confirmations.set(token, pending);
  }
  return pending;
}

type State = 'working' | 'invalid' | 'taken' | 'plan-refused' | 'failed';

/**
 * `/register/confirm/:token`: the mailed link of a registration. Opens the account at once, signs
 * in and goes on to the calculator; a used, expired or unknown link says so.
 */
export function RegisterConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token = '' } = useParams();
  const [state, setState] = useState<State>('working');
  const validationText = useValidationText();
  const [planRefusal, setPlanRefusal] = useState<ValidationMessageKey>();

  const run = useCallback(
    async (isCancelled: () => boolean) => {
      setState('working');
      const result = await confirmOnce(queryClient, token);
      if (isCancelled()) return;
      if (result.data) {
        void queryClient.invalidateQueries({ queryKey: APP_CONFIG_QUERY_KEY });
        // A registration with a custom plan code lands on its licence (spec section 2).
        navigate(result.data.attachedCustomPlanCode ? CUSTOM_SOLUTIONS_PATH : CALCULATOR_HOME, {
          replace: true,
        });
        return;
      }
      // Only a network or server failure may be tried again with the same link.
      confirmations.delete(token);
      const refusal = readCustomPlanRefusal(result.error);
      if (refusal) {
        setPlanRefusal(refusal);
        setState('plan-refused');
      } else if (result.error?.code === 'BAD_REQUEST' || result.status === 400) setState('invalid');
      else if (result.error?.code === 'CONFLICT') setState('taken');
      else setState('failed');
    },
    [navigate, queryClient, token],
  );

  useEffect(() => {
    let isCancelled = false;
    void run(() => isCancelled);
    return () => {
      isCancelled = true;
    };
  }, [run]);

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-semibold">{t('register.confirm.title')}</h1>
      <div className="mt-6 space-y-4 rounded-xl bg-white p-6 shadow-sm" aria-live="polite">
        {state === 'working' && (
          <p role="status" aria-busy="true" className="text-slate-700">
            {t('register.confirm.working')}
          </p>
        )}
        {state !== 'working' && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {state === 'invalid' && t('register.confirm.invalidLink')}
            {state === 'taken' && t('register.confirm.emailTaken')}
            {state === 'failed' && t('register.confirm.failed')}
            {state === 'plan-refused' &&
              t('customPlans.confirmRefused', { reason: validationText(planRefusal) ?? '' })}
          </p>
        )}
        {(state === 'invalid' || state === 'plan-refused') && (
          <Link
            to="/register?create-new-account=create-new-account"
            className="inline-block font-medium text-brand-700 underline"
          >
            {t('register.confirm.registerAgain')}
          </Link>
        )}
        {state === 'taken' && (
          <Link to={LOGIN_PATH} className="inline-block font-medium text-brand-700 underline">
            {t('register.signIn')}
          </Link>
        )}
        {state === 'failed' && (
          <Button onClick={() => void run(() => false)} className="w-full sm:w-auto">
            {t('register.confirm.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
