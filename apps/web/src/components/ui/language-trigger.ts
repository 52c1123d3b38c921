import type { TFunction } from 'i18next';
import type { Language } from '../../i18n/languages.ts';

const SHORT_LABEL_KEYS = { en: 'language.shortEn', de: 'language.shortDe' } as const;
export const LONG_LABEL_KEYS = { en: 'language.en', de: 'language.de' } as const;

/** What the DE/EN switch shows and says, the same before and after its menu's script has arrived. */
export function languageTrigger(t: TFunction, current: Language) {
  return {
    label: t(SHORT_LABEL_KEYS[current]),
    props: {
      'aria-label': `${t('language.label')}: ${t(LONG_LABEL_KEYS[current])}`,
      'data-testid': 'language-dropdown',
      className:
        'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100',
    },
  };
}
