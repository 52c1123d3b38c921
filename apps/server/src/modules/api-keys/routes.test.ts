import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema/identity.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashToken } from '../auth/tokens.ts';

const IN_A_YEAR = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

describe('API key routes', () => {
  let testApp: TestApp;
  let ownerA: SignedInClient;
  let ownerB: SignedInClient;
  const belowOwner = new Map<string, SignedInClient>();
  const signedInAs = (role: string): SignedInClient => {
    const client = belowOwner.get(role);
    if (!client) throw new Error(`no ${role} signed in`);
    return client;
  };
  let companyA: { id: string; brand: string };
  let companyB: { id: string; brand: string };

  const createKey = async (client: SignedInClient, payload: Record<string, unknown> = {}) => {
    const response = await client.inject({
      method: 'PUT',
      url: '/api/company/api-keys',
      payload: { name: 'ERP sync', expiresAt: IN_A_YEAR(), ...payload },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { apiKey: string; _id: string; name: string; expiresAt: string | null };
  };
  const callPublicApi = (apiKey: string, url = '/1.0/company') =>
    testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${apiKey}` } });
  const setKeyColumns = (id: string, values: Partial<typeof apiKeys.$inferInsert>) =>
    testApp.app.database.db.update(apiKeys).set(values).where(eq(apiKeys.id, id));

  beforeAll(async () => {
    testApp = await createTestApp();
    const db = testApp.app.database.db;
    companyA = await buildCompany(db, { brand: 'Alpha Mills' });
    companyB = await buildCompany(db, { brand: 'Beta Foods', country: 'AT', currency: 'CHF' });
    const a = await buildUser(db, { companyId: companyA.id, role: 'owner' });
    const b = await buildUser(db, { companyId: companyB.id, role: 'owner' });
    [ownerA, ownerB] = await Promise.all([signInAs(testApp.app, a.email), signInAs(testApp.app, b.email)]);
    for (const role of ['admin', 'editor', 'viewer']) {
      const user = await buildUser(db, { companyId: companyA.id, role });
      belowOwner.set(role, await signInAs(testApp.app, user.email));
    }
  });
  afterAll(() => testApp.close());

  describe('without a session or below owner', () => {
    const calls = [
      { method: 'GET', url: '/api/company/api-keys' },
      { method: 'PUT', url: '/api/company/api-keys', payload: { name: 'x' } },
      { method: 'DELETE', url: '/api/company/api-keys/00000000-0000-4000-8000-000000000000' },
    ] as const;

    it.each(calls)('$method $url answers 401 without a session', async (call) => {
      const response = await testApp.app.inject(call);
      expect(response.statusCode).toBe(401);
    });

    it('answers 401 for a temporary key without a session', async () => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/temporary-api-key' });
      expect(response.statusCode).toBe(401);
    });

    it.each(['admin', 'editor', 'viewer'].flatMap((role) => calls.map((call) => ({ role, ...call }))))(
      '$method $url answers 403 for an $role',
      async ({ role, ...call }) => {
        const response = await signedInAs(role).inject(call);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
      },
    );
  });

  describe('PUT /api/company/api-keys', () => {
    it('answers the key once, trimmed name and expiry, and the list never shows it', async () => {
      const expiresAt = IN_A_YEAR();
      const created = await createKey(ownerA, { name: '  ERP sync  ', expiresAt });
      expect(created).toEqual({
        apiKey: expect.stringMatching(new RegExp(`^clk_${companyA.id.replaceAll('-', '')}_[\\w-]{43}$`)),
        _id: expect.any(String),
        name: 'ERP sync',
        expiresAt,
      });
      const list = await ownerA.inject({ method: 'GET', url: '/api/company/api-keys' });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(created.apiKey);
      expect(list.body).not.toContain(created.apiKey.slice(-20));
      expect(list.json().apiKeys).toContainEqual({
        _id: created._id,
        name: 'ERP sync',
        keyPrefix: created.apiKey.split('_').slice(2).join('_').slice(0, 8),
        createdAt: expect.any(String),
        expiresAt,
        lastUsedAt: null,
        isExpired: false,
      });
    });

    it('accepts a key that never expires', async () => {
      expect((await createKey(ownerA, { expiresAt: null })).expiresAt).toBeNull();
      expect((await createKey(ownerA, { expiresAt: undefined })).expiresAt).toBeNull();
    });

    it.each([
      [{ name: '   ' }, 'name', 'validation.required'],
      [{ name: 'x'.repeat(101) }, 'name', 'validation.apiKey.nameLength'],
      [{ name: 'ok', expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt', 'validation.apiKey.expiryPast'],
      [{ name: 'ok', expiresAt: '2999-01-01T00:00:00Z' }, 'expiresAt', 'validation.apiKey.expiryTooFar'],
      [{ name: 'ok', expiresAt: 'next week' }, 'expiresAt', 'validation.invalid'],
    ])('answers 400 for %j naming %s', async (payload, path, message) => {
      const response = await ownerA.inject({ method: 'PUT', url: '/api/company/api-keys', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path, message }],
      });
    });
  });

  describe('GET /1.0/company', () => {
    it("answers the key's company and never another one", async () => {
      const keyA = await createKey(ownerA);
      const keyB = await createKey(ownerB);
      const answerA = await callPublicApi(keyA.apiKey);
      expect(answerA.statusCode).toBe(200);
      expect(answerA.json()).toEqual({
        _id: companyA.id,
        companyInfo: { brand: 'Alpha Mills', company: 'Alpha Mills GmbH', country: 'DE' },
        currency: 'EUR',
      });
      expect((await callPublicApi(keyB.apiKey)).json()).toMatchObject({
        _id: companyB.id,
        companyInfo: { brand: 'Beta Foods' },
        currency: 'CHF',
      });
      // Company A's id with company B's secret: the claimed company finds no such hash.
      const forged = keyA.apiKey.slice(0, 37) + keyB.apiKey.slice(37);
      expect((await callPublicApi(forged)).statusCode).toBe(401);
    });

    it('records when a key was last used', async () => {
      const key = await createKey(ownerA, { name: 'Last used' });
      await callPublicApi(key.apiKey);
      const list = (await ownerA.inject({ method: 'GET', url: '/api/company/api-keys' })).json();
      const listed = list.apiKeys.find((entry: { _id: string }) => entry._id === key._id);
      expect(Date.parse(listed.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it.each([
      ['no header', undefined, 'This API needs a key'],
      ['another scheme', 'Basic dXNlcjpwYXNz', 'must be "Bearer <API key>"'],
      ['a malformed key', 'Bearer clk_nonsense', 'must be "Bearer <API key>"'],
      ['an unknown key', `Bearer clk_${'0'.repeat(32)}_${'A'.repeat(43)}`, 'not valid'],
    ])('answers 401 with %s', async (_case, authorization, message) => {
      const headers = authorization ? { authorization } : {};
      const response = await testApp.app.inject({ method: 'GET', url: '/1.0/company', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toContain(message);
    });

    it('does not accept a session cookie instead of a key', async () => {
      const response = await ownerA.inject({ method: 'GET', url: '/1.0/company' });
      expect(response.statusCode).toBe(401);
    });

    it('answers 401 once a key has expired', async () => {
      const key = await createKey(ownerA);
      await setKeyColumns(key._id, { expiresAt: new Date(Date.now() - 1000) });
      const response = await callPublicApi(key.apiKey);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('This API key has expired.');
      const list = (await ownerA.inject({ method: 'GET', url: '/api/company/api-keys' })).json();
      expect(list.apiKeys.find((entry: { _id: string }) => entry._id === key._id).isExpired).toBe(true);
    });
  });

  describe('DELETE /api/company/api-keys/:apiKey', () => {
    it('revokes the key: 401 on the public API afterwards, gone from the list', async () => {
      const key = await createKey(ownerA, { name: 'To revoke' });
      expect((await callPublicApi(key.apiKey)).statusCode).toBe(200);
      const response = await ownerA.inject({ method: 'DELETE', url: `/api/company/api-keys/${key._id}` });
      expect(response.statusCode).toBe(200);
      const after = await callPublicApi(key.apiKey);
      expect(after.statusCode).toBe(401);
      expect(after.json().error.message).toBe('This API key has been revoked.');
      const list = (await ownerA.inject({ method: 'GET', url: '/api/company/api-keys' })).json();
      expect(list.apiKeys.map((entry: { _id: string }) => entry._id)).not.toContain(key._id);
      const again = await ownerA.inject({ method: 'DELETE', url: `/api/company/api-keys/${key._id}` });
      expect(again.statusCode).toBe(404);
    });

    it("answers 404 for another company's key and leaves it working", async () => {
      const keyB = await createKey(ownerB);
      const response = await ownerA.inject({ method: 'DELETE', url: `/api/company/api-keys/${keyB._id}` });
      expect(response.statusCode).toBe(404);
      expect((await callPublicApi(keyB.apiKey)).statusCode).toBe(200);
      const listA = (await ownerA.inject({ method: 'GET', url: '/api/company/api-keys' })).json();
      expect(listA.apiKeys.map((entry: { _id: string }) => entry._id)).not.toContain(keyB._id);
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])(
      'answers 404 for the id %s',
      async (id) => {
        const response = await ownerA.inject({ method: 'DELETE', url: `/api/company/api-keys/${id}` });
        expect(response.statusCode).toBe(404);
      },
    );
  });

  describe('POST /api/auth/temporary-api-key', () => {
    it('gives any member a 5-minute key for their company that is not listed', async () => {
      const before = Date.now();
      const response = await signedInAs('viewer').inject({
        method: 'POST',
        url: '/api/auth/temporary-api-key',
      });
      expect(response.statusCode).toBe(201);
      const { apiKey, expiresAt } = response.json() as { apiKey: string; expiresAt: string };
      expect(Date.parse(expiresAt) - before).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
      expect(Date.parse(expiresAt) - before).toBeLessThanOrEqual(5 * 60_000 + 5000);
      expect((await callPublicApi(apiKey)).json()._id).toBe(companyA.id);
      const list = await ownerA.inject({ method: 'GET', url: '/api/company/api-keys' });
      expect(list.json().apiKeys.map((entry: { name: string }) => entry.name)).not.toContain('Temporary key');
    });

    it('stops working after its 5 minutes', async () => {
      const response = await ownerA.inject({ method: 'POST', url: '/api/auth/temporary-api-key' });
      const { apiKey } = response.json() as { apiKey: string };
      await testApp.app.database.db
        .update(apiKeys)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(apiKeys.keyHash, hashToken(apiKey)));
      expect((await callPublicApi(apiKey)).statusCode).toBe(401);
    });

    it('refuses a mutating call without the CSRF header', async () => {
      const response = await ownerA.inject({
        method: 'POST',
        url: '/api/auth/temporary-api-key',
        headers: { 'x-csrf-token': '' },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  it('ignores a bearer key on /api routes', async () => {
    const key = await createKey(ownerA);
    const response = await callPublicApi(key.apiKey, '/api/auth/whoami');
    expect(response.statusCode).toBe(401);
  });

  it('documents /1.0/company with the bearer scheme in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/1.0/company'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/company/api-keys'].put).toBeDefined();
  });
});
