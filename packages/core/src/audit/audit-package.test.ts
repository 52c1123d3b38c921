import { describe, expect, it } from 'vitest';
import { toPackageEntryName, writeChecksums } from './audit-package.ts';

describe('audit package names and checksums', () => {
  it('keeps entry names to one plain ASCII file name', () => {
    expect(toPackageEntryName('März Rechnung.pdf')).toBe('Marz Rechnung.pdf');
    expect(toPackageEntryName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(toPackageEntryName('a\u0000b\\c:d.csv')).toBe('a_b_c_d.csv');
    expect(toPackageEntryName('...')).toBe('file');
    expect(toPackageEntryName('日本.pdf')).toBe('__.pdf');
  });

  it('writes sha256sum lines, two spaces between hash and path', () => {
    expect(writeChecksums([{ path: 'a/b.csv', sizeBytes: 1, sha256: 'ab' }])).toBe('ab  a/b.csv\n');
  });
});
