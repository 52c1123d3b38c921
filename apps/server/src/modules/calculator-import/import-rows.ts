import { setImmediate } from 'node:timers/promises';
import {
  bulkImportRowSchema,
  type DisplayLocale,
  type ErrorDetail,
  type ParsedBulkImportRow,
} from '@carbon-ledger/core';

/** A row as the request carries it: where it came from is checked, its fields are checked here. */
export type RawImportRow = { sheetRow: number; importKey: string; [field: string]: unknown };

/**
 * Rows an upload checks or computes before its turn between two turns of the event loop: the chunk being
 * stored meanwhile gets its database's answers in between, instead of after the whole chunk.
 */
export const SLICE_ROWS = 100;

/**
 * Checks each row of a chunk on its own against the row contract, so that one bad field (an over-long
 * name, a number out of range) refuses only its row. Answers the rows that passed (undefined where one
 * did not) and the field errors, with paths `bulkRequests.<row>.<field…>` as `toRowErrors` reads them.
 * With `sliceRows`, it lets the event loop turn after each slice of that many rows.
 */
export async function parseImportRows(
  rows: readonly RawImportRow[],
  sliceRows = rows.length,
): Promise<{ parsed: (ParsedBulkImportRow | undefined)[]; details: ErrorDetail[] }> {
  const details: ErrorDetail[] = [];
  const parsed: (ParsedBulkImportRow | undefined)[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    if (index > 0 && index % sliceRows === 0) await setImmediate();
    const result = bulkImportRowSchema.safeParse(rows[index]);
    parsed.push(result.success ? result.data : undefined);
    if (result.success) continue;
    for (const issue of result.error.issues) {
      details.push({ path: ['bulkRequests', index, ...issue.path].join('.'), message: issue.message });
    }
  }
  return { parsed, details };
}

const PERIOD_MESSAGES = {
  en: {
    startAfterEnd: 'startDate: the start date is after the end date.',
    outsideYear: (start: string, end: string) =>
      `startDate, endDate: the dates must lie within the year (${start} to ${end}).`,
  },
  de: {
    startAfterEnd: 'startDate: Das Startdatum liegt nach dem Enddatum.',
    outsideYear: (start: string, end: string) =>
      `startDate, endDate: Die Daten müssen im Jahr liegen (${start} bis ${end}).`,
  },
} as const;

/**
 * Why a row's own period does not fit its year, or undefined when it does (or it has none). Dates are
 * 'YYYY-MM-DD', so comparing the text compares the days.
 */
export function checkRowPeriod(
  row: { startDate?: string | undefined; endDate?: string | undefined },
  year: { startDate: string; endDate: string },
  lang: DisplayLocale,
): string | undefined {
  const texts = PERIOD_MESSAGES[lang];
  const { startDate, endDate } = row;
  if (startDate && endDate && startDate > endDate) return texts.startAfterEnd;
  const isOutside = [startDate, endDate].some(
    (date) => date !== undefined && (date < year.startDate || date > year.endDate),
  );
  return isOutside ? texts.outsideYear(year.startDate, year.endDate) : undefined;
}
