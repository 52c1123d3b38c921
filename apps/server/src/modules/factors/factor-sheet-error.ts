import type { SpreadsheetProblem } from '@carbon-ledger/core';

/**
 * Why a factor workbook could not be read: the file-level problems of the contract, more data rows
 * than allowed, or a header that does not name each column holding data.
 */
export type FactorSheetProblem = SpreadsheetProblem | 'tooManyRows' | 'invalidHeader';

/** A factor workbook that cannot be read; the message is English, says what is wrong and how to fix it. */
export class FactorSheetError extends Error {
  override name = 'FactorSheetError';
  readonly problem: FactorSheetProblem;
  /** The row (1-based, as the spreadsheet shows it) and column letter of the cell at fault, if one is. */
  readonly cell: { row: number; column: string } | null;

  constructor(problem: FactorSheetProblem, message: string, cell?: { row: number; column: string }) {
    super(message);
    this.problem = problem;
    this.cell = cell ?? null;
  }
}

/** 0 → 'A', 26 → 'AA': the column letters a spreadsheet shows, from a 0-based column index. */
export function toColumnLetter(columnIndex: number): string {
  let letters = '';
  for (let rest = columnIndex + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}
