import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de.ts';
import { en } from './en.ts';
import { FALLBACK_LANGUAGES, LANGUAGE_STORAGE_KEY, type Language, pickInitialLanguage } from './languages.ts';

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

/** Starts i18next with both catalogues and keeps `<html lang>` and the saved choice in step. */
export async function setupI18n(): Promise<typeof i18next> {
  const initial: Language = pickInitialLanguage(window.location.search, readSavedLanguage());
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    saveLanguage(language);
  });
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: en }, de: { translation: de } },
    lng: initial,
    fallbackLng: FALLBACK_LANGUAGES,
    supportedLngs: ['en', 'de'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = initial;
  return i18next;
}
