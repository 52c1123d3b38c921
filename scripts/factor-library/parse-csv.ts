import { readFileSync } from 'node:fs';

export type CsvOptions = {
  /** Lines starting with this (outside a quoted field, at the start of a record) are skipped. */
  commentPrefix?: string;
};

export type ReadCsvOptions = CsvOptions & {
  /** Accept a header that has the expected columns among others (wide reference tables). */
  allowOtherColumns?: boolean;
};

export type CsvRecord = Record<string, string>;

/**
 * Parses RFC 4180 CSV text into rows of fields: quoted fields may hold commas, doubled quotes and line
 * breaks; CRLF and LF both end a record; a leading UTF-8 BOM is dropped. Fails on a stray quote inside an
 * unquoted field or an unterminated quoted field, because a silently mis-split row would shift values
 * between columns.
 */
export function parseCsv(text: string, options: CsvOptions = {}): string[][] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let isQuoted = false;
  let isFieldStarted = false;
  let line = 1;
  let index = 0;

  const endField = () => {
    row.push(field);
    field = '';
    isFieldStarted = false;
  };
  const endRecord = () => {
    endField();
    rows.push(row);
    row = [];
  };

  while (index < input.length) {
    const char = input[index] as string;
    if (isQuoted) {
      if (char === '"') {
        if (input[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        isQuoted = false;
        const next = input[index + 1];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r') {
          throw new Error(`CSV line ${line}: text after a closing quote`);
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      index += 1;
      continue;
    }
    const isRecordStart = row.length === 0 && !isFieldStarted && field === '';
    if (isRecordStart && options.commentPrefix && input.startsWith(options.commentPrefix, index)) {
      const lineEnd = input.indexOf('\n', index);
      index = lineEnd === -1 ? input.length : lineEnd + 1;
      line += 1;
      continue;
    }
    if (char === '"') {
      if (field !== '') throw new Error(`CSV line ${line}: quote inside an unquoted field`);
      isQuoted = true;
      isFieldStarted = true;
    } else if (char === ',') {
      endField();
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && input[index + 1] === '\n') index += 1;
      line += 1;
    } else {
      field += char;
      isFieldStarted = true;
    }
    index += 1;
  }
  if (isQuoted) throw new Error(`CSV line ${line}: unterminated quoted field`);
  // A final line without a line break is still a record; a trailing line break adds none.
  if (isFieldStarted || field !== '' || row.length > 0) endRecord();
  return rows;
}

/**
 * Reads a CSV file whose first record is the header and returns one object per record. The header must
 * be exactly `expectedHeader` (or contain it, with `allowOtherColumns`): a renamed or reordered column in
 * a new edition stops the build instead of loading the wrong column.
 */
export function readCsvRecords(
  path: string,
  expectedHeader: readonly string[],
  options: ReadCsvOptions = {},
): CsvRecord[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'), options);
  const isHeaderAccepted = options.allowOtherColumns
    ? expectedHeader.every((column) => header?.includes(column))
    : header?.join('\u0000') === expectedHeader.join('\u0000');
  if (!header || !isHeaderAccepted || new Set(header).size !== header.length) {
    throw new Error(`${path}: unexpected header ${JSON.stringify(header)}`);
  }
  // A blank line is not a record; anything else must have every column.
  const records = rows.filter((fields) => !(fields.length === 1 && fields[0] === ''));
  return records.map((fields, recordIndex) => {
    if (fields.length !== header.length) {
      throw new Error(
        `${path}: record ${recordIndex + 1} has ${fields.length} fields, expected ${header.length}`,
      );
    }
    return Object.fromEntries(header.map((name, column) => [name, fields[column] as string]));
  });
}

/**
 * Reads one field of a record and fails when the column is missing, so a typo in a column name cannot
 * turn into an empty value.
 */
export function getField(record: CsvRecord, column: string): string {
  const value = record[column];
  if (value === undefined) throw new Error(`missing column ${column}`);
  return value;
}
