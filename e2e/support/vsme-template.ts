import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync, zipSync } from 'fflate';

const TEMPLATE_FILE = 'VSME-Digital-Template-1.3.0.xlsx';

/** The shipped data's `vsme` folder: `VSME_DATA_DIR`, else `shared/data/vsme` in a folder above the repository. */
function findVsmeDataDir(): string {
  if (process.env.VSME_DATA_DIR) return resolve(process.env.VSME_DATA_DIR);
  let folder = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  for (;;) {
    const candidate = join(folder, 'shared', 'data', 'vsme');
    if (existsSync(join(candidate, TEMPLATE_FILE))) return candidate;
    const parent = dirname(folder);
    if (parent === folder)
      return join(resolve(fileURLToPath(new URL('../../..', import.meta.url))), 'shared/data/vsme');
    folder = parent;
  }
}

/** EFRAG's VSME digital template 1.3.0 as published (blank). */
export const VSME_TEMPLATE_PATH = join(findVsmeDataDir(), TEMPLATE_FILE);

type Value = string | number | boolean;
/** Cells to set, by sheet name, as `E283` → value; `style` replaces the cell's format when given. */
export type VsmeTemplatePatch = Record<string, Record<string, Value | { value: Value; style: number }>>;

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

function cellXml(reference: string, style: string | undefined, value: Value): string {
  const s = style === undefined ? '' : ` s="${style}"`;
  if (typeof value === 'boolean') return `<c r="${reference}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  if (typeof value === 'number') return `<c r="${reference}"${s}><v>${value}</v></c>`;
  return `<c r="${reference}"${s} t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
}

/** Sets cells of a sheet's XML as typing into them would (a formula in a cell is replaced). */
function patchSheet(xml: string, cells: VsmeTemplatePatch[string]): string {
  let patched = xml;
  for (const [reference, entry] of Object.entries(cells)) {
    const { value, style } = typeof entry === 'object' ? entry : { value: entry, style: undefined };
    const pattern = new RegExp(`<c r="${reference}"(?: [^>]*?)?(?:/>|>[\\s\\S]*?</c>)`);
    const found = pattern.exec(patched);
    if (!found) throw new Error(`cell ${reference} is not in the sheet`);
    const oldStyle = /\ss="(\d+)"/.exec(found[0].slice(0, found[0].indexOf('>') + 1))?.[1];
    patched = patched.replace(
      pattern,
      cellXml(reference, style === undefined ? oldStyle : String(style), value),
    );
  }
  return patched;
}

/** A copy of the blank template with the given cells filled in, as a company would fill it in Excel. */
export function fillVsmeTemplate(patch: VsmeTemplatePatch): Buffer {
  const files = unzipSync(new Uint8Array(readFileSync(VSME_TEMPLATE_PATH)));
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  const workbook = decoder.decode(files['xl/workbook.xml']);
  const rels = decoder.decode(files['xl/_rels/workbook.xml.rels']);
  for (const [sheetName, cells] of Object.entries(patch)) {
    const escaped = escapeXml(sheetName).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const id = new RegExp(`<sheet name="${escaped}"[^>]*r:id="([^"]+)"`).exec(workbook)?.[1];
    const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1];
    if (!id || !target) throw new Error(`sheet ${sheetName} is not in the template`);
    const path = `xl/${target}`;
    files[path] = encoder.encode(patchSheet(decoder.decode(files[path]), cells));
  }
  return Buffer.from(zipSync(files));
}
