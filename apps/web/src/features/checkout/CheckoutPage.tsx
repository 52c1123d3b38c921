import {
  CHECKOUT_COLLECTION_METHODS,
  type CheckoutCollectionMethod,
  CONTAINER_TYPES,
  type ContainerType,
  formatMoney,
  type PricesResponse,
} from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useAppConfigQuery } from '../../api/status.ts';
import { CALCULATOR_HOME, LOGIN_PATH } from '../../app/paths.ts';
import { Button } from '../../components/ui/Button.tsx';
import { useDateFormat } from '../../lib/useDateFormat.ts';
import { SESSION_QUERY_KEY, useSession } from '../auth/session-api.ts';
import { useCan } from '../auth/useCan.ts';
import { CATALOGUE_PRODUCTS, MODULE_PATHS } from '../plans/catalogue.ts';
import { usePrices } from '../plans/plans-api.ts';
import { isForSale } from '../plans/subscribe-state.ts';
import { confirmCheckout, PAYMENT_FAILURE_NOTICE_MS, pollPayment, startCheckout } from './checkout-api.ts';

type Item =
  | { kind: 'subscription'; plan: NonNullable<PricesResponse['subscriptions']['calculator']>[number] }
  | { kind: 'single'; payment: PricesResponse['singleTimePayments'][number] };

/**
 * `/checkout` (spec sections 2 and 4): buys the plan (`?plan=`) or one-time payment (`?payment=`) of the
 * price list by card (Stripe Checkout) or invoice. Back from Stripe (`?session_id=`) it asks for the
 * payment 10 times, 2.5 s apart, with a notice, and shows the failure text for 5 s.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const appConfig = useAppConfigQuery();
  const { data: user, isPending } = useSession();
  const mayPay = useCan('payments');
  const sessionId = params.get('session_id');

  let content: React.ReactNode;
  if (appConfig.isPending || isPending) content = <p role="status">{t('app.loading')}</p>;
  else if (appConfig.data?.billing.mode !== 'stripe') content = <p>{t('checkout.billingOff')}</p>;
  else if (!user) {
    const back = `/checkout?${params.toString()}`;
    content = (
      <p>
        {t('checkout.signIn')}{' '}
        <Link
          className="font-medium text-brand-700 underline"
          to={`${LOGIN_PATH}?redirectPath=${encodeURIComponent(back)}`}
        >
          {t('checkout.signInLink')}
        </Link>
      </p>
    );
  } else if (!mayPay) content = <p role="alert">{t('checkout.noAccess')}</p>;
  else if (sessionId) content = <PaymentReturn sessionId={sessionId} />;
  else content = <CheckoutForm planId={params.get('plan')} paymentId={params.get('payment')} />;

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-semibold">{t('checkout.title')}</h1>
      <div className="mt-6 rounded-xl bg-white p-6 shadow-sm">{content}</div>
    </div>
  );
}

function PaymentReturn({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'confirming' | 'succeeded' | 'failed' | 'done'>('confirming');
  const [product, setProduct] = useState<string | null>(null);
  useEffect(() => {
    let isCancelled = false;
    void pollPayment(() => confirmCheckout(sessionId), { isCancelled: () => isCancelled }).then((result) => {
      if (isCancelled || result.status === 'cancelled') return;
      setState(result.status);
      setProduct(result.product);
      if (result.status === 'succeeded') void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    });
    return () => {
      isCancelled = true;
    };
  }, [sessionId, queryClient]);
  useEffect(() => {
    if (state !== 'failed') return;
    const timer = setTimeout(() => setState('done'), PAYMENT_FAILURE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  if (state === 'confirming') return <p role="status">{t('checkout.confirming')}</p>;
  if (state === 'failed')
    return (
      <p role="alert" className="text-red-700">
        {t('checkout.failed')}
      </p>
    );
  if (state === 'succeeded') {
    return (
      <div role="status">
        <p>{t('checkout.succeeded')}</p>
        <ModuleLink product={product} />
      </div>
    );
  }
  return (
    <Link className="font-medium text-brand-700 underline" to="/plans">
      {t('checkout.toPlans')}
    </Link>
  );
}

/** Where a bought product opens: its module (e.g. Workforce), else the dashboard. */
function ModuleLink({ product }: { product: string | null }) {
  const { t } = useTranslation();
  const known = CATALOGUE_PRODUCTS.find((candidate) => candidate === product);
  const modulePath = known ? MODULE_PATHS[known] : undefined;
  return (
    <p className="mt-4">
      <Link className="font-medium text-brand-700 underline" to={modulePath ?? CALCULATOR_HOME}>
        {known && modulePath
          ? t('checkout.toModule', { product: t(`plans.products.${known}`) })
          : t('checkout.toDashboard')}
      </Link>
    </p>
  );
}

function findItem(prices: PricesResponse, planId: string | null, paymentId: string | null): Item | null {
  if (planId) {
    const plan = Object.values(prices.subscriptions)
      .flat()
      .find((candidate) => candidate?.id === planId && candidate.interval !== 'per-use');
    return plan ? { kind: 'subscription', plan } : null;
  }
  const payment = prices.singleTimePayments.find((candidate) => candidate.id === paymentId);
  return payment ? { kind: 'single', payment } : null;
}

