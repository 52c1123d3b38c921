import { Inflate } from 'fflate';
import { SpreadsheetFileError, type SpreadsheetLimits, toMegabytes } from './spreadsheet-file-error.ts';

/** One file of a ZIP archive as its central directory declares it. */
export type ZipEntry = {
  name: string;
  method: number;
  isEncrypted: boolean;
  compressedSize: number;
  /** The size the entry claims to unpack to; checked again while unpacking. */
  uncompressedSize: number;
  localHeaderOffset: number;
};

/** What the entries read so far may still unpack to, shared by all reads of one archive. */
export type InflateBudget = { remainingBytes: number };

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA_FIELD = 0x0001;
const UINT32_MAX = 0xffffffff;
/** Packed bytes handed to the inflater at once: bounds what one step can unpack (at most ~1032×). */
const INFLATE_CHUNK_BYTES = 16 * 1024;
/** Parts up to this size may compress well (repetitive XML); only larger ones must respect the ratio. */
const RATIO_FREE_BYTES = 1024 * 1024;

const textDecoder = new TextDecoder();

function corrupt(detail: string): SpreadsheetFileError {
  return new SpreadsheetFileError('corrupt', {}, detail);
}

function readUint64(view: DataView, at: number): number {
  return view.getUint32(at, true) + view.getUint32(at + 4, true) * 2 ** 32;
}

function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw corrupt('no ZIP end of central directory');
}

/** Entry count and directory offset, from the ZIP64 record when the classic one is saturated. */
function readDirectoryLocation(view: DataView, end: number): { count: number; offset: number } {
  const count = view.getUint16(end + 10, true);
  const offset = view.getUint32(end + 16, true);
  const isZip64 = count === 0xffff || offset === UINT32_MAX;
  if (!isZip64 || end < 20 || view.getUint32(end - 20, true) !== ZIP64_LOCATOR) return { count, offset };
  const record = readUint64(view, end - 12);
  if (view.getUint32(record, true) !== ZIP64_END_OF_DIRECTORY) throw corrupt('bad ZIP64 directory');
  return { count: readUint64(view, record + 32), offset: readUint64(view, record + 48) };
}

/** Replaces saturated 32-bit sizes and offsets with the values of the entry's ZIP64 extra field. */
function applyZip64Extra(view: DataView, extraStart: number, extraEnd: number, entry: ZipEntry): void {
  for (let at = extraStart; at + 4 <= extraEnd; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === ZIP64_EXTRA_FIELD) {
      let field = at + 4;
      for (const key of ['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const) {
        if (entry[key] !== UINT32_MAX) continue;
        entry[key] = readUint64(view, field);
        field += 8;
      }
      return;
    }
    at += 4 + size;
  }
}

/**
 * Lists the entries of a ZIP archive from its central directory, by normalized name (no leading slash,
 * forward slashes, lower case: part names of an Office package are case-insensitive). Nothing is
 * unpacked. Throws a `corrupt` `SpreadsheetFileError` for an archive it cannot read.
 */
export function readZipDirectory(bytes: Uint8Array): Map<string, ZipEntry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.byteLength < 22) throw corrupt('too short for a ZIP archive');
  const { count, offset } = readDirectoryLocation(view, findEndOfDirectory(view));
  const entries = new Map<string, ZipEntry>();
  let at = offset;
  for (let index = 0; index < count; index += 1) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw corrupt('bad central directory entry');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = textDecoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const entry: ZipEntry = {
      name,
      method: view.getUint16(at + 10, true),
      isEncrypted: (view.getUint16(at + 8, true) & 1) === 1,
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    const extraStart = at + 46 + nameLength;
    applyZip64Extra(view, extraStart, extraStart + extraLength, entry);
    entries.set(normalizePartName(name), entry);
    at = extraStart + extraLength + commentLength;
  }
  return entries;
}

/** The form of a part name used as the key of `readZipDirectory`. */
export function normalizePartName(name: string): string {
  return name.replaceAll('\\', '/').replace(/^\/+/, '').toLowerCase();
}

function checkDeclaredSize(entry: ZipEntry, budget: InflateBudget, limits: SpreadsheetLimits): void {
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  const isTooDense = entry.uncompressedSize > RATIO_FREE_BYTES && ratio > limits.maxCompressionRatio;
  if (entry.uncompressedSize > budget.remainingBytes || isTooDense) {
    throw new SpreadsheetFileError('compressionBomb', { limit: toMegabytes(limits.maxUncompressedBytes) });
  }
}

/** Unpacks DEFLATE data, stopping as soon as it yields more than `expected` bytes. */
function inflateBounded(data: Uint8Array, expected: number, limits: SpreadsheetLimits): Uint8Array {
  const output = new Uint8Array(expected);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > expected) {
      throw new SpreadsheetFileError('compressionBomb', { limit: toMegabytes(limits.maxUncompressedBytes) });
    }
    output.set(chunk, written);
    written += chunk.length;
  });
  if (data.length === 0) inflater.push(data, true);
  for (let at = 0; at < data.length; at += INFLATE_CHUNK_BYTES) {
    const end = Math.min(at + INFLATE_CHUNK_BYTES, data.length);
    inflater.push(data.subarray(at, end), end === data.length);
  }
  if (written !== expected) throw corrupt('entry is shorter than declared');
  return output;
}

/**
 * Unpacks one entry. Its declared size is checked against the budget and the compression ratio before
 * anything is unpacked, and the real output is held to the declared size while unpacking, so an entry
 * that lies about its size is stopped early instead of filling memory.
 */
export function readZipEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  limits: SpreadsheetLimits,
): Uint8Array {
  if (entry.isEncrypted) throw new SpreadsheetFileError('encrypted');
  checkDeclaredSize(entry, budget, limits);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (view.getUint32(header, true) !== LOCAL_HEADER) throw corrupt('bad local header');
  const dataStart = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > bytes.length) throw corrupt('entry runs past the end of the file');
  const data = bytes.subarray(dataStart, dataEnd);
  budget.remainingBytes -= entry.uncompressedSize;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw corrupt('stored entry size mismatch');
    return data;
  }
  if (entry.method !== 8) throw corrupt(`compression method ${entry.method}`);
  return inflateBounded(data, entry.uncompressedSize, limits);
}
