import { FileDownloadError } from '../analyze/download-file.ts';

/** Where a year's audit package is downloaded (admins). */
export const auditPackagePath = (instanceId: string, lang: 'en' | 'de') =>
  `/api/company/calculator/instances/${encodeURIComponent(instanceId)}/audit-package?lang=${lang}`;

/** The file name a Content-Disposition header gives (`filename*` first), or `fallback`. */
export function readDispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** GETs a year's audit package with the session cookie; the ZIP and the name the server gave it. */
export async function fetchAuditPackage(
  instanceId: string,
  lang: 'en' | 'de',
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await doFetch(auditPackagePath(instanceId, lang), { credentials: 'include' });
  } catch (error) {
    throw new FileDownloadError(error instanceof Error ? error.message : 'Network error');
  }
  if (response.status >= 300)
    throw new FileDownloadError(`Request failed with status ${response.status}`, response.status);
  const fileName = readDispositionFileName(response.headers.get('content-disposition'), 'audit-package.zip');
  return { blob: await response.blob(), fileName };
}
