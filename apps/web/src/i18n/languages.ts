export const SUPPORTED_LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/** Tells whether a value names a language the app has texts for. */
export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to start with: an explicit `?lang=` query wins when supported, then the saved choice,
 * then the default. An unsupported query falls back to the default, not to the saved choice, so a
 * shared link behaves the same for everybody.
 */
export function pickInitialLanguage(search: string, saved: string | null): Language {
  const query = new URLSearchParams(search).get('lang');
  if (query !== null) return isSupportedLanguage(query) ? query : DEFAULT_LANGUAGE;
  return isSupportedLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}
