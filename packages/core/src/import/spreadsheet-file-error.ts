/** Why a spreadsheet file could not be read; each code has a message in `IMPORT_MESSAGES`. */
export const SPREADSHEET_FILE_ERROR_CODES = [
  'tooLarge',
  'tooManyRows',
  'compressionBomb',
  'encrypted',
  'corrupt',
  'noSheet',
  'unsupportedType',
] as const;
export type SpreadsheetFileErrorCode = (typeof SPREADSHEET_FILE_ERROR_CODES)[number];

/**
 * Values for the message: `limit` is in megabytes for `tooLarge` and `compressionBomb` and in rows for
 * `tooManyRows`.
 */
export type SpreadsheetFileErrorValues = Record<string, string | number>;

/** Thrown by `readSpreadsheet` for a file it refuses or cannot read. */
export class SpreadsheetFileError extends Error {
  override name = 'SpreadsheetFileError';
  readonly code: SpreadsheetFileErrorCode;
  readonly values: SpreadsheetFileErrorValues;

  constructor(code: SpreadsheetFileErrorCode, values: SpreadsheetFileErrorValues = {}, detail?: string) {
    super(detail ? `${code}: ${detail}` : code);
    this.code = code;
    this.values = values;
  }
}

/** Limits that keep a hostile or oversized file from exhausting memory or time. */
export type SpreadsheetLimits = {
  /** Most bytes of the file itself. */
  maxBytes: number;
  /** Most rows of the sheet, headers included (trailing empty rows not counted). */
  maxRows: number;
  /** Most bytes the parts of an XLSX file that are read may unpack to, together. */
  maxUncompressedBytes: number;
  /** Most a part larger than 1 MB may grow when unpacked (unpacked bytes per packed byte). */
  maxCompressionRatio: number;
};

const MEGABYTE = 1024 * 1024;

/** Spec-sized defaults: 20 MB files, 100,000 rows, 200 MB unpacked, 100× compression per large part. */
export const DEFAULT_SPREADSHEET_LIMITS: SpreadsheetLimits = {
  maxBytes: 20 * MEGABYTE,
  maxRows: 100_000,
  maxUncompressedBytes: 200 * MEGABYTE,
  maxCompressionRatio: 100,
};

/** A byte count as megabytes for messages, with at most one decimal. */
export function toMegabytes(bytes: number): number {
  return Math.round((bytes / MEGABYTE) * 10) / 10;
}
