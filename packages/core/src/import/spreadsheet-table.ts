import type { CsvDelimiter } from './parse-csv.ts';

/** One cell: text, a number, a boolean, or null for an empty cell. Dates are 'YYYY-MM-DD' text. */
export type CellValue = string | number | boolean | null;

/**
 * The first worksheet of a file as rows of cells; `rows[0]` is the sheet's row 1 and `row[0]` its column
 * A. Rows end at their last filled cell, and empty rows inside the sheet are empty arrays.
 */
export type SpreadsheetTable = {
  rows: CellValue[][];
  /** Set for CSV files: whose numbers are text, written with this locale's decimal separator. */
  csvDelimiter?: CsvDelimiter;
};
