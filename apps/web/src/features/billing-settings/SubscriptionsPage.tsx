import { CONTAINER_TYPES, type ContainerType, type PlanChangePreview } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { dialogs } from '../../components/ui/dialogs.ts';
import { toasts } from '../../components/ui/toast-queue.ts';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { SESSION_QUERY_KEY } from '../auth/session-api.ts';
import { usePrices } from '../plans/plans-api.ts';
import { BillingPage, LoadFailed } from './BillingPage.tsx';
import {
  type CurrentPlan,
  formatBillingDate,
  formatMoney,
  isCurrentChoice,
  planChoices,
  previewOutcome,
} from './billing-settings.ts';
import {
  changePlan,
  INVOICES_QUERY_KEY,
  PAYMENT_SUMMARY_QUERY_KEY,
  previewPlanChange,
  setCancellation,
  usePaymentSummary,
} from './billing-settings-api.ts';

type Language = 'en' | 'de';

/**
 * Settings → Subscriptions (owner, spec sections 2 and 6): the company's plans with their totals; a plan
 * paid by card can be changed, after seeing what the change costs now, or cancelled at the end of its
 * period.
 */
export function SubscriptionsPage() {
  return (
    <BillingPage
      titleKey="settings.nav.subscriptions"
      descriptionKey="billingSettings.subscriptions.description"
    >
      <SubscriptionsContent />
    </BillingPage>
  );
}

