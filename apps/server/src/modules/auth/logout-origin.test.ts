import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/auth/logout only from the app itself', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function signedInSession() {
    const company = await buildCompany(testApp.app.database.db);
    const user = await buildUser(testApp.app.database.db, { companyId: company.id });
    const client = await signInAs(testApp.app, user.email);
    const logout = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'GET', url: '/api/auth/logout', cookies: client.cookies, headers });
    const isSignedIn = async () =>
      (await testApp.app.inject({ method: 'GET', url: '/api/auth/whoami', cookies: client.cookies }))
        .statusCode === 200;
    return { client, logout, isSignedIn };
  }

  it.each([
    ['another site in Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling subdomain in Sec-Fetch-Site', { 'sec-fetch-site': 'same-site' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['another referrer', { referer: 'https://evil.example/page' }],
    ['no sign of where it comes from', {}],
    ['a wrong CSRF token', { 'x-csrf-token': 'forged' }],
  ])('refuses a sign-out with %s and keeps the session', async (_label, headers) => {
    const { logout, isSignedIn } = await signedInSession();
    const response = await logout(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
    expect(await isSignedIn()).toBe(true);
  });

  it.each([
    ['Sec-Fetch-Site same-origin', () => ({ 'sec-fetch-site': 'same-origin' })],
    ['our own Origin', () => ({ host: 'app.example', origin: 'https://app.example' })],
  ])('signs out a request with %s', async (_label, headers) => {
    const { logout, isSignedIn } = await signedInSession();
    const response = await logout(headers());
    expect(response.statusCode).toBe(200);
    expect(await isSignedIn()).toBe(false);
  });

  it("signs out the app's own client, which echoes the CSRF token", async () => {
    const { client, logout, isSignedIn } = await signedInSession();
    expect((await logout({ 'x-csrf-token': client.csrfToken })).statusCode).toBe(200);
    expect(await isSignedIn()).toBe(false);
  });
});
