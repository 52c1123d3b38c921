import {
  DEFAULT_SPREADSHEET_LIMITS,
  SpreadsheetFileError,
  type SpreadsheetLimits,
  toMegabytes,
} from './spreadsheet-file-error.ts';
import type { CellValue } from './spreadsheet-table.ts';
import {
  type DefinedName,
  getRelationshipsPath,
  type PartRelationship,
  parseDateStyles,
  parseDefinedNames,
  parsePercentStyles,
  parseRelationships,
  parseSharedStrings,
  parseWorkbook,
  resolvePartPath,
} from './xlsx-parts.ts';
import { readSheetRows } from './xlsx-sheet.ts';
import { type InflateBudget, normalizePartName, readZipDirectory, readZipEntry } from './zip-archive.ts';

const DEFAULT_WORKBOOK_PATH = 'xl/workbook.xml';
const textDecoder = new TextDecoder();

/** Reads the parts of one package, each unpacked only when asked for and within one shared budget. */
function openPackage(bytes: Uint8Array, limits: SpreadsheetLimits) {
  const entries = readZipDirectory(bytes);
  const budget: InflateBudget = { remainingBytes: limits.maxUncompressedBytes };
  return {
    has: (path: string) => entries.has(normalizePartName(path)),
    /** The part as text, or undefined when the package has no such part. */
    readText(path: string): string | undefined {
      const entry = entries.get(normalizePartName(path));
      return entry ? textDecoder.decode(readZipEntry(bytes, entry, budget, limits)) : undefined;
    },
  };
}

type Package = ReturnType<typeof openPackage>;

function readRelationshipsOf(pack: Package, partPath: string): PartRelationship[] {
  const xml = pack.readText(getRelationshipsPath(partPath));
  return xml === undefined ? [] : parseRelationships(xml);
}

function findWorkbookPath(pack: Package): string {
  const main = readRelationshipsOf(pack, '').find((relationship) => relationship.type === 'officeDocument');
  const path = main ? resolvePartPath('', main.target) : DEFAULT_WORKBOOK_PATH;
  // A ZIP without a workbook is another document (an .ods, a .docx, an archive), not a damaged workbook.
  if (!pack.has(path)) throw new SpreadsheetFileError('unsupportedType');
  return path;
}

/**
 * Reads one worksheet of an XLSX package into rows: the visible one named `sheetName` (any letter case)
 * when there is one, else the first one not hidden, else the first. Throws `noSheet` when the workbook
 * lists no worksheet whose part exists.
 */
export function readXlsxTable(
  bytes: Uint8Array,
  limits: SpreadsheetLimits,
  sheetName?: string,
): CellValue[][] {
  const pack = openPackage(bytes, limits);
  const workbookPath = findWorkbookPath(pack);
  const { sheets, isDate1904 } = parseWorkbook(pack.readText(workbookPath) ?? '');
  const relationships = readRelationshipsOf(pack, workbookPath);
  const pathOf = (relationship: PartRelationship | undefined) =>
    relationship ? resolvePartPath(workbookPath, relationship.target) : undefined;

  const wanted = sheetName?.toLowerCase();
  const rank = (sheet: (typeof sheets)[number]) =>
    (sheet.isHidden ? 2 : 0) + (!sheet.isHidden && sheet.name.toLowerCase() === wanted ? -1 : 0);
  const worksheetPaths = [...sheets]
    .sort((a, b) => rank(a) - rank(b))
    .map((sheet) => relationships.find((relationship) => relationship.id === sheet.relationshipId))
    .filter((relationship) => relationship?.type === 'worksheet')
    .map(pathOf)
    .filter((path): path is string => path !== undefined && pack.has(path));
  const sheetPath = worksheetPaths[0];
  if (!sheetPath) throw new SpreadsheetFileError('noSheet');

  const stylesPath = pathOf(relationships.find((relationship) => relationship.type === 'styles'));
  const stringsPath = pathOf(relationships.find((relationship) => relationship.type === 'sharedStrings'));
  const stylesXml = stylesPath ? pack.readText(stylesPath) : undefined;
  const stringsXml = stringsPath ? pack.readText(stringsPath) : undefined;
  return readSheetRows(pack.readText(sheetPath) ?? '', {
    sharedStrings: stringsXml ? parseSharedStrings(stringsXml) : [],
    dateStyles: stylesXml ? parseDateStyles(stylesXml) : new Set(),
    isDate1904,
    maxRows: limits.maxRows,
    maxBytes: limits.maxBytes,
  });
}

/** The cells of one worksheet: `rows[0]` is row 1, `row[0]` column A (see `SpreadsheetTable`). */
export type XlsxSheetCells = {
  readonly rows: CellValue[][];
  /** The value of a cell by 1-based row and column; null when empty. */
  cell(row: number, column: number): CellValue;
  /** Whether a filled cell shows its number as a percentage (it then holds the ratio: 0.4 for 40 %). */
  isPercent(row: number, column: number): boolean;
};

