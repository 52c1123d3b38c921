import { describe, expect, it } from 'vitest';
import {
  daysUntilInvoiceDue,
  decideEntitlement,
  type EntitlementQuery,
  includedSubscriptions,
  listEntitlements,
} from './policy.ts';
import { TRIAL_PRODUCTS } from './products.ts';
import { type Subscription, type Subscriptions, subscriptionsSchema } from './subscriptions.ts';
import { type Trials, trialProductSchema } from './trials.ts';

const paid: Subscription = {
  collectionMethod: 'charge_automatically',
  invoiceDueAt: null,
  hasPaidCurrentPeriodInvoice: true,
};
const unpaid: Subscription = {
  collectionMethod: 'send_invoice',
  invoiceDueAt: '2026-12-01T00:00:00.000Z',
  hasPaidCurrentPeriodInvoice: false,
};

const stored: Subscriptions = {
  calculator: {
    ...paid,
    formTypeSubscriptions: {
      company: { hasPaidCurrentPeriodInvoice: true },
      product: { hasPaidCurrentPeriodInvoice: false },
    },
  },
  climateSprint: { ...paid, totalClimateSprints: 0 },
  surveys: { ...paid, totalSurveys: 3 },
  workforce: { ...unpaid, stripeSubscriptionId: 'sub_123' },
  employees: { ...paid, plan: null },
  climateAnalytics: unpaid,
  events: { ...paid, hasUsageCharge: true },
};

