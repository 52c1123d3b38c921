import {
  ESRS_DISCLOSURE_NAMES,
  ESRS_STANDARD_NAMES,
  type EsrsStandard,
  VSME_DISCLOSURE_NAMES,
} from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage, type Language } from '../../i18n/languages.ts';

/**
 * The names of the VSME and ESRS disclosures and of the ESRS standards, in the page's language. They
 * come from the core's catalogues with the ESG pages' own script, not from the language catalogue
 * every page loads first.
 */
export function esgNames(language: Language) {
  const vsme: Record<string, string> = VSME_DISCLOSURE_NAMES[language];
  const esrs = ESRS_DISCLOSURE_NAMES[language];
  return {
    disclosure: (code: string): string => vsme[code] ?? esrs[code] ?? code,
    standard: (standard: string): string =>
      ESRS_STANDARD_NAMES[standard as EsrsStandard]?.[language] ?? standard,
  };
}

export function useEsgNames() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return esgNames(isSupportedLanguage(language) ? language : 'en');
}
