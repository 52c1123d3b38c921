import { describe, expect, it } from 'vitest';
import { FileDownloadError } from '../analyze/download-file.ts';
import { auditPackagePath, fetchAuditPackage, readDispositionFileName } from './audit-package-download.ts';

describe('audit package download', () => {
  it('reads the UTF-8 file name first, then the plain one, else the fallback', () => {
    expect(
      readDispositionFileName(
        `attachment; filename="audit-package-M_nchen-2025.zip"; filename*=UTF-8''audit-package-M%C3%BCnchen-2025.zip`,
        'x.zip',
      ),
    ).toBe('audit-package-München-2025.zip');
    expect(readDispositionFileName('attachment; filename="a.zip"', 'x.zip')).toBe('a.zip');
    expect(readDispositionFileName(null, 'x.zip')).toBe('x.zip');
  });

  it('asks for the year in the language given and reports a refusal with its status', async () => {
    const calls: string[] = [];
    const ok = await fetchAuditPackage('y1', 'de', async (input) => {
      calls.push(String(input));
      return new Response(new Uint8Array([80, 75]), {
        headers: { 'content-disposition': 'attachment; filename="p.zip"' },
      });
    });
    expect(calls).toEqual([auditPackagePath('y1', 'de')]);
    expect(ok.fileName).toBe('p.zip');
    expect(ok.blob.size).toBe(2);
    await expect(
      fetchAuditPackage('y1', 'en', async () => new Response('{}', { status: 422 })),
    ).rejects.toMatchObject({ status: 422 });
    await expect(
      fetchAuditPackage('y1', 'en', async () => {
        throw new TypeError('offline');
      }),
    ).rejects.toBeInstanceOf(FileDownloadError);
  });
});
