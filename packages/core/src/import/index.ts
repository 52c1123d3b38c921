export { buildImportTemplate } from './build-import-template.ts';
export {
  BULK_IMPORT_COLUMNS,
  GENERIC_INPUT_COLUMN_PREFIX,
  type ImportColumn,
  type ImportColumnType,
  MAX_IMPORT_AMOUNTS,
  MAX_IMPORT_CHILD_AMOUNTS,
  MAX_IMPORT_CHILDREN,
  RESULT_ID_COLUMN,
} from './bulk-import-columns.ts';
export { convertExcelSerialToIsoDate } from './excel-date.ts';
export {
  getCsvNumberLocale,
  type ParsedCell,
  parseCellBoolean,
  parseCellDate,
  parseCellNumber,
  parseSourceShare,
  readCellText,
} from './import-cells.ts';
export { hashText } from './import-key.ts';
export {
  formatImportProblem,
  formatServerRowError,
  IMPORT_MESSAGES,
  IMPORT_ROW_PROBLEM_CODES,
  type ImportProblem,
  type ImportProblemCode,
  type ImportRowProblemCode,
} from './import-messages.ts';
export { isAmbiguousTon, listImportUnits, matchImportUnit, type TonMeaning } from './import-units.ts';
export {
  type LocaleAmbiguousColumn,
  listLocaleAmbiguousColumns,
  surveyTextNumbers,
} from './locale-ambiguous-columns.ts';
export { type ImportContext, type ImportMapping, mapImportRows } from './map-import-rows.ts';
export { type CsvDelimiter, CsvSyntaxError, detectCsvDelimiter, parseCsv } from './parse-csv.ts';
export { readSpreadsheet } from './read-spreadsheet.ts';
export {
  type ComparableChild,
  type ComparableResult,
  describeChildContent,
  describeChildrenContent,
  describeResultContent,
} from './result-content.ts';
export {
  DEFAULT_SPREADSHEET_LIMITS,
  SPREADSHEET_FILE_ERROR_CODES,
  SpreadsheetFileError,
  type SpreadsheetFileErrorCode,
  type SpreadsheetFileErrorValues,
  type SpreadsheetLimits,
} from './spreadsheet-file-error.ts';
export type { CellValue, SpreadsheetTable } from './spreadsheet-table.ts';
export { formatCsvField, writeCsv } from './write-csv.ts';
export { COMPUTED_RESULT_COLUMNS, type ResultsCsvVariant, writeResultsCsv } from './write-results-csv.ts';
export { writeXlsx, type XlsxSheet } from './write-xlsx.ts';
export type { DefinedName } from './xlsx-parts.ts';
export { openXlsxWorkbook, type XlsxSheetCells, type XlsxWorkbook } from './xlsx-workbook.ts';
