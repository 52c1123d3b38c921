import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { listRoutesWithoutPolicy } from './policy.ts';

describe('HTTP basics', () => {
  let testApp: TestApp;
  const webDistDir = mkdtempSync(join(tmpdir(), 'web-dist-'));

  beforeAll(async () => {
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'assets', 'main-abc123.js'), 'console.log(1)');
    testApp = await createTestApp({ webDistDir });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('declares an access policy on every API route', () => {
    const apiRoutes = testApp.app.registeredRoutes.filter((route) => route.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(0);
    expect(listRoutesWithoutPolicy(testApp.app.registeredRoutes)).toEqual([]);
  });

  it('flags a route without a policy', () => {
    expect(
      listRoutesWithoutPolicy([{ method: 'GET', url: '/api/forgotten', policy: undefined }]),
    ).toHaveLength(1);
  });

  it('answers unknown API paths with the error envelope', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No route for GET /api/no-such-thing.' },
    });
  });

  it('serves the SPA for unknown page paths (history fallback)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dashboard/calculator/form/i/123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it.each([
    ['the front door', '/'],
    ['a deep link', '/dashboard/calculator/emissions/abc'],
    ['a directory of the build', '/assets/'],
    ['a directory of the build without its slash', '/assets'],
  ])('answers %s (%s) with the SPA, not 403', async (_name, url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('<!doctype html><title>app</title><div id="root"></div>');
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log(1)');
  });

  it('sends security headers with a CSP that allows only this origin for scripts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives every response a request id, keeping a well-formed incoming one', async () => {
    const fresh = await testApp.app.inject({ method: 'GET', url: '/api/status' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/api/status',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-42');
    const replaced = await testApp.app.inject({
      method: 'GET',
      url: '/api/status',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes the OpenAPI document with the routes and their schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(
      document.paths['/api/status'].get.responses['200'].content['application/json'].schema,
    ).toMatchObject({
      type: 'object',
      properties: { isAcceptingRequests: { type: 'boolean' } },
      required: ['isAcceptingRequests'],
    });
    const ui = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
