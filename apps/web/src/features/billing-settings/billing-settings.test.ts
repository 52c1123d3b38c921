import type { PricesResponse } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import {
  type CurrentPlan,
  cardBrandName,
  cardExpiry,
  formatMoney,
  isCurrentChoice,
  planChoices,
  previewOutcome,
} from './billing-settings.ts';

const plan = (overrides: Partial<CurrentPlan> = {}): CurrentPlan => ({
  product: 'calculator',
  planId: 'calculator-yearly',
  interval: 'year',
  amountEur: 1200,
  proratedAmountEur: 600,
  periodStart: '2026-01-01T00:00:00.000Z',
  periodEnd: '2027-01-01T00:00:00.000Z',
  collectionMethod: 'charge_automatically',
  invoiceDueAt: null,
  paymentStatus: 'paid',
  stripeSubscriptionId: 'sub_1',
  formTypes: ['company', 'product'],
  cancelAtPeriodEnd: false,
  ...overrides,
});

describe('billing settings logic', () => {
  it('tells a charge, a credit and nothing apart in a plan change preview', () => {
    expect(previewOutcome({ amountDue: 599.99, total: 599.99 })).toEqual({ kind: 'charge', amount: 599.99 });
    expect(previewOutcome({ amountDue: 0, total: -300 })).toEqual({ kind: 'credit', amount: 300 });
    expect(previewOutcome({ amountDue: 0, total: 0 })).toEqual({ kind: 'none', amount: 0 });
  });

  it('counts the Forms plan with other form types as a change, in any order of the types', () => {
    expect(isCurrentChoice(plan(), 'calculator-yearly', ['product', 'company'])).toBe(true);
    expect(isCurrentChoice(plan(), 'calculator-yearly', ['company'])).toBe(false);
    expect(isCurrentChoice(plan({ product: 'workforce', planId: 'w-m', formTypes: [] }), 'w-m', [])).toBe(
      true,
    );
    expect(isCurrentChoice(plan({ product: 'workforce', planId: 'w-m', formTypes: [] }), 'w-y', [])).toBe(
      false,
    );
  });

  it('offers the month and year plans of the same product only', () => {
    const names = { en: 'x', de: 'x' };
    const prices = {
      subscriptions: {
        events: [
          { id: 'events-monthly', product: 'events', names, amount: 29, amountEur: 29, interval: 'month' },
          { id: 'events-yearly', product: 'events', names, amount: 290, amountEur: 290, interval: 'year' },
        ],
        eventsUsageCharge: [
          {
            id: 'events-usage',
            product: 'eventsUsageCharge',
            names,
            amount: 4.5,
            amountEur: 4.5,
            interval: 'per-use',
          },
        ],
      },
    } as unknown as PricesResponse;
    expect(planChoices(prices, 'events').map((choice) => choice.id)).toEqual([
      'events-monthly',
      'events-yearly',
    ]);
    expect(planChoices(prices, 'eventsUsageCharge')).toEqual([]);
    expect(planChoices(undefined, 'events')).toEqual([]);
  });

  it('shows a card expiry and says when the month has passed', () => {
    expect(cardExpiry(3, 2030, new Date('2030-03-31T23:59:59Z'))).toEqual({
      label: '03/2030',
      isExpired: false,
    });
    expect(cardExpiry(3, 2030, new Date('2030-04-01T00:00:00Z'))).toEqual({
      label: '03/2030',
      isExpired: true,
    });
    expect(cardExpiry(12, 2030, new Date('2031-01-01T00:00:00Z')).isExpired).toBe(true);
  });

  it('names card brands and formats euros per language', () => {
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('newbrand')).toBe('Newbrand');
    expect(formatMoney(1200, 'EUR', 'en')).toBe('€1,200.00');
    expect(formatMoney(1200, 'EUR', 'de')).toBe('1.200,00\u00a0€');
  });
});
