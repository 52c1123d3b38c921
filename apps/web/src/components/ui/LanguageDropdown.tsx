import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { type Language, SUPPORTED_LANGUAGES } from '../../i18n/languages.ts';

const SHORT_LABEL_KEYS = { en: 'language.shortEn', de: 'language.shortDe' } as const;
const LONG_LABEL_KEYS = { en: 'language.en', de: 'language.de' } as const;

/** The DE/EN switch of the top bar; the choice is saved and set on the page. */
export function LanguageDropdown() {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`${t('language.label')}: ${t(LONG_LABEL_KEYS[current])}`}
        data-testid="language-dropdown"
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        {t(SHORT_LABEL_KEYS[current])} <span aria-hidden>▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-36 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup
            value={current}
            onValueChange={(language) => void i18n.changeLanguage(language)}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem
                key={language}
                value={language}
                lang={language}
                className="flex cursor-pointer items-center justify-between gap-4 rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
              >
                {t(LONG_LABEL_KEYS[language])}
                <DropdownMenu.ItemIndicator aria-hidden>✓</DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
