import { CsvSyntaxError, parseCsv } from '../import/parse-csv.ts';
import {
  CellError,
  readActivityUnit,
  readBasis,
  readGwpSet,
  readNotes,
  readOptionalText,
  readRegion,
  readScope,
  readScope3Category,
  readUnitCategory,
  readValue,
  readYear,
} from './custom-factor-cells.ts';
import { type NormalizedFactor, normalizedFactorSchema } from './factor-schema.ts';

/** The spec's label for a company's own emission source (section 9). */
export const CUSTOM_FACTOR_SOURCE_NAME = 'Custom specified by company';
export const CUSTOM_FACTOR_LICENCE = 'Company-provided data';

/** Columns of a company factor file; the names and meanings of the normalized factor. */
export const CUSTOM_FACTOR_COLUMNS = [
  'level0',
  'level1',
  'level2',
  'level3',
  'level4',
  'variant',
  'region',
  'activityUnit',
  'unitCategory',
  'value',
  'scope',
  'scope3Category',
  'gwpSet',
  'notes',
  'sourceRowId',
  'edition',
  'year',
  'basis',
] as const;
export const REQUIRED_CUSTOM_FACTOR_COLUMNS = ['activityUnit', 'value', 'scope'] as const;

type Column = (typeof CUSTOM_FACTOR_COLUMNS)[number];

/** One problem: `row` is the spreadsheet row (the header is row 1), `column` a header name. */
export type CustomFactorIssue = { row: number; column: string | null; message: string };

export type CustomFactorReadOptions = {
  /** The company's id: part of each factor's lineage. */
  companyId: string;
  /** Gives each factor its id. */
  createId: () => string;
  /** Edition when the file has no `edition` cell, e.g. the import date. */
  defaultEdition: string;
  /** Year when the file has no `year` cell. */
  defaultYear: number;
  /** Shown in the attribution, so the factor says which file it came from. */
  fileName?: string | undefined;
  /** Stop collecting after this many issues. */
  maxIssues?: number;
};

export type CustomFactorReadResult = { factors: NormalizedFactor[]; issues: CustomFactorIssue[] };

const LEVEL_COLUMNS = ['level0', 'level1', 'level2', 'level3', 'level4'] as const;

function readHeader(header: string[], issues: CustomFactorIssue[]): Map<Column, number> | undefined {
  const indexes = new Map<Column, number>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    const column = CUSTOM_FACTOR_COLUMNS.find((known) => known.toLowerCase() === name.toLowerCase());
    if (!column) issues.push({ row: 1, column: name, message: `unknown column "${name}"` });
    else if (indexes.has(column)) issues.push({ row: 1, column, message: 'column appears twice' });
    else indexes.set(column, index);
  });
  for (const column of REQUIRED_CUSTOM_FACTOR_COLUMNS) {
    if (!indexes.has(column)) issues.push({ row: 1, column, message: 'required column is missing' });
  }
  if (!LEVEL_COLUMNS.some((column) => indexes.has(column))) {
    issues.push({ row: 1, column: 'level1', message: 'at least one of level0..level4 is required' });
  }
  return issues.length === 0 ? indexes : undefined;
}

/**
 * Reads a company's factor file (CSV, comma or semicolon separated, header row first) into normalized
 * factors of source CUSTOM. Every row is checked and every problem is reported with its row and column,
 * so the whole file can be fixed at once; callers store the factors only when there is no issue.
 */
export function readCustomFactorCsv(text: string, options: CustomFactorReadOptions): CustomFactorReadResult {
  const issues: CustomFactorIssue[] = [];
  const maxIssues = options.maxIssues ?? 100;
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { factors: [], issues: [{ row: error.line, column: null, message: error.message }] };
  }
  const [header = [], ...rows] = records;
  const indexes = readHeader(header, issues);
  if (!indexes) return { factors: [], issues };

  const factors: NormalizedFactor[] = [];
  rows.forEach((cells, index) => {
    const row = index + 2;
    if (issues.length >= maxIssues) return;
    if (cells.every((cell) => cell.trim() === '')) return; // blank lines are not records
    const factor = readRow(cells, row, indexes, options, issues);
    if (factor) factors.push(factor);
  });
  if (factors.length === 0 && issues.length === 0) {
    issues.push({ row: 2, column: null, message: 'the file has no factor rows' });
  }
  return { factors, issues: issues.slice(0, maxIssues) };
}

