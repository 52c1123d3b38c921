import { zipSync } from 'fflate';

/** Parts of a hand-made XLSX package for tests; missing parts get a minimal default. */
export type TestPackageParts = {
  sheetXml?: string;
  sharedStringsXml?: string;
  stylesXml?: string;
  workbookXml?: string;
  workbookRelsXml?: string;
  extraFiles?: Record<string, string>;
};

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** Sheet XML around the given `<row>` elements. */
export function wrapSheetData(rowsXml: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN_NS}"><sheetData>${rowsXml}</sheetData></worksheet>`;
}

/**
 * Builds an XLSX package from XML parts, so tests can feed the reader exactly the markup other writers
 * produce (shared strings, styles, sparse references) without another library.
 */
export function buildTestXlsx(parts: TestPackageParts): Uint8Array {
  const encoder = new TextEncoder();
  const files: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    '_rels/.rels': `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      parts.workbookXml ??
      `<?xml version="1.0"?><workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      parts.workbookRelsXml ??
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${REL_NS}/styles" Target="/xl/styles.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': parts.sheetXml ?? wrapSheetData(''),
    ...(parts.sharedStringsXml ? { 'xl/sharedStrings.xml': parts.sharedStringsXml } : {}),
    ...(parts.stylesXml ? { 'xl/styles.xml': parts.stylesXml } : {}),
    ...parts.extraFiles,
  };
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, encoder.encode(text)])),
  );
}

/**
 * Overwrites the uncompressed size an archive declares for an entry (local header and central
 * directory), to build archives that lie about their contents.
 */
export function patchDeclaredSize(zip: Uint8Array, entryName: string, size: number): Uint8Array {
  const patched = zip.slice();
  const view = new DataView(patched.buffer);
  const name = new TextEncoder().encode(entryName);
  const matchesName = (at: number) => name.every((byte, index) => patched[at + index] === byte);
  for (let at = 0; at + 46 < patched.length; at += 1) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50 && view.getUint16(at + 26, true) === name.length && matchesName(at + 30)) {
      view.setUint32(at + 22, size, true);
    }
    if (signature === 0x02014b50 && view.getUint16(at + 28, true) === name.length && matchesName(at + 46)) {
      view.setUint32(at + 24, size, true);
    }
  }
  return patched;
}
