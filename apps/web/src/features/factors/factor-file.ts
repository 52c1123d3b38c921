import {
  CUSTOM_FACTOR_CSV_MAX_LENGTH,
  CUSTOM_FACTOR_XLSX_MAX_BYTES,
  type CustomFactorImportRequest,
  type DisplayLocale,
  type ErrorDetail,
  SPREADSHEET_PROBLEMS,
  type SpreadsheetProblem,
} from '@carbon-ledger/core';

/** What the file picker offers: CSV and Excel workbooks, by extension and by type. */
export const FACTOR_FILE_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type FactorFileKind = 'csv' | 'xlsx';

/** The kind of a factor file by its name; undefined for any other file. */
export function detectFactorFileKind(fileName: string): FactorFileKind | undefined {
  const extension = fileName.toLowerCase().split('.').pop();
  return extension === 'csv' || extension === 'xlsx' ? extension : undefined;
}

/** Whether a file is too large to send, before reading it: the server's limits, in bytes. */
export function isFactorFileTooLarge(kind: FactorFileKind, size: number): boolean {
  // A CSV character is at least one byte, so a file under the limit in bytes is under it in characters.
  return size > (kind === 'csv' ? CUSTOM_FACTOR_CSV_MAX_LENGTH : CUSTOM_FACTOR_XLSX_MAX_BYTES);
}

/** Base64 of bytes, in chunks so large files do not overflow the argument list of fromCharCode. */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/**
 * The import request for a chosen file: CSV as text, a workbook as base64, with the way the file writes
 * numbers as text (the server reads them by that locale only).
 */
export async function readFactorFile(
  file: Pick<File, 'name' | 'text' | 'arrayBuffer'>,
  kind: FactorFileKind,
  numberLocale: DisplayLocale,
): Promise<CustomFactorImportRequest> {
  if (kind === 'csv') return { csv: await file.text(), fileName: file.name, numberLocale };
  return { xlsx: encodeBase64(new Uint8Array(await file.arrayBuffer())), fileName: file.name, numberLocale };
}

/** A problem the server found: at a row and column, or with the workbook as a whole. */
export type ImportIssue =
  | { kind: 'cell'; row: number | null; column: string | null; message: string }
  | { kind: 'file'; problem: SpreadsheetProblem | null; message: string };

function isSpreadsheetProblem(value: string): value is SpreadsheetProblem {
  return (SPREADSHEET_PROBLEMS as readonly string[]).includes(value);
}

/**
 * The details of a failed import as issues: `rows.3.value` → row 3, column value, with the server's
 * English "Row 3, column value: " prefix taken off (the list shows row and column in their own cells);
 * `xlsx.encrypted` → a problem of the whole file the catalogue has a text for.
 */
export function describeImportIssues(details: ErrorDetail[] = []): ImportIssue[] {
  return details.map((detail) => {
    const [head, problem] = detail.path.split('.');
    if (head === 'xlsx') {
      return {
        kind: 'file',
        problem: problem && isSpreadsheetProblem(problem) ? problem : null,
        message: detail.message,
      };
    }
    const cell = /^rows\.(\d+)(?:\.(.+))?$/.exec(detail.path);
    if (!cell) return { kind: 'cell', row: null, column: detail.path || null, message: detail.message };
    return {
      kind: 'cell',
      row: Number(cell[1]),
      column: cell[2] ?? null,
      message: detail.message.replace(/^Row \d+(?:, column [^:]+)?: /, ''),
    };
  });
}
