import { scanXml } from './xml-scanner.ts';

/** A relationship of a package part: its id, type (the last segment of the type URI) and target path. */
export type PartRelationship = { id: string; type: string; target: string };

/** A sheet listed in the workbook, in tab order. */
export type WorkbookSheet = { name: string; relationshipId: string; isHidden: boolean };

/** Where the relationships of a part are stored: `xl/workbook.xml` → `xl/_rels/workbook.xml.rels`. */
export function getRelationshipsPath(partPath: string): string {
  const slash = partPath.lastIndexOf('/');
  return `${partPath.slice(0, slash + 1)}_rels/${partPath.slice(slash + 1)}.rels`;
}

/** Resolves a relationship target against the folder of the part it belongs to. */
export function resolvePartPath(sourcePartPath: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const segments = sourcePartPath.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

/** Reads a `.rels` part. */
export function parseRelationships(xml: string): PartRelationship[] {
  const relationships: PartRelationship[] = [];
  scanXml(xml, {
    onOpen(name, attributes) {
      if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
      if (attributes.TargetMode === 'External') return;
      const type = (attributes.Type ?? '').split('/').pop() ?? '';
      relationships.push({ id: attributes.Id, type, target: attributes.Target });
    },
  });
  return relationships;
}

/** Reads the sheet list and the date system of `xl/workbook.xml`. */
export function parseWorkbook(xml: string): { sheets: WorkbookSheet[]; isDate1904: boolean } {
  const sheets: WorkbookSheet[] = [];
  let isDate1904 = false;
  scanXml(xml, {
    onOpen(name, attributes) {
      if (name === 'workbookPr') {
        isDate1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      } else if (name === 'sheet' && attributes.id) {
        const state = attributes.state;
        sheets.push({
          name: attributes.name ?? '',
          relationshipId: attributes.id,
          isHidden: state === 'hidden' || state === 'veryHidden',
        });
      }
    },
  });
  return { sheets, isDate1904 };
}

/** Built-in number formats that show a date (with or without a time): ECMA-376 ids 14–17 and 22. */
const BUILT_IN_DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 22]);

/**
 * Tells whether a custom number format shows a date. Literal text, escapes, padding and bracketed parts
 * (colours, locales, elapsed hours) are removed first; then a day or year token means a date, and an
 * `m` means a month unless hours or seconds show it is minutes. Time-only formats are not dates: their
 * values (fractions of a day) stay numbers.
 */
export function isDateFormatCode(code: string): boolean {
  const tokens = code.replace(/"[^"]*"|\\.|_.|\*.|\[[^\]]*\]/g, '');
  if (/[dy]/i.test(tokens)) return true;
  return /m/i.test(tokens) && !/[hs]/i.test(tokens);
}

/** The number format of each cell format (`s` of a cell): its built-in id and its custom code, if any. */
function parseCellNumberFormats(xml: string): { formatId: number; custom: string | undefined }[] {
  const customFormats = new Map<number, string>();
  const cellFormatIds: number[] = [];
  // numFmt elements also occur in differential formats (dxfs), which must not replace the real ones.
  let openList: 'numFmts' | 'cellXfs' | undefined;
  scanXml(xml, {
    onOpen(name, attributes) {
      if (name === 'numFmts' || name === 'cellXfs') openList = name;
      else if (name === 'numFmt' && openList === 'numFmts' && attributes.numFmtId !== undefined) {
        customFormats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      } else if (name === 'xf' && openList === 'cellXfs') {
        cellFormatIds.push(Number(attributes.numFmtId ?? 0));
      }
    },
    onClose(name) {
      if (name === openList) openList = undefined;
    },
  });
  return cellFormatIds.map((formatId) => ({ formatId, custom: customFormats.get(formatId) }));
}

/** Reads `xl/styles.xml`: the indexes of the cell formats (`s` of a cell) that show dates. */
export function parseDateStyles(xml: string): Set<number> {
  const dateStyles = new Set<number>();
  parseCellNumberFormats(xml).forEach(({ formatId, custom }, styleIndex) => {
    const isDate = custom === undefined ? BUILT_IN_DATE_FORMAT_IDS.has(formatId) : isDateFormatCode(custom);
    if (isDate) dateStyles.add(styleIndex);
  });
  return dateStyles;
}

/** Built-in number formats that show a percentage (`0%`, `0.00%`). */
const BUILT_IN_PERCENT_FORMAT_IDS = new Set([9, 10]);

/** Tells whether a custom number format shows its value as a percentage (a `%` outside quotes). */
export function isPercentFormatCode(code: string): boolean {
  return code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, '').includes('%');
}

/**
 * Reads `xl/styles.xml`: the indexes of the cell formats that show a percentage, whose cells hold the
 * ratio (0.4 shows as 40 %).
 */
