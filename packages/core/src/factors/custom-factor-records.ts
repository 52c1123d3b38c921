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
import {
  CUSTOM_FACTOR_COLUMNS,
  CUSTOM_FACTOR_LICENCE,
  CUSTOM_FACTOR_SOURCE_NAME,
  type CustomFactorColumn,
  type CustomFactorIssue,
  type CustomFactorReadOptions,
  type CustomFactorReadResult,
  REQUIRED_CUSTOM_FACTOR_COLUMNS,
} from './custom-factor-columns.ts';
import { describeCustomFactorAttribution } from './custom-factor-origin.ts';
import { type NormalizedFactor, normalizedFactorSchema } from './factor-schema.ts';

const LEVEL_COLUMNS = ['level0', 'level1', 'level2', 'level3', 'level4'] as const;

function readHeader(
  header: string[],
  row: number,
  issues: CustomFactorIssue[],
): Map<CustomFactorColumn, number> | undefined {
  const indexes = new Map<CustomFactorColumn, number>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    const column = CUSTOM_FACTOR_COLUMNS.find((known) => known.toLowerCase() === name.toLowerCase());
    if (name === '') issues.push({ row, column: null, message: `column ${index + 1} has no name` });
    else if (!column) issues.push({ row, column: name, message: `unknown column "${name}"` });
    else if (indexes.has(column)) issues.push({ row, column, message: 'column appears twice' });
    else indexes.set(column, index);
  });
  for (const column of REQUIRED_CUSTOM_FACTOR_COLUMNS) {
    if (!indexes.has(column)) issues.push({ row, column, message: 'required column is missing' });
  }
  if (!LEVEL_COLUMNS.some((column) => indexes.has(column))) {
    issues.push({ row, column: 'level1', message: 'at least one of level0..level4 is required' });
  }
  return issues.length === 0 ? indexes : undefined;
}

/**
 * A table of cells: the header row and the data rows, each with its row number in the file. Cells are
 * text, or numbers where a workbook stored a number (those need no locale to be read).
 */
export type CustomFactorTable = {
  header: string[];
  /** Row number of the header in the file (1 unless blank rows come first). */
  headerRow: number;
  rows: Array<{ row: number; cells: Array<string | number> }>;
};

/**
 * Reads a company's factor table (from a CSV or a spreadsheet) into normalized factors of source CUSTOM.
 * Every row is checked and every problem is reported with its row and column, so the whole file can be
 * fixed at once; callers store the factors only when there is no issue.
 */
export function readCustomFactorTable(
  table: CustomFactorTable,
  options: CustomFactorReadOptions,
): CustomFactorReadResult {
  const issues: CustomFactorIssue[] = [];
  const maxIssues = options.maxIssues ?? 100;
  const indexes = readHeader(table.header, table.headerRow, issues);
  if (!indexes) return { factors: [], issues };

  const factors: NormalizedFactor[] = [];
  for (const { row, cells } of table.rows) {
    if (issues.length >= maxIssues) break;
    if (cells.every((cell) => String(cell).trim() === '')) continue; // blank lines are not records
    const factor = readRow(cells, row, indexes, options, issues);
    if (factor) factors.push(factor);
  }
  if (factors.length === 0 && issues.length === 0) {
    issues.push({ row: table.headerRow + 1, column: null, message: 'the file has no factor rows' });
  }
  return { factors, issues: issues.slice(0, maxIssues) };
}

function readRow(
  cells: Array<string | number>,
  row: number,
  indexes: Map<CustomFactorColumn, number>,
  options: CustomFactorReadOptions,
  issues: CustomFactorIssue[],
): NormalizedFactor | undefined {
  const rawCellOf = (column: CustomFactorColumn) => {
    const index = indexes.get(column);
    return index === undefined ? undefined : cells[index];
  };
  const cellOf = (column: CustomFactorColumn) => {
    const cell = rawCellOf(column);
    return cell === undefined ? undefined : String(cell);
  };
  const issueCount = issues.length;
  const read = <T>(column: CustomFactorColumn, reader: () => T, fallback: T): T => {
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
    attribution: describeCustomFactorAttribution({ fileName: options.fileName ?? null, row }),
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
    value: read('value', () => readValue(rawCellOf('value'), options.numberLocale ?? 'en'), 0),
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
