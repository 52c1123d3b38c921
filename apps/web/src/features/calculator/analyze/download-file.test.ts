import { describe, expect, it } from 'vitest';
import { FileDownloadError, postForFile } from './download-file.ts';

describe('postForFile', () => {
  it('posts JSON with the session cookie and the CSRF header and answers the bytes as they came', async () => {
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch: typeof fetch = async (url, init) => {
      calls.push({ url: String(url), init });
      return new Response(bytes, { status: 200 });
    };
    const blob = await postForFile(
      '/api/file',
      { instances: ['a'], lang: 'de' },
      {
        fetch: fakeFetch,
        readCsrfToken: () => 'token-1',
      },
    );
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/file');
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': 'token-1' },
      body: '{"instances":["a"],"lang":"de"}',
    });
  });

  it.each([403, 404, 500])('throws with the status %i', async (status) => {
    const fakeFetch: typeof fetch = async () => new Response('{"error":{}}', { status });
    const failure = await postForFile(
      '/api/file',
      {},
      { fetch: fakeFetch, readCsrfToken: () => undefined },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FileDownloadError);
    expect((failure as FileDownloadError).status).toBe(status);
  });

  it('throws without a status when the server is not reached', async () => {
    const fakeFetch: typeof fetch = async () => {
      throw new TypeError('Failed to fetch');
    };
    const failure = await postForFile(
      '/api/file',
      {},
      { fetch: fakeFetch, readCsrfToken: () => undefined },
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FileDownloadError);
    expect((failure as FileDownloadError).status).toBeUndefined();
  });
});
