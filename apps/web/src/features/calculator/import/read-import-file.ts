import {
  type BulkImportRow,
  type DisplayLocale,
  type ImportProblem,
  type LocaleAmbiguousColumn,
  mapImportRows,
  readSpreadsheet,
  type ServedForm,
  SpreadsheetFileError,
  type SpreadsheetFileErrorCode,
  type SpreadsheetFileErrorValues,
  surveyTextNumbers,
  type TonMeaning,
} from '@carbon-ledger/core';

/** What reading a chosen file needs: its bytes, the operator's limits and the year it goes into. */
export type ReadImportFileRequest = {
  bytes: Uint8Array;
  fileName: string;
  limits: { maxBytes: number; maxRows: number };
  form: ServedForm;
  instance: { id: string; name: string; startDate: string; endDate: string };
  /** How text numbers are read: the user's choice, else the page's language unless the file tells. */
  numberLocale: DisplayLocale;
  isNumberLocaleChosen: boolean;
  tonMeaning?: TonMeaning;
};

/** The file's rows ready to send, its problems, and the number columns the locale decides. */
export type ReadImportFileResult = {
  rows: BulkImportRow[];
  problems: ImportProblem[];
  numBlankRows: number;
  /** Number columns the chosen locale decides the value of ("1,234"): flagged in the preview. */
  ambiguousColumns: LocaleAmbiguousColumn[];
  /** How the text numbers were read. */
  numberLocale: DisplayLocale;
  /** Read the way the file's own numbers show, not the page's language (nobody chose a way). */
  isNumberLocaleFromFile: boolean;
};

/**
 * Reads and maps a file with the core parser; throws `SpreadsheetFileError` for a file it refuses. Unless
 * the user chose how numbers are written, a file whose text numbers read one way only (the app's own CSV
 * export writes "1234.5" on a German page too) is read that way, and the result says so.
 */
export function readImportFile(request: ReadImportFileRequest): ReadImportFileResult {
  const { fileName, instance } = request;
  const table = readSpreadsheet(request.bytes, fileName, request.limits);
  const { ambiguousColumns, fileLocale: writtenIn } = surveyTextNumbers(table);
  const fileLocale = request.isNumberLocaleChosen ? undefined : writtenIn;
  const numberLocale = fileLocale ?? request.numberLocale;
  const mapping = mapImportRows(table, {
    form: request.form,
    instances: [instance],
    defaultInstanceId: instance.id,
    fileName,
    numberLocale,
    ...(request.tonMeaning ? { tonMeaning: request.tonMeaning } : {}),
  });
  return {
    rows: mapping.rows,
    problems: mapping.problems,
    numBlankRows: mapping.numBlankRows,
    ambiguousColumns,
    numberLocale,
    isNumberLocaleFromFile: fileLocale !== undefined && fileLocale !== request.numberLocale,
  };
}

/** A reading's outcome as it crosses from the worker: an error travels as its code and values. */
export type ReadImportFileMessage =
  | { result: ReadImportFileResult }
  | { fileError: { code: SpreadsheetFileErrorCode; values: SpreadsheetFileErrorValues; message: string } }
  | { error: string };

/** Reads the file and answers the message the worker posts back (never throws). */
export function answerReadRequest(request: ReadImportFileRequest): ReadImportFileMessage {
  try {
    return { result: readImportFile(request) };
  } catch (error) {
    if (error instanceof SpreadsheetFileError) {
      return { fileError: { code: error.code, values: error.values, message: error.message } };
    }
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** The outcome on this side again: the result, or the error as it was thrown. */
export function settleReadMessage(message: ReadImportFileMessage): ReadImportFileResult {
  if ('result' in message) return message.result;
  if ('fileError' in message) {
    const { code, values, message: text } = message.fileError;
    const error = new SpreadsheetFileError(code, values);
    error.message = text;
    throw error;
  }
  throw new Error(message.error);
}
