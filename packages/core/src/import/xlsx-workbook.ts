import { SpreadsheetFileError, type SpreadsheetLimits } from './spreadsheet-file-error.ts';
import type { CellValue } from './spreadsheet-table.ts';
import {
  getRelationshipsPath,
  type PartRelationship,
  parseDateStyles,
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
