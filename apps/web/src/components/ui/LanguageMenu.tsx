import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, SUPPORTED_LANGUAGES } from '../../i18n/languages.ts';
import { LONG_LABEL_KEYS, languageTrigger } from './language-trigger.ts';
import { MenuContent } from './MenuContent.tsx';

/**
 * The menu of the DE/EN switch (see `LanguageDropdown`, which fetches this script); the choice is
 * saved and set on the page. `defaultOpen` when the switch was pressed before the script arrived.
 */
export function LanguageMenu({
  defaultOpen = false,
  autoFocus = false,
}: {
  defaultOpen?: boolean;
  /** Takes the focus when shown: the button that stood in for it had it. */
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  const trigger = languageTrigger(t, current);
  const button = useRef<HTMLButtonElement>(null);
  // Once, when shown: an open menu takes the focus itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the props it was shown with count
  useEffect(() => {
    if (autoFocus && !defaultOpen) button.current?.focus();
  }, []);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger {...trigger.props} ref={button}>
        {trigger.label} <span aria-hidden>▾</span>
      </DropdownMenu.Trigger>
      <MenuContent widthClass="min-w-36">
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
      </MenuContent>
    </DropdownMenu.Root>
  );
}
