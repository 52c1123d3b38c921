import type { PaymentMethodSummary } from '@carbon-ledger/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { BillingPage, LoadFailed } from './BillingPage.tsx';
import { cardBrandName, cardExpiry, SETUP_RETURN_PARAM } from './billing-settings.ts';
import {
  confirmPaymentMethod,
  PAYMENT_METHOD_QUERY_KEY,
  startPaymentMethodSetup,
  usePaymentMethod,
} from './billing-settings-api.ts';

/**
 * Settings → Payment method (owner): the card or SEPA Direct Debit on file. Changing it goes through
 * Stripe Checkout in setup mode; back on this page the new method is made the default.
 */
export function PaymentMethodPage() {
  return (
    <BillingPage
      titleKey="settings.nav.paymentMethod"
      descriptionKey="billingSettings.paymentMethod.description"
    >
      <PaymentMethodContent />
    </BillingPage>
  );
}

type ReturnState = 'confirming' | 'succeeded' | 'processing' | 'failed';

function PaymentMethodContent() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const setupSessionId = params.get(SETUP_RETURN_PARAM);
  const [returnState, setReturnState] = useState<ReturnState | null>(setupSessionId ? 'confirming' : null);
  const [isStarting, setIsStarting] = useState(false);
  const [startError, setStartError] = useState(false);
  const confirmedId = useRef<string | null>(null);
  const method = usePaymentMethod(returnState !== 'confirming');

  useEffect(() => {
    if (!setupSessionId || confirmedId.current === setupSessionId) return;
    confirmedId.current = setupSessionId;
    void confirmPaymentMethod(setupSessionId).then(async (result) => {
      setReturnState(result.data?.status ?? 'failed');
      await queryClient.invalidateQueries({ queryKey: PAYMENT_METHOD_QUERY_KEY });
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(SETUP_RETURN_PARAM);
          return next;
        },
        { replace: true },
      );
    });
  }, [setupSessionId, queryClient, setParams]);

  const change = async () => {
    setIsStarting(true);
    setStartError(false);
    const result = await startPaymentMethodSetup();
    if (result.data) {
      window.location.assign(result.data.url);
      return;
    }
    setIsStarting(false);
    setStartError(true);
  };

  if (returnState === 'confirming')
    return <p role="status">{t('billingSettings.paymentMethod.confirming')}</p>;
  return (
    <div className="space-y-4">
      {returnState === 'succeeded' && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-800">
          {t('billingSettings.paymentMethod.saved')}
        </p>
      )}
      {(returnState === 'failed' || returnState === 'processing') && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t(
            returnState === 'failed'
              ? 'billingSettings.paymentMethod.failed'
              : 'billingSettings.paymentMethod.processing',
          )}
        </p>
      )}
      {method.isPending && <p role="status">{t('app.loading')}</p>}
      {method.isError && (
        <LoadFailed
          message={t('billingSettings.paymentMethod.loadFailed')}
          onRetry={() => void method.refetch()}
        />
      )}
      {method.data && (
        <div className="rounded-xl bg-white p-5 shadow-sm" data-testid="payment-method">
          {method.data.paymentMethod ? (
            <MethodDetails method={method.data.paymentMethod} />
          ) : (
            <p className="text-sm text-slate-700">{t('billingSettings.paymentMethod.none')}</p>
          )}
          <Button className="mt-4 w-full sm:w-auto" onClick={() => void change()} disabled={isStarting}>
            {isStarting
              ? t('billingSettings.paymentMethod.redirecting')
              : t(
                  method.data.paymentMethod
                    ? 'billingSettings.paymentMethod.change'
                    : 'billingSettings.paymentMethod.add',
                )}
          </Button>
          {startError && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {t('billingSettings.paymentMethod.startFailed')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function MethodDetails({ method }: { method: PaymentMethodSummary }) {
  const { t } = useTranslation();
  if (method.type === 'card') {
    const expiry = cardExpiry(method.expMonth, method.expYear);
    return (
      <div>
        <p className="text-lg font-medium">
          {t('billingSettings.paymentMethod.card', {
            brand: cardBrandName(method.brand),
            last4: method.last4,
          })}
        </p>
        <p className={`text-sm ${expiry.isExpired ? 'font-medium text-red-700' : 'text-slate-600'}`}>
          {t(
            expiry.isExpired
              ? 'billingSettings.paymentMethod.expired'
              : 'billingSettings.paymentMethod.expires',
            {
              date: expiry.label,
            },
          )}
        </p>
      </div>
    );
  }
  if (method.type === 'sepa_debit') {
    return (
      <p className="text-lg font-medium">
        {t('billingSettings.paymentMethod.sepa', { last4: method.last4 })}
      </p>
    );
  }
  return (
    <p className="text-lg font-medium">{t('billingSettings.paymentMethod.other', { kind: method.kind })}</p>
  );
}
