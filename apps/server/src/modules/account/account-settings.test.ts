import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { type AccountTestKit, startAccountTestKit } from './test-kit.ts';

const NEW_PASSWORD = 'Changed-Pass-42';

describe('account settings', () => {
  let kit: AccountTestKit;
  beforeAll(async () => {
    kit = await startAccountTestKit();
  });
  afterAll(() => kit.close());

  async function buildMember() {
    const company = await buildCompany(kit.app.database.db, { brand: 'Profile Co' });
    return buildUser(kit.app.database.db, { companyId: company.id, role: 'viewer' });
  }

  it('needs a sign-in for the profile and the password', async () => {
    const profile = await kit.app.inject({
      method: 'PUT',
      url: '/api/auth/account',
      payload: { nameFirst: 'A', nameLast: 'B', language: 'de' },
    });
    const password = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      payload: { currentPassword: TEST_PASSWORD, password1: NEW_PASSWORD, password2: NEW_PASSWORD },
    });
    expect([profile.statusCode, password.statusCode]).toEqual([401, 401]);
  });

  describe('PUT /api/auth/account', () => {
    it('saves name and language and answers the session user', async () => {
      const user = await buildMember();
      const client = await signInAs(kit.app, user.email);
      const response = await client.inject({
        method: 'PUT',
        url: '/api/auth/account',
        payload: { nameFirst: ' Greta ', nameLast: 'Grün', language: 'de' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        _id: user.id,
        nameFirst: 'Greta',
        nameLast: 'Grün',
        language: 'de',
        companyInfo: { brand: 'Profile Co' },
        companyRelationship: { role: 'viewer' },
      });
      expect((await client.inject({ method: 'GET', url: '/api/auth/whoami' })).json().nameFirst).toBe(
        'Greta',
      );
    });

    it('answers 400 naming each invalid field', async () => {
      const client = await signInAs(kit.app, (await buildMember()).email);
      const response = await client.inject({
        method: 'PUT',
        url: '/api/auth/account',
        payload: { nameFirst: '  ', nameLast: 'Fine', language: 'fr' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual(
        expect.arrayContaining([
          { path: 'nameFirst', message: 'validation.required' },
          { path: 'language', message: 'validation.invalid' },
        ]),
      );
    });
  });

  describe('POST /api/auth/password/change', () => {
    it('changes the password, ends the other sessions and keeps this one', async () => {
      const user = await buildMember();
      const elsewhere = await signInAs(kit.app, user.email);
      const here = await signInAs(kit.app, user.email);
      const response = await here.inject({
        method: 'POST',
        url: '/api/auth/password/change',
        payload: { currentPassword: TEST_PASSWORD, password1: NEW_PASSWORD, password2: NEW_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect((await here.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(200);
      expect((await elsewhere.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(401);
      await expect(signInAs(kit.app, user.email, { password: NEW_PASSWORD })).resolves.toBeDefined();
      await expect(signInAs(kit.app, user.email)).rejects.toThrow(/401/);
    });

    it('answers 400 naming currentPassword when it is wrong, and the new fields when they break the rules', async () => {
      const client = await signInAs(kit.app, (await buildMember()).email);
      const wrong = await client.inject({
        method: 'POST',
        url: '/api/auth/password/change',
        payload: { currentPassword: 'Wrong-Pass-1', password1: NEW_PASSWORD, password2: NEW_PASSWORD },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.details).toEqual([
        { path: 'currentPassword', message: 'validation.password.wrong' },
      ]);

      const weak = await client.inject({
        method: 'POST',
        url: '/api/auth/password/change',
        payload: { currentPassword: TEST_PASSWORD, password1: 'weakpass', password2: 'other' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error.details).toEqual(
        expect.arrayContaining([
          { path: 'password1', message: 'validation.password.digit' },
          { path: 'password1', message: 'validation.password.uppercase' },
          { path: 'password2', message: 'validation.passwordsDiffer' },
        ]),
      );
    });

    it('locks the check after repeated wrong passwords, like a sign-in', async () => {
      const user = await buildMember();
      const client = await signInAs(kit.app, user.email);
      const attempt = (currentPassword: string) =>
        client.inject({
          method: 'POST',
          url: '/api/auth/password/change',
          payload: { currentPassword, password1: NEW_PASSWORD, password2: NEW_PASSWORD },
          remoteAddress: '10.40.0.1',
        });
      for (let index = 0; index < 5; index += 1) expect((await attempt('Wrong-Pass-1')).statusCode).toBe(400);
      const locked = await attempt(TEST_PASSWORD);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().error.code).toBe('RATE_LIMITED');
    });
  });
});
