import type { SpreadsheetProblem } from '@carbon-ledger/core';

/**
 * Why a spreadsheet could not be read: the file-level problems of the contract, more data rows than
 * allowed, or a header that does not name each column holding data.
 */
export type SpreadsheetReadProblem = SpreadsheetProblem | 'tooManyRows' | 'invalidHeader';

/** A spreadsheet that cannot be read; the message is English, says what is wrong and how to fix it. */
export class SpreadsheetReadError extends Error {
  override name = 'SpreadsheetReadError';
  readonly problem: SpreadsheetReadProblem;
  /** The row (1-based, as the spreadsheet shows it) and column letter of the cell at fault, if one is. */
  readonly cell: { row: number; column: string } | null;

  constructor(problem: SpreadsheetReadProblem, message: string, cell?: { row: number; column: string }) {
    super(message);
    this.problem = problem;
    this.cell = cell ?? null;
  }
}

/** 1 → 'A', 27 → 'AA': the column letters a spreadsheet shows. */
export function toColumnLetter(columnNumber: number): string {
  let letters = '';
  for (let rest = columnNumber; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}
