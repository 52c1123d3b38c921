import { formatDate } from '@carbon-ledger/core';

/** A deadline 'YYYY-MM-DD' through core's formatter, in the date locale of `useDateFormat` (a calendar day). */
export function formatDeadline(date: string, dateLocale: string): string {
  return formatDate(date, dateLocale);
}
