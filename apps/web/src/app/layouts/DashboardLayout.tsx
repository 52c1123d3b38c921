import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { Footer } from '../../components/ui/Footer.tsx';
import { LanguageDropdown } from '../../components/ui/LanguageDropdown.tsx';
import { useSession } from '../../features/auth/session-api.ts';
import { UserMenu } from '../../features/auth/UserMenu.tsx';
import { NotificationsBell } from '../../features/calculator-invites/NotificationsBell.tsx';
import { PaymentBanner } from '../../features/checkout/PaymentBanner.tsx';
import { SupportPopup } from '../../features/support/SupportPopup.tsx';
import { useRouteHandle } from '../route-handle.ts';
import { Logo } from './Logo.tsx';
import { PhoneMenu } from './PhoneMenu.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useMainLinks } from './useMainLinks.ts';

/**
 * The signed-in workspace: the top bar with navigation and tools, then the page. Below the `lg`
 * breakpoint the bar keeps the logo, the bell and a Menu button (PhoneMenu) so no page is wider than
 * a phone.
 */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { footerLocales } = useRouteHandle();
  const [isSupportOpen, setIsSupportOpen] = useState(false);
  const { data: user } = useSession();
  const mainLinks = useMainLinks();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <nav
          aria-label={t('nav.mainNavigation')}
          className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3"
        >
          <Link to="/dashboard/calculator" aria-label={t('nav.projectsHome')} className="rounded">
            <Logo />
          </Link>
          {mainLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                `hidden rounded-md px-3 py-1.5 text-sm font-medium hover:bg-slate-100 xl:block ${isActive ? 'text-brand-800' : 'text-slate-700'}`
              }
            >
              {t(link.labelKey)}
            </NavLink>
          ))}
          <div className="ml-auto flex items-center gap-2">
            {user && <NotificationsBell />}
            {/* Wide screens: everything in the bar. Narrow ones: the Menu button holds it. */}
            <div className="hidden items-center gap-2 xl:flex">
              <button
                type="button"
                onClick={() => setIsSupportOpen(true)}
                className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
              >
                {t('nav.support')}
              </button>
              <LanguageDropdown />
              {user && <UserMenu user={user} onOpenSupport={() => setIsSupportOpen(true)} />}
            </div>
            <PhoneMenu user={user} onOpenSupport={() => setIsSupportOpen(true)} />
          </div>
        </nav>
      </header>
      <PaymentBanner />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        <Outlet />
      </main>
      {footerLocales && <Footer locales={footerLocales} />}
      <SupportPopup isOpen={isSupportOpen} onOpenChange={setIsSupportOpen} />
    </div>
  );
}
