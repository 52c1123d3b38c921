import { readFileSync } from 'node:fs';

/** How wide text is in one TrueType font, from its own tables, so a layout matches its drawing. */
export type FontMetrics = { measure: (text: string, fontSizePx: number) => number };

type Tables = Map<string, number>;

function readTables(font: Buffer): Tables {
  const tables: Tables = new Map();
  const count = font.readUInt16BE(4);
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  return tables;
}

function requireTable(tables: Tables, tag: string): number {
  const offset = tables.get(tag);
  if (offset === undefined) throw new Error(`the font has no ${tag} table`);
  return offset;
}

/** Character → glyph through the font's Unicode BMP map (cmap format 4, platform 3 encoding 1). */
function readGlyphLookup(font: Buffer, cmap: number): (code: number) => number {
  const subtables = font.readUInt16BE(cmap + 2);
  let table = -1;
  for (let index = 0; index < subtables; index += 1) {
    const record = cmap + 4 + index * 8;
    const isUnicodeBmp = font.readUInt16BE(record) === 3 && font.readUInt16BE(record + 2) === 1;
    if (isUnicodeBmp) table = cmap + font.readUInt32BE(record + 4);
  }
  if (table < 0 || font.readUInt16BE(table) !== 4) throw new Error('the font has no Unicode BMP map');
  const segments = font.readUInt16BE(table + 6) / 2;
  const ends = table + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (code) => {
    for (let segment = 0; segment < segments; segment += 1) {
      if (font.readUInt16BE(ends + segment * 2) < code) continue;
      const start = font.readUInt16BE(starts + segment * 2);
      if (start > code) return 0;
      const delta = font.readInt16BE(deltas + segment * 2);
      const rangeOffsetAt = rangeOffsets + segment * 2;
      const rangeOffset = font.readUInt16BE(rangeOffsetAt);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** The advance widths of a TrueType font file (head, hhea, hmtx and cmap tables); no kerning. */
export function readFontMetrics(path: string): FontMetrics {
  const font = readFileSync(path);
  const tables = readTables(font);
  const unitsPerEm = font.readUInt16BE(requireTable(tables, 'head') + 18);
  const metricsCount = font.readUInt16BE(requireTable(tables, 'hhea') + 34);
  const hmtx = requireTable(tables, 'hmtx');
  const glyphOf = readGlyphLookup(font, requireTable(tables, 'cmap'));
  const advances = new Map<number, number>();
  const advanceOf = (code: number) => {
    let advance = advances.get(code);
    if (advance === undefined) {
      const glyph = glyphOf(code);
      // A character the font lacks counts as one em, as the chart library assumes (its line height
      // is the width of a wide character).
      advance =
        glyph === 0 ? 1 : font.readUInt16BE(hmtx + Math.min(glyph, metricsCount - 1) * 4) / unitsPerEm;
      advances.set(code, advance);
    }
    return advance;
  };
  return {
    measure: (text, fontSizePx) => {
      let em = 0;
      for (const character of text) em += advanceOf(character.codePointAt(0) ?? 0);
      return em * fontSizePx;
    },
  };
}
