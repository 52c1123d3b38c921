import { COUNTRY_CODES } from '@carbon-ledger/core';
import { useMemo } from 'react';
import type { SelectOption } from './SelectField.tsx';

/** Every ISO country as a select option, named and sorted in the given language. */
export function useCountryOptions(language: string): SelectOption[] {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, language),
    );
  }, [language]);
}
