/** Thrown for text that is not CSV; `line` is the 1-based line where reading stopped. */
export class CsvSyntaxError extends Error {
  override name = 'CsvSyntaxError';
  readonly line: number;

  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.line = line;
  }
}

export type CsvDelimiter = ',' | ';';

/**
 * Picks the delimiter from the header line: spreadsheets in German (and other decimal-comma) locales
 * save CSV with semicolons.
 */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  const end = text.search(/\r?\n/);
  const header = end === -1 ? text : text.slice(0, end);
  return header.includes(';') && !header.includes(',') ? ';' : ',';
}

/**
 * Parses RFC 4180 CSV text into records of fields: quoted fields may hold delimiters, doubled quotes and
 * line breaks; CRLF and LF both end a record; a leading UTF-8 BOM is dropped. Throws a `CsvSyntaxError`
 * on a stray quote or an unterminated quoted field, because a silently mis-split record would shift
 * values between columns.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter = detectCsvDelimiter(text)): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  let isFieldStarted = false;
  let line = 1;

  const endField = () => {
    record.push(field);
    field = '';
    isFieldStarted = false;
  };
  for (let index = 0; index < input.length; index += 1) {
    const char = input[index] as string;
    if (isQuoted) {
      if (char !== '"') {
        if (char === '\n') line += 1;
        field += char;
      } else if (input[index + 1] === '"') {
        field += '"';
        index += 1;
      } else {
        isQuoted = false;
        const next = input[index + 1];
        if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') {
          throw new CsvSyntaxError(line, 'text after a closing quote');
        }
      }
    } else if (char === '"') {
      if (field !== '') throw new CsvSyntaxError(line, 'quote inside an unquoted field');
      isQuoted = true;
      isFieldStarted = true;
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' || char === '\n') {
      endField();
      records.push(record);
      record = [];
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      line += 1;
    } else {
      field += char;
      isFieldStarted = true;
    }
  }
  if (isQuoted) throw new CsvSyntaxError(line, 'unterminated quoted field');
  // A last line without a line break is still a record; a trailing line break adds none.
  if (isFieldStarted || field !== '' || record.length > 0) {
    endField();
    records.push(record);
  }
  return records;
}
