import type { BulkImportRow } from '../contracts/bulk-import.ts';
import type { ServedForm } from '../contracts/calculator.ts';
import type { DisplayLocale } from '../format/display-locale.ts';
import {
  BULK_IMPORT_COLUMNS,
  GENERIC_INPUT_COLUMN_PREFIX,
  MAX_IMPORT_CHILDREN,
  RESULT_ID_COLUMN,
} from './bulk-import-columns.ts';
import { getCsvNumberLocale, readCellText } from './import-cells.ts';
import { ImportFormIndex, normalizeLabel } from './import-form-index.ts';
import { createImportKeyGenerator } from './import-key.ts';
import { type ColumnIndex, ImportLineReader } from './import-line-reader.ts';
import type { ImportProblem } from './import-messages.ts';
import type { TonMeaning } from './import-units.ts';
import { type ImportChildInput, mapImportLine } from './map-import-line.ts';
import type { CellValue, SpreadsheetTable } from './spreadsheet-table.ts';

/** What the rows are imported into. */
export type ImportContext = {
  form: ServedForm;
  /**
   * The entities (instances) the user may import into; `instance` cells name one by id or name. With
   * its dates, a year refuses rows whose own dates lie outside it.
   */
  instances: { id: string; name: string; startDate?: string; endDate?: string }[];
  /** The entity of rows whose `instance` cell is empty. */
  defaultInstanceId?: string;
  /** The section (id or label) of rows whose `c1` cell is empty. */
  defaultSection?: string;
  fileName: string;
  /** The same form in other languages, so labels in each match (shipped forms are found without). */
  alternateForms?: ServedForm[];
  /**
   * The locale numbers written as text are read in, as chosen in the import screen. Without it a
   * semicolon CSV is read as German and any other file as English.
   */
  numberLocale?: DisplayLocale;
  /** What "ton"/"tons" means in this file; without it rows with such a unit are refused with a question. */
  tonMeaning?: TonMeaning;
};

/**
 * The rows ready to send (`bulkRequests`), the problems found (file-level ones first), and how many blank
 * rows were skipped.
 */
export type ImportMapping = { rows: BulkImportRow[]; problems: ImportProblem[]; numBlankRows: number };

type MappedRow = BulkImportRow & { children: ImportChildInput[] };

const KNOWN_KEYS = new Map<string, { description?: Record<string, string> }>([
  ...BULK_IMPORT_COLUMNS.map((column) => [column.key.toLowerCase(), column] as const),
  [RESULT_ID_COLUMN.toLowerCase(), {}],
]);
const GENERIC_PREFIX = GENERIC_INPUT_COLUMN_PREFIX.toLowerCase();
/** Columns of a sub-row (`child.…`), as `mapImportLine` reads them. */
const CHILD_COLUMN_PREFIX = 'child.';

/** Row 1: column keys, matched without case; unknown columns are ignored, the first of a key counts. */
function readHeader(cells: readonly CellValue[]): ColumnIndex {
  const columns = new Map<string, number>();
  cells.forEach((cell, index) => {
    const key = readCellText(cell).toLowerCase();
    const isKnown =
      KNOWN_KEYS.has(key) || (key.startsWith(GENERIC_PREFIX) && key.length > GENERIC_PREFIX.length);
    if (isKnown && !columns.has(key)) columns.set(key, index);
  });
  return columns;
}

/** Row 2 of the template describes the columns; it is skipped when most of its cells are descriptions. */
function isDescriptionRow(cells: readonly CellValue[], columns: ColumnIndex): boolean {
  let numFilled = 0;
  let numDescriptions = 0;
  for (const [key, index] of columns) {
    const text = readCellText(cells[index]);
    if (text === '') continue;
    numFilled += 1;
    const description = KNOWN_KEYS.get(key)?.description;
    if (description && (text === description.en || text === description.de)) numDescriptions += 1;
  }
  return numDescriptions > 0 && numDescriptions * 2 >= numFilled;
}

function isBlankLine(cells: readonly CellValue[], columns: ColumnIndex): boolean {
  for (const index of columns.values()) {
    if (readCellText(cells[index]) !== '') return false;
  }
  return true;
}

/** Finds entities by id or name, remembering how many distinct ones the file named and how many exist. */
function createEntityResolver(context: ImportContext) {
  const idsByLowerId = new Map(context.instances.map((instance) => [instance.id.toLowerCase(), instance.id]));
  const idsByName = new Map<string, string[]>();
  for (const instance of context.instances) {
    const key = normalizeLabel(instance.name);
    idsByName.set(key, [...(idsByName.get(key) ?? []), instance.id]);
  }
  const fallback =
    context.defaultInstanceId ?? (context.instances.length === 1 ? context.instances[0]?.id : undefined);
  const named = new Set<string>();
  const found = new Set<string>();
  const unknownNames = new Map<string, string>();
  const resolve = (reader: ImportLineReader): string | undefined => {
    const text = reader.text('instance');
    if (!text) {
      if (!fallback) reader.report('notDistributed');
      return fallback;
    }
    const key = normalizeLabel(text);
    named.add(key);
    const ids = idsByLowerId.has(key) ? [idsByLowerId.get(key) as string] : (idsByName.get(key) ?? []);
    if (ids.length > 0) found.add(key);
    else if (!unknownNames.has(key)) unknownNames.set(key, text);
    if (ids.length > 1) reader.report('ambiguousEntity', { value: text });
    return ids.length === 1 ? ids[0] : undefined;
  };
  return {
    resolve,
    hasUnknown: () => found.size !== named.size,
    listUnknown: () => [...unknownNames.values()],
  };
}

