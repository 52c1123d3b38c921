import { describe, expect, it } from 'vitest';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { isDateFormatCode } from './xlsx-parts.ts';
import { buildTestXlsx, wrapSheetData } from './xlsx-test-package.ts';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

const SHARED_STRINGS = `<?xml version="1.0"?><sst xmlns="${MAIN_NS}">
<si><t>plain</t></si>
<si><r><rPr><b/></rPr><t>rich </t></r><r><t xml:space="preserve">text</t></r></si>
<si><t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh></si>
<si><t>line_x000D_
break &amp; &lt;tag&gt; &#x41;&#66;</t></si>
<si/>
</sst>`;

// cellXfs: 0 general, 1 built-in date 14, 2 custom date, 3 custom time (stays a number), 4 built-in 20 (time);
// the differential format reusing id 164 must not change style 2.
const STYLES = `<?xml version="1.0"?><styleSheet xmlns="${MAIN_NS}">
<numFmts count="2"><numFmt numFmtId="164" formatCode="dd/mm/yyyy;@"/><numFmt numFmtId="165" formatCode="[h]:mm:ss"/></numFmts>
<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>
<cellXfs count="5"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="20"/></cellXfs>
<dxfs count="1"><dxf><numFmt numFmtId="164" formatCode="0.00"/></dxf></dxfs>
</styleSheet>`;

function readSheet(rowsXml: string, extra: Parameters<typeof buildTestXlsx>[0] = {}) {
  const bytes = buildTestXlsx({
    sheetXml: wrapSheetData(rowsXml),
    sharedStringsXml: SHARED_STRINGS,
    stylesXml: STYLES,
    ...extra,
  });
  return readSpreadsheet(bytes, 'test.xlsx').rows;
}

