import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, ssoConfigs, ssoIdentities, users } from '../../db/schema/identity.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { readSetCookies, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  signInAtProvider,
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../test/test-oidc-provider.ts';

const PUBLIC_URL = 'http://app.test';
const REDIRECT_URI = `${PUBLIC_URL}/oauth2/callback`;
const DOMAIN = 'acme.test';

describe('signing in with single sign-on', () => {
  let testApp: TestApp;
  let provider: TestOidcProvider;
  let companyId: string;

  async function start(email: string, redirectPath?: string) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sso/start',
      payload: { email, redirectPath },
    });
    expect(response.statusCode, response.body).toBe(200);
    const flowCookie = response.cookies.find((cookie) => cookie.name === 'sso_flow');
    return { url: (response.json() as { url: string }).url, flowCookie, flow: flowCookie?.value ?? '' };
  }

  function finish(query: string, flow: string | undefined): Promise<LightMyRequestResponse> {
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sso/callback',
      payload: { query },
      cookies: flow === undefined ? {} : { sso_flow: flow },
    });
  }

  /** The whole journey: our start, the provider's sign-in form, our callback. */
  async function signInThroughProvider(login: string, email: string, redirectPath?: string) {
    const started = await start(email, redirectPath);
    const callback = await signInAtProvider(started.url, login, REDIRECT_URI);
    return finish(callback.search, started.flow);
  }

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [REDIRECT_URI] });
    testApp = await createTestApp({
      publicUrl: PUBLIC_URL,
      allowPrivateSsoIssuers: true,
      operatorEmails: ['olga.operator@acme.test'],
    });
    const company = await buildCompany(testApp.app.database.db, { brand: 'Acme' });
    companyId = company.id;
    const owner = await buildUser(testApp.app.database.db, { companyId, role: 'owner' });
    const client = await signInAs(testApp.app, owner.email);
    const saved = await client.inject({
      method: 'PUT',
      url: '/api/company/sso',
      payload: {
        issuer: provider.issuer,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        emailDomain: DOMAIN,
        defaultRole: 'editor',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The company proved the domain (the ways to prove it have tests of their own).
    await testApp.app.database.db
      .update(ssoConfigs)
      .set({ domainVerifiedAt: new Date() })
      .where(eq(ssoConfigs.companyId, companyId));
  });
  afterAll(async () => {
    await testApp.close();
    await provider.close();
  });

  it('answers 404 for a domain without single sign-on, and 400 for a bad email', async () => {
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sso/start',
      payload: { email: 'someone@elsewhere.test' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No single sign-on is set up for this email domain.');
    const invalid = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sso/start',
      payload: { email: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
  });

  it('sends the person to the provider with PKCE, state and nonce kept in a signed httpOnly cookie', async () => {
    const started = await start('Someone@ACME.test');
    const url = new URL(started.url);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: provider.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      code_challenge_method: 'S256',
      login_hint: 'someone@acme.test',
    });
    for (const name of ['code_challenge', 'state', 'nonce']) expect(url.searchParams.get(name)).toBeTruthy();
    expect(started.flowCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    expect(started.flow).not.toContain(url.searchParams.get('state'));
  });

  it('creates the account and the membership with the default role on the first sign-in', async () => {
    provider.accounts.set('nora', {
      email: 'nora.new@acme.test',
      isEmailVerified: true,
      givenName: 'Nora',
      familyName: 'New',
    });
    const response = await signInThroughProvider('nora', 'nora.new@acme.test', '/dashboard/calculator/abc');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: {
        email: 'nora.new@acme.test',
        nameFirst: 'Nora',
        nameLast: 'New',
        company: companyId,
        companyRelationship: { role: 'editor' },
      },
      redirectPath: '/dashboard/calculator/abc',
    });
    const cookies = readSetCookies(response);
    expect(cookies.session).toBeTruthy();
    expect(cookies.sso_flow).toBe('');

    const whoami = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/whoami',
      cookies: { session: cookies.session ?? '' },
    });
    expect(whoami.statusCode).toBe(200);
    expect(whoami.json()).toMatchObject({
      email: 'nora.new@acme.test',
      companyRelationship: { role: 'editor' },
    });

    const db = testApp.app.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, 'nora.new@acme.test'));
    expect(user?.passwordHash).toBeNull();
  });

  it('signs the same person in again as the same account, without a second link', async () => {
    const first = await signInThroughProvider('nora', 'nora.new@acme.test');
    const second = await signInThroughProvider('nora', 'nora.new@acme.test');
    expect(second.statusCode).toBe(200);
    expect(second.json().data._id).toBe(first.json().data._id);
    expect(second.json().redirectPath).toBeNull();
    const db = testApp.app.database.db;
    const links = await db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, first.json().data._id));
    expect(links).toEqual([expect.objectContaining({ issuer: provider.issuer, subject: 'nora' })]);
  });

  it("links an existing member's account by email and keeps their role", async () => {
    const db = testApp.app.database.db;
    const member = await buildUser(db, { email: 'mia.member@acme.test', companyId, role: 'admin' });
    provider.accounts.set('mia', { email: 'mia.member@acme.test' });
    const response = await signInThroughProvider('mia', 'mia.member@acme.test');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ _id: member.id, companyRelationship: { role: 'admin' } });
  });

  it('never makes an operator: operator accounts are refused, and OPERATOR_EMAILS is not granted here', async () => {
    const db = testApp.app.database.db;
    const operator = await buildUser(db, {
      email: 'pia.operator@acme.test',
      companyId,
      role: 'editor',
      isSitewideAdmin: true,
    });
    provider.accounts.set('pia', { email: operator.email, isEmailVerified: true });
    const refused = await signInThroughProvider('pia', operator.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Platform administrators sign in with their password.');
    expect(readSetCookies(refused).session).toBeUndefined();

    // Named in OPERATOR_EMAILS: signs in as a member, and only a password sign-in grants the rights.
    provider.accounts.set('olga', { email: 'olga.operator@acme.test', isEmailVerified: true });
    const member = await signInThroughProvider('olga', 'olga.operator@acme.test');
    expect(member.statusCode, member.body).toBe(200);
    const [olga] = await db.select().from(users).where(eq(users.email, 'olga.operator@acme.test'));
    expect(olga?.isSitewideAdmin).toBe(false);
  });

  it('refuses to link an account that belongs to another company', async () => {
    const db = testApp.app.database.db;
    const elsewhere = await buildCompany(db);
    await buildUser(db, { email: 'otto.other@acme.test', companyId: elsewhere.id, role: 'owner' });
    provider.accounts.set('otto', { email: 'otto.other@acme.test', isEmailVerified: true });
    const response = await signInThroughProvider('otto', 'otto.other@acme.test');
    expect(response.statusCode).toBe(409);
    expect(readSetCookies(response).session).toBeUndefined();
  });

  it('refuses an email outside the configured domain, creating nothing', async () => {
    provider.accounts.set('eve', { email: 'eve@elsewhere.test', isEmailVerified: true });
    const response = await signInThroughProvider('eve', 'eve@acme.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(
      'Only addresses ending in @acme.test can sign in with this single sign-on.',
    );
    const db = testApp.app.database.db;
    expect(await db.select().from(users).where(eq(users.email, 'eve@elsewhere.test'))).toEqual([]);
  });

  it('refuses an email the provider says is not verified', async () => {
    provider.accounts.set('una', { email: 'una@acme.test', isEmailVerified: false });
    const response = await signInThroughProvider('una', 'una@acme.test');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('The identity provider has not verified this email address.');
  });

  it('refuses a tampered state, a tampered flow cookie and a missing one', async () => {
    provider.accounts.set('tom', { email: 'tom@acme.test', isEmailVerified: true });
    const started = await start('tom@acme.test');
    const callback = await signInAtProvider(started.url, 'tom', REDIRECT_URI);
    const tamperedQuery = new URLSearchParams(callback.search);
    tamperedQuery.set('state', `${tamperedQuery.get('state')}x`);

    const wrongState = await finish(tamperedQuery.toString(), started.flow);
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json().error.message).toBe(
      'This sign-in does not belong to this browser. Please start the sign-in again.',
    );
    const [payload, signature] = started.flow.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), state: 'forged' }),
    );
    const wrongCookie = await finish(callback.search, `${forged.toString('base64url')}.${signature}`);
    expect(wrongCookie.statusCode).toBe(400);
    expect(wrongCookie.json().error.message).toContain('has expired or was started elsewhere');
    const noCookie = await finish(callback.search, undefined);
    expect(noCookie.statusCode).toBe(400);

    // The untouched answer still works once: the refusals above changed nothing.
    const genuine = await finish(callback.search, started.flow);
    expect(genuine.statusCode, genuine.body).toBe(200);
    const replayed = await finish(callback.search, started.flow);
    expect(replayed.statusCode).toBe(401);
  });

  it("reports the provider's refusal", async () => {
    const started = await start('someone@acme.test');
    const state = new URL(started.url).searchParams.get('state') ?? '';
    const query = new URLSearchParams({
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
      state,
    });
    const response = await finish(`?${query}`, started.flow);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(
      'The identity provider did not sign you in (access_denied: End-User aborted interaction).',
    );
  });

  it('keeps only safe redirect paths', async () => {
    provider.accounts.set('rita', { email: 'rita@acme.test' });
    const response = await signInThroughProvider('rita', 'rita@acme.test', '//evil.example/steal');
    expect(response.statusCode).toBe(200);
    expect(response.json().redirectPath).toBeNull();
    const db = testApp.app.database.db;
    const rows = await db.select().from(memberships).where(eq(memberships.userId, response.json().data._id));
    expect(rows).toEqual([expect.objectContaining({ companyId, role: 'editor' })]);
  });
});
