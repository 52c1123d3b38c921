import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from '../../db/app-meta.ts';
import { ssoConfigs } from '../../db/schema/identity.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/test-oidc-provider.ts';
import { createSecretBox } from './secret-box.ts';

const PUBLIC_URL = 'http://app.test';
const REDIRECT_URI = `${PUBLIC_URL}/oauth2/callback`;

describe('single sign-on settings', () => {
  let testApp: TestApp;
  let provider: TestOidcProvider;
  let owner: SignedInClient;
  let admin: SignedInClient;
  let ownerCompanyId: string;

  const form = (overrides: Record<string, unknown> = {}) => ({
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    emailDomain: 'Settings.test',
    defaultRole: 'editor',
    isEnabled: true,
    ...overrides,
  });

  async function signInNewMember(role: string) {
    const company = await buildCompany(testApp.app.database.db);
    const user = await buildUser(testApp.app.database.db, { companyId: company.id, role });
    return { companyId: company.id, client: await signInAs(testApp.app, user.email) };
  }

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [REDIRECT_URI] });
    testApp = await createTestApp({ publicUrl: PUBLIC_URL, allowPrivateSsoIssuers: true });
    const signedInOwner = await signInNewMember('owner');
    owner = signedInOwner.client;
    ownerCompanyId = signedInOwner.companyId;
    admin = (await signInNewMember('admin')).client;
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  describe('who may', () => {
    it.each([
      ['GET', undefined],
      ['PUT', {}],
      ['DELETE', undefined],
      ['POST', undefined],
    ] as const)('%s answers 401 without a session', async (method, payload) => {
      const url = method === 'POST' ? '/api/company/sso/setup-link' : '/api/company/sso';
      const response = await testApp.app.inject({ method, url, payload });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['GET', '/api/company/sso'],
      ['PUT', '/api/company/sso'],
      ['DELETE', '/api/company/sso'],
      ['POST', '/api/company/sso/setup-link'],
    ] as const)('%s %s answers 403 to an admin (owners only)', async (method, url) => {
      const response = await admin.inject({ method, url, payload: method === 'PUT' ? form() : undefined });
      expect(response.statusCode).toBe(403);
    });
  });

  it('answers null settings and the redirect URI to register before anything is set up', async () => {
    const response = await owner.inject({ method: 'GET', url: '/api/company/sso' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sso: null, redirectUri: REDIRECT_URI });
  });

  it('answers 400 naming each invalid field', async () => {
    const response = await owner.inject({
      method: 'PUT',
      url: '/api/company/sso',
      payload: {
        issuer: 'http://idp.example.org',
        clientId: ' ',
        emailDomain: 'not a domain',
        defaultRole: 'owner',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'issuer', message: 'validation.sso.issuerUrl' },
        { path: 'clientId', message: 'validation.required' },
        { path: 'emailDomain', message: 'validation.sso.emailDomain' },
        { path: 'defaultRole', message: 'validation.invalid' },
      ]),
    );
  });

  it('refuses the domain of a public mail service', async () => {
    const response = await owner.inject({
      method: 'PUT',
      url: '/api/company/sso',
      payload: form({ emailDomain: 'gmail.com' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'emailDomain', message: 'validation.sso.publicEmailDomain' },
    ]);
  });

  it('needs the client secret on the first save', async () => {
    const response = await owner.inject({
      method: 'PUT',
      url: '/api/company/sso',
      payload: form({ clientSecret: '' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ path: 'clientSecret', message: 'validation.required' }]);
  });

  it('names the issuer when discovery fails', async () => {
    const response = await owner.inject({
      method: 'PUT',
      url: '/api/company/sso',
      payload: form({ issuer: `${provider.issuer}/no-such-tenant` }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'issuer', message: 'validation.sso.issuerUnreachable' },
    ]);
    expect(response.json().error.message).toContain(`${provider.issuer}/no-such-tenant`);
  });

  it('saves the settings with the secret encrypted and never answers it', async () => {
    const response = await owner.inject({ method: 'PUT', url: '/api/company/sso', payload: form() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sso: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        hasClientSecret: true,
        emailDomain: 'settings.test',
        defaultRole: 'editor',
        isEnabled: true,
        updatedAt: expect.any(String),
        isDomainVerified: false,
        domainTxtRecord: {
          name: '_carbon-ledger.settings.test',
          value: expect.stringMatching(/^carbon-ledger-domain=[0-9a-f]{32}$/),
        },
      },
      redirectUri: REDIRECT_URI,
    });
    expect(response.body).not.toContain(provider.clientSecret);

    const db = testApp.app.database.db;
    const [row] = await db.select().from(ssoConfigs).where(eq(ssoConfigs.companyId, ownerCompanyId));
    expect(row?.clientSecretEncrypted).not.toContain(provider.clientSecret);
    const box = createSecretBox(await resolveSessionSecret(db, undefined));
    expect(box.open(row?.clientSecretEncrypted ?? '', ownerCompanyId)).toBe(provider.clientSecret);
  });

  it('keeps the stored secret when an update leaves it out', async () => {
    const response = await owner.inject({
      method: 'PUT',
      url: '/api/company/sso',
      payload: form({ clientSecret: undefined, defaultRole: 'viewer', isEnabled: false }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().sso).toMatchObject({
      hasClientSecret: true,
      defaultRole: 'viewer',
      isEnabled: false,
    });
    const db = testApp.app.database.db;
    const [row] = await db.select().from(ssoConfigs).where(eq(ssoConfigs.companyId, ownerCompanyId));
    const box = createSecretBox(await resolveSessionSecret(db, undefined));
    expect(box.open(row?.clientSecretEncrypted ?? '', ownerCompanyId)).toBe(provider.clientSecret);
  });

  it('answers 409 when another company claims the same email domain', async () => {
    // The first company proved the domain (the ways to prove it have tests of their own).
    await testApp.app.database.db
      .update(ssoConfigs)
      .set({ domainVerifiedAt: new Date() })
      .where(eq(ssoConfigs.companyId, ownerCompanyId));
    const other = await signInNewMember('owner');
    const response = await other.client.inject({
      method: 'PUT',
      url: '/api/company/sso',
      payload: form({ emailDomain: '@SETTINGS.test' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details).toEqual([
      { path: 'emailDomain', message: 'validation.sso.emailDomainTaken' },
    ]);
    // The other company still sees only its own (empty) settings.
    const own = await other.client.inject({ method: 'GET', url: '/api/company/sso' });
    expect(own.json().sso).toBeNull();
  });

  it('removes the settings, and answers 404 when there are none', async () => {
    const removed = await owner.inject({ method: 'DELETE', url: '/api/company/sso' });
    expect(removed.statusCode).toBe(200);
    expect((await owner.inject({ method: 'GET', url: '/api/company/sso' })).json().sso).toBeNull();
    const again = await owner.inject({ method: 'DELETE', url: '/api/company/sso' });
    expect(again.statusCode).toBe(404);
  });

  describe('setup link', () => {
    it('lets someone without an account fill in the settings once', async () => {
      const created = await owner.inject({ method: 'POST', url: '/api/company/sso/setup-link' });
      expect(created.statusCode).toBe(201);
      const { url, expiresAt } = created.json() as { url: string; expiresAt: string };
      expect(url).toMatch(/^http:\/\/app\.test\/sso-setup\/[\w-]{20,}$/);
      expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
      const token = url.split('/').pop();

      const details = await testApp.app.inject({ method: 'GET', url: `/api/sso/setup/${token}` });
      expect(details.statusCode).toBe(200);
      expect(details.json()).toMatchObject({
        sso: null,
        redirectUri: REDIRECT_URI,
        companyInfo: { brand: expect.any(String) },
      });

      const invalid = await testApp.app.inject({
        method: 'POST',
        url: `/api/sso/setup/${token}`,
        payload: form({ emailDomain: '' }),
      });
      expect(invalid.statusCode).toBe(400);

      const saved = await testApp.app.inject({
        method: 'POST',
        url: `/api/sso/setup/${token}`,
        payload: form(),
      });
      expect(saved.statusCode).toBe(200);
      const settings = await owner.inject({ method: 'GET', url: '/api/company/sso' });
      expect(settings.json().sso).toMatchObject({ emailDomain: 'settings.test', hasClientSecret: true });

      const reused = await testApp.app.inject({
        method: 'POST',
        url: `/api/sso/setup/${token}`,
        payload: form(),
      });
      expect(reused.statusCode).toBe(404);
      expect((await testApp.app.inject({ method: 'GET', url: `/api/sso/setup/${token}` })).statusCode).toBe(
        404,
      );
    });

    it('answers 404 for an unknown link', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/sso/setup/not-a-real-token' });
      expect(response.statusCode).toBe(404);
    });
  });
});