describe('readSpreadsheet with XLSX markup', () => {
  it('reads shared strings, rich text runs without phonetic guides, entities and Office escapes', () => {
    const rows = readSheet(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c></row>',
    );
    expect(rows).toEqual([['plain', 'rich text', '漢字', 'line\r\nbreak & <tag> AB']]);
  });

  it('reads every cell type and never evaluates formulas', () => {
    const rows = readSheet(
      `<row r="1">
        <c r="A1" t="inlineStr"><is><t>inline</t></is></c>
        <c r="B1" t="str"><f>CONCAT("a","b")</f><v>ab</v></c>
        <c r="C1" t="b"><v>1</v></c>
        <c r="D1" t="b"><v>0</v></c>
        <c r="E1" t="e"><f>1/0</f><v>#DIV/0!</v></c>
        <c r="F1"><f>2*3</f><v>6</v></c>
        <c r="G1"><f>2*3</f></c>
        <c r="H1" t="n"><v>-1.5E-3</v></c>
        <c r="I1" t="d"><v>2024-02-29T00:00:00</v></c>
      </row>`,
    );
    expect(rows).toEqual([['inline', 'ab', true, false, null, 6, null, -0.0015, '2024-02-29']]);
  });

  it('places cells by their references, skipping columns and rows, and counts on where r is missing', () => {
    const rows = readSheet(
      '<row r="2"><c r="C2"><v>1</v></c><c><v>2</v></c></row><row><c><v>3</v></c><c r="AA4"><v>4</v></c></row>',
    );
    const fourthRow = [3, ...Array(25).fill(null), 4];
    expect(rows).toEqual([[], [null, null, 1, 2], fourthRow]);
  });

  it('turns date-formatted numbers into ISO dates and leaves time-only formats as numbers', () => {
    const rows = readSheet(
      '<row r="1"><c r="A1" s="1"><v>45366</v></c><c r="B1" s="2"><v>45657.75</v></c><c r="C1" s="3"><v>1.5</v></c><c r="D1" s="4"><v>0.5</v></c><c r="E1" s="1"><v>59</v></c><c r="F1" s="1"><v>61</v></c></row>',
    );
    expect(rows).toEqual([['2024-03-15', '2024-12-31', 1.5, 0.5, '1900-02-28', '1900-03-01']]);
  });

  it('counts dates from 1904 when the workbook says so', () => {
    const workbookXml = `<workbook xmlns="${MAIN_NS}" xmlns:r="r"><workbookPr date1904="1"/><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>`;
    expect(readSheet('<row r="1"><c r="A1" s="1"><v>0</v></c></row>', { workbookXml })).toEqual([
      ['1904-01-01'],
    ]);
  });

  it('reads the first visible worksheet, and namespace prefixes on elements', () => {
    const workbookXml = `<x:workbook xmlns:x="${MAIN_NS}" xmlns:r="r"><x:sheets><x:sheet name="Hidden" sheetId="1" state="hidden" r:id="rId1"/><x:sheet name="Shown" sheetId="2" r:id="rId4"/></x:sheets></x:workbook>`;
    const workbookRelsXml = `<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId4" Type="x/worksheet" Target="worksheets/shown.xml"/></Relationships>`;
    const shownXml = `<x:worksheet xmlns:x="${MAIN_NS}"><x:sheetData><x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>shown</x:t></x:is></x:c></x:row></x:sheetData></x:worksheet>`;
    const rows = readSheet('<row r="1"><c r="A1"><v>1</v></c></row>', {
      workbookXml,
      workbookRelsXml,
      extraFiles: { 'xl/worksheets/shown.xml': shownXml },
    });
    expect(rows).toEqual([['shown']]);
  });

  it('reads the visible worksheet of the name asked for, in any letter case, else the first visible', () => {
    const workbookXml = `<workbook xmlns="${MAIN_NS}" xmlns:r="r"><sheets><sheet name="Read me" sheetId="1" r:id="rId1"/><sheet name="Factors" sheetId="2" r:id="rId4"/><sheet name="Old factors" sheetId="3" state="hidden" r:id="rId5"/></sheets></workbook>`;
    const workbookRelsXml = `<Relationships><Relationship Id="rId1" Type="x/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId4" Type="x/worksheet" Target="worksheets/factors.xml"/><Relationship Id="rId5" Type="x/worksheet" Target="worksheets/old.xml"/></Relationships>`;
    const sheetOf = (text: string) =>
      `<worksheet xmlns="${MAIN_NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`;
    const bytes = buildTestXlsx({
      sheetXml: sheetOf('read me'),
      workbookXml,
      workbookRelsXml,
      extraFiles: {
        'xl/worksheets/factors.xml': sheetOf('factors'),
        'xl/worksheets/old.xml': sheetOf('old'),
      },
    });
    expect(readSpreadsheet(bytes, 'f.xlsx', {}, 'FACTORS').rows).toEqual([['factors']]);
    expect(readSpreadsheet(bytes, 'f.xlsx', {}, 'Old factors').rows).toEqual([['read me']]);
    expect(readSpreadsheet(bytes, 'f.xlsx').rows).toEqual([['read me']]);
  });

  // Its speed is measured by bench/import.ts (read + map of a 50,000-row file), not by a timed test.
  it('reads every cell of a 50,000-row × 30-column sheet', () => {
    const writeRow = (row: number) => {
      const cells = Array.from({ length: 30 }, (_, column) =>
        column < 5
          ? `<c r="${String.fromCharCode(65 + column)}${row}" t="s"><v>${column}</v></c>`
          : `<c><v>${(row * 31 + column * 7) / 8}</v></c>`,
      );
      return `<row r="${row}">${cells.join('')}</row>`;
    };
    const rowsXml = Array.from({ length: 50_000 }, (_, index) => writeRow(index + 1)).join('');
    const rows = readSheet(rowsXml);
    expect(rows.length).toBe(50_000);
    expect(rows[49_999]?.slice(0, 7)).toEqual([
      'plain',
      'rich text',
      '漢字',
      'line\r\nbreak & <tag> AB',
      null,
      193754.375,
      193755.25,
    ]);
  });
});

describe('isDateFormatCode', () => {
  it.each([
    ['dd/mm/yyyy', true],
    ['yyyy\\-mm\\-dd', true],
    ['mmm yy', true],
    ['[$-407]DD.MM.YYYY', true],
    ['h:mm', false],
    ['mm:ss', false],
    ['[h]:mm:ss', false],
    ['General', false],
    ['#,##0.00 "days"', false],
    ['_-* #,##0.00 [$€-407]_-', false],
  ])('%s → %s', (code, isDate) => {
    expect(isDateFormatCode(code)).toBe(isDate);
  });
});
