import type { SessionUser } from '@carbon-ledger/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useCompanySwitch, useLogOut } from '../../features/auth/account-actions.ts';
import { type Language, SUPPORTED_LANGUAGES } from '../../i18n/languages.ts';
import { useMainLinks } from './useMainLinks.ts';

export type PhoneMenuProps = { user: SessionUser | null | undefined; onOpenSupport: () => void };

const itemClass = 'block w-full rounded-md px-3 py-2.5 text-left text-base font-medium hover:bg-slate-100';
const LANGUAGE_KEYS = { en: 'language.en', de: 'language.de' } as const;

/**
 * The top bar on narrow screens: one Menu button (a disclosure with aria-expanded) that opens the
 * navigation, the account and its actions, support and the language below the bar. Focus moves into
 * the menu when it opens; Escape closes it and returns focus to the button; following a link or
 * tapping outside closes it too.
 */
export function PhoneMenu({ user, onOpenSupport }: PhoneMenuProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  // Open for the page it was opened on only: any navigation closes it.
  const [openOn, setOpenOn] = useState<string>();
  const isOpen = openOn === pathname;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const mainLinks = useMainLinks();

  useEffect(() => {
    if (!isOpen) return;
    panelRef.current?.querySelector<HTMLElement>('a[href], button:not([disabled])')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenOn(undefined);
      buttonRef.current?.focus();
    };
    const closeOnTapOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpenOn(undefined);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnTapOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnTapOutside);
    };
  }, [isOpen]);

  /** Closes the menu and puts focus back on its button before a popup opens over the page. */
  const closeThen = (action: () => void) => () => {
    setOpenOn(undefined);
    buttonRef.current?.focus();
    action();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenOn(isOpen ? undefined : pathname)}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 xl:hidden"
      >
        <MenuIcon isOpen={isOpen} />
        {t('nav.menu')}
      </button>
      <div
        id={panelId}
        ref={panelRef}
        hidden={!isOpen}
        data-testid="phone-menu"
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg xl:hidden"
      >
        <ul>
          {mainLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) => `${itemClass} ${isActive ? 'text-brand-800' : 'text-slate-700'}`}
              >
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
        {user && <AccountSection user={user} isShown={isOpen} />}
        <ul className="mt-2 border-t border-slate-200 pt-2">
          <li>
            <button
              type="button"
              className={`${itemClass} text-slate-700`}
              onClick={closeThen(onOpenSupport)}
            >
              {t('nav.support')}
            </button>
          </li>
          {user && <LogOutItem onClose={closeThen(() => {})} />}
        </ul>
        <fieldset className="mt-2 flex gap-2 border-t border-slate-200 px-3 pt-3">
          <legend className="sr-only">{t('language.label')}</legend>
          {SUPPORTED_LANGUAGES.map((language: Language) => (
            <button
              key={language}
              type="button"
              aria-pressed={i18n.resolvedLanguage === language}
              onClick={() => void i18n.changeLanguage(language)}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
            >
              {t(LANGUAGE_KEYS[language])}
            </button>
          ))}
        </fieldset>
      </div>
    </>
  );
}

/** Who is signed in where, the switch to their other companies, and the settings. */
function AccountSection({ user, isShown }: { user: SessionUser; isShown: boolean }) {
  const { t } = useTranslation();
  const { otherCompanies, switchingTo, switchTo } = useCompanySwitch(user, isShown);
  return (
    <div className="mt-2 border-t border-slate-200 pt-2">
      <div className="px-3 py-2">
        <p className="truncate font-semibold">{user.companyInfo.brand}</p>
        <p className="truncate text-sm text-slate-800">{`${user.nameFirst} ${user.nameLast}`}</p>
        <p className="truncate text-sm text-slate-600">{t('userMenu.signedInAs', { email: user.email })}</p>
      </div>
      {otherCompanies.length > 0 && (
        <section aria-label={t('userMenu.otherCompanies')}>
          <p className="px-3 py-1 text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t('userMenu.otherCompanies')}
          </p>
          <ul>
            {otherCompanies.map((company) => (
              <li key={company._id}>
                <button
                  type="button"
                  disabled={switchingTo !== undefined}
                  onClick={() => void switchTo(company._id)}
                  className={`${itemClass} text-slate-700 disabled:opacity-50`}
                >
                  {t('userMenu.switchTo', { brand: company.companyInfo.brand })}
                  {switchingTo === company._id && <span aria-hidden> …</span>}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul>
        <li>
          <Link to="/dashboard/settings" className={`${itemClass} text-slate-700`}>
            {t('userMenu.settings')}
          </Link>
        </li>
      </ul>
    </div>
  );
}

function LogOutItem({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const logOut = useLogOut();
  return (
    <li>
      <button
        type="button"
        className={`${itemClass} text-slate-700`}
        onClick={() => {
          onClose();
          void logOut();
        }}
      >
        {t('userMenu.logOut')}
      </button>
    </li>
  );
}

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      {isOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
