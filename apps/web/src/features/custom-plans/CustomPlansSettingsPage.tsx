import type { CustomPlan } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { describeFailure } from '../account/describe-failure.ts';
import { CustomPlanForm } from './CustomPlanForm.tsx';
import { CustomPlanLicence, formatPlanDate } from './CustomPlanLicence.tsx';
import {
  buildRegistrationLink,
  CUSTOM_PLANS_KEY,
  useCustomPlans,
  withdrawCustomPlan,
} from './custom-plans-api.ts';

const STATE_STYLES = {
  available: 'bg-brand-50 text-brand-800',
  attached: 'bg-green-50 text-green-800',
  withdrawn: 'bg-slate-100 text-slate-700',
} as const;

/** Settings → Custom plans (operators): create, list and withdraw the licences sold with a code. */
export function CustomPlansSettingsPage() {
  const { t } = useTranslation();
  const plans = useCustomPlans();

  return (
    <div className="space-y-8">
      <header>
        <h2 className="text-xl font-semibold">{t('customPlans.operator.title')}</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('customPlans.operator.description')}</p>
      </header>
      <section aria-labelledby="custom-plans-list" className="space-y-3">
        <h3 id="custom-plans-list" className="font-medium">
          {t('customPlans.operator.listTitle')}
        </h3>
        {plans.isPending && <p role="status">{t('app.loading')}</p>}
        {plans.isError && (
          <div role="alert" className="space-y-2 rounded-xl bg-red-50 p-4 text-sm text-red-800">
            <p>{t('customPlans.operator.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void plans.refetch()}>
              {t('customPlans.company.retry')}
            </Button>
          </div>
        )}
        {plans.data?.plans.length === 0 && (
          <p className="rounded-xl bg-white p-5 text-sm text-slate-600 shadow-sm">
            {t('customPlans.operator.empty')}
          </p>
        )}
        {plans.data && plans.data.plans.length > 0 && (
          <ul className="space-y-3">
            {plans.data.plans.map((plan) => (
              <PlanItem key={plan._id} plan={plan} />
            ))}
          </ul>
        )}
      </section>
      <CustomPlanForm />
    </div>
  );
}

function PlanItem({ plan }: { plan: CustomPlan }) {
  const { t } = useTranslation();
  const { dateLocale } = useDateFormat();
  const queryClient = useQueryClient();
  const link = buildRegistrationLink(window.location.origin, plan.code);

  const withdraw = async () => {
    const isConfirmed = await dialogs.confirm({
      title: t('customPlans.operator.withdrawTitle', { code: plan.code }),
      message: t('customPlans.operator.withdrawMessage'),
      confirmLabel: t('customPlans.operator.withdraw'),
      isWarning: true,
    });
    if (!isConfirmed) return;
    const result = await withdrawCustomPlan(plan._id);
    if (!result.data) {
      toasts.show({ message: describeFailure(t, result.error), tone: 'error' });
      return;
    }
    queryClient.setQueryData(CUSTOM_PLANS_KEY, result.data);
    toasts.show({ message: t('customPlans.operator.withdrawn', { code: plan.code }), tone: 'success' });
  };

  const copy = async () => {
    await navigator.clipboard?.writeText(link);
    toasts.show({ message: t('customPlans.operator.copied'), tone: 'success' });
  };

  return (
    <li className="rounded-xl bg-white p-5 shadow-sm" data-testid="custom-plan">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">{plan.name}</p>
          <p className="font-mono text-sm break-all text-slate-700" data-testid="custom-plan-code">
            {plan.code}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${STATE_STYLES[plan.state]}`}>
          {plan.state === 'attached'
            ? t('customPlans.operator.state.attached', { brand: plan.attachedTo?.brand ?? '' })
            : t(`customPlans.operator.state.${plan.state}`)}
        </span>
      </div>
      <CustomPlanLicence plan={plan} />
      <p className="mt-3 text-xs text-slate-500">
        {t('customPlans.operator.createdBy', {
          email: plan.createdBy ?? '–',
          date: formatPlanDate(plan.createdAt, dateLocale),
        })}
      </p>
      {plan.state === 'available' && (
        <div className="mt-3 space-y-2">
          <label className="block text-xs font-medium text-slate-700">
            {t('customPlans.operator.registrationLink')}
            <input
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
              data-testid="custom-plan-link"
            />
          </label>
        </div>
      )}
      {plan.state !== 'withdrawn' && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          {plan.state === 'available' && (
            <Button variant="secondary" onClick={() => void copy()} className="w-full sm:w-auto">
              {t('customPlans.operator.copyLink')}
            </Button>
          )}
          <Button variant="secondary" onClick={() => void withdraw()} className="w-full sm:w-auto">
            {t('customPlans.operator.withdraw')}
          </Button>
        </div>
      )}
    </li>
  );
}
