import { describe, expect, it } from 'vitest';
import { canManageWorkforce, canOpenWorkforce, hasTrialFlag, splitEmails } from './workforce-access.ts';

describe('splitEmails', () => {
  it.each([
    ['ann@example.org', ['ann@example.org']],
    [
      ' ann@example.org,bob@example.org ;\n carl@example.org\t',
      ['ann@example.org', 'bob@example.org', 'carl@example.org'],
    ],
    ['', []],
    [' , ;\n', []],
    ['not an email', ['not', 'an', 'email']],
  ])('splits %j', (text, expected) => {
    expect(splitEmails(text)).toEqual(expected);
  });
});

describe('the workforce trial flag', () => {
  it.each([
    ['?trial=true', true],
    ['?trial', true],
    ['?trial=1', true],
    ['?trial=false', false],
    ['?trial=0', false],
    ['', false],
    ['?other=true', false],
  ])('%j is a trial: %s', (search, expected) => {
    expect(hasTrialFlag(search)).toBe(expected);
  });
});

describe('who may open and manage Workforce', () => {
  const unpaid = {
    collectionMethod: 'charge_automatically' as const,
    invoiceDueAt: null,
    hasPaidCurrentPeriodInvoice: false,
  };
  it('opens with billing off, a paid period or a running recorded trial, and not otherwise (not on a subscription id alone)', () => {
    expect(canOpenWorkforce({ billingMode: 'off', subscriptions: {} })).toBe(true);
    expect(canOpenWorkforce({ billingMode: 'stripe', subscriptions: {} })).toBe(false);
    const trial = { startedAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-15T00:00:00.000Z' };
    const during = new Date('2026-12-10T00:00:00.000Z');
    const after = new Date('2026-12-15T00:00:00.000Z');
    expect(
      canOpenWorkforce({
        billingMode: 'stripe',
        subscriptions: {},
        trials: { workforce: trial },
        now: during,
      }),
    ).toBe(true);
    expect(
      canOpenWorkforce({
        billingMode: 'stripe',
        subscriptions: {},
        trials: { workforce: trial },
        now: after,
      }),
    ).toBe(false);
    expect(
      canOpenWorkforce({
        billingMode: 'stripe',
        subscriptions: {
          workforce: { ...unpaid, hasPaidCurrentPeriodInvoice: true, stripeSubscriptionId: 'sub_1' },
        },
      }),
    ).toBe(true);
    expect(
      canOpenWorkforce({
        billingMode: 'stripe',
        subscriptions: { workforce: { ...unpaid, stripeSubscriptionId: null } },
      }),
    ).toBe(false);
    expect(
      canOpenWorkforce({
        billingMode: 'stripe',
        subscriptions: { workforce: { ...unpaid, stripeSubscriptionId: 'sub_1' } },
      }),
    ).toBe(false);
  });

  it.each([
    ['viewer', false, false],
    ['editor', false, true],
    ['admin', false, true],
    ['owner', false, true],
    ['viewer', true, true],
  ])('a %s (sitewide admin: %s) manages: %s', (role, isSitewideAdmin, expected) => {
    expect(canManageWorkforce({ role, isSitewideAdmin })).toBe(expected);
  });
});
