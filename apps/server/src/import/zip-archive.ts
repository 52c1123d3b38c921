import { inflateRawSync } from 'node:zlib';
import { SpreadsheetReadError } from './spreadsheet-read-error.ts';

export type ZipLimits = {
  /** Most bytes all entries may unpack to together. */
  maxUncompressedBytes: number;
  /** Most entries (files and folders) the archive may hold. */
  maxEntries: number;
};

export type ZipSummary = { entryNames: string[]; uncompressedBytes: number };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const ZIP64_EXTRA_FIELD = 0x0001;
const UINT32_MARKER = 0xffffffff;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
const FLAG_ENCRYPTED = 0x1;

function fail(problem: 'corrupt' | 'tooLarge' | 'encrypted', message: string): never {
  throw new SpreadsheetReadError(problem, message);
}

function findEndOfCentralDirectory(buffer: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end of the file.
  const lowest = Math.max(0, buffer.length - 22 - 0xffff);
  for (let offset = buffer.length - 22; offset >= lowest; offset -= 1) {
    if (buffer.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return fail(
    'corrupt',
    'The file is damaged or incomplete (no ZIP directory found). Save it again as .xlsx.',
  );
}

/** The 64-bit uncompressed size of a ZIP64 entry, from its extra field (present only when marked). */
function readZip64Size(extra: Buffer): number {
  for (let offset = 0; offset + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(offset);
    const size = extra.readUInt16LE(offset + 2);
    if (id === ZIP64_EXTRA_FIELD && size >= 8) return Number(extra.readBigUInt64LE(offset + 4));
    offset += 4 + size;
  }
  return Number.POSITIVE_INFINITY;
}

type Entry = { name: string; method: number; compressedSize: number; size: number; localOffset: number };

function inflateWithin(data: Buffer, entry: Entry): Buffer {
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch {
    // Either the data is broken or it unpacks to more than its directory entry says: both are a bad file.
    return fail('corrupt', `The file is damaged (entry ${entry.name} does not unpack as declared).`);
  }
}

/** Unpacks one entry with a hard output bound, so a size the directory understates cannot blow up. */
function checkUnpackedSize(buffer: Buffer, entry: Entry): void {
  if (
    entry.localOffset + 30 > buffer.length ||
    buffer.readUInt32LE(entry.localOffset) !== LOCAL_FILE_HEADER
  ) {
    fail('corrupt', 'The file is damaged or incomplete. Save it again as .xlsx.');
  }
  const start =
    entry.localOffset +
    30 +
    buffer.readUInt16LE(entry.localOffset + 26) +
    buffer.readUInt16LE(entry.localOffset + 28);
  if (start + entry.compressedSize > buffer.length) {
    fail('corrupt', 'The file is damaged or incomplete. Save it again as .xlsx.');
  }
  const data = buffer.subarray(start, start + entry.compressedSize);
  if (entry.method === METHOD_STORED) {
    if (data.length !== entry.size) fail('corrupt', `The file is damaged (entry ${entry.name}).`);
    return;
  }
  const unpacked = inflateWithin(data, entry);
  if (unpacked.length !== entry.size) fail('corrupt', `The file is damaged (entry ${entry.name}).`);
}

/**
 * Checks a ZIP archive (an XLSX workbook) before any library unpacks it: the central directory must
 * be whole, no entry encrypted or packed with an unknown method, and the declared sizes within the
 * limits; then each entry is unpacked with a hard bound to prove the declared sizes true. This is the
 * guard against decompression bombs, which a library that trusts the archive would unpack in memory.
 */
export function checkZipArchive(buffer: Buffer, limits: ZipLimits): ZipSummary {
  if (buffer.length < 22) fail('corrupt', 'The file is too short to be an XLSX workbook.');
  const end = findEndOfCentralDirectory(buffer);
  const entryCount = buffer.readUInt16LE(end + 10);
  const directorySize = buffer.readUInt32LE(end + 12);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  if (entryCount > limits.maxEntries) {
    fail('tooLarge', `The workbook holds ${entryCount} parts; at most ${limits.maxEntries} are accepted.`);
  }
  if (directoryOffset + directorySize > end) {
    fail('corrupt', 'The file is damaged or incomplete. Save it again as .xlsx.');
  }
  const entries: Entry[] = [];
  let uncompressedBytes = 0;
  let offset = directoryOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (offset + 46 > end || buffer.readUInt32LE(offset) !== CENTRAL_DIRECTORY_HEADER) {
      fail('corrupt', 'The file is damaged or incomplete. Save it again as .xlsx.');
    }
    const flags = buffer.readUInt16LE(offset + 8);
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const declaredSize = buffer.readUInt32LE(offset + 24);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const localOffset = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    const extra = buffer.subarray(offset + 46 + nameLength, offset + 46 + nameLength + extraLength);
    offset += 46 + nameLength + extraLength + commentLength;

    if (flags & FLAG_ENCRYPTED) {
      fail(
        'encrypted',
        'The workbook is password-protected. Remove the password in Excel and save it again.',
      );
    }
    if (method !== METHOD_STORED && method !== METHOD_DEFLATE) {
      fail('corrupt', `The file packs entry ${name} in a way XLSX files do not (method ${method}).`);
    }
    // A ZIP64 size in a file of a few megabytes can only be a huge one: measured as such.
    const size = declaredSize === UINT32_MARKER ? readZip64Size(extra) : declaredSize;
    uncompressedBytes += size;
    if (size > limits.maxUncompressedBytes || uncompressedBytes > limits.maxUncompressedBytes) {
      fail(
        'tooLarge',
        `The workbook unpacks to more than ${Math.round(limits.maxUncompressedBytes / 1_000_000)} MB. Remove unused sheets, images or formatting, or split the file.`,
      );
    }
    if (compressedSize === UINT32_MARKER || localOffset === UINT32_MARKER) {
      fail('corrupt', 'The file is damaged (unexpected ZIP64 entry). Save it again as .xlsx.');
    }
    entries.push({ name, method, compressedSize, size, localOffset });
  }
  for (const entry of entries) checkUnpackedSize(buffer, entry);
  return { entryNames: entries.map((entry) => entry.name), uncompressedBytes };
}