/** After the unpaid invoices' due date (2026-12-01), so they count as unpaid. */
const AFTER_DUE = new Date('2026-12-02T00:00:00.000Z');
const BEFORE_DUE = new Date('2026-11-24T12:00:00.000Z');
/** Trials of workforce and events, running from 1 to 15 December 2026. */
const RUNNING: Trials = {
  workforce: { startedAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-15T00:00:00.000Z' },
  events: { startedAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-15T00:00:00.000Z' },
};

describe('decideEntitlement', () => {
  it.each<{ query: EntitlementQuery; subscriptions: Subscriptions }>([
    { query: { product: 'climateAnalytics' }, subscriptions: { climateAnalytics: unpaid } },
    { query: { product: 'events' }, subscriptions: { events: { ...unpaid, hasUsageCharge: false } } },
    {
      query: { product: 'calculator', formType: 'company' },
      subscriptions: {
        calculator: { ...unpaid, formTypeSubscriptions: { company: { hasPaidCurrentPeriodInvoice: false } } },
      },
    },
  ])(
    'keeps $query.product open while its invoice is pending, and closes it once due',
    ({ query, subscriptions }) => {
      const before = decideEntitlement({ billingMode: 'stripe', subscriptions, now: BEFORE_DUE }, query);
      expect(before).toEqual({ isAllowed: true, reason: 'invoice-pending' });
      const after = decideEntitlement({ billingMode: 'stripe', subscriptions, now: AFTER_DUE }, query);
      expect(after).toEqual({ isAllowed: false, reason: 'unpaid' });
    },
  );

  it('never opens assessments on a pending invoice: they need a paid period', () => {
    const subscriptions: Subscriptions = { assessments: unpaid };
    const decision = decideEntitlement(
      { billingMode: 'stripe', subscriptions, now: BEFORE_DUE },
      { product: 'assessments' },
    );
    expect(decision).toEqual({ isAllowed: false, reason: 'unpaid' });
  });

  it('does not treat a card payment that failed as pending', () => {
    const subscriptions: Subscriptions = {
      climateAnalytics: { ...unpaid, collectionMethod: 'charge_automatically' },
    };
    const decision = decideEntitlement(
      { billingMode: 'stripe', subscriptions, now: BEFORE_DUE },
      { product: 'climateAnalytics' },
    );
    expect(decision.isAllowed).toBe(false);
  });

  it.each<{ query: EntitlementQuery; trials?: Trials; isAllowed: boolean; reason: string }>([
    { query: { product: 'calculator', formType: 'company' }, isAllowed: true, reason: 'paid' },
    { query: { product: 'calculator', formType: 'product' }, isAllowed: false, reason: 'unpaid' },
    { query: { product: 'calculator', formType: 'esg' }, isAllowed: false, reason: 'no-subscription' },
    { query: { product: 'climateSprint' }, isAllowed: false, reason: 'none-left' },
    { query: { product: 'surveys' }, isAllowed: true, reason: 'paid' },
    { query: { product: 'workforce' }, isAllowed: false, reason: 'unpaid' },
    { query: { product: 'employees' }, isAllowed: false, reason: 'no-subscription' },
    { query: { product: 'climateAnalytics' }, isAllowed: false, reason: 'unpaid' },
    { query: { product: 'climateAnalytics' }, trials: RUNNING, isAllowed: false, reason: 'unpaid' },
    { query: { product: 'events' }, isAllowed: true, reason: 'paid' },
    { query: { product: 'assessments' }, isAllowed: false, reason: 'no-subscription' },
    { query: { product: 'assessments' }, trials: RUNNING, isAllowed: false, reason: 'no-subscription' },
  ])(
    'stripe: $query.product $query.formType (trials $trials) → $reason',
    ({ query, trials, isAllowed, reason }) => {
      const context = { billingMode: 'stripe' as const, subscriptions: stored, trials, now: AFTER_DUE };
      expect(decideEntitlement(context, query)).toEqual({
        isAllowed,
        reason,
      });
    },
  );

  it.each<EntitlementQuery>([{ product: 'workforce' }, { product: 'events' }])(
    'a recorded trial opens $product without any subscription from its start until its end, not after',
    (query) => {
      const context = { billingMode: 'stripe' as const, subscriptions: {}, trials: RUNNING };
      expect(decideEntitlement({ ...context, now: AFTER_DUE }, query)).toEqual({
        isAllowed: true,
        reason: 'trial',
      });
      expect(decideEntitlement({ ...context, now: new Date('2026-11-30T23:59:59.999Z') }, query)).toEqual({
        isAllowed: false,
        reason: 'no-subscription',
      });
      expect(decideEntitlement({ ...context, now: new Date('2026-12-15T00:00:00.000Z') }, query)).toEqual({
        isAllowed: false,
        reason: 'no-subscription',
      });
      expect(
        decideEntitlement({ billingMode: 'stripe', subscriptions: {}, now: AFTER_DUE }, query).isAllowed,
      ).toBe(false);
    },
  );

  it('names the trial products in the trial contract', () => {
    expect(trialProductSchema.options).toEqual([...TRIAL_PRODUCTS]);
  });

  it.each<{ query: EntitlementQuery; subscriptions: Subscriptions }>([
    {
      query: { product: 'workforce' },
      subscriptions: { workforce: { ...unpaid, isPastDue: true, stripeSubscriptionId: 'sub_123' } },
    },
    {
      query: { product: 'climateAnalytics' },
      subscriptions: { climateAnalytics: { ...unpaid, isPastDue: true } },
    },
    {
      query: { product: 'calculator', formType: 'company' },
      subscriptions: {
        calculator: {
          ...unpaid,
          isPastDue: true,
          formTypeSubscriptions: { company: { hasPaidCurrentPeriodInvoice: false } },
        },
      },
    },
  ])(
    'closes $query.product once past due, even before the stored due date and with a subscription id',
    ({ query, subscriptions }) => {
      const decision = decideEntitlement({ billingMode: 'stripe', subscriptions, now: BEFORE_DUE }, query);
      expect(decision).toEqual({ isAllowed: false, reason: 'unpaid' });
    },
  );

  it('does not open workforce on a stored subscription id alone once its invoice is due', () => {
    const subscriptions: Subscriptions = { workforce: { ...unpaid, stripeSubscriptionId: 'sub_123' } };
    const decision = decideEntitlement(
      { billingMode: 'stripe', subscriptions, now: AFTER_DUE },
      { product: 'workforce' },
    );
    expect(decision).toEqual({ isAllowed: false, reason: 'unpaid' });
  });

  it('needs a paid period (or an invoice not yet due) for workforce without a subscription id', () => {
    const subscriptions: Subscriptions = { workforce: { ...unpaid, stripeSubscriptionId: null } };
    const context = { billingMode: 'stripe' as const, subscriptions, now: AFTER_DUE };
    expect(decideEntitlement(context, { product: 'workforce' })).toEqual({
      isAllowed: false,
      reason: 'unpaid',
    });
  });

  it('opens employees with a paid plan', () => {
    const subscriptions: Subscriptions = { employees: { ...paid, plan: 'employees-25' } };
    expect(
      decideEntitlement({ billingMode: 'stripe', subscriptions }, { product: 'employees' }).isAllowed,
    ).toBe(true);
  });

  it('includes everything when billing is off, even without subscriptions', () => {
    const { products, calculatorFormTypes } = listEntitlements({ billingMode: 'off', subscriptions: {} });
    expect(Object.values(products).every(Boolean)).toBe(true);
    expect(Object.keys(calculatorFormTypes)).toHaveLength(7);
    expect(Object.values(calculatorFormTypes).every(Boolean)).toBe(true);
  });

  it('denies every product in stripe mode without subscriptions', () => {
    const { products, calculatorFormTypes } = listEntitlements({ billingMode: 'stripe', subscriptions: {} });
    expect(Object.values(products).some(Boolean)).toBe(false);
    expect(Object.values(calculatorFormTypes).some(Boolean)).toBe(false);
  });
});

describe('includedSubscriptions', () => {
  it('is a valid subscriptions shape that entitles every product even in stripe mode', () => {
    const subscriptions = subscriptionsSchema.parse(includedSubscriptions());
    const { products, calculatorFormTypes } = listEntitlements({ billingMode: 'stripe', subscriptions });
    expect(products).toEqual({
      climateSprint: true,
      surveys: true,
      workforce: true,
      employees: true,
      climateAnalytics: true,
      events: true,
      assessments: true,
    });
    expect(Object.values(calculatorFormTypes).every(Boolean)).toBe(true);
  });
});

describe('subscriptionsSchema', () => {
  it.each([
    {
      name: 'an unknown collection method',
      value: { climateAnalytics: { ...paid, collectionMethod: 'cash' } },
    },
    {
      name: 'a due date that is not a date-time',
      value: { climateAnalytics: { ...paid, invoiceDueAt: 'soon' } },
    },
    { name: 'a negative survey count', value: { surveys: { ...paid, totalSurveys: -1 } } },
    {
      name: 'an unknown form type',
      value: {
        calculator: { ...paid, formTypeSubscriptions: { spaceship: { hasPaidCurrentPeriodInvoice: true } } },
      },
    },
  ])('rejects $name', ({ value }) => {
    expect(subscriptionsSchema.safeParse(value).success).toBe(false);
  });
});

describe('daysUntilInvoiceDue', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  it.each<{ subscription: Subscription | undefined; days: number | null }>([
    { subscription: unpaid, days: 7 },
    { subscription: { ...unpaid, invoiceDueAt: '2026-11-01T00:00:00.000Z' }, days: 0 },
    { subscription: { ...unpaid, hasPaidCurrentPeriodInvoice: true }, days: null },
    { subscription: { ...unpaid, invoiceDueAt: null }, days: null },
    { subscription: { ...unpaid, collectionMethod: 'charge_automatically' }, days: null },
    { subscription: undefined, days: null },
  ])('is $days', ({ subscription, days }) => {
    expect(daysUntilInvoiceDue(subscription, now)).toBe(days);
  });
});
