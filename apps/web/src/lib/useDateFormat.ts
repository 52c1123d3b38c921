import {
  type DateStyle,
  type DisplayLocale,
  formatDate,
  formatDateTime,
  resolveDateLocale,
} from '@carbon-ledger/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/auth/session-api.ts';

export type DateFormat = {
  /** The page's language: what numbers follow. */
  language: DisplayLocale;
  /** The locale dates are written in: the page's language with the company's country. */
  dateLocale: string;
  formatDate: (value: Date | string | number, style?: DateStyle) => string;
  formatDateTime: (value: Date | string | number) => string;
};

/**
 * Dates through core's formatters, in the page's language and the signed-in company's country (a UK
 * company reading English gets "2 Dec 2026", a German one "02.12.2026"). A public page, with nobody
 * signed in, passes the country of what it shows, or gets the language's default region.
 */
export function useDateFormat(country?: string | null): DateFormat {
  const { i18n } = useTranslation();
  const { data: user } = useSession();
  const language: DisplayLocale = i18n.resolvedLanguage === 'de' ? 'de' : 'en';
  const dateLocale = resolveDateLocale(language, country ?? user?.companyInfo.country);
  return {
    language,
    dateLocale,
    formatDate: (value, style) => formatDate(value, dateLocale, style),
    formatDateTime: (value) => formatDateTime(value, dateLocale),
  };
}