/** The content a key identifies: everything but where it came from (row number, file name). */
function describeContent(row: MappedRow): string {
  const { sheetRow: _row, importKey: _key, generatedFromFile: _file, children, ...content } = row;
  const childContents = children.map(({ generatedFromFile: _childFile, ...child }) => child);
  return JSON.stringify([content, childContents]);
}

/**
 * Turns the rows of an import file into result inputs (spec sections 3 and 5). Row 1 holds the column
 * keys; a description row 2 is skipped; blank rows are ignored. A line that fills sub-row columns adds
 * that sub-row to the latest result with identical content (the line repeats its parent's columns), so
 * such lines merge into one result with their sub-rows combined; other lines each make a result. Rows
 * with problems are left out and reported; every result is marked complete, remembers the file, and
 * gets a key from its content and its occurrence, the same for the same file every time.
 */
export function mapImportRows(table: SpreadsheetTable, context: ImportContext): ImportMapping {
  const columns = readHeader(table.rows[0] ?? []);
  if (columns.size === 0) return { rows: [], problems: [{ code: 'noColumns', values: {} }], numBlankRows: 0 };
  const secondRow = table.rows[1];
  const firstDataIndex = secondRow && isDescriptionRow(secondRow, columns) ? 2 : 1;
  const entities = createEntityResolver(context);
  const periods = new Map(
    context.instances.flatMap(({ id, startDate, endDate }) =>
      startDate && endDate ? [[id, { startDate, endDate }] as const] : [],
    ),
  );
  const lineContext = {
    formIndex: new ImportFormIndex(context.form, context.alternateForms),
    defaultSection: context.defaultSection,
    fileName: context.fileName,
    resolveEntity: entities.resolve,
    periodOf: (id: string) => periods.get(id),
    tonMeaning: context.tonMeaning,
  };
  const numberLocale = context.numberLocale ?? getCsvNumberLocale(table.csvDelimiter);
  const rowProblems: ImportProblem[] = [];
  const results: MappedRow[] = [];
  const latestByContent = new Map<string, MappedRow>();
  // Only a line with sub-row cells looks up a result by content: without such columns none can.
  const canMergeLines = [...columns.keys()].some((key) => key.startsWith(CHILD_COLUMN_PREFIX));
  // A stored result is updated by one line of the file: a second one would leave which wins to chance.
  const sheetRowOfId = new Map<string, number>();
  let numBlankRows = 0;
  let numLines = 0;
  for (let index = firstDataIndex; index < table.rows.length; index += 1) {
    const cells = table.rows[index] ?? [];
    if (isBlankLine(cells, columns)) {
      numBlankRows += 1;
      continue;
    }
    numLines += 1;
    const reader = new ImportLineReader(cells, columns, index + 1, numberLocale);
    const line = mapImportLine(reader, lineContext);
    rowProblems.push(...reader.problems, ...reader.childProblems);
    if (!line.parent || !line.instance) continue;
    const contentKey = canMergeLines ? JSON.stringify([line.instance, line.parent]) : '';
    let result = line.hasChildPart ? latestByContent.get(contentKey) : undefined;
    if (!result) {
      const resultId = line.parent._id;
      const firstRow = resultId === undefined ? undefined : sheetRowOfId.get(resultId);
      if (resultId !== undefined && firstRow !== undefined) {
        rowProblems.push({
          code: 'duplicateResultId',
          sheetRow: index + 1,
          values: { value: resultId, firstRow },
        });
        continue;
      }
      if (resultId !== undefined) sheetRowOfId.set(resultId, index + 1);
      result = { instance: line.instance, ...line.parent, children: [], sheetRow: index + 1, importKey: '' };
      results.push(result);
      if (canMergeLines) latestByContent.set(contentKey, result);
    }
    if (!line.child) continue;
    if (result.children.length < MAX_IMPORT_CHILDREN) result.children.push(line.child);
    else {
      const values = { limit: MAX_IMPORT_CHILDREN };
      rowProblems.push({ code: 'tooManyChildren', sheetRow: index + 1, isChild: true, values });
    }
  }
  const fileProblems: ImportProblem[] = [];
  if (entities.hasUnknown()) {
    fileProblems.push({ code: 'entityNotYours', values: { names: entities.listUnknown().join(', ') } });
  }
  if (numLines > 0 && results.length === 0) {
    fileProblems.push({ code: 'allRowsInvalid', values: { file: context.fileName } });
  }
  const generateKey = createImportKeyGenerator();
  for (const result of results) result.importKey = generateKey(describeContent(result));
  return { rows: results, problems: [...fileProblems, ...rowProblems], numBlankRows };
}
