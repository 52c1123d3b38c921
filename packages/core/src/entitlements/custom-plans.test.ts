import { describe, expect, it } from 'vitest';
import {
  applyCustomPlans,
  type CustomPlanGrant,
  describeCustomPlanTerm,
  isCustomPlanInForce,
} from './custom-plans.ts';
import { decideEntitlement, listEntitlements } from './policy.ts';
import type { Subscriptions } from './subscriptions.ts';

const NOW = new Date('2026-06-15T10:00:00.000Z');
const plan = (overrides: Partial<CustomPlanGrant> = {}): CustomPlanGrant => ({
  products: ['climateAnalytics'],
  formTypes: [],
  startsOn: '2026-01-01',
  endsOn: '2026-12-31',
  isWithdrawn: false,
  ...overrides,
});

describe('describeCustomPlanTerm', () => {
  it.each([
    { startsOn: '2026-06-16', endsOn: '2026-12-31', state: 'upcoming' },
    { startsOn: '2026-06-15', endsOn: '2026-06-15', state: 'current' },
    { startsOn: '2026-01-01', endsOn: '2026-06-15', state: 'current' },
    { startsOn: '2026-01-01', endsOn: '2026-06-14', state: 'ended' },
  ])('$startsOn to $endsOn on 2026-06-15 is $state', ({ startsOn, endsOn, state }) => {
    expect(describeCustomPlanTerm({ startsOn, endsOn }, NOW)).toBe(state);
  });

  it('counts days in UTC: the last day holds until midnight UTC', () => {
    const term = { startsOn: '2026-01-01', endsOn: '2026-06-15' };
    expect(describeCustomPlanTerm(term, new Date('2026-06-15T23:59:59.999Z'))).toBe('current');
    expect(describeCustomPlanTerm(term, new Date('2026-06-16T00:00:00.000Z'))).toBe('ended');
  });
});

describe('isCustomPlanInForce', () => {
  it.each([
    { name: 'a current plan', grant: plan(), inForce: true },
    { name: 'a withdrawn plan', grant: plan({ isWithdrawn: true }), inForce: false },
    { name: 'an ended plan', grant: plan({ endsOn: '2026-06-14' }), inForce: false },
    { name: 'a plan not yet started', grant: plan({ startsOn: '2026-07-01' }), inForce: false },
  ])('$name: $inForce', ({ grant, inForce }) => {
    expect(isCustomPlanInForce(grant, NOW)).toBe(inForce);
  });
});

describe('applyCustomPlans', () => {
  it('includes every product of a plan in force, so the policy allows them in stripe mode', () => {
    const subscriptions = applyCustomPlans(
      {},
      [plan({ products: ['calculator', 'surveys', 'events'], formTypes: ['company', 'product'] })],
      NOW,
    );
    expect(subscriptions).toEqual({
      calculator: {
        collectionMethod: 'included',
        invoiceDueAt: null,
        hasPaidCurrentPeriodInvoice: true,
        formTypeSubscriptions: {
          company: { hasPaidCurrentPeriodInvoice: true },
          product: { hasPaidCurrentPeriodInvoice: true },
        },
      },
      surveys: {
        collectionMethod: 'included',
        invoiceDueAt: null,
        hasPaidCurrentPeriodInvoice: true,
        totalSurveys: Number.MAX_SAFE_INTEGER,
      },
      events: {
        collectionMethod: 'included',
        invoiceDueAt: null,
        hasPaidCurrentPeriodInvoice: true,
        hasUsageCharge: false,
      },
    });
    const { products, calculatorFormTypes } = listEntitlements({
      billingMode: 'stripe',
      subscriptions,
      now: NOW,
    });
    expect(products).toEqual({
      climateSprint: false,
      surveys: true,
      workforce: false,
      employees: false,
      climateAnalytics: false,
      events: true,
      assessments: false,
    });
    expect(calculatorFormTypes).toEqual({
      company: true,
      custom: false,
      digital: false,
      product: true,
      esg: false,
      'esg-search': false,
      event: false,
    });
  });

  it.each([
    { name: 'withdrawn', grant: plan({ isWithdrawn: true }) },
    { name: 'ended', grant: plan({ endsOn: '2026-06-14' }) },
    { name: 'upcoming', grant: plan({ startsOn: '2026-06-16' }) },
  ])('changes nothing for a $name plan', ({ grant }) => {
    const stored: Subscriptions = {
      climateAnalytics: {
        collectionMethod: 'send_invoice',
        invoiceDueAt: null,
        hasPaidCurrentPeriodInvoice: false,
      },
    };
    expect(applyCustomPlans(stored, [grant], NOW)).toEqual(stored);
    expect(
      decideEntitlement(
        { billingMode: 'stripe', subscriptions: applyCustomPlans(stored, [grant], NOW), now: NOW },
        { product: 'climateAnalytics' },
      ).isAllowed,
    ).toBe(false);
  });

  it('adds the form types to a stored calculator, keeping its own and its payment fields', () => {
    const stored: Subscriptions = {
      calculator: {
        collectionMethod: 'send_invoice',
        invoiceDueAt: '2026-07-01T00:00:00.000Z',
        hasPaidCurrentPeriodInvoice: false,
        formTypeSubscriptions: {
          company: { hasPaidCurrentPeriodInvoice: false },
          digital: { hasPaidCurrentPeriodInvoice: true },
        },
      },
    };
    const applied = applyCustomPlans(stored, [plan({ products: ['calculator'], formTypes: ['event'] })], NOW);
    expect(applied.calculator).toEqual({
      collectionMethod: 'send_invoice',
      invoiceDueAt: '2026-07-01T00:00:00.000Z',
      hasPaidCurrentPeriodInvoice: false,
      formTypeSubscriptions: {
        company: { hasPaidCurrentPeriodInvoice: false },
        digital: { hasPaidCurrentPeriodInvoice: true },
        event: { hasPaidCurrentPeriodInvoice: true },
      },
    });
  });

  it('replaces an unpaid stored subscription of a covered product, keeping a workforce subscription id', () => {
    const stored: Subscriptions = {
      workforce: {
        collectionMethod: 'charge_automatically',
        invoiceDueAt: null,
        hasPaidCurrentPeriodInvoice: false,
        stripeSubscriptionId: 'sub_1',
      },
      assessments: {
        collectionMethod: 'send_invoice',
        invoiceDueAt: null,
        hasPaidCurrentPeriodInvoice: false,
      },
    };
    const applied = applyCustomPlans(
      stored,
      [plan({ products: ['workforce', 'assessments', 'employees'] })],
      NOW,
    );
    expect(applied.workforce).toEqual({
      collectionMethod: 'included',
      invoiceDueAt: null,
      hasPaidCurrentPeriodInvoice: true,
      stripeSubscriptionId: 'sub_1',
    });
    expect(applied.assessments?.collectionMethod).toBe('included');
    expect(applied.employees?.plan).toBe('custom');
    const context = { billingMode: 'stripe' as const, subscriptions: applied, now: NOW };
    expect(decideEntitlement(context, { product: 'assessments' })).toEqual({
      isAllowed: true,
      reason: 'paid',
    });
    expect(decideEntitlement(context, { product: 'employees' }).isAllowed).toBe(true);
  });

  it('does not change the subscriptions it was given', () => {
    const stored: Subscriptions = {};
    applyCustomPlans(stored, [plan()], NOW);
    expect(stored).toEqual({});
  });
});
