import { getLatestApiKeyExpiry } from '@carbon-ledger/core';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A local calendar date as a date input's value (YYYY-MM-DD). */
export function toDateInputValue(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The form's suggestion: a key that lives one year. */
export function getDefaultExpiryDate(now: Date): string {
  const inAYear = new Date(now);
  inAYear.setFullYear(inAYear.getFullYear() + 1);
  return toDateInputValue(inAYear);
}

/**
 * The dates the picker offers. A key expires at the end of the chosen day, so the last day
 * offered is the one before the server's limit: its end still lies within the limit.
 */
export function getExpiryDateBounds(now: Date): { min: string; max: string } {
  const lastDay = new Date(getLatestApiKeyExpiry(now).getTime() - DAY_MS);
  return { min: toDateInputValue(now), max: toDateInputValue(lastDay) };
}

/** The end of a chosen local day as an ISO date-time, or undefined for an empty or invalid date. */
export function toExpiresAt(dateValue: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateValue)) return undefined;
  const endOfDay = new Date(`${dateValue}T23:59:59.999`);
  return Number.isNaN(endOfDay.getTime()) ? undefined : endOfDay.toISOString();
}