/** A workbook opened for reading cells by sheet name and for its defined names. */
export type XlsxWorkbook = {
  /** The worksheets in tab order, hidden ones included. */
  readonly sheetNames: readonly string[];
  /** Workbook-wide names that refer to one range of cells, by name (as written, case kept). */
  readonly definedNames: ReadonlyMap<string, DefinedName>;
  /** The cells of the worksheet named so (exactly), read once; undefined when there is none. */
  readSheet(name: string): XlsxSheetCells | undefined;
};

/**
 * Opens an XLSX file to read its defined names and any of its worksheets by name. The file size, the
 * unpacked size of the parts read (all together), the compression ratio and the rows and cells of each
 * sheet are held to the limits, so a compression bomb or a huge sheet is refused with a
 * `SpreadsheetFileError` as `readSpreadsheet` does; a file that is no readable workbook is `corrupt` or
 * `unsupportedType`.
 */
export function openXlsxWorkbook(bytes: Uint8Array, limits: Partial<SpreadsheetLimits> = {}): XlsxWorkbook {
  const effective: SpreadsheetLimits = { ...DEFAULT_SPREADSHEET_LIMITS, ...limits };
  if (bytes.length > effective.maxBytes) {
    throw new SpreadsheetFileError('tooLarge', { limit: toMegabytes(effective.maxBytes) });
  }
  return asSpreadsheetError(() => openWorkbookParts(bytes, effective));
}

function asSpreadsheetError<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof SpreadsheetFileError) throw error;
    // Out-of-range reads of a truncated archive, broken DEFLATE data, malformed XML.
    throw new SpreadsheetFileError('corrupt', {}, error instanceof Error ? error.message : String(error));
  }
}

function openWorkbookParts(bytes: Uint8Array, limits: SpreadsheetLimits): XlsxWorkbook {
  const pack = openPackage(bytes, limits);
  const workbookPath = findWorkbookPath(pack);
  const workbookXml = pack.readText(workbookPath) ?? '';
  const { sheets, isDate1904 } = parseWorkbook(workbookXml);
  const definedNames = parseDefinedNames(workbookXml);
  const relationships = readRelationshipsOf(pack, workbookPath);
  const pathOf = (relationship: PartRelationship | undefined) =>
    relationship ? resolvePartPath(workbookPath, relationship.target) : undefined;
  const sheetPaths = new Map<string, string>();
  for (const sheet of sheets) {
    const relationship = relationships.find((candidate) => candidate.id === sheet.relationshipId);
    const path = relationship?.type === 'worksheet' ? pathOf(relationship) : undefined;
    if (path !== undefined && pack.has(path)) sheetPaths.set(sheet.name, path);
  }

  let shared: { strings: string[]; dateStyles: Set<number>; percentStyles: Set<number> } | undefined;
  const readShared = () => {
    if (shared) return shared;
    const stylesPath = pathOf(relationships.find((relationship) => relationship.type === 'styles'));
    const stringsPath = pathOf(relationships.find((relationship) => relationship.type === 'sharedStrings'));
    const stylesXml = stylesPath ? pack.readText(stylesPath) : undefined;
    const stringsXml = stringsPath ? pack.readText(stringsPath) : undefined;
    shared = {
      strings: stringsXml ? parseSharedStrings(stringsXml) : [],
      dateStyles: stylesXml ? parseDateStyles(stylesXml) : new Set(),
      percentStyles: stylesXml ? parsePercentStyles(stylesXml) : new Set(),
    };
    return shared;
  };

  const cache = new Map<string, XlsxSheetCells>();
  const readSheet = (name: string): XlsxSheetCells | undefined => {
    const cached = cache.get(name);
    if (cached) return cached;
    const path = sheetPaths.get(name);
    if (path === undefined) return undefined;
    const { strings, dateStyles, percentStyles } = readShared();
    const percentCells = new Set<string>();
    const rows = asSpreadsheetError(() =>
      readSheetRows(pack.readText(path) ?? '', {
        sharedStrings: strings,
        dateStyles,
        isDate1904,
        maxRows: limits.maxRows,
        maxBytes: limits.maxBytes,
        onCellStyle: (row, column, style) => {
          if (percentStyles.has(style)) percentCells.add(`${row}:${column}`);
        },
      }),
    );
    const sheet: XlsxSheetCells = {
      rows,
      cell: (row, column) => rows[row - 1]?.[column - 1] ?? null,
      isPercent: (row, column) => percentCells.has(`${row}:${column}`),
    };
    cache.set(name, sheet);
    return sheet;
  };

  return { sheetNames: sheets.map((sheet) => sheet.name), definedNames, readSheet };
}
