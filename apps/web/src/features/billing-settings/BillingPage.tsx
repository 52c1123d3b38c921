import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfigQuery } from '../../api/status.ts';
import { Button } from '../../components/ui/Button.tsx';

/**
 * The frame of the billing settings pages: title and description, then the page, which loads only in
 * stripe mode. With billing off the installation includes everything and nothing is asked of Stripe.
 */
export function BillingPage({
  titleKey,
  descriptionKey,
  children,
}: {
  titleKey: 'settings.nav.subscriptions' | 'settings.nav.paymentMethod' | 'settings.nav.history';
  descriptionKey:
    | 'billingSettings.subscriptions.description'
    | 'billingSettings.paymentMethod.description'
    | 'billingSettings.history.description';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const appConfig = useAppConfigQuery();
  let content: ReactNode;
  if (appConfig.isPending) content = <p role="status">{t('app.loading')}</p>;
  else if (appConfig.data?.billing.mode !== 'stripe') {
    content = (
      <p className="rounded-xl bg-white p-5 text-sm text-slate-700 shadow-sm">
        {t('billingSettings.billingOff')}
      </p>
    );
  } else content = children;
  return (
    <div className="space-y-6">
      <header>
        <h2 className="text-xl font-semibold">{t(titleKey)}</h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t(descriptionKey)}</p>
      </header>
      {content}
    </div>
  );
}

/** A load that failed: what failed, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-5 text-sm text-red-700 shadow-sm"
    >
      <span>{message}</span>
      <Button variant="secondary" onClick={onRetry}>
        {t('billingSettings.retry')}
      </Button>
    </div>
  );
}
