import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2024-06-15T12:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('formatRelativeTime', () => {
  it.each([
    { elapsed: 0, en: 'less than 1 minute ago', de: 'vor weniger als 1 Minute' },
    { elapsed: 59 * SECOND, en: 'less than 1 minute ago', de: 'vor weniger als 1 Minute' },
    { elapsed: 59_999, en: 'less than 1 minute ago', de: 'vor weniger als 1 Minute' },
    { elapsed: 60 * SECOND, en: '1 minute ago', de: 'vor 1 Minute' },
    { elapsed: 119 * SECOND, en: '1 minute ago', de: 'vor 1 Minute' },
    { elapsed: 2 * MINUTE, en: '2 minutes ago', de: 'vor 2 Minuten' },
    { elapsed: 59 * MINUTE, en: '59 minutes ago', de: 'vor 59 Minuten' },
    { elapsed: HOUR, en: '1 hour ago', de: 'vor 1 Stunde' },
    { elapsed: 23 * HOUR, en: '23 hours ago', de: 'vor 23 Stunden' },
    { elapsed: DAY, en: '1 day ago', de: 'vor 1 Tag' },
    { elapsed: 29 * DAY, en: '29 days ago', de: 'vor 29 Tagen' },
    { elapsed: 30 * DAY, en: '1 month ago', de: 'vor 1 Monat' },
    { elapsed: 59 * DAY, en: '1 month ago', de: 'vor 1 Monat' },
    { elapsed: 60 * DAY, en: '2 months ago', de: 'vor 2 Monaten' },
    { elapsed: 364 * DAY, en: '12 months ago', de: 'vor 12 Monaten' },
    { elapsed: 365 * DAY, en: '1 year ago', de: 'vor 1 Jahr' },
    { elapsed: 729 * DAY, en: '1 year ago', de: 'vor 1 Jahr' },
    { elapsed: 730 * DAY, en: '2 years ago', de: 'vor 2 Jahren' },
    { elapsed: -5 * MINUTE, en: 'less than 1 minute ago', de: 'vor weniger als 1 Minute' },
  ])('describes $elapsed ms as "$en" / "$de"', ({ elapsed, en, de }) => {
    expect(formatRelativeTime(ago(elapsed), now, 'en')).toBe(en);
    expect(formatRelativeTime(ago(elapsed), now, 'de')).toBe(de);
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatRelativeTime('2024-06-15T10:00:00.000Z', now.getTime())).toBe('2 hours ago');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatRelativeTime('not a date', now, 'de')).toBe('');
  });
});
