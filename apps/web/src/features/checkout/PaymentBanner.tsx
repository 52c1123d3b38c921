import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppConfigQuery } from '../../api/status.ts';
import { useSession } from '../auth/session-api.ts';
import { closeBanner, findPendingInvoice, isBannerClosed } from './payment-banner.ts';

/**
 * 'Invoice pending' (spec section 4): on a product's pages, when its subscription is paid by invoice,
 * has a due date and the period is unpaid; the days to the due date, rounded, never below 0. Closed for
 * the browser session. Never shown with billing off.
 */
export function PaymentBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const appConfig = useAppConfigQuery();
  const { data: user } = useSession();
  const [, setClosedCount] = useState(0);
  if (appConfig.data?.billing.mode !== 'stripe') return null;
  const pending = findPendingInvoice(pathname, user?.subscriptions, new Date());
  if (!pending || isBannerClosed(pending.product)) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50" data-testid="payment-banner">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2 text-sm text-amber-900">
        <strong>{t('checkout.banner.title')}</strong>
        <span>
          {pending.days === 0
            ? t('checkout.banner.dueToday')
            : t('checkout.banner.due', { count: pending.days })}
        </span>
        <button
          type="button"
          className="ml-auto rounded px-2 py-1 font-medium hover:bg-amber-100"
          onClick={() => {
            closeBanner(pending.product);
            setClosedCount((count) => count + 1);
          }}
        >
          {t('checkout.banner.close')}
        </button>
      </div>
    </div>
  );
}
