import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttpClient, fillPathParams, readCsrfCookie } from './http-client.ts';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fetch that answers from a list of responders in order and records the calls. */
function fakeFetch(...responders: Array<(call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(url), init };
    calls.push(call);
    const responder = responders[Math.min(calls.length - 1, responders.length - 1)];
    if (!responder) throw new Error('no responder');
    return responder(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const quietLogger = { error: vi.fn() };

describe('fillPathParams', () => {
  it('replaces :name segments with encoded values', () => {
    expect(fillPathParams('/api/company/api-keys/:apiKey', { apiKey: 'a/b c' })).toBe(
      '/api/company/api-keys/a%2Fb%20c',
    );
    expect(fillPathParams('/register/:company?/:token?', { company: 'acme' })).toBe('/register/acme/');
  });

  it('refuses a missing required value', () => {
    expect(() => fillPathParams('/x/:id', {})).toThrow(':id');
  });
});

describe('readCsrfCookie', () => {
  it('finds the csrf_token cookie among others', () => {
    expect(readCsrfCookie('a=1; csrf_token=abc%3D%3D; b=2')).toBe('abc==');
    expect(readCsrfCookie('a=1')).toBeUndefined();
  });
});

describe('createHttpClient', () => {
  it('sends cookies, the CSRF header and JSON, and answers data for status < 300', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ok: 1 }));
    const client = createHttpClient({ fetch, readCsrfToken: () => 'token-1', logger: quietLogger });
    const result = await client.post(
      '/api/things/:id',
      { name: 'x' },
      { params: { id: 7 }, query: { lang: 'de' } },
    );
    expect(result).toEqual({ data: { ok: 1 }, status: 200 });
    expect(calls[0]?.url).toBe('/api/things/7?lang=de');
    expect(calls[0]?.init.credentials).toBe('include');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['X-CSRF-Token']).toBe('token-1');
    expect(headers['Content-Type']).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"name":"x"}');
  });

  it('leaves the content type of form data to the browser', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const client = createHttpClient({ fetch, logger: quietLogger });
    const form = new FormData();
    form.set('file', 'x');
    await client.put('/api/upload', form);
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(calls[0]?.init.body).toBe(form);
  });

  it('turns a status of 300 or above into an error field with the envelope', async () => {
    const { fetch } = fakeFetch(() =>
      json(400, {
        error: { code: 'VALIDATION_FAILED', message: 'bad', details: [{ path: 'email', message: 'x' }] },
      }),
    );
    const client = createHttpClient({ fetch, logger: quietLogger });
    expect(await client.get('/api/x')).toEqual({
      status: 400,
      error: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'bad',
        details: [{ path: 'email', message: 'x' }],
      },
    });
    const redirect = createHttpClient({ fetch: fakeFetch(() => new Response('', { status: 302 })).fetch });
    expect((await redirect.get('/api/y')).error?.status).toBe(302);
  });

  it('logs network errors and gives no result', async () => {
    const logger = { error: vi.fn() };
    const { fetch } = fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const client = createHttpClient({ fetch, logger });
    expect(await client.get('/api/status')).toEqual({});
    expect(logger.error).toHaveBeenCalledOnce();
  });

  it('shares identical concurrent requests', async () => {
    const pending: Array<(response: Response) => void> = [];
    const { fetch, calls } = fakeFetch(() => new Promise<Response>((resolve) => pending.push(resolve)));
    const client = createHttpClient({ fetch, logger: quietLogger });
    const first = client.get('/api/shared');
    const second = client.get('/api/shared');
    const different = client.post('/api/shared', { a: 1 });
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    pending[0]?.(json(200, { n: 1 }));
    pending[1]?.(json(200, { n: 2 }));
    expect((await first).data).toEqual({ n: 1 });
    expect((await second).data).toEqual({ n: 1 });
    expect((await different).data).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('answers from the cache when asked to, and only for successes', async () => {
    const { fetch, calls } = fakeFetch(
      () => json(500, {}),
      () => json(200, { v: 1 }),
    );
    const client = createHttpClient({ fetch, logger: quietLogger });
    expect((await client.get('/api/c', { cacheTtlMs: 60_000 })).error?.status).toBe(500);
    expect((await client.get('/api/c', { cacheTtlMs: 60_000 })).data).toEqual({ v: 1 });
    expect((await client.get('/api/c', { cacheTtlMs: 60_000 })).data).toEqual({ v: 1 });
    expect(calls).toHaveLength(2);
    client.clearCache();
    await client.get('/api/c', { cacheTtlMs: 60_000 });
    expect(calls).toHaveLength(3);
  });

  it('retries a 401 once, then checks the session and reports expiry', async () => {
    const onSessionExpired = vi.fn();
    const { fetch, calls } = fakeFetch(() =>
      json(401, { error: { code: 'UNAUTHENTICATED', message: 'no' } }),
    );
    const client = createHttpClient({ fetch, sessionCheckPath: '/api/auth/whoami', onSessionExpired });
    const result = await client.get('/api/company/calculator/setup');
    expect(result.error?.status).toBe(401);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/company/calculator/setup',
      '/api/company/calculator/setup',
      '/api/auth/whoami',
    ]);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('does not report expiry when the session check passes (a 403 for lack of a role)', async () => {
    const onSessionExpired = vi.fn();
    const { fetch, calls } = fakeFetch(
      () => json(403, { error: { code: 'FORBIDDEN', message: 'no' } }),
      () => json(403, { error: { code: 'FORBIDDEN', message: 'no' } }),
      () => json(200, { email: 'a@b.de' }),
    );
    const client = createHttpClient({ fetch, sessionCheckPath: '/api/auth/whoami', onSessionExpired });
    const result = await client.delete('/api/company/api-keys/:key', { params: { key: 'k' } });
    expect(result.error?.code).toBe('FORBIDDEN');
    expect(calls).toHaveLength(3);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('succeeds on the second try without checking the session', async () => {
    const { fetch, calls } = fakeFetch(
      () => json(401, {}),
      () => json(200, { fine: true }),
    );
    const client = createHttpClient({ fetch, sessionCheckPath: '/api/auth/whoami' });
    expect((await client.get('/api/x')).data).toEqual({ fine: true });
    expect(calls).toHaveLength(2);
  });

  it('neither retries nor checks the session for a sign-in attempt', async () => {
    const onSessionExpired = vi.fn();
    const { fetch, calls } = fakeFetch(() =>
      json(401, { error: { code: 'UNAUTHENTICATED', message: 'wrong' } }),
    );
    const client = createHttpClient({ fetch, sessionCheckPath: '/api/auth/whoami', onSessionExpired });
    const result = await client.post(
      '/api/auth/login',
      { email: 'a@b.de', password: 'x' },
      { isAuthAttempt: true },
    );
    expect(result.error?.code).toBe('UNAUTHENTICATED');
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not retry other errors', async () => {
    const { fetch, calls } = fakeFetch(() => json(404, {}));
    const client = createHttpClient({ fetch, sessionCheckPath: '/api/auth/whoami' });
    await client.get('/api/x');
    expect(calls).toHaveLength(1);
  });

  it('checks the answer against a schema', async () => {
    const schema = z.object({ isAcceptingRequests: z.boolean() });
    const good = createHttpClient({ fetch: fakeFetch(() => json(200, { isAcceptingRequests: true })).fetch });
    expect((await good.get('/api/status', { schema })).data).toEqual({ isAcceptingRequests: true });
    const bad = createHttpClient({ fetch: fakeFetch(() => json(200, 'oops')).fetch, logger: quietLogger });
    expect((await bad.get('/api/status', { schema })).error?.code).toBe('INVALID_RESPONSE');
  });

  it('adds extra headers such as an invite token or an API key', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const client = createHttpClient({ fetch, getExtraHeaders: () => ({ Authorization: 'Bearer k1' }) });
    await client.get('/1.0/results/audit');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer k1');
  });

  it('reports how many calls are under way', async () => {
    const counts: number[] = [];
    const { fetch } = fakeFetch(() => json(200, {}));
    const client = createHttpClient({ fetch, onActivityChange: (count) => counts.push(count) });
    await Promise.all([client.get('/a'), client.get('/b')]);
    expect(counts).toEqual([1, 2, 1, 0]);
  });
});

describe('a call refused for a missing subscription', () => {
  it('is reported once to onSubscriptionRequired with its error, without a session check', async () => {
    const refusal = { error: { code: 'SUBSCRIPTION_REQUIRED', message: 'This needs a paid subscription.' } };
    const { fetch, calls } = fakeFetch(() => json(402, refusal));
    const onSubscriptionRequired = vi.fn();
    const onSessionExpired = vi.fn();
    const client = createHttpClient({
      fetch,
      logger: quietLogger,
      sessionCheckPath: '/api/auth/whoami',
      onSessionExpired,
      onSubscriptionRequired,
    });
    const result = await client.post('/api/company/calculator/results/list', { instances: [] });
    expect(result.error).toMatchObject({ status: 402, code: 'SUBSCRIPTION_REQUIRED' });
    expect(onSubscriptionRequired).toHaveBeenCalledTimes(1);
    expect(onSubscriptionRequired.mock.calls[0]?.[0]).toMatchObject({ code: 'SUBSCRIPTION_REQUIRED' });
    expect(calls).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('is not reported for other refusals', async () => {
    const { fetch } = fakeFetch(() => json(409, { error: { code: 'CONFLICT', message: 'x' } }));
    const onSubscriptionRequired = vi.fn();
    const client = createHttpClient({ fetch, logger: quietLogger, onSubscriptionRequired });
    await client.get('/api/x');
    expect(onSubscriptionRequired).not.toHaveBeenCalled();
  });
});