function readRow(
  cells: string[],
  row: number,
  indexes: Map<Column, number>,
  options: CustomFactorReadOptions,
  issues: CustomFactorIssue[],
): NormalizedFactor | undefined {
  const cellOf = (column: Column) => {
    const index = indexes.get(column);
    return index === undefined ? undefined : cells[index];
  };
  const issueCount = issues.length;
  const read = <T>(column: Column, reader: () => T, fallback: T): T => {
    try {
      return reader();
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      issues.push({ row, column, message: error.message });
      return fallback;
    }
  };
  if (cells.length > indexes.size) {
    issues.push({ row, column: null, message: `has ${cells.length} cells, the header ${indexes.size}` });
  }
  const scope = read('scope', () => readScope(cellOf('scope')), 1 as const);
  const activityUnit = read('activityUnit', () => readActivityUnit(cellOf('activityUnit')), 'kg' as const);
  const levels = LEVEL_COLUMNS.map((column) => read(column, () => readOptionalText(cellOf(column)), null));
  if (levels.every((level) => level === null)) {
    issues.push({ row, column: 'level1', message: 'a factor needs a name in one of level0..level4' });
  }
  const sourceRowId =
    read('sourceRowId', () => readOptionalText(cellOf('sourceRowId')), null) ?? `row ${row}`;
  const candidate = {
    id: options.createId(),
    lineageKey: `custom:${options.companyId}:${sourceRowId}`,
    kind: 'emissionFactor',
    source: 'CUSTOM',
    sourceName: CUSTOM_FACTOR_SOURCE_NAME,
    edition: read('edition', () => readOptionalText(cellOf('edition'), 100), null) ?? options.defaultEdition,
    year: read('year', () => readYear(cellOf('year'), options.defaultYear), options.defaultYear),
    licence: CUSTOM_FACTOR_LICENCE,
    attribution: options.fileName
      ? `${CUSTOM_FACTOR_SOURCE_NAME} (file ${options.fileName}, row ${row}).`
      : `${CUSTOM_FACTOR_SOURCE_NAME} (row ${row}).`,
    sourceRowIds: [sourceRowId],
    scope,
    scope3Category: read('scope3Category', () => readScope3Category(cellOf('scope3Category'), scope), null),
    // The shipped library keeps the scope text in level0; company factors cascade the same way.
    level0: levels[0] ?? `Scope ${scope}`,
    level1: levels[1] ?? null,
    level2: levels[2] ?? null,
    level3: levels[3] ?? null,
    level4: levels[4] ?? null,
    variant: read('variant', () => readOptionalText(cellOf('variant')), null),
    region: read('region', () => readRegion(cellOf('region')), null),
    activityUnit,
    unitCategory: read(
      'unitCategory',
      () => readUnitCategory(cellOf('unitCategory'), activityUnit),
      'weight',
    ),
    sourceUnit: activityUnit,
    sourceValueUnit: 'kg CO2e',
    value: read('value', () => readValue(cellOf('value')), 0),
    valueUnit: 'kgCO2e',
    gases: null,
    gwpSet: read('gwpSet', () => readGwpSet(cellOf('gwpSet')), null),
    basis: read('basis', () => readBasis(cellOf('basis')), 'other'),
    calorificBasis: null,
    electricityMix: null,
    gridGrossLossFraction: null,
    derivation: null,
    notes: read('notes', () => readNotes(cellOf('notes')), null),
  };
  if (issues.length > issueCount) return undefined;
  // The library's own rules, as a last check that nothing above let an inconsistent factor through.
  const parsed = normalizedFactorSchema.safeParse(candidate);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    issues.push({ row, column: String(issue.path[0] ?? '') || null, message: issue.message });
  }
  return undefined;
}
