import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { FirstLoadCatalogue, PagesCatalogue } from './en.ts';
import {
  isSupportedLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  pickInitialLanguage,
  SUPPORTED_LANGUAGES,
} from './languages.ts';

type Texts = Record<string, unknown>;

/**
 * Each language's texts are two scripts: what the sign-in pages need, loaded at start, and the texts of
 * every other page, loaded with the first such page (`loadPageTexts`). A visitor downloads the language
 * they read only, and the sign-in page does not wait for the texts of pages it does not show.
 */
const FIRST_LOAD_TEXTS: Record<Language, () => Promise<FirstLoadCatalogue>> = {
  en: () => import('./first-load.en.ts').then((module) => module.firstLoadEn),
  de: () => import('./first-load.de.ts').then((module) => module.firstLoadDe),
};
const PAGE_TEXTS: Record<Language, () => Promise<PagesCatalogue>> = {
  en: () => import('./pages.en.ts').then((module) => module.pagesEn),
  de: () => import('./pages.de.ts').then((module) => module.pagesDe),
};

/** Set once a page has asked for its texts: from then on a language switch loads them too. */
let pageTextsWanted = false;
const pageTextsLoaded = new Set<Language>();

async function readTexts(language: Language): Promise<Texts> {
  const [firstLoad, requested] = await Promise.all([
    FIRST_LOAD_TEXTS[language](),
    pageTextsWanted ? PAGE_TEXTS[language]() : undefined,
  ]);
  // A page may have asked for its texts while this language was loading without them.
  const pages = requested ?? (pageTextsWanted ? await PAGE_TEXTS[language]() : undefined);
  if (pages) pageTextsLoaded.add(language);
  // The two halves have no top-level key in common (catalogues.test.ts), so a shallow merge is whole.
  return { ...firstLoad, ...pages };
}

/** Hands i18next a language's texts when it is first used (at start, or when the user switches). */
const catalogueLoader: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (!isSupportedLanguage(language)) {
      callback(new Error(`No texts for the language "${language}".`), false);
      return;
    }
    readTexts(language).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * Resolves once the texts of the pages past sign-in are there in the current language. Every lazily
 * loaded page waits for it beside its own script (app/lazy-route.ts); later calls resolve at once.
 */
export async function loadPageTexts(): Promise<void> {
  pageTextsWanted = true;
  const language = i18next.language;
  if (!isSupportedLanguage(language) || pageTextsLoaded.has(language)) return;
  const pages = await PAGE_TEXTS[language]();
  i18next.addResourceBundle(language, 'translation', pages, true, true);
  pageTextsLoaded.add(language);
}

function readSavedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be disabled; the default language still works
  }
}

function saveLanguage(language: string): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not saved: the choice lasts for this page only.
  }
}

/**
 * Starts i18next with the catalogue of the initial language and keeps `<html lang>` and the saved
 * choice in step. The other language loads when chosen; i18next switches once its texts are there.
 */
export async function setupI18n(): Promise<typeof i18next> {
  const initial: Language = pickInitialLanguage(window.location.search, readSavedLanguage());
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    saveLanguage(language);
  });
  await i18next
    .use(catalogueLoader)
    .use(initReactI18next)
    .init({
      lng: initial,
      // No fallback language: the catalogues have the same keys and no empty text (catalogues.test.ts),
      // and a fallback would download the other catalogue for nothing.
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = initial;
  return i18next;
}
