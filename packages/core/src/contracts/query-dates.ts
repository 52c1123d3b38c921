import { z } from 'zod';

/** Whether year, month (1–12) and day name a day of the Gregorian calendar: no 13th month, no 30 February. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = [31, isLeapYear ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= daysInMonth;
}

/**
 * Whether text starting with `YYYY-MM-DD` (or only `YYYY-MM`, or `YYYY`) names a real calendar day
 * (month); what follows the date (a time) is not looked at. `Date.parse` is no check: it rolls
 * 2025-02-30 over to 2 March.
 */
export function isCalendarDateText(text: string): boolean {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?/.exec(text);
  if (!match) return false;
  const [, year, month = '01', day = '01'] = match;
  return isCalendarDay(Number(year), Number(month), Number(day));
}

/**
 * A calendar day `YYYY-MM-DD` in a query string: the one check every date a query carries goes
 * through, so an impossible day is a 400 naming its field, never a database error or a rolled-over day.
 */
export function calendarDateQuery(error = 'validation.date') {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error, abort: true })
    .refine(isCalendarDateText, { error });
}
