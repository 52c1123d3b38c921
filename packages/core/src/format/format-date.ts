import { type DisplayLocale, MISSING_NUMBER_TEXT } from './display-locale.ts';

/** The region a language writes dates for when the company's country is not known (a European product). */
const DEFAULT_DATE_REGIONS: Record<DisplayLocale, string> = { en: 'GB', de: 'DE' };

/**
 * The locale dates are written in: the page's language with the company's country, so a UK company
 * reading English gets "2 Dec 2026" (en-GB), a US one "Dec 2, 2026" (en-US) and a Swiss one reading German
 * "02.12.2026" (de-CH). Without a usable country: en-GB and de-DE.
 */
export function resolveDateLocale(language: DisplayLocale, country?: string | null): string {
  const region = country?.trim().toUpperCase();
  const tag = `${language}-${region && /^[A-Z]{2}$/.test(region) ? region : DEFAULT_DATE_REGIONS[language]}`;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0
      ? tag
      : `${language}-${DEFAULT_DATE_REGIONS[language]}`;
  } catch {
    return `${language}-${DEFAULT_DATE_REGIONS[language]}`;
  }
}

/** 'short': "02/12/2026"; 'medium': "2 Dec 2026"; 'long': "2 December 2026" (en-GB). */
export type DateStyle = 'short' | 'medium' | 'long';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day ("2026-12-02") is read in UTC so it never moves by a time zone; anything else as given. */
function readDate(value: Date | string | number): { date: Date; isCalendarDay: boolean } {
  if (typeof value === 'string' && CALENDAR_DAY.test(value))
    return { date: new Date(`${value}T00:00:00Z`), isCalendarDay: true };
  return { date: new Date(value), isCalendarDay: false };
}

/**
 * A date as the locale writes it (see `resolveDateLocale`), "–" when it is no date. A calendar day
 * "YYYY-MM-DD" is shown as that day everywhere; a moment in the viewer's time zone, or in `timeZone`.
 */
export function formatDate(
  value: Date | string | number,
  locale: string,
  style: DateStyle = 'medium',
  timeZone?: string,
): string {
  const { date, isCalendarDay } = readDate(value);
  if (Number.isNaN(date.getTime())) return MISSING_NUMBER_TEXT;
  const zone = isCalendarDay ? 'UTC' : timeZone;
  return formatOf(locale, { dateStyle: style, ...(zone ? { timeZone: zone } : {}) }).format(date);
}

/** A moment with its day and time ("2 Dec 2026, 09:30" in en-GB), "–" when it is no date. */
export function formatDateTime(value: Date | string | number, locale: string, timeZone?: string): string {
  const { date } = readDate(value);
  if (Number.isNaN(date.getTime())) return MISSING_NUMBER_TEXT;
  return formatOf(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
