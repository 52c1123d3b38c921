import type { DisplayLocale } from './display-locale.ts';

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;
/** Calendar-free approximations fixed by the spec (section 9). */
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;

type RelativeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

// Dative after "vor": "vor 2 Tagen", "vor 3 Jahren".
const germanUnits: Record<RelativeUnit, readonly [string, string]> = {
  minute: ['Minute', 'Minuten'],
  hour: ['Stunde', 'Stunden'],
  day: ['Tag', 'Tagen'],
  month: ['Monat', 'Monaten'],
  year: ['Jahr', 'Jahren'],
};

const phrases: Record<
  DisplayLocale,
  { lessThanOneMinute: string; ago: (count: number, unit: RelativeUnit) => string }
> = {
  en: {
    lessThanOneMinute: 'less than 1 minute ago',
    ago: (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'} ago`,
  },
  de: {
    lessThanOneMinute: 'vor weniger als 1 Minute',
    ago: (count, unit) => `vor ${count} ${count === 1 ? germanUnits[unit][0] : germanUnits[unit][1]}`,
  },
};

/**
 * Describes how long ago `date` was, seen from `now`, in whole units rounded down:
 * under 60 s "less than 1 minute ago", then minutes, hours (from 60 min), days (from 24 h), months
 * (from 30 days, 30 days each) and years (from 365 days). So 360-364 days read "12 months ago".
 * de: "vor weniger als 1 Minute", "vor 1 Minute", "vor 5 Minuten", …
 * A date after `now` (clock skew) reads as "less than 1 minute ago"; an invalid date gives ''.
 */
export function formatRelativeTime(
  date: Date | string | number,
  now: Date | string | number,
  locale: DisplayLocale = 'en',
): string {
  const elapsedMs = new Date(now).getTime() - new Date(date).getTime();
  if (Number.isNaN(elapsedMs)) return '';
  const localePhrases = phrases[locale];
  const seconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  if (minutes < 1) return localePhrases.lessThanOneMinute;
  const hours = Math.floor(minutes / MINUTES_PER_HOUR);
  if (hours < 1) return localePhrases.ago(minutes, 'minute');
  const days = Math.floor(hours / HOURS_PER_DAY);
  if (days < 1) return localePhrases.ago(hours, 'hour');
  if (days < DAYS_PER_MONTH) return localePhrases.ago(days, 'day');
  if (days < DAYS_PER_YEAR) return localePhrases.ago(Math.floor(days / DAYS_PER_MONTH), 'month');
  return localePhrases.ago(Math.floor(days / DAYS_PER_YEAR), 'year');
}
