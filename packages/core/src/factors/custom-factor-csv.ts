import { getCsvNumberLocale } from '../import/import-cells.ts';
import { CsvSyntaxError, detectCsvDelimiter, parseCsv } from '../import/parse-csv.ts';
import type { CustomFactorReadOptions, CustomFactorReadResult } from './custom-factor-columns.ts';
import { readCustomFactorTable } from './custom-factor-records.ts';

/**
 * Reads a company's factor file (CSV, comma or semicolon separated, header row first) into normalized
 * factors of source CUSTOM; see `readCustomFactorTable` for the checks.
 */
export function readCustomFactorCsv(text: string, options: CustomFactorReadOptions): CustomFactorReadResult {
  let records: string[][];
  const delimiter = detectCsvDelimiter(text);
  try {
    records = parseCsv(text, delimiter);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { factors: [], issues: [{ row: error.line, column: null, message: error.message }] };
  }
  const [header = [], ...rows] = records;
  return readCustomFactorTable(
    { header, headerRow: 1, rows: rows.map((cells, index) => ({ row: index + 2, cells })) },
    { ...options, numberLocale: options.numberLocale ?? getCsvNumberLocale(delimiter) },
  );
}
