import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './en.ts';
import {
  isSupportedLanguage,
  LANGUAGE_STORAGE_KEY,
  type Language,
  pickInitialLanguage,
  SUPPORTED_LANGUAGES,
} from './languages.ts';

/** Each catalogue is its own script: a visitor downloads the texts of the language they read only. */
const CATALOGUES: Record<Language, () => Promise<Catalogue>> = {
  en: () => import('./en.ts').then((module) => module.en),
  de: () => import('./de.ts').then((module) => module.de),
};

/** Hands i18next a catalogue when a language is first used (at start, or when the user switches). */
const catalogueLoader: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    if (!isSupportedLanguage(language)) {
      callback(new Error(`No texts for the language "${language}".`), false);
      return;
    }
    CATALOGUES[language]().then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, false),
    );
  },
};

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
