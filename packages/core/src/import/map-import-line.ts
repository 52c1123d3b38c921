import type {
  ActivityInputValue,
  ResultInput,
  ResultSources,
  ServedOption,
  ServedSection,
} from '../contracts/calculator.ts';
import { DATA_SOURCE_TYPES } from '../data-quality/data-sources.ts';
import {
  GENERIC_INPUT_COLUMN_PREFIX,
  MAX_IMPORT_AMOUNTS,
  MAX_IMPORT_CHILD_AMOUNTS,
  RESULT_ID_COLUMN,
} from './bulk-import-columns.ts';
import type { ImportFormIndex } from './import-form-index.ts';
import type { ImportLineReader } from './import-line-reader.ts';
import { isAmbiguousTon, matchImportUnit, type TonMeaning } from './import-units.ts';

/** A sub-row as the result contract takes it. */
export type ImportChildInput = NonNullable<ResultInput['children']>[number];
/**
 * A row's result before it is given its entity, sheet row and import key; `_id` names the stored result
 * the line was exported from.
 */
export type ImportParentInput = Omit<ResultInput, 'instance' | 'children'> & { _id?: string };

/** What one spreadsheet line holds: a result (undefined when the line has problems) and maybe a sub-row. */
export type MappedLine = {
  parent?: ImportParentInput;
  instance?: string;
  /** The line fills a sub-row column: it adds a sub-row to an identical result rather than a result. */
  hasChildPart: boolean;
  child?: ImportChildInput;
};

/** What mapping a line needs besides its cells. */
export type LineContext = {
  formIndex: ImportFormIndex;
  defaultSection?: string;
  fileName: string;
  /** The entity id a line's `instance` cell names, or undefined after reporting why there is none. */
  resolveEntity: (reader: ImportLineReader) => string | undefined;
  /** The first and last day of an entity's year, where known. */
  periodOf?: (instanceId: string) => { startDate: string; endDate: string } | undefined;
  /** What "ton"/"tons" in a weight column means, as chosen in the import screen; unset, such rows are refused. */
  tonMeaning?: TonMeaning;
};

/**
 * Reports a row whose start is after its end, or whose dates lie outside its year (dates are
 * 'YYYY-MM-DD', so comparing the text compares the days). The server checks the same.
 */
function checkPeriod(
  reader: ImportLineReader,
  dates: { startDate?: string; endDate?: string },
  year: { startDate: string; endDate: string } | undefined,
): void {
  const { startDate, endDate } = dates;
  if (startDate && endDate && startDate > endDate) {
    reader.report('startAfterEnd', { start: startDate, end: endDate });
    return;
  }
  if (!year) return;
  for (const [column, value] of [
    ['startDate', startDate],
    ['endDate', endDate],
  ] as const) {
    if (value && (value < year.startDate || value > year.endDate)) {
      reader.report('dateOutsideYear', { column, value, start: year.startDate, end: year.endDate });
      return;
    }
  }
}

/**
 * Drops undefined fields so that equal content always serializes the same way. The fields keep their
 * order: the import key hashes this object's JSON, so the same file must keep giving the same text.
 */
function dropUndefined<T extends object>(value: T): T {
  const kept: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field = (value as Record<string, unknown>)[key];
    if (field !== undefined) kept[key] = field;
  }
  return kept as T;
}

function findSection(reader: ImportLineReader, context: LineContext): ServedSection | undefined {
  const texts = [
    reader.text('c1') || context.defaultSection?.trim() || '',
    reader.text('c2'),
    reader.text('c3'),
  ];
  if (!texts[0]) {
    reader.report('noSection');
    return undefined;
  }
  let section: ServedSection | undefined;
  for (const text of texts) {
    if (!text) break;
    const lookup = context.formIndex.findSection(section, text);
    if ('problem' in lookup) {
      reader.report('unknownSection', { value: text });
      return undefined;
    }
    section = lookup.found;
  }
  return section;
}

function findOption(reader: ImportLineReader, section: ServedSection, context: LineContext) {
  const text = reader.text('level.0');
  if (!text) {
    reader.report('missingOption');
    return undefined;
  }
  const lookup = context.formIndex.findOption(section, text);
  if ('found' in lookup) return lookup.found;
  const code = lookup.problem === 'ambiguous' ? 'ambiguousOption' : 'unknownOption';
  reader.report(code, { value: text, section: section.label });
  return undefined;
}

type AmountColumns = { value: string; unit: string };

/**
 * The keys of the amount and source columns, written once: every line asks for each of them, and a key
 * made anew for each line would be a new string to hash.
 */
const amountColumns = (prefix: string, count: number): AmountColumns[] =>
  Array.from({ length: count }, (_, index) => ({
    value: `${prefix}amounts.${index}.value`,
    unit: `${prefix}amounts.${index}.unit`,
  }));
const AMOUNT_COLUMNS = amountColumns('', MAX_IMPORT_AMOUNTS);
const CHILD_AMOUNT_COLUMNS = amountColumns('child.', MAX_IMPORT_CHILD_AMOUNTS);
const SOURCE_COLUMNS = DATA_SOURCE_TYPES.map((type) => [type, `sources.${type}`] as const);

/**
 * amounts.N (or child.amounts.N) in order onto the option's inputs. A value that is not a number in the
 * file's locale is reported and leaves its row out, so no amount is ever dropped or misread silently.
 */
