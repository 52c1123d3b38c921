import { daysUntilInvoiceDue, type Subscriptions } from '@carbon-ledger/core';

type SubscriptionProduct = keyof Subscriptions;

/** The product area of a dashboard path (spec section 2), or null outside the product pages. */
export function productOfPath(pathname: string): SubscriptionProduct | null {
  const areas: Array<[string, SubscriptionProduct]> = [
    ['/dashboard/calculator', 'calculator'],
    ['/dashboard/workforce', 'workforce'],
    ['/dashboard/events', 'events'],
    ['/dashboard/insights', 'climateAnalytics'],
    ['/dashboard/analytics', 'climateAnalytics'],
    ['/dashboard/employees', 'employees'],
    ['/dashboard/assessments', 'assessments'],
    ['/dashboard/products/assessments', 'assessments'],
  ];
  const area = areas.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return area?.[1] ?? null;
}

/**
 * The 'Invoice pending' banner of the current page: the product and the days to the due date, when the
 * product's subscription is paid by invoice, has a due date and its period is unpaid; else null.
 */
export function findPendingInvoice(
  pathname: string,
  subscriptions: Subscriptions | undefined,
  now: Date,
): { product: SubscriptionProduct; days: number } | null {
  const product = productOfPath(pathname);
  if (!product || !subscriptions) return null;
  const days = daysUntilInvoiceDue(subscriptions[product], now);
  return days === null ? null : { product, days };
}

const CLOSED_KEY = 'paymentBannerClosed';

/** Closed for this browser session (sessionStorage), per product. */
export function isBannerClosed(product: string): boolean {
  try {
    return (window.sessionStorage.getItem(CLOSED_KEY) ?? '').split(',').includes(product);
  } catch {
    return false;
  }
}

export function closeBanner(product: string): void {
  try {
    const closed = new Set((window.sessionStorage.getItem(CLOSED_KEY) ?? '').split(',').filter(Boolean));
    closed.add(product);
    window.sessionStorage.setItem(CLOSED_KEY, [...closed].join(','));
  } catch {
    // Storage disabled: closed until the page is reloaded.
  }
}
