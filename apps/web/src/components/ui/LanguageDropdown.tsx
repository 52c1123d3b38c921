import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/languages.ts';
import { languageTrigger } from './language-trigger.ts';

type MenuModule = typeof import('./LanguageMenu.tsx');

/** The menu's script once fetched: later switches (other pages, other layouts) show it at once. */
let fetchedMenu: MenuModule | undefined;
let menuFetch: Promise<MenuModule> | undefined;

function fetchMenu(): Promise<MenuModule> {
  menuFetch ??= import('./LanguageMenu.tsx').then(
    (module) => (fetchedMenu = module),
    (error: unknown) => {
      menuFetch = undefined; // a later touch tries again
      throw error;
    },
  );
  return menuFetch;
}

/** Keys that open a menu button, as they open the menu once it is there. */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * The DE/EN switch of the top bar. Its menu (Radix, with its positioning code) is a script of its
 * own, fetched when someone reaches for the switch (points at it, focuses or presses it), so no page
 * loads it before it is used. Until it is there the same button stands in: pressing it opens the menu
 * as soon as the script arrives, and a stand-in that had the focus hands it to the real button.
 */
export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const [menu, setMenu] = useState(fetchedMenu);
  const [start, setStart] = useState({ isOpen: false, isFocused: false });
  const standIn = useRef<HTMLButtonElement>(null);

  const load = (isOpen: boolean) => {
    if (isOpen) setStart((current) => ({ ...current, isOpen: true }));
    fetchMenu().then(
      (module) => {
        const isFocused = document.activeElement === standIn.current;
        setStart((current) => ({ ...current, isFocused }));
        setMenu(module);
      },
      () => {}, // the stand-in stays; touching it again fetches again
    );
  };

  if (menu) return <menu.LanguageMenu defaultOpen={start.isOpen} autoFocus={start.isFocused} />;
  const onKeyDown = (event: KeyboardEvent) => {
    if (!OPENING_KEYS.has(event.key)) return;
    event.preventDefault();
    load(true);
  };
  const trigger = languageTrigger(t, (i18n.resolvedLanguage ?? 'en') as Language);
  return (
    <button
      ref={standIn}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...trigger.props}
      onPointerEnter={() => load(false)}
      onPointerDown={() => load(true)}
      onKeyDown={onKeyDown}
      onFocus={() => load(false)}
    >
      {trigger.label} <span aria-hidden>▾</span>
    </button>
  );
}
