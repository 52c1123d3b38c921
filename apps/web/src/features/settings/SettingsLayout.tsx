import type { Capability } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { GuardedLink } from '../auth/GuardedLink.tsx';
import { useCan } from '../auth/useCan.ts';

type SettingsSection = {
  path: string;
  labelKey: `settings.nav.${string}`;
  capability?: Capability;
  /** Platform pages are not shown at all to people who cannot open them. */
  isHiddenWithout?: boolean;
};

/** The settings pages and the role each needs (spec section 6). Add a page here and in the router. */
export const SETTINGS_SECTIONS = [
  { path: 'account', labelKey: 'settings.nav.account' },
  { path: 'company', labelKey: 'settings.nav.company', capability: 'settingsCompany' },
  { path: 'users', labelKey: 'settings.nav.users' },
  { path: 'api-keys', labelKey: 'settings.nav.apiKeys', capability: 'apiKeyManagement' },
  { path: 'sso', labelKey: 'settings.nav.sso', capability: 'sso' },
  { path: 'subscriptions', labelKey: 'settings.nav.subscriptions', capability: 'subscriptions' },
  { path: 'payment-method', labelKey: 'settings.nav.paymentMethod', capability: 'paymentMethods' },
  { path: 'history', labelKey: 'settings.nav.history', capability: 'settingsPaymentHistory' },
  { path: 'solutions', labelKey: 'settings.nav.solutions', capability: 'settingsCustomSolutions' },
  {
    path: 'operators',
    labelKey: 'settings.nav.operators',
    capability: 'manageOperators',
    isHiddenWithout: true,
  },
  {
    path: 'substances',
    labelKey: 'settings.nav.substances',
    capability: 'manageSubstanceList',
    isHiddenWithout: true,
  },
  {
    path: 'custom-plans',
    labelKey: 'settings.nav.customPlans',
    capability: 'settingsSolutions',
    isHiddenWithout: true,
  },
  {
    path: 'support-tickets',
    labelKey: 'settings.nav.supportTickets',
    capability: 'settingsSupportTickets',
    isHiddenWithout: true,
  },
] as const satisfies readonly SettingsSection[];

/** Settings: a side navigation and the chosen page. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const canSeePlatformPage = {
    operators: useCan('manageOperators'),
    substances: useCan('manageSubstanceList'),
    'custom-plans': useCan('settingsSolutions'),
    'support-tickets': useCan('settingsSupportTickets'),
  };
  const sections = SETTINGS_SECTIONS.filter(
    (section) => !('isHiddenWithout' in section) || canSeePlatformPage[section.path],
  );
  return (
    <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
      <nav aria-label={t('settings.title')}>
        <h1 className="mb-4 text-2xl font-semibold">{t('settings.title')}</h1>
        <ul className="space-y-1">
          {sections.map((section) => (
            <li key={section.path}>
              <GuardedLink
                to={`/dashboard/settings/${section.path}`}
                capability={'capability' in section ? section.capability : undefined}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
                }
              >
                {t(section.labelKey)}
              </GuardedLink>
            </li>
          ))}
        </ul>
      </nav>
      <section>
        <Outlet />
      </section>
    </div>
  );
}