function readAmounts(
  reader: ImportLineReader,
  option: ServedOption,
  isChild: boolean,
  tonMeaning: TonMeaning | undefined,
): ActivityInputValue[] {
  const report = isChild ? reader.reportChild.bind(reader) : reader.report.bind(reader);
  const amounts: ActivityInputValue[] = [];
  const columns = isChild ? CHILD_AMOUNT_COLUMNS : AMOUNT_COLUMNS;
  for (let index = 0; index < columns.length; index += 1) {
    const column = columns[index] as AmountColumns;
    const value = reader.number(column.value, isChild);
    if (value === undefined) continue;
    const input = option.activityInputs[index];
    if (!input) {
      report('unusedAmount', { option: option.label, column: column.value });
      continue;
    }
    const unitText = reader.text(column.unit);
    if (unitText && input.unitCategory === 'weight' && isAmbiguousTon(unitText) && !tonMeaning) {
      report('ambiguousTon', { value: unitText, column: column.unit });
      continue;
    }
    const unit = !unitText
      ? input.defaultUnit
      : isAmbiguousTon(unitText) && input.unitCategory === 'weight'
        ? tonMeaning
        : matchImportUnit(unitText, input.unitCategory);
    if (!unit) {
      report('unknownUnit', { value: unitText, column: column.unit, category: input.unitCategory });
      continue;
    }
    amounts.push({ fieldId: input.fieldId, value, unit });
  }
  return amounts;
}

function readSources(reader: ImportLineReader): ResultSources | undefined {
  const types: ResultSources['types'] = [];
  for (const [type, column] of SOURCE_COLUMNS) {
    const share = reader.sourceShare(column);
    if (share) types.push({ type, ...share });
  }
  const otherDataSources = reader.optionalText('sources.other');
  if (types.length === 0 && !otherDataSources) return undefined;
  return dropUndefined({ types, otherDataSources });
}

function readUserFactor(reader: ImportLineReader, option: ServedOption) {
  if (option.factor.kind !== 'userDefined') return undefined;
  const source = reader.text('direct.source');
  if (!source && !reader.text('direct.factor')) return undefined;
  const factor = reader.lenientNumber('direct.factor');
  if (factor !== undefined && source) return { factor, source };
  reader.report('incompleteUserFactor', { option: option.label });
  return undefined;
}

function readGenericInputs(reader: ImportLineReader, option: ServedOption): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const input of option.genericInputs) {
    const column = `${GENERIC_INPUT_COLUMN_PREFIX}${input.id}`;
    const value = input.type === 'number' ? reader.number(column) : reader.optionalText(column);
    if (value !== undefined) values[input.id] = value;
  }
  return values;
}

function findChildOption(reader: ImportLineReader, option: ServedOption, context: LineContext) {
  const children = option.children ?? [];
  const text = reader.text('child.level.0');
  if (children.length === 0) reader.reportChild('noChildOptions', { option: option.label });
  else if (text) {
    const lookup = context.formIndex.findChildOption(option, text);
    if ('found' in lookup) return lookup.found;
    reader.reportChild('unknownChildOption', { value: text, option: option.label });
  } else if (children.length === 1) return children[0];
  else reader.reportChild('missingChildOption', { option: option.label });
  return undefined;
}

/** The sub-row a line describes; it counts only with a name, a unit and a numeric value (spec). */
function readChild(reader: ImportLineReader, option: ServedOption, context: LineContext) {
  const childOption = findChildOption(reader, option, context);
  if (!childOption) return undefined;
  const name = reader.text('child.name');
  const hasValue = reader.lenientNumber('child.amounts.0.value') !== undefined;
  if (!name || !reader.text('child.amounts.0.unit') || !hasValue) {
    reader.reportChild('childIncomplete');
    return undefined;
  }
  const emissionActivityInputs = readAmounts(reader, childOption, true, context.tonMeaning);
  if (reader.childProblems.length > 0) return undefined;
  const child: ImportChildInput = {
    formOptionId: childOption.id,
    name,
    isMarkedComplete: true,
    emissionActivityInputs,
    pickedFactorId: childOption.factor.kind === 'picker' ? reader.optionalText('child.level.1') : undefined,
    generatedFromFile: context.fileName,
  };
  return dropUndefined(child);
}

/** Maps one non-blank spreadsheet line; the reader holds the problems found. */
export function mapImportLine(reader: ImportLineReader, context: LineContext): MappedLine {
  const section = findSection(reader, context);
  const option = section ? findOption(reader, section, context) : undefined;
  const instance = context.resolveEntity(reader);
  const fields = {
    name: reader.optionalText('name'),
    assumptions: reader.optionalText('assumptions'),
    notes: reader.optionalText('notes'),
    csvId: reader.optionalText('csvId'),
    startDate: reader.date('startDate'),
    endDate: reader.date('endDate'),
    isExcluded: reader.boolean('isExcluded'),
    sources: readSources(reader),
  };
  const hasChildPart = reader.hasAnyWithPrefix('child.');
  if (instance !== undefined) checkPeriod(reader, fields, context.periodOf?.(instance));
  if (!option) return { hasChildPart };
  const parent: ImportParentInput = dropUndefined({
    _id: reader.resultId(RESULT_ID_COLUMN),
    formOptionId: option.id,
    ...fields,
    isMarkedComplete: true,
    emissionActivityInputs: readAmounts(reader, option, false, context.tonMeaning),
    genericInputs: readGenericInputs(reader, option),
    pickedFactorId: option.factor.kind === 'picker' ? reader.optionalText('level.1') : undefined,
    userFactor: readUserFactor(reader, option),
    generatedFromFile: context.fileName,
  });
  if (reader.problems.length > 0 || instance === undefined) return { hasChildPart };
  const child = hasChildPart ? readChild(reader, option, context) : undefined;
  return { parent, instance, hasChildPart, child };
}
