import type { DisplayLocale } from '../format/display-locale.ts';
import {
  parseCellBoolean,
  parseCellDate,
  parseCellNumber,
  parseSourceShare,
  readCellText,
} from './import-cells.ts';
import type { ImportProblem, ImportRowProblemCode } from './import-messages.ts';
import type { CellValue } from './spreadsheet-table.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Column keys (lower case) → their 0-based column index. */
export type ColumnIndex = ReadonlyMap<string, number>;

/** The keys the mapping asks for are a few dozen constants, each asked for on every line of a file. */
const lowerCaseKeys = new Map<string, string>();
function lowerCaseKey(key: string): string {
  let lower = lowerCaseKeys.get(key);
  if (lower === undefined) {
    lower = key.toLowerCase();
    if (lowerCaseKeys.size < 1000) lowerCaseKeys.set(key, lower);
  }
  return lower;
}

/**
 * Reads the cells of one spreadsheet line by column key and collects its problems: those of the row
 * itself (the row is left out) and those of the sub-row it describes (only the sub-row is left out).
 */
export class ImportLineReader {
  readonly problems: ImportProblem[] = [];
  readonly childProblems: ImportProblem[] = [];

  constructor(
    private readonly cells: readonly CellValue[],
    private readonly columns: ColumnIndex,
    readonly sheetRow: number,
    /** The locale numbers written as text are read in. */
    private readonly numberLocale: DisplayLocale,
  ) {}

  report(code: ImportRowProblemCode, values: Record<string, string | number> = {}): void {
    this.problems.push({ code, sheetRow: this.sheetRow, values });
  }

  reportChild(code: ImportRowProblemCode, values: Record<string, string | number> = {}): void {
    this.childProblems.push({ code, sheetRow: this.sheetRow, isChild: true, values });
  }

  cell(key: string): CellValue | undefined {
    const index = this.columns.get(lowerCaseKey(key));
    return index === undefined ? undefined : this.cells[index];
  }

  text(key: string): string {
    return readCellText(this.cell(key));
  }

  /** Text, or undefined when empty, so empty columns add no field to the result. */
  optionalText(key: string): string | undefined {
    return this.text(key) || undefined;
  }

  /** A number; text that is no number is reported (`isChild` for a sub-row column). */
  number(key: string, isChild = false): number | undefined {
    const parsed = parseCellNumber(this.cell(key), this.numberLocale);
    if (parsed.isInvalid) this.reportInvalid('invalidNumber', key, isChild);
    return parsed.value;
  }

  /** A number, or undefined for anything else without a report (amounts that are not numbers are ignored). */
  lenientNumber(key: string): number | undefined {
    return parseCellNumber(this.cell(key), this.numberLocale).value;
  }

  date(key: string): string | undefined {
    const parsed = parseCellDate(this.cell(key));
    if (parsed.isInvalid) this.reportInvalid('invalidDate', key);
    return parsed.value;
  }

  /** A result id (a UUID in any case), or undefined when empty; other text is reported. */
  resultId(key: string): string | undefined {
    const text = this.text(key);
    if (text === '') return undefined;
    if (UUID.test(text)) return text.toLowerCase();
    this.reportInvalid('invalidResultId', key);
    return undefined;
  }

  boolean(key: string): boolean | undefined {
    const parsed = parseCellBoolean(this.cell(key));
    if (parsed.isInvalid) this.reportInvalid('invalidBoolean', key);
    return parsed.value;
  }

  sourceShare(key: string): { percentShare?: number } | undefined {
    const parsed = parseSourceShare(this.cell(key), this.numberLocale);
    if (parsed.isInvalid) this.reportInvalid('invalidShare', key);
    return parsed.value;
  }

  /** Whether any of the columns whose key starts with the prefix has a value. */
  hasAnyWithPrefix(prefix: string): boolean {
    for (const [key, index] of this.columns) {
      if (key.startsWith(prefix) && readCellText(this.cells[index]) !== '') return true;
    }
    return false;
  }

  private reportInvalid(code: ImportRowProblemCode, key: string, isChild = false): void {
    const values = { column: key, value: this.text(key) };
    if (isChild) this.reportChild(code, values);
    else this.report(code, values);
  }
}
