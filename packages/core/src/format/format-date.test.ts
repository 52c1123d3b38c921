import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, resolveDateLocale } from './format-date.ts';

describe('resolveDateLocale', () => {
  it.each([
    ['en', 'GB', 'en-GB'],
    ['en', 'gb', 'en-GB'],
    ['en', 'US', 'en-US'],
    ['de', 'DE', 'de-DE'],
    ['de', 'CH', 'de-CH'],
    ['de', 'GB', 'de-GB'],
    ['en', undefined, 'en-GB'],
    ['de', null, 'de-DE'],
    ['en', 'not a country', 'en-GB'],
  ] as const)('%s with the country %s writes dates as %s', (language, country, expected) => {
    expect(resolveDateLocale(language, country)).toBe(expected);
  });
});

describe('formatDate', () => {
  const moment = '2026-12-02T09:30:00.000Z';
  it.each([
    ['en-GB', 'short', '02/12/2026'],
    ['en-GB', 'medium', '2 Dec 2026'],
    ['en-GB', 'long', '2 December 2026'],
    ['en-US', 'short', '12/2/26'],
    ['en-US', 'medium', 'Dec 2, 2026'],
    ['de-DE', 'short', '02.12.26'],
    ['de-DE', 'medium', '02.12.2026'],
    ['de-DE', 'long', '2. Dezember 2026'],
  ] as const)('%s %s: %s', (locale, style, expected) => {
    expect(formatDate(moment, locale, style, 'UTC')).toBe(expected);
  });

  it('keeps a calendar day on its day in every time zone', () => {
    expect(formatDate('2026-01-01', 'en-GB')).toBe('1 Jan 2026');
    expect(formatDate('2026-12-31', 'de-DE')).toBe('31.12.2026');
  });

  it('writes a UK company reading English the day before the month', () => {
    expect(formatDate(moment, resolveDateLocale('en', 'GB'), 'medium', 'UTC')).toBe('2 Dec 2026');
  });

  it('shows a dash for what is no date', () => {
    expect(formatDate('soon', 'en-GB')).toBe('–');
    expect(formatDateTime(Number.NaN, 'de-DE')).toBe('–');
  });

  it('writes day and time in the locale', () => {
    expect(formatDateTime(moment, 'en-GB', 'UTC')).toBe('2 Dec 2026, 09:30');
    expect(formatDateTime(moment, 'de-DE', 'UTC')).toBe('02.12.2026, 09:30');
  });
});
