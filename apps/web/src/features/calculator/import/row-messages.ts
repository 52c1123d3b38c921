import {
  type DisplayLocale,
  formatImportProblem,
  formatServerRowError,
  type ImportProblem,
} from '@carbon-ledger/core';
import type { ImportRowError } from './run-import.ts';

export type RowMessages = {
  /** Problems of the whole file (no columns, entities that are not the company's, all rows invalid). */
  file: string[];
  /** Problems of single rows, in row order: the file's own checks and the server's. */
  rows: string[];
  numRowsWithProblems: number;
  /** The rows the browser's check refused, with their message, for the table of rows. */
  refusedRows: { sheetRow: number; text: string }[];
  /** Rows the browser's check refused (they are not among the rows sent). */
  numRowsRefused: number;
};

/** The messages of a checked file in the user's language, rows in spreadsheet order. */
export function listRowMessages(
  problems: readonly ImportProblem[],
  serverErrors: readonly ImportRowError[],
  lang: DisplayLocale,
): RowMessages {
  const rowEntries: { sheetRow: number; text: string }[] = [];
  const file: string[] = [];
  for (const problem of problems) {
    const text = formatImportProblem(problem, lang);
    if (problem.sheetRow === undefined) file.push(text);
    else rowEntries.push({ sheetRow: problem.sheetRow, text });
  }
  const refusedRows = [...rowEntries];
  for (const error of serverErrors)
    rowEntries.push({ sheetRow: error.sheetRow, text: formatServerRowError(error, lang) });
  rowEntries.sort((a, b) => a.sheetRow - b.sheetRow);
  return {
    file,
    rows: rowEntries.map((entry) => entry.text),
    numRowsWithProblems: new Set(rowEntries.map((entry) => entry.sheetRow)).size,
    numRowsRefused: new Set(refusedRows.map((entry) => entry.sheetRow)).size,
    refusedRows,
  };
}
