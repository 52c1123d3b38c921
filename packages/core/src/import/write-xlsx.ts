import { zipSync } from 'fflate';
import type { CellValue } from './spreadsheet-table.ts';

/** One worksheet to write; the first row is bold. */
export type XlsxSheet = {
  name: string;
  rows: CellValue[][];
  /** Widths in characters, by column from A. */
  columnWidths?: number[];
  /** Rows kept in view while scrolling (e.g. 2 for keys and descriptions). */
  frozenRows?: number;
};

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_NAME_MAX_LENGTH = 31;
/** A fixed timestamp, so the same sheets always give the same bytes. */
const ENTRY_TIME = new Date(Date.UTC(2020, 0, 1));
const BOLD_STYLE_INDEX = 1;

/** Escapes text for XML, replacing characters XML 1.0 cannot hold at all (other control characters). */
function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML cannot hold.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '\uFFFD')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
  );
}

/** The A1 column letters of a 0-based column index. */
export function toColumnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** Excel refuses names longer than 31 characters or with any of : \ / ? * [ ], and duplicates. */
function toSheetNames(sheets: readonly XlsxSheet[]): string[] {
  const used = new Set<string>();
  return sheets.map((sheet, index) => {
    const base =
      sheet.name
        .replace(/[:\\/?*[\]]/g, ' ')
        .trim()
        .slice(0, SHEET_NAME_MAX_LENGTH) || 'Sheet';
    let name = base;
    for (let counter = 2; used.has(name.toLowerCase()); counter += 1) {
      const suffix = ` (${counter})`;
      name = `${base.slice(0, SHEET_NAME_MAX_LENGTH - suffix.length)}${suffix}`;
    }
    used.add(name.toLowerCase());
    return name || `Sheet${index + 1}`;
  });
}

function writeCell(value: CellValue, reference: string, styleAttribute: string): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${reference}"${styleAttribute}><v>${value}</v></c>` : '';
  }
  if (typeof value === 'boolean') {
    return `<c r="${reference}"${styleAttribute} t="b"><v>${value ? 1 : 0}</v></c>`;
  }
  return `<c r="${reference}"${styleAttribute} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

function writeSheetXml(sheet: XlsxSheet): string {
  const frozen = sheet.frozenRows ?? 0;
  const pane =
    frozen > 0
      ? `<pane ySplit="${frozen}" topLeftCell="A${frozen + 1}" activePane="bottomLeft" state="frozen"/>`
      : '';
  const views = `<sheetViews><sheetView workbookViewId="0">${pane}</sheetView></sheetViews>`;
  const widths = sheet.columnWidths ?? [];
  const columns = widths.length
    ? `<cols>${widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`
    : '';
  const rows = sheet.rows.map((row, rowIndex) => {
    const style = rowIndex === 0 ? ` s="${BOLD_STYLE_INDEX}"` : '';
    const cells = row.map((value, column) =>
      writeCell(value, `${toColumnLetters(column)}${rowIndex + 1}`, style),
    );
    return `<row r="${rowIndex + 1}">${cells.join('')}</row>`;
  });
  return `${XML_HEADER}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">${views}${columns}<sheetData>${rows.join('')}</sheetData></worksheet>`;
}

const STYLES_XML = `${XML_HEADER}<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

/**
 * Writes a minimal XLSX workbook: inline strings (no shared-string table to build), numbers, booleans,
 * a bold first row per sheet, optional column widths and frozen header rows. Empty cells are left out.
 */
export function writeXlsx(sheets: readonly XlsxSheet[]): Uint8Array {
  const names = toSheetNames(sheets);
  const encoder = new TextEncoder();
  const files: Record<string, Uint8Array> = {};
  const sheetOverrides = sheets.map(
    (_, index) =>
      `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  );
  files['[Content_Types].xml'] = encoder.encode(
    `${XML_HEADER}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${sheetOverrides.join('')}</Types>`,
  );
  files['_rels/.rels'] = encoder.encode(
    `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  const sheetEntries = names.map(
    (name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
  );
  files['xl/workbook.xml'] = encoder.encode(
    `${XML_HEADER}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${sheetEntries.join('')}</sheets></workbook>`,
  );
  const sheetRelationships = sheets.map(
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  files['xl/_rels/workbook.xml.rels'] = encoder.encode(
    `${XML_HEADER}<Relationships xmlns="${PACKAGE_REL_NS}">${sheetRelationships.join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  );
  files['xl/styles.xml'] = encoder.encode(STYLES_XML);
  sheets.forEach((sheet, index) => {
    files[`xl/worksheets/sheet${index + 1}.xml`] = encoder.encode(writeSheetXml(sheet));
  });
  return zipSync(files, { level: 6, mtime: ENTRY_TIME });
}
