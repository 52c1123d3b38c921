import { describe, expect, it } from 'vitest';
import { listSettingsSections } from '../../features/settings/SettingsLayout.tsx';
import { listMainLinks } from './main-links.ts';

const paidWorkforce = {
  workforce: {
    collectionMethod: 'charge_automatically' as const,
    invoiceDueAt: null,
    hasPaidCurrentPeriodInvoice: true,
    stripeSubscriptionId: null,
  },
};

describe('listMainLinks', () => {
  it('gives every built module and the solutions catalogue a place in the navigation', () => {
    const links = listMainLinks({ billingMode: 'off', subscriptions: {} });
    expect(links.map((link) => [link.labelKey, link.to])).toEqual([
      ['calculator.projectsTitle', '/dashboard/calculator'],
      ['factors.navLabel', '/dashboard/factors'],
      ['nav.workforce', '/dashboard/workforce'],
      ['nav.insights', '/dashboard/insights'],
      ['nav.news', '/dashboard/analytics/news'],
      ['nav.solutions', '/dashboard/solutions'],
    ]);
  });

  it('leads to the subscribe page of a module the company may not use now', () => {
    const links = listMainLinks({ billingMode: 'stripe', subscriptions: {} });
    expect(links.find((link) => link.labelKey === 'nav.workforce')?.to).toBe(
      '/dashboard/workforce/subscribe',
    );
    expect(links.find((link) => link.labelKey === 'nav.insights')?.to).toBe('/dashboard/insights/subscribe');
  });

  it('leads to the module when it is paid for, or opened as a trial', () => {
    const paid = listMainLinks({ billingMode: 'stripe', subscriptions: paidWorkforce });
    expect(paid.find((link) => link.labelKey === 'nav.workforce')?.to).toBe('/dashboard/workforce');
    const running = {
      workforce: {
        startedAt: new Date(Date.now() - 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    };
    const trial = listMainLinks({ billingMode: 'stripe', subscriptions: {}, trials: running });
    expect(trial.find((link) => link.labelKey === 'nav.workforce')?.to).toBe('/dashboard/workforce');
    const ended = {
      workforce: {
        startedAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() - 86_400_000).toISOString(),
      },
    };
    const over = listMainLinks({ billingMode: 'stripe', subscriptions: {}, trials: ended });
    expect(over.find((link) => link.labelKey === 'nav.workforce')?.to).toBe('/dashboard/workforce/subscribe');
  });
});

describe('listSettingsSections', () => {
  const paths = (role: string, isSitewideAdmin = false) =>
    listSettingsSections({ role, isSitewideAdmin }).map((section) => section.path);

  it('lists for a viewer only the settings pages a viewer can open', () => {
    expect(paths('viewer')).toEqual(['account', 'users']);
  });

  it('lists for an owner the company pages, not the platform ones', () => {
    expect(paths('owner')).toEqual([
      'account',
      'company',
      'users',
      'api-keys',
      'sso',
      'subscriptions',
      'payment-method',
      'history',
      'solutions',
    ]);
  });

  it('lists every page for a platform operator', () => {
    expect(paths('viewer', true)).toContain('support-tickets');
    expect(paths('viewer', true)).toContain('operators');
  });
});
