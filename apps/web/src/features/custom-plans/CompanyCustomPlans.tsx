import { customPlanCodeSchema } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { collectFieldErrors, useValidationText } from '../../components/form/field-errors.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { SESSION_QUERY_KEY, useSession } from '../auth/session-api.ts';
import { CustomPlanLicence, formatPlanDate } from './CustomPlanLicence.tsx';
import {
  attachCustomPlan,
  COMPANY_CUSTOM_PLANS_KEY,
  readCustomPlanRefusal,
  useCompanyCustomPlans,
} from './custom-plans-api.ts';

export const CUSTOM_PLAN_CODE_PARAM = 'customPlanCode';

const STATE_STYLES = {
  current: 'bg-green-50 text-green-800',
  upcoming: 'bg-amber-50 text-amber-800',
  ended: 'bg-slate-100 text-slate-700',
  withdrawn: 'bg-red-50 text-red-800',
} as const;

/**
 * Settings → Solutions, the company's side: the licence details of its custom plans, and adding a plan by
 * its code. A code in the page's query (a registration link opened while signed in) fills the field.
 */
export function CompanyCustomPlans() {
  const { t } = useTranslation();
  const { dateLocale } = useDateFormat();
  const validationText = useValidationText();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const plans = useCompanyCustomPlans();
  const [params, setParams] = useSearchParams();
  const codeFromLink = params.get(CUSTOM_PLAN_CODE_PARAM) ?? undefined;
  const [code, setCode] = useState(codeFromLink ?? '');
  const [codeError, setCodeError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);

  const attach = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = customPlanCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(validationText(collectFieldErrors(parsed.error)['']));
      return;
    }
    setCodeError(undefined);
    setIsSaving(true);
    const result = await attachCustomPlan(parsed.data);
    setIsSaving(false);
    if (!result.data) {
      const refusal = readCustomPlanRefusal(result.error);
      setCodeError(refusal ? validationText(refusal) : describeFailure(t, result.error));
      return;
    }
    queryClient.setQueryData(COMPANY_CUSTOM_PLANS_KEY, result.data);
    // The plan's products are in the session's subscriptions from now on.
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    setCode('');
    if (codeFromLink) {
      params.delete(CUSTOM_PLAN_CODE_PARAM);
      setParams(params, { replace: true });
    }
    toasts.show({ message: t('customPlans.company.attached', { code: parsed.data }), tone: 'success' });
  };

  return (
    <section aria-labelledby="custom-plans-title" className="space-y-4" data-testid="company-custom-plans">
      <header>
        <h3 id="custom-plans-title" className="font-medium">
          {t('customPlans.company.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('customPlans.company.description')}</p>
      </header>
      {plans.isPending && <p role="status">{t('app.loading')}</p>}
      {plans.isError && (
        <div role="alert" className="space-y-2 rounded-xl bg-red-50 p-4 text-sm text-red-800">
          <p>{t('customPlans.company.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void plans.refetch()}>
            {t('customPlans.company.retry')}
          </Button>
        </div>
      )}
      {plans.data && plans.data.plans.length === 0 && (
        <p className="rounded-xl bg-white p-5 text-sm text-slate-600 shadow-sm">
          {t('customPlans.company.empty')}
        </p>
      )}
      {plans.data && plans.data.plans.length > 0 && (
        <ul className="space-y-3">
          {plans.data.plans.map((plan) => {
            const state = plan.isWithdrawn ? 'withdrawn' : plan.termState;
            return (
              <li
                key={plan.code}
                className="rounded-xl bg-white p-5 shadow-sm"
                data-testid="company-custom-plan"
              >
                <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{plan.name}</p>
                    <p className="text-xs text-slate-500">
                      {t('customPlans.licence.code')}: <span className="font-mono">{plan.code}</span> ·{' '}
                      {t('customPlans.company.attachedAt', {
                        date: formatPlanDate(plan.attachedAt, dateLocale),
                      })}
                    </p>
                  </div>
                  <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATE_STYLES[state]}`}>
                    {state === 'withdrawn'
                      ? t('customPlans.licence.withdrawn')
                      : t(`customPlans.licence.termState.${state}`)}
                  </span>
                </div>
                <CustomPlanLicence plan={plan} />
                {plan.isWithdrawn && (
                  <p className="mt-3 text-xs text-slate-600">{t('customPlans.company.withdrawnNote')}</p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(event) => void attach(event)}
        className="space-y-3 rounded-xl bg-white p-5 shadow-sm"
        aria-labelledby="custom-plan-attach"
      >
        <h4 id="custom-plan-attach" className="font-medium">
          {t('customPlans.company.attachTitle')}
        </h4>
        {codeFromLink && (
          <p role="note" className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
            {t('customPlans.company.fromLink', { code: codeFromLink })}
          </p>
        )}
        <TextField
          label={t('customPlans.company.attachCode')}
          name="customPlanCode"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={codeError}
          hint={t('customPlans.company.attachHint')}
        />
        <Button type="submit" disabled={isSaving} className="w-full sm:w-auto">
          {isSaving
            ? t('customPlans.company.attaching')
            : codeFromLink && session
              ? t('customPlans.company.fromLinkAdd', { brand: session.companyInfo.brand })
              : t('customPlans.company.attach')}
        </Button>
      </form>
    </section>
  );
}
