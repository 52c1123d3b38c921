import type { Subscriptions } from '@carbon-ledger/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeBanner, findPendingInvoice, isBannerClosed, productOfPath } from './payment-banner.ts';

const now = new Date('2026-11-24T12:00:00Z');
const invoiced = (invoiceDueAt: string | null, hasPaidCurrentPeriodInvoice = false) => ({
  collectionMethod: 'send_invoice' as const,
  invoiceDueAt,
  hasPaidCurrentPeriodInvoice,
});

describe('the Invoice pending banner', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => items.set(key, value),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('belongs to the product of the current route', () => {
    expect(productOfPath('/dashboard/calculator/form/i/abc')).toBe('calculator');
    expect(productOfPath('/dashboard/calculator')).toBe('calculator');
    expect(productOfPath('/dashboard/workforce/manage')).toBe('workforce');
    expect(productOfPath('/dashboard/insights')).toBe('climateAnalytics');
    expect(productOfPath('/dashboard/settings/company')).toBeNull();
    expect(productOfPath('/dashboard/calculatorx')).toBeNull();
  });

  it('shows the rounded days to the due date of an unpaid invoice, never below 0', () => {
    const subscriptions: Subscriptions = {
      workforce: { ...invoiced('2026-12-04T00:00:00Z'), stripeSubscriptionId: null },
      climateAnalytics: invoiced('2026-11-01T00:00:00Z'),
      events: { ...invoiced('2026-12-01T00:00:00Z', true), hasUsageCharge: false },
      employees: { ...invoiced(null), plan: 'x' },
      assessments: {
        collectionMethod: 'charge_automatically',
        invoiceDueAt: '2026-12-01T00:00:00Z',
        hasPaidCurrentPeriodInvoice: false,
      },
    };
    expect(findPendingInvoice('/dashboard/workforce', subscriptions, now)).toEqual({
      product: 'workforce',
      days: 10,
    });
    expect(findPendingInvoice('/dashboard/insights', subscriptions, now)).toEqual({
      product: 'climateAnalytics',
      days: 0,
    });
    // Paid, no due date, or not invoiced: no banner.
    expect(findPendingInvoice('/dashboard/events', subscriptions, now)).toBeNull();
    expect(findPendingInvoice('/dashboard/employees', subscriptions, now)).toBeNull();
    expect(findPendingInvoice('/dashboard/assessments', subscriptions, now)).toBeNull();
    // Another product's invoice does not show on the calculator.
    expect(findPendingInvoice('/dashboard/calculator', subscriptions, now)).toBeNull();
  });

  it('stays closed for the browser session once closed, per product', () => {
    expect(isBannerClosed('workforce')).toBe(false);
    closeBanner('workforce');
    closeBanner('workforce');
    expect(isBannerClosed('workforce')).toBe(true);
    expect(isBannerClosed('events')).toBe(false);
    expect(window.sessionStorage.getItem('paymentBannerClosed')).toBe('workforce');
  });
});