function SubscriptionsContent() {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'de' ? 'de' : 'en';
  const summary = usePaymentSummary(true);
  const prices = usePrices('EUR', true);

  if (summary.isPending) return <p role="status">{t('app.loading')}</p>;
  if (summary.isError) {
    return (
      <LoadFailed
        message={t('billingSettings.subscriptions.loadFailed')}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const { subscriptions, originalTotal, proratedTotal, currency } = summary.data;
  if (subscriptions.length === 0) {
    return (
      <div className="rounded-xl bg-white p-5 text-sm text-slate-700 shadow-sm">
        <p>{t('billingSettings.subscriptions.empty')}</p>
        <Link className="mt-3 inline-block font-medium text-brand-700 underline" to="/plans">
          {t('billingSettings.subscriptions.toPlans')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700" data-testid="subscriptions-totals">
        {t('billingSettings.subscriptions.totals', {
          original: formatMoney(originalTotal, currency, language),
          prorated: formatMoney(proratedTotal, currency, language),
        })}
      </p>
      <ul className="space-y-4">
        {subscriptions.map((plan) => (
          <li key={plan.product}>
            <PlanCard plan={plan} prices={prices.data} language={language} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The form types of the contract among stored names (a stored name the web does not know is left out). */
function knownFormTypes(types: readonly string[]): ContainerType[] {
  return types.filter((type): type is ContainerType => (CONTAINER_TYPES as readonly string[]).includes(type));
}

type Prices = ReturnType<typeof usePrices>['data'];

function planName(prices: Prices, plan: { product: string; planId: string }, language: Language): string {
  const known = planChoices(prices, plan.product).find((candidate) => candidate.id === plan.planId);
  if (known) return known.names[language];
  return prices?.products.find((product) => product.id === plan.product)?.names[language] ?? plan.planId;
}

function PlanCard({ plan, prices, language }: { plan: CurrentPlan; prices: Prices; language: Language }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isChanging, setIsChanging] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const headingId = useId();
  const name = planName(prices, plan, language);
  const money = (amount: number) => formatMoney(amount, 'EUR', language);
  const { dateLocale } = useDateFormat();
  const endDate = formatBillingDate(plan.periodEnd, dateLocale);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PAYMENT_SUMMARY_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);
  };

  const toggleCancellation = async (isCancelled: boolean) => {
    if (!plan.stripeSubscriptionId) return;
    if (isCancelled) {
      const isConfirmed = await dialogs.confirm({
        title: t('billingSettings.subscriptions.confirmCancelTitle', { name }),
        message: t('billingSettings.subscriptions.confirmCancelMessage', { date: endDate }),
        confirmLabel: t('billingSettings.subscriptions.confirmCancel'),
        cancelLabel: t('billingSettings.subscriptions.keepPlan'),
        isWarning: true,
      });
      if (!isConfirmed) return;
    }
    setIsBusy(true);
    const result = await setCancellation(plan.stripeSubscriptionId, isCancelled);
    setIsBusy(false);
    if (result.data) {
      toasts.show({
        message: isCancelled
          ? t('billingSettings.subscriptions.cancelled', { date: endDate })
          : t('billingSettings.subscriptions.resumed'),
        tone: 'success',
      });
    } else {
      toasts.show({
        message: t('billingSettings.subscriptions.actionFailed', {
          message: result.error?.message ?? t('errors.network'),
        }),
        tone: 'error',
      });
    }
    await refresh();
  };

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl bg-white p-5 shadow-sm"
      data-testid={`plan-${plan.product}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-medium">
            {name}
          </h3>
          <p className="text-slate-800">
            {t(
              plan.interval === 'month'
                ? 'billingSettings.subscriptions.perMonth'
                : 'billingSettings.subscriptions.perYear',
              {
                amount: money(plan.amountEur),
              },
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {plan.paymentStatus && (
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${plan.paymentStatus === 'paid' ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
            >
              {t(`billingSettings.subscriptions.status.${plan.paymentStatus}`)}
            </span>
          )}
          {plan.cancelAtPeriodEnd && (
            <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-medium text-slate-800">
              {t('billingSettings.subscriptions.endsOn', { date: endDate })}
            </span>
          )}
        </div>
      </div>
      <div className="mt-3 space-y-1 text-sm text-slate-600">
        <p>
          {t('billingSettings.subscriptions.period', {
            start: formatBillingDate(plan.periodStart, dateLocale),
            end: endDate,
          })}
        </p>
        {plan.formTypes.length > 0 && (
          <p>
            {t('billingSettings.subscriptions.formTypes', {
              types: knownFormTypes(plan.formTypes)
                .map((type) => t(`calculatorShell.types.${type}`))
                .join(', '),
            })}
          </p>
        )}
        <p>
          {t(`billingSettings.subscriptions.payBy.${plan.collectionMethod}`, {
            defaultValue: plan.collectionMethod,
          })}
        </p>
      </div>
      {plan.stripeSubscriptionId ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          {!plan.cancelAtPeriodEnd && (
            <Button
              variant="secondary"
              aria-expanded={isChanging}
              onClick={() => setIsChanging((open) => !open)}
              disabled={isBusy}
            >
              {t('billingSettings.subscriptions.change')}
            </Button>
          )}
          {plan.cancelAtPeriodEnd ? (
            <Button variant="secondary" onClick={() => void toggleCancellation(false)} disabled={isBusy}>
              {t('billingSettings.subscriptions.keepPlan')}
            </Button>
          ) : (
            <Button variant="dangerGhost" onClick={() => void toggleCancellation(true)} disabled={isBusy}>
              {t('billingSettings.subscriptions.cancel')}
            </Button>
          )}
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{t('billingSettings.subscriptions.invoiceOnly')}</p>
      )}
      {isChanging && plan.stripeSubscriptionId && (
        <ChangePlanForm
          plan={plan}
          subscriptionId={plan.stripeSubscriptionId}
          prices={prices}
          language={language}
          name={name}
          onDone={async () => {
            setIsChanging(false);
            await refresh();
          }}
        />
      )}
    </article>
  );
}

function ChangePlanForm({
  plan,
  subscriptionId,
  prices,
  language,
  name,
  onDone,
}: {
  plan: CurrentPlan;
  subscriptionId: string;
  prices: Prices;
  language: Language;
  name: string;
  onDone: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const choices = planChoices(prices, plan.product);
  const [planId, setPlanId] = useState(plan.planId);
  const [formTypes, setFormTypes] = useState<ContainerType[]>(knownFormTypes(plan.formTypes));
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const [state, setState] = useState<'idle' | 'previewing' | 'changing'>('idle');
  const [error, setError] = useState<string | null>(null);
  const isCalculator = plan.product === 'calculator';
  // A plan paid by invoice is not charged for a change: Stripe sends the change's invoice.
  const isInvoiced = plan.collectionMethod === 'send_invoice';
  const isSame = isCurrentChoice(plan, planId, formTypes);
  const money = (amount: number) => formatMoney(amount, preview?.currency ?? 'EUR', language);
  const request = { planId, ...(isCalculator ? { formTypes } : {}) };

  const choose = (update: () => void) => {
    update();
    setPreview(null);
    setError(null);
  };

  const showPrice = async (event: React.FormEvent) => {
    event.preventDefault();
    setState('previewing');
    setError(null);
    const result = await previewPlanChange(subscriptionId, request);
    setState('idle');
    if (result.data) setPreview(result.data);
    else setError(t('billingSettings.subscriptions.previewFailed'));
  };

  const makeChange = async () => {
    if (!preview) return;
    const outcome = previewOutcome(preview);
    const next = t(
      preview.interval === 'month'
        ? 'billingSettings.subscriptions.perMonth'
        : 'billingSettings.subscriptions.perYear',
      {
        amount: formatMoney(preview.newAmount, 'EUR', language),
      },
    );
    const isConfirmed = await dialogs.confirm({
      title: t('billingSettings.subscriptions.confirmChangeTitle'),
      message: t(
        outcome.kind === 'charge'
          ? isInvoiced
            ? 'billingSettings.subscriptions.confirmChangeInvoice'
            : 'billingSettings.subscriptions.confirmChangeCharge'
          : outcome.kind === 'credit'
            ? 'billingSettings.subscriptions.confirmChangeCredit'
            : 'billingSettings.subscriptions.confirmChangeNone',
        { amount: money(outcome.amount), next },
      ),
      confirmLabel: t('billingSettings.subscriptions.makeChange'),
    });
    if (!isConfirmed) return;
    setState('changing');
    const result = await changePlan(subscriptionId, { ...request, prorationDate: preview.prorationDate });
    setState('idle');
    if (result.data) {
      toasts.show({ message: t('billingSettings.subscriptions.changed'), tone: 'success' });
      await onDone();
    } else {
      setPreview(null);
      setError(
        t('billingSettings.subscriptions.changeFailed', {
          message: result.error?.message ?? t('errors.network'),
        }),
      );
    }
  };

  const outcome = preview ? previewOutcome(preview) : null;
  return (
    <form
      onSubmit={showPrice}
      className="mt-4 space-y-4 border-t border-slate-200 pt-4"
      aria-label={t('billingSettings.subscriptions.changeTitle', { name })}
    >
      {choices.length > 1 && (
        <fieldset>
          <legend className="text-sm font-medium">{t('billingSettings.subscriptions.newPlan')}</legend>
          <div className="mt-2 space-y-2">
            {choices.map((choice) => (
              <label key={choice.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`plan-${subscriptionId}`}
                  value={choice.id}
                  checked={planId === choice.id}
                  onChange={() => choose(() => setPlanId(choice.id))}
                />
                {choice.names[language]} ·{' '}
                {t(
                  choice.interval === 'month'
                    ? 'billingSettings.subscriptions.perMonth'
                    : 'billingSettings.subscriptions.perYear',
                  {
                    amount: formatMoney(choice.amountEur, 'EUR', language),
                  },
                )}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {isCalculator && (
        <fieldset>
          <legend className="text-sm font-medium">
            {t('billingSettings.subscriptions.formTypesLegend')}
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {CONTAINER_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={formTypes.includes(type)}
                  onChange={(change) =>
                    choose(() =>
                      setFormTypes((current) =>
                        change.target.checked
                          ? [...current, type]
                          : current.filter((known) => known !== type),
                      ),
                    )
                  }
                />
                {t(`calculatorShell.types.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {!isCalculator && choices.length <= 1 && (
        <p className="text-sm text-slate-600">{t('billingSettings.subscriptions.noOtherPlan')}</p>
      )}
      {isSame && (choices.length > 1 || isCalculator) && (
        <p className="text-sm text-slate-600">{t('billingSettings.subscriptions.samePlan')}</p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {preview && outcome && (
        <div className="rounded-lg bg-slate-50 p-4 text-sm" aria-live="polite" data-testid="change-preview">
          <p className="text-base font-medium">
            {outcome.kind === 'charge'
              ? t(
                  isInvoiced
                    ? 'billingSettings.subscriptions.invoicedNow'
                    : 'billingSettings.subscriptions.dueNow',
                  { amount: money(outcome.amount) },
                )
              : outcome.kind === 'credit'
                ? t('billingSettings.subscriptions.creditNow', { amount: money(outcome.amount) })
                : t('billingSettings.subscriptions.nothingNow')}
          </p>
          <p className="mt-1 text-slate-700">
            {t('billingSettings.subscriptions.thenPerPeriod', {
              amount: t(
                preview.interval === 'month'
                  ? 'billingSettings.subscriptions.perMonth'
                  : 'billingSettings.subscriptions.perYear',
                { amount: formatMoney(preview.newAmount, 'EUR', language) },
              ),
            })}
          </p>
          {preview.lines.length > 0 && (
            <details className="mt-2">
              <summary className="cursor-pointer text-slate-700">
                {t('billingSettings.subscriptions.lines')}
              </summary>
              <ul className="mt-2 space-y-1">
                {preview.lines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview lines have no id and do not move
                  <li key={index} className="flex justify-between gap-4">
                    <span className="min-w-0 break-words">{line.description}</span>
                    <span className="shrink-0 tabular-nums">{money(line.amount)}</span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        {preview ? (
          <Button onClick={() => void makeChange()} disabled={state !== 'idle'}>
            {state === 'changing' ? t('checkout.sending') : t('billingSettings.subscriptions.makeChange')}
          </Button>
        ) : (
          <Button
            type="submit"
            disabled={state !== 'idle' || isSame || (isCalculator && formTypes.length === 0)}
          >
            {state === 'previewing'
              ? t('billingSettings.subscriptions.previewing')
              : t('billingSettings.subscriptions.showPrice')}
          </Button>
        )}
      </div>
    </form>
  );
}
