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
  it('opens with billing off, a paid period, a subscription id or a trial, and not otherwise', () => {
    expect(canOpenWorkforce({ billingMode: 'off', subscriptions: {} })).toBe(true);
    expect(canOpenWorkforce({ billingMode: 'stripe', subscriptions: {} })).toBe(false);
    expect(canOpenWorkforce({ billingMode: 'stripe', subscriptions: {}, isTrial: true })).toBe(true);
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
    ).toBe(true);
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
