import {
  CALCULATOR_FORM_TYPES,
  type ContainerType,
  daysUntilInvoiceDue,
  decideEntitlement,
  type EntitlementContext,
  type EntitlementQuery,
  isProductOnSale,
  type Product,
} from '@carbon-ledger/core';
import { MODULE_PATHS } from './catalogue.ts';

/** The subscribe page of each product that has one (spec section 2); the others lead to /plans. */
export const SUBSCRIBE_PAGES = {
  calculator: '/dashboard/products/subscribe',
  assessments: '/dashboard/products/assessments',
  employees: '/dashboard/products/climateneutral',
  workforce: '/dashboard/workforce/subscribe',
  climateAnalytics: '/dashboard/insights/subscribe',
  events: '/dashboard/events/subscribe',
} as const satisfies Partial<Record<Product, string>>;
export type SubscribeProduct = keyof typeof SUBSCRIBE_PAGES;
export const SUBSCRIBE_PRODUCTS = Object.keys(SUBSCRIBE_PAGES) as SubscribeProduct[];

/** Where a product is subscribed to: its subscribe page, else the plans. */
export function subscribePathOf(product: string | null | undefined): string {
  return (product && SUBSCRIBE_PAGES[product as SubscribeProduct]) || '/plans';
}

/**
 * The subscribe page for a 402 SUBSCRIPTION_REQUIRED answer: its detail names the subscription it needs
 * (`subscriptions.calculator.formTypeSubscriptions.company`, `subscriptions.workforce`).
 */
export function subscribePathOfError(error: { details?: { path: string }[] } | undefined): string {
  const path = error?.details?.find((detail) => detail.path.startsWith('subscriptions.'))?.path;
  return subscribePathOf(path?.split('.')[1]);
}

/** Is the product sold in this version? Only products it has pages for (the core's PRODUCTS_ON_SALE). */
export function isForSale(product: string): boolean {
  return isProductOnSale(product);
}

export type FormTypeState = { formType: ContainerType; state: 'active' | 'invoice-pending' };

/** What the subscribe page says about the company and the product. */
export type SubscribeStatus =
  /** Billing off: everything this version has is included; `modulePath` null when it comes later. */
  | { kind: 'included'; modulePath: string | null }
  /** Stripe mode, and this version has no pages for the product: nothing to buy yet. */
  | { kind: 'later' }
  | { kind: 'active'; modulePath: string; formTypes: FormTypeState[] }
  | { kind: 'invoice-pending'; modulePath: string; days: number | null; formTypes: FormTypeState[] }
  /** `wasUnpaid`: a subscription exists but its period is not paid (or nothing is left). */
  | { kind: 'not-subscribed'; wasUnpaid: boolean };

/**
 * The company's state for a product, from the one entitlement policy. The calculator is active when any
 * form type is paid, pending when the only open ones wait for an invoice; the open form types are listed.
 */
export function describeSubscription(
  context: EntitlementContext,
  product: SubscribeProduct,
  now: Date = new Date(),
): SubscribeStatus {
  const modulePath = MODULE_PATHS[product as keyof typeof MODULE_PATHS] ?? null;
  if (context.billingMode === 'off') return { kind: 'included', modulePath };
  if (!modulePath) return { kind: 'later' };
  const withNow = { ...context, now };
  const days = daysUntilInvoiceDue(context.subscriptions[product], now);
  if (product === 'calculator') {
    const formTypes: FormTypeState[] = [];
    let wasUnpaid = false;
    for (const formType of CALCULATOR_FORM_TYPES) {
      const decision = decideEntitlement(withNow, { product: 'calculator', formType });
      if (decision.isAllowed) {
        formTypes.push({
          formType,
          state: decision.reason === 'invoice-pending' ? 'invoice-pending' : 'active',
        });
      } else if (decision.reason !== 'no-subscription') wasUnpaid = true;
    }
    if (formTypes.some((type) => type.state === 'active')) return { kind: 'active', modulePath, formTypes };
    if (formTypes.length > 0) return { kind: 'invoice-pending', modulePath, days, formTypes };
    return { kind: 'not-subscribed', wasUnpaid };
  }
  const decision = decideEntitlement(withNow, { product } as EntitlementQuery);
  if (decision.isAllowed && decision.reason === 'invoice-pending')
    return { kind: 'invoice-pending', modulePath, days, formTypes: [] };
  if (decision.isAllowed) return { kind: 'active', modulePath, formTypes: [] };
  return { kind: 'not-subscribed', wasUnpaid: decision.reason !== 'no-subscription' };
}
