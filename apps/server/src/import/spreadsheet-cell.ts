import type { CellValue } from 'exceljs';

/** A cell as a value: text, number, boolean or date; null for an empty cell. */
export type SpreadsheetCell = string | number | boolean | Date | null;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function joinRichText(value: unknown): string | null {
  if (!isObject(value) || !Array.isArray(value.richText)) return null;
  return value.richText.map((run: unknown) => (isObject(run) ? String(run.text ?? '') : '')).join('');
}

/**
 * Turns what exceljs holds for a cell into its value. A formula gives the result Excel saved with it
 * (its cached value): formulas are never evaluated here, so a file cannot make the server compute.
 * Rich text and hyperlinks give their text, an error cell its code ('#DIV/0!').
 */
export function readCellValue(value: CellValue | unknown): SpreadsheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (!isObject(value)) return null;
  if ('formula' in value || 'sharedFormula' in value) return readCellValue(value.result);
  if ('richText' in value) return joinRichText(value);
  if ('hyperlink' in value) return joinRichText(value.text) ?? readCellValue(value.text);
  if (typeof value.error === 'string') return value.error;
  return null;
}

/** Whether a cell holds nothing a person would see as data. */
export function isBlankCell(value: SpreadsheetCell): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/** Header text of a cell: dates as ISO dates, everything else as written. */
export function readHeaderText(value: SpreadsheetCell): string {
  if (value === null) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).trim();
}