function CheckoutForm({ planId, paymentId }: { planId: string | null; paymentId: string | null }) {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'de' ? 'de' : 'en';
  const { formatDate } = useDateFormat();
  const prices = usePrices(undefined, Boolean(planId || paymentId));
  const [collectionMethod, setCollectionMethod] = useState<CheckoutCollectionMethod>('charge_automatically');
  const [formTypes, setFormTypes] = useState<ContainerType[]>(['company']);
  const [quantity, setQuantity] = useState(1);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invoice, setInvoice] = useState<{ dueAt: string; url: string | null } | null>(null);

  if (!planId && !paymentId) {
    return (
      <p>
        {t('checkout.choose')}{' '}
        <Link className="font-medium text-brand-700 underline" to="/plans">
          {t('checkout.toPlans')}
        </Link>
      </p>
    );
  }
  if (prices.isPending) return <p role="status">{t('app.loading')}</p>;
  if (!prices.data) return <p role="alert">{t('plans.failed')}</p>;
  const item = findItem(prices.data, planId, paymentId);
  if (!item) return <p role="alert">{t('checkout.unknownItem')}</p>;
  // A product this version has no pages for is not sold, even when the price list names it.
  if (!isForSale(item.kind === 'subscription' ? item.plan.product : item.payment.product)) {
    return (
      <p role="alert">
        {t('checkout.laterVersion')}{' '}
        <Link className="font-medium text-brand-700 underline" to="/plans">
          {t('checkout.toPlans')}
        </Link>
      </p>
    );
  }
  if (invoice) {
    return (
      <div role="status">
        <p>{t('checkout.invoiceSent', { date: formatDate(invoice.dueAt) })}</p>
        {invoice.url && (
          <a className="mt-4 inline-block font-medium text-brand-700 underline" href={invoice.url}>
            {t('checkout.invoiceOpen')}
          </a>
        )}
        {item.kind === 'subscription' && <ModuleLink product={item.plan.product} />}
      </div>
    );
  }

  const currency = prices.data.currency;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const isCalculator = item.kind === 'subscription' && item.plan.product === 'calculator';
  const count = isCalculator ? formTypes.length : item.kind === 'single' ? quantity : 1;
  const unit = item.kind === 'subscription' ? item.plan.amount : item.payment.amount;
  const names = item.kind === 'subscription' ? item.plan.names : item.payment.names;
  const interval =
    item.kind === 'subscription'
      ? t(item.plan.interval === 'month' ? 'checkout.perMonth' : 'checkout.perYear')
      : '';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setIsSending(true);
    const result = await startCheckout(
      item.kind === 'subscription'
        ? {
            collectionMethod,
            subscription: { planId: item.plan.id, ...(isCalculator ? { formTypes } : {}) },
          }
        : { collectionMethod, singleTimePayment: { paymentId: item.payment.id, quantity } },
    );
    setIsSending(false);
    if (result.data?.kind === 'redirect') window.location.assign(result.data.url);
    else if (result.data?.kind === 'invoice') {
      setInvoice({ dueAt: result.data.invoiceDueAt, url: result.data.hostedInvoiceUrl });
      // The subscription is stored at once (unpaid, with its due date): the session shows it.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } else if (result.error?.status === 409) setError(t('checkout.alreadyRunning'));
    else setError(t('checkout.startFailed'));
  };

  return (
    <form onSubmit={submit} className="space-y-5">
      <div>
        <p className="text-sm text-slate-600">{t('checkout.item')}</p>
        <p className="text-lg font-medium">{names[language]}</p>
        <p className="text-slate-700" data-testid="checkout-total">
          {t('checkout.amount', { amount: money(unit * Math.max(1, count)) })} {interval}
        </p>
      </div>
      {isCalculator && (
        <fieldset>
          <legend className="text-sm font-medium">{t('checkout.formTypes')}</legend>
          <p className="text-sm text-slate-600">{t('checkout.formTypesHint')}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {CONTAINER_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={formTypes.includes(type)}
                  onChange={(change) =>
                    setFormTypes((current) =>
                      change.target.checked ? [...current, type] : current.filter((known) => known !== type),
                    )
                  }
                />
                {t(`calculatorShell.types.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {item.kind === 'single' && (
        <label className="block text-sm font-medium">
          {t('checkout.quantity')}
          <input
            type="number"
            min={1}
            max={100}
            value={quantity}
            onChange={(change) => setQuantity(Math.min(100, Math.max(1, Number(change.target.value) || 1)))}
            className="mt-1 block w-24 rounded-md border border-slate-300 px-2 py-1"
          />
        </label>
      )}
      <fieldset>
        <legend className="text-sm font-medium">{t('checkout.payBy')}</legend>
        <div className="mt-2 flex gap-4">
          {CHECKOUT_COLLECTION_METHODS.map((method) => (
            <label key={method} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="collectionMethod"
                value={method}
                checked={collectionMethod === method}
                onChange={() => setCollectionMethod(method)}
              />
              {t(`checkout.${method}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={isSending || (isCalculator && formTypes.length === 0)}>
        {isSending
          ? t('checkout.sending')
          : t(collectionMethod === 'send_invoice' ? 'checkout.submitInvoice' : 'checkout.submit')}
      </Button>
    </form>
  );
}
