import { crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

export type WorkbookSheet = {
  name: string;
  /** Row by row from A1; `undefined` leaves a cell empty. */
  rows: ExcelJS.CellValue[][];
  state?: 'visible' | 'hidden';
};

/** An XLSX workbook written by exceljs, as a spreadsheet program would save it. */
export async function buildWorkbook(sheets: WorkbookSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name, { state: sheet.state ?? 'visible' });
    sheet.rows.forEach((values, index) => {
      values.forEach((value, column) => {
        if (value !== undefined) worksheet.getCell(index + 1, column + 1).value = value;
      });
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type ZipEntryInput = {
  name: string;
  data: Buffer;
  /** Stored as it is instead of deflated. */
  isStored?: boolean;
  /** The uncompressed size the headers claim; the true size unless a test lies. */
  declaredSize?: number;
  /** General purpose flags; bit 0 marks the entry encrypted. */
  flags?: number;
};

/** A ZIP archive written byte by byte, so tests can build archives no library would write. */
export function buildZip(entries: ZipEntryInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = entry.isStored ? entry.data : deflateRawSync(entry.data);
    const method = entry.isStored ? 0 : 8;
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.flags ?? 0, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(entry.data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.flags ?? 0, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(entry.data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Rewrites the uncompressed size the central directory declares for one entry of an archive. */
export function patchDeclaredSize(zip: Buffer, entryName: string, size: number): Buffer {
  const patched = Buffer.from(zip);
  for (let offset = 0; offset + 46 < patched.length; offset += 1) {
    if (patched.readUInt32LE(offset) !== 0x02014b50) continue;
    const nameLength = patched.readUInt16LE(offset + 28);
    if (patched.toString('utf8', offset + 46, offset + 46 + nameLength) !== entryName) continue;
    patched.writeUInt32LE(size, offset + 24);
    return patched;
  }
  throw new Error(`No entry ${entryName} in the archive`);
}
