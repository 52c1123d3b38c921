import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { readSetCookies, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp.ts';
import { readTokenFromLink } from '../account/test-kit.ts';

const registration = {
  email: 'Founder@Example.org ',
  password1: 'Sustain4bility',
  password2: 'Sustain4bility',
  nameFirst: 'Frida',
  nameLast: 'Founder',
  info: {
    company: 'Green Widgets GmbH',
    brand: 'Green Widgets',
    address: 'Hafenweg 2',
    city: 'Hamburg',
    zip: '20457',
    country: 'de',
  },
};

describe('auth routes', () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ smtpUrl: smtp.url });
    // An installation that already has an account: registrations here are ordinary owners (the
    // first account's operator role is tested with the operators).
    await buildUser(testApp.app.database.db);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  describe('POST /api/auth/register', () => {
    it('creates the account and its company with the account as owner once the mailed link is confirmed, and signs in', async () => {
      const requested = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: registration,
      });
      expect(requested.statusCode).toBe(202);
      expect(requested.json()).toEqual({ confirmationSentTo: 'founder@example.org' });
      const link = smtp.findLink(await smtp.waitForMail('founder@example.org'), '/register/confirm/');
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register/confirm',
        payload: { token: readTokenFromLink(`http://localhost${link}`) },
      });
      expect(response.statusCode).toBe(201);
      const user = response.json().data;
      expect(user).toMatchObject({
        email: 'founder@example.org',
        nameFirst: 'Frida',
        companyInfo: { brand: 'Green Widgets', company: 'Green Widgets GmbH', country: 'DE' },
        companyRelationship: { role: 'owner' },
        currencyInfo: { currency: 'EUR', currencySymbol: '€', currencyName: 'Euros', conversionFactor: 1 },
      });
      const cookies = readSetCookies(response);
      expect(cookies.session).toBeTruthy();
      expect(cookies.csrf_token).toBeTruthy();
    });

    it('answers a second registration with the same email as any other, without telling it is taken', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...registration, email: 'founder@example.org' },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ confirmationSentTo: 'founder@example.org' });
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('answers 400 naming each invalid field', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          ...registration,
          email: 'not-an-email',
          password2: 'other',
          info: { ...registration.info, zip: ' ' },
        },
      });
      expect(response.statusCode).toBe(400);
      const details = response.json().error.details as Array<{ path: string; message: string }>;
      expect(details).toEqual(
        expect.arrayContaining([
          { path: 'email', message: 'validation.email.invalid' },
          { path: 'info.zip', message: 'validation.required' },
        ]),
      );
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with httpOnly session cookie, readable CSRF cookie, and answers { data: user }', async () => {
      const company = await buildCompany(testApp.app.database.db, { brand: 'Login Co' });
      const user = await buildUser(testApp.app.database.db, { companyId: company.id, role: 'editor' });
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        _id: user.id,
        company: company.id,
        companyRelationship: { role: 'editor' },
      });
      const session = response.cookies.find((cookie) => cookie.name === 'session');
      const csrf = response.cookies.find((cookie) => cookie.name === 'csrf_token');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(csrf?.httpOnly).toBeFalsy();
    });

    it('gives one answer for an unknown email and a wrong password', async () => {
      const company = await buildCompany(testApp.app.database.db);
      const user = await buildUser(testApp.app.database.db, { companyId: company.id });
      const wrong = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'Wrong-password-1' },
        remoteAddress: '10.0.0.1',
      });
      const unknown = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.org', password: 'Wrong-password-1' },
        remoteAddress: '10.0.0.1',
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
    });

    it('throttles repeated failures for an account, even with the right password afterwards', async () => {
      const company = await buildCompany(testApp.app.database.db);
      const user = await buildUser(testApp.app.database.db, { companyId: company.id });
      const attempt = (password: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
          remoteAddress: '10.0.0.2',
        });
      for (let index = 0; index < 5; index += 1)
        expect((await attempt('Wrong-password-1')).statusCode).toBe(401);
      const locked = await attempt(TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.message).toMatch(
        /Too many failed sign-in attempts\. Please try again in 15 minutes\./,
      );
    });

    it('throttles one IP trying many accounts', async () => {
      for (let index = 0; index < 20; index += 1) {
        await testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `guess-${index}@example.org`, password: 'Guess-123' },
          remoteAddress: '10.9.9.9',
        });
      }
      const next = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'another@example.org', password: 'Guess-123' },
        remoteAddress: '10.9.9.9',
      });
      expect(next.statusCode).toBe(429);
    });

    it('answers 400 naming the field for a malformed body', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'x' },
      });
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json()
          .error.details.map((detail: { path: string }) => detail.path)
          .sort(),
      ).toEqual(['email', 'password']);
    });
  });

  describe('sessions', () => {
    it('answers whoami 401 without a session and with a forged cookie', async () => {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(401);
      const forged = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/whoami',
        cookies: { session: 'forged' },
      });
      expect(forged.statusCode).toBe(401);
    });

    it('gives a new session id at every sign-in and ends it at logout', async () => {
      const company = await buildCompany(testApp.app.database.db);
      const user = await buildUser(testApp.app.database.db, { companyId: company.id });
      const first = await signInAs(testApp.app, user.email);
      const second = await signInAs(testApp.app, user.email);
      expect(first.cookies.session).not.toBe(second.cookies.session);
      expect((await first.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(200);

      const logout = await first.inject({ method: 'GET', url: '/api/auth/logout' });
      expect(logout.statusCode).toBe(200);
      expect(readSetCookies(logout).session).toBe('');
      expect((await first.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(401);
      expect((await second.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(200);
    });

    it('refuses a write without the CSRF header, or with another session’s token', async () => {
      const company = await buildCompany(testApp.app.database.db);
      const user = await buildUser(testApp.app.database.db, { companyId: company.id });
      const client = await signInAs(testApp.app, user.email);
      const other = await signInAs(testApp.app, user.email);
      const request = {
        method: 'POST' as const,
        url: '/api/auth/switch-company',
        payload: { company: company.id },
      };
      const missing = await testApp.app.inject({ ...request, cookies: client.cookies });
      expect(missing.statusCode).toBe(403);
      expect(missing.json().error.code).toBe('CSRF_REJECTED');
      const mismatched = await client.inject({ ...request, headers: { 'x-csrf-token': other.csrfToken } });
      expect(mismatched.statusCode).toBe(403);
      expect((await client.inject(request)).statusCode).toBe(200);
    });

    it('refuses a forged cross-site POST', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'https://evil.example', host: 'localhost:3000' },
        payload: { email: 'a@b.de', password: 'x' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CSRF_REJECTED');
    });
  });

  describe('companies and switching', () => {
    it('lists the user’s companies and switches only to one of them', async () => {
      const db = testApp.app.database.db;
      const first = await buildCompany(db, { brand: 'Alpha' });
      const second = await buildCompany(db, { brand: 'Beta' });
      const foreign = await buildCompany(db, { brand: 'Gamma' });
      const user = await buildUser(db, { companyId: first.id, role: 'admin' });
      await addMembership(db, user.id, second.id, 'viewer');
      const client = await signInAs(testApp.app, user.email);

      const list = await client.inject({ method: 'GET', url: '/api/auth/companies' });
      expect(
        list
          .json()
          .companies.map((company: { companyInfo: { brand: string } }) => company.companyInfo.brand)
          .sort(),
      ).toEqual(['Alpha', 'Beta']);

      const refused = await client.inject({
        method: 'POST',
        url: '/api/auth/switch-company',
        payload: { company: foreign.id },
      });
      expect(refused.statusCode).toBe(404);
      const badBody = await client.inject({ method: 'POST', url: '/api/auth/switch-company', payload: {} });
      expect(badBody.statusCode).toBe(400);
      expect(badBody.json().error.details[0].path).toBe('company');

      const switched = await client.inject({
        method: 'POST',
        url: '/api/auth/switch-company',
        payload: { company: second.id },
      });
      expect(switched.statusCode).toBe(200);
      const whoami = await client.inject({ method: 'GET', url: '/api/auth/whoami' });
      expect(whoami.json()).toMatchObject({ company: second.id, companyRelationship: { role: 'viewer' } });
    });

    it('signs in to the requested company when the user belongs to it', async () => {
      const db = testApp.app.database.db;
      const first = await buildCompany(db);
      const second = await buildCompany(db);
      const user = await buildUser(db, { companyId: first.id, role: 'admin' });
      await addMembership(db, user.id, second.id, 'editor');
      const client = await signInAs(testApp.app, user.email, { company: second.id });
      const whoami = await client.inject({ method: 'GET', url: '/api/auth/whoami' });
      expect(whoami.json().company).toBe(second.id);
    });

    it('requires a session for the company list (401)', async () => {
      expect((await testApp.app.inject({ method: 'GET', url: '/api/auth/companies' })).statusCode).toBe(401);
    });
  });
});
