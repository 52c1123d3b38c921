import { describe, expect, it } from 'vitest';
import { SpreadsheetFileError } from './spreadsheet-file-error.ts';
import { parseDefinedNames, parseRangeReference } from './xlsx-parts.ts';
import { buildTestXlsx, patchDeclaredSize, wrapSheetData } from './xlsx-test-package.ts';
import { openXlsxWorkbook } from './xlsx-workbook.ts';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

describe('parseRangeReference', () => {
  it('reads quoted and plain sheet names, single cells and ranges', () => {
    expect(parseRangeReference("'General Information'!$E$282")).toEqual({
      sheet: 'General Information',
      firstRow: 282,
      firstColumn: 5,
      lastRow: 282,
      lastColumn: 5,
    });
    expect(parseRangeReference("'It''s'!$G$80:$I$179")).toMatchObject({
      sheet: "It's",
      firstColumn: 7,
      lastColumn: 9,
      firstRow: 80,
      lastRow: 179,
    });
    expect(parseRangeReference('Translations!B57')).toMatchObject({ sheet: 'Translations', firstRow: 57 });
  });

  it('leaves out broken, computed and multi-area references', () => {
    expect(parseRangeReference("'General Information'!#REF!")).toBeUndefined();
    expect(parseRangeReference('SUM(A1:A3)')).toBeUndefined();
    expect(parseRangeReference('Data!$A$1,Data!$B$2')).toBeUndefined();
  });
});

describe('parseDefinedNames', () => {
  it('decodes entities in sheet names and skips local, built-in and broken names', () => {
    const names = parseDefinedNames(
      `<workbook xmlns="${MAIN_NS}"><definedNames>` +
        `<definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">Data!$A$1:$B$2</definedName>` +
        `<definedName name="Local" localSheetId="0">Data!$A$1</definedName>` +
        `<definedName name="Broken">'Data'!#REF!</definedName>` +
        `<definedName name="Check">'Table of Contents &amp; Validation'!$D$7</definedName>` +
        `</definedNames></workbook>`,
    );
    expect([...names.keys()]).toEqual(['Check']);
    expect(names.get('Check')).toMatchObject({
      sheet: 'Table of Contents & Validation',
      firstRow: 7,
      firstColumn: 4,
    });
  });
});

describe('openXlsxWorkbook', () => {
  const workbookXml =
    `<?xml version="1.0"?><workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>` +
    `<sheet name="Cover" sheetId="1" r:id="rId1"/><sheet name="A &amp; B" sheetId="2" r:id="rId2" state="hidden"/>` +
    `</sheets><definedNames><definedName name="Share">'A &amp; B'!$B$2</definedName></definedNames></workbook>`;
  const relsXml =
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL_NS}/worksheet" Target="worksheets/sheet2.xml"/>` +
    `<Relationship Id="rId3" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
  const stylesXml =
    `<styleSheet xmlns="${MAIN_NS}"><numFmts count="1"><numFmt numFmtId="170" formatCode="0.0&quot;%&quot;"/></numFmts>` +
    `<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="10"/><xf numFmtId="170"/></cellXfs></styleSheet>`;
  const bytes = buildTestXlsx({
    workbookXml,
    workbookRelsXml: relsXml,
    stylesXml,
    extraFiles: {
      'xl/worksheets/sheet2.xml': wrapSheetData(
        '<row r="2"><c r="A2"><v>7</v></c><c r="B2" s="1"><v>0.4</v></c><c r="C2" s="2"><v>40</v></c></row>',
      ),
    },
  });

  it('exposes the defined names and reads any sheet by name, hidden ones too', () => {
    const workbook = openXlsxWorkbook(bytes);
    expect(workbook.sheetNames).toEqual(['Cover', 'A & B']);
    const share = workbook.definedNames.get('Share');
    expect(share).toMatchObject({ sheet: 'A & B', firstRow: 2, firstColumn: 2 });
    const sheet = workbook.readSheet('A & B');
    expect(sheet?.cell(2, 2)).toBe(0.4);
    expect(sheet?.cell(2, 1)).toBe(7);
    expect(sheet?.cell(9, 9)).toBeNull();
    expect(workbook.readSheet('Missing')).toBeUndefined();
  });

  it('tells which cells show a percentage (a quoted % is literal text)', () => {
    const sheet = openXlsxWorkbook(bytes).readSheet('A & B');
    expect(sheet?.isPercent(2, 2)).toBe(true);
    expect(sheet?.isPercent(2, 1)).toBe(false);
    expect(sheet?.isPercent(2, 3)).toBe(false);
  });

  it('holds the sheets it reads to the inflate limits', () => {
    const bomb = patchDeclaredSize(bytes, 'xl/worksheets/sheet2.xml', 300 * 1024 * 1024);
    const workbook = openXlsxWorkbook(bomb);
    expect(() => workbook.readSheet('A & B')).toThrow(SpreadsheetFileError);
    expect(() => openXlsxWorkbook(bytes, { maxBytes: 10 })).toThrow(
      expect.objectContaining({ code: 'tooLarge' }),
    );
  });
});