export function parsePercentStyles(xml: string): Set<number> {
  const percentStyles = new Set<number>();
  parseCellNumberFormats(xml).forEach(({ formatId, custom }, styleIndex) => {
    const isPercent =
      custom === undefined ? BUILT_IN_PERCENT_FORMAT_IDS.has(formatId) : isPercentFormatCode(custom);
    if (isPercent) percentStyles.add(styleIndex);
  });
  return percentStyles;
}

/** A workbook-wide defined name: the sheet and the cells it refers to (1-based, inclusive). */
export type DefinedName = {
  name: string;
  sheet: string;
  firstRow: number;
  firstColumn: number;
  lastRow: number;
  lastColumn: number;
};

/**
 * Reads a reference such as `'General Information'!$E$282`, `Data!A1:C9` or `'It''s'!$D$406:$D$505`:
 * the sheet name (quotes and doubled quotes undone) and the range. Undefined for anything else
 * (`#REF!`, several areas, whole rows or columns, formulas).
 */
export function parseRangeReference(reference: string): Omit<DefinedName, 'name'> | undefined {
  const match =
    /^(?:'((?:[^']|'')+)'|([^'!:,()\s]+))!\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/.exec(
      reference.trim(),
    );
  if (!match) return undefined;
  const sheet = match[1] === undefined ? (match[2] as string) : match[1].replaceAll("''", "'");
  const firstColumn = readColumnLetters(match[3] as string);
  const firstRow = Number(match[4]);
  const lastColumn = match[5] ? readColumnLetters(match[5]) : firstColumn;
  const lastRow = match[6] ? Number(match[6]) : firstRow;
  if (firstRow < 1 || lastRow < firstRow || lastColumn < firstColumn) return undefined;
  return { sheet, firstRow, firstColumn, lastRow, lastColumn };
}

function readColumnLetters(letters: string): number {
  let column = 0;
  for (const letter of letters) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
}

/** The column letters of a 1-based column number (28 → "AB"). */
export function toColumnLetters(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * Reads the workbook-wide defined names of `xl/workbook.xml` that refer to one range of cells. Names
 * scoped to one sheet (`localSheetId`), built-in ones (`_xlnm.`) and broken or computed references are
 * left out.
 */
export function parseDefinedNames(xml: string): Map<string, DefinedName> {
  const names = new Map<string, DefinedName>();
  let open: { name: string; text: string } | undefined;
  scanXml(xml, {
    onOpen(name, attributes) {
      if (name !== 'definedName') return;
      const isLocal = attributes.localSheetId !== undefined;
      const definedName = attributes.name ?? '';
      open = isLocal || definedName.startsWith('_xlnm.') ? undefined : { name: definedName, text: '' };
    },
    onText(text) {
      if (open) open.text += text;
    },
    onClose(name) {
      if (name !== 'definedName' || !open) return;
      const range = parseRangeReference(open.text);
      if (range) names.set(open.name, { name: open.name, ...range });
      open = undefined;
    },
  });
  return names;
}

/** Decodes the `_xHHHH_` escapes Office writes for control characters in strings. */
export function decodeOfficeEscapes(text: string): string {
  if (!text.includes('_x')) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/**
 * Collects the text of `<t>` elements inside a string item (`si` of the shared strings, `is` of an inline
 * string): plain text or rich-text runs, leaving out phonetic guides (`rPh`), which are not cell text.
 */
export class StringItemCollector {
  private text = '';
  private isCapturing = false;
  private phoneticDepth = 0;

  start(): void {
    this.text = '';
    this.isCapturing = false;
    this.phoneticDepth = 0;
  }

  /** Call for every start tag inside the item; the scanner reports an end for self-closing tags too. */
  open(name: string): void {
    if (name === 'rPh') this.phoneticDepth += 1;
    else if (name === 't' && this.phoneticDepth === 0) this.isCapturing = true;
  }

  close(name: string): void {
    if (name === 'rPh') this.phoneticDepth -= 1;
    else if (name === 't') this.isCapturing = false;
  }

  addText(text: string): void {
    if (this.isCapturing) this.text += text;
  }

  finish(): string {
    return decodeOfficeEscapes(this.text);
  }
}

/** Reads `xl/sharedStrings.xml` into the list that `t="s"` cells index. */
export function parseSharedStrings(xml: string): string[] {
  const strings: string[] = [];
  const item = new StringItemCollector();
  let isInItem = false;
  scanXml(xml, {
    onOpen(name) {
      if (name === 'si') {
        item.start();
        isInItem = true;
      } else if (isInItem) {
        item.open(name);
      }
    },
    onClose(name) {
      if (name === 'si' && isInItem) {
        isInItem = false;
        strings.push(item.finish());
      } else if (isInItem) {
        item.close(name);
      }
    },
    onText(text) {
      if (isInItem) item.addText(text);
    },
  });
  return strings;
}
