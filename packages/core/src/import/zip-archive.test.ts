import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPREADSHEET_LIMITS } from './spreadsheet-file-error.ts';
import { readZipDirectory, readZipEntry } from './zip-archive.ts';

const encoder = new TextEncoder();

/** Rewrites a small archive's end record the way ZIP64 writers do: saturated fields and a ZIP64 record. */
function convertToZip64End(zip: Uint8Array): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  const record = new DataView(new ArrayBuffer(56 + 20 + 22));
  record.setUint32(0, 0x06064b50, true);
  record.setBigUint64(4, 44n, true);
  record.setBigUint64(24, BigInt(count), true);
  record.setBigUint64(32, BigInt(count), true);
  record.setBigUint64(40, BigInt(size), true);
  record.setBigUint64(48, BigInt(offset), true);
  record.setUint32(56, 0x07064b50, true);
  record.setBigUint64(64, BigInt(end), true);
  record.setUint32(60, 0, true);
  record.setUint32(72, 1, true);
  record.setUint32(76, 0x06054b50, true);
  record.setUint16(76 + 8, 0xffff, true);
  record.setUint16(76 + 10, 0xffff, true);
  record.setUint32(76 + 12, 0xffffffff, true);
  record.setUint32(76 + 16, 0xffffffff, true);
  return new Uint8Array([...zip.subarray(0, end), ...new Uint8Array(record.buffer)]);
}

describe('readZipDirectory and readZipEntry', () => {
  const zip = zipSync({
    'xl/Workbook.xml': encoder.encode('<workbook/>'.repeat(50)),
    'stored.txt': [encoder.encode('kept as is'), { level: 0 }],
  });

  it('lists entries by normalized name and unpacks deflated and stored ones', () => {
    const entries = readZipDirectory(zip);
    expect([...entries.keys()]).toEqual(['xl/workbook.xml', 'stored.txt']);
    const budget = { remainingBytes: 10_000 };
    const read = (name: string) =>
      new TextDecoder().decode(readZipEntry(zip, entries.get(name)!, budget, DEFAULT_SPREADSHEET_LIMITS));
    expect(read('xl/workbook.xml')).toBe('<workbook/>'.repeat(50));
    expect(read('stored.txt')).toBe('kept as is');
    expect(budget.remainingBytes).toBe(10_000 - 550 - 10);
  });

  it('finds the central directory through a ZIP64 end record', () => {
    expect([...readZipDirectory(convertToZip64End(zip)).keys()]).toEqual(['xl/workbook.xml', 'stored.txt']);
  });
});
