import {
  bulkImportRowSchema,
  type DisplayLocale,
  type ErrorDetail,
  type ParsedBulkImportRow,
} from '@carbon-ledger/core';

/** A row as the request carries it: where it came from is checked, its fields are checked here. */
export type RawImportRow = { sheetRow: number; importKey: string; [field: string]: unknown };

/**
 * Checks each row of a chunk on its own against the row contract, so that one bad field (an over-long
 * name, a number out of range) refuses only its row. Answers the rows that passed (undefined where one
 * did not) and the field errors, with paths `bulkRequests.<row>.<field…>` as `toRowErrors` reads them.
 */
export function parseImportRows(rows: readonly RawImportRow[]): {
  parsed: (ParsedBulkImportRow | undefined)[];
  details: ErrorDetail[];
} {
  const details: ErrorDetail[] = [];
  const parsed = rows.map((row, index) => {
    const result = bulkImportRowSchema.safeParse(row);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      details.push({ path: ['bulkRequests', index, ...issue.path].join('.'), message: issue.message });
    }
    return undefined;
  });
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
