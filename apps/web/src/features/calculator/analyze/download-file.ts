import { CSRF_HEADER, readCsrfCookie } from '../../../api/http-client.ts';

/** A call whose answer is a file rather than JSON failed; `status` is absent when the server was not reached. */
export class FileDownloadError extends Error {
  override name = 'FileDownloadError';
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

export type PostForFileOptions = {
  fetch?: typeof fetch;
  readCsrfToken?: () => string | undefined;
};

/**
 * POSTs JSON and returns the answer as a Blob. The shared API client reads every answer as text (JSON),
 * which would corrupt a binary file, so file downloads take this path; it sends the session cookie and
 * the CSRF header the same way.
 */
export async function postForFile(
  path: string,
  body: unknown,
  options: PostForFileOptions = {},
): Promise<Blob> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const csrf = (options.readCsrfToken ?? readCsrfCookie)();
  if (csrf) headers[CSRF_HEADER] = csrf;
  let response: Response;
  try {
    response = await doFetch(path, {
      method: 'POST',
      credentials: 'include',
      headers,
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new FileDownloadError(error instanceof Error ? error.message : 'Network error');
  }
  if (response.status >= 300)
    throw new FileDownloadError(`Request failed with status ${response.status}`, response.status);
  return response.blob();
}

/** Hands a Blob to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
