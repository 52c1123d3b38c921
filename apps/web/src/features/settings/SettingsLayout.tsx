import { type Capability, getEffectiveRole, getMinimumRole, hasRoleAtLeast } from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '../auth/session-api.ts';

type SettingsSection = {
  path: string;
  labelKey: `settings.nav.${string}`;
  capability?: Capability;
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
  { path: 'operators', labelKey: 'settings.nav.operators', capability: 'manageOperators' },
  { path: 'substances', labelKey: 'settings.nav.substances', capability: 'manageSubstanceList' },
  { path: 'news', labelKey: 'settings.nav.news', capability: 'manageNews' },
  { path: 'custom-plans', labelKey: 'settings.nav.customPlans', capability: 'settingsSolutions' },
  {
    path: 'support-tickets',
    labelKey: 'settings.nav.supportTickets',
    capability: 'settingsSupportTickets',
  },
] as const satisfies readonly SettingsSection[];

/**
 * The settings pages an actor may open, by the same role check as the pages' guards: a page the role
 * does not reach is not listed at all (a viewer sees Account and Users and roles).
 */
export function listSettingsSections(actor: { role: string; isSitewideAdmin: boolean } | null | undefined) {
  if (!actor) return [];
  const role = getEffectiveRole(actor);
  return SETTINGS_SECTIONS.filter(
    (section) => !('capability' in section) || hasRoleAtLeast(role, getMinimumRole(section.capability)),
  );
}

/** Settings: a side navigation and the chosen page. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const { data: user } = useSession();
  const sections = listSettingsSections(
    user && { role: user.companyRelationship.role, isSitewideAdmin: user.isSitewideAdmin },
  );
  return (
    <div className="grid min-w-0 gap-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={t('settings.title')}>
        <h1 className="mb-4 text-2xl font-semibold">{t('settings.title')}</h1>
        <ul className="space-y-1">
          {sections.map((section) => (
            <li key={section.path}>
              <NavLink
                to={`/dashboard/settings/${section.path}`}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
                }
              >
                {t(section.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="min-w-0">
        <Outlet />
      </section>
    </div>
  );
}
