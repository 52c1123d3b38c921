import type { Subscriptions } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PRODUCTS, MODULE_PATHS } from './catalogue.ts';
import {
  describeSubscription,
  isForSale,
  SUBSCRIBE_PAGES,
  SUBSCRIBE_PRODUCTS,
  subscribePathOf,
  subscribePathOfError,
} from './subscribe-state.ts';

const now = new Date('2026-03-01T12:00:00Z');
const stripe = (subscriptions: Subscriptions) => ({ billingMode: 'stripe' as const, subscriptions });
const calculator = (
  formTypeSubscriptions: Record<string, { hasPaidCurrentPeriodInvoice: boolean }>,
  extra: Partial<NonNullable<Subscriptions['calculator']>> = {},
): Subscriptions => ({
  calculator: {
    collectionMethod: 'charge_automatically',
    invoiceDueAt: null,
    hasPaidCurrentPeriodInvoice: true,
    formTypeSubscriptions,
    ...extra,
  },
});

describe('the subscribe page state', () => {
  it('says everything is included with billing off, linking to the module only where this version has one', () => {
    const off = { billingMode: 'off' as const, subscriptions: {} };
    expect(describeSubscription(off, 'calculator', now)).toEqual({
      kind: 'included',
      modulePath: '/dashboard/calculator',
    });
    expect(describeSubscription(off, 'workforce', now)).toEqual({
      kind: 'included',
      modulePath: '/dashboard/workforce',
    });
    expect(describeSubscription(off, 'events', now)).toEqual({ kind: 'included', modulePath: null });
  });

  it('sells nothing this version has no pages for, even to a company that pays for it', () => {
    const paid = stripe({
      events: {
        collectionMethod: 'charge_automatically',
        invoiceDueAt: null,
        hasPaidCurrentPeriodInvoice: true,
        hasUsageCharge: false,
      },
    });
    const onSale = ['calculator', 'workforce', 'climateAnalytics', 'assessments'];
    for (const product of SUBSCRIBE_PRODUCTS.filter((candidate) => !onSale.includes(candidate))) {
      expect(describeSubscription(paid, product, now), product).toEqual({ kind: 'later' });
      expect(isForSale(product), product).toBe(false);
    }
    expect(isForSale('calculator')).toBe(true);
    expect(isForSale('workforce')).toBe(true);
    expect(isForSale('climateAnalytics')).toBe(true);
    expect(isForSale('assessments')).toBe(true);
    expect(isForSale('surveys')).toBe(false);
  });

  it('opens workforce with a paid period, not on a subscription id alone, and says when it is not subscribed', () => {
    const base = { collectionMethod: 'charge_automatically' as const, invoiceDueAt: null };
    const paid = stripe({
      workforce: { ...base, hasPaidCurrentPeriodInvoice: true, stripeSubscriptionId: null },
    });
    expect(describeSubscription(paid, 'workforce', now)).toEqual({
      kind: 'active',
      modulePath: '/dashboard/workforce',
      formTypes: [],
    });
    const withId = stripe({
      workforce: { ...base, hasPaidCurrentPeriodInvoice: false, stripeSubscriptionId: 'sub_1' },
    });
    // An unpaid card period (the payment failed): the subscription id opens nothing, the period is unpaid.
    expect(describeSubscription(withId, 'workforce', now)).toEqual({
      kind: 'not-subscribed',
      wasUnpaid: true,
    });
    expect(describeSubscription(stripe({}), 'workforce', now)).toEqual({
      kind: 'not-subscribed',
      wasUnpaid: false,
    });
  });

  it('is not subscribed without a calculator subscription, and unpaid when its form types are unpaid', () => {
    expect(describeSubscription(stripe({}), 'calculator', now)).toEqual({
      kind: 'not-subscribed',
      wasUnpaid: false,
    });
    expect(
      describeSubscription(
        stripe(calculator({ company: { hasPaidCurrentPeriodInvoice: false } })),
        'calculator',
        now,
      ),
    ).toEqual({ kind: 'not-subscribed', wasUnpaid: true });
  });

  it('is active with the paid form types listed', () => {
    const status = describeSubscription(
      stripe(
        calculator({
          company: { hasPaidCurrentPeriodInvoice: true },
          product: { hasPaidCurrentPeriodInvoice: true },
          event: { hasPaidCurrentPeriodInvoice: false },
        }),
      ),
      'calculator',
      now,
    );
    expect(status).toEqual({
      kind: 'active',
      modulePath: '/dashboard/calculator',
      formTypes: [
        { formType: 'company', state: 'active' },
        { formType: 'product', state: 'active' },
      ],
    });
  });

  it('is invoice pending, with the days to the due date, while an unpaid invoice is not due', () => {
    const pending = calculator(
      { company: { hasPaidCurrentPeriodInvoice: false } },
      {
        collectionMethod: 'send_invoice',
        invoiceDueAt: '2026-03-11T12:00:00Z',
        hasPaidCurrentPeriodInvoice: false,
      },
    );
    expect(describeSubscription(stripe(pending), 'calculator', now)).toEqual({
      kind: 'invoice-pending',
      modulePath: '/dashboard/calculator',
      days: 10,
      formTypes: [{ formType: 'company', state: 'invoice-pending' }],
    });
    // Once the due date has passed the form type closes: not subscribed, unpaid.
    const later = new Date('2026-03-12T12:00:00Z');
    expect(describeSubscription(stripe(pending), 'calculator', later)).toEqual({
      kind: 'not-subscribed',
      wasUnpaid: true,
    });
  });
});

describe('where a missing subscription leads', () => {
  it('opens the product’s subscribe page named by the 402 detail, else the plans', () => {
    expect(
      subscribePathOfError({ details: [{ path: 'subscriptions.calculator.formTypeSubscriptions.company' }] }),
    ).toBe('/dashboard/products/subscribe');
    expect(subscribePathOfError({ details: [{ path: 'subscriptions.workforce' }] })).toBe(
      '/dashboard/workforce/subscribe',
    );
    expect(subscribePathOfError({ details: [{ path: 'subscriptions.climateAnalytics' }] })).toBe(
      '/dashboard/insights/subscribe',
    );
    expect(subscribePathOfError({ details: [{ path: 'subscriptions.employees' }] })).toBe(
      '/dashboard/products/climateneutral',
    );
    expect(subscribePathOfError({ details: [{ path: 'subscriptions.surveys' }] })).toBe('/plans');
    expect(subscribePathOfError(undefined)).toBe('/plans');
    expect(subscribePathOf('assessments')).toBe('/dashboard/products/assessments');
    expect(subscribePathOf('events')).toBe('/dashboard/events/subscribe');
  });

  it('has a subscribe page for every catalogue product but the survey, and sells only those with pages', () => {
    expect(Object.keys(SUBSCRIBE_PAGES).sort()).toEqual(
      CATALOGUE_PRODUCTS.filter((product) => product !== 'surveys').sort(),
    );
    expect(CATALOGUE_PRODUCTS.filter(isForSale)).toEqual(Object.keys(MODULE_PATHS));
  });
});
