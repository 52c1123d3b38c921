import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity.ts';
import { buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import {
  type AccountTestKit,
  expireToken,
  pause,
  readTokenFromLink,
  startAccountTestKit,
} from './test-kit.ts';

const NEW_PASSWORD = 'Brand-New-Pass-7';

describe('password reset', () => {
  let kit: AccountTestKit;
  let linkPrefix: string;
  let ipCounter = 0;
  /** Each test asks from its own address, so the per-IP limit only bites where it is tested. */
  const nextIp = () => {
    ipCounter += 1;
    return `10.20.0.${ipCounter}`;
  };

  beforeAll(async () => {
    kit = await startAccountTestKit();
    linkPrefix = `${kit.app.config.publicUrl}/password/reset/`;
  });
  afterAll(() => kit.close());

  async function buildMember(language = 'en') {
    const db = kit.app.database.db;
    const company = await buildCompany(db);
    const user = await buildUser(db, { companyId: company.id, role: 'owner' });
    if (language !== 'en') await db.update(users).set({ language }).where(eq(users.id, user.id));
    return user;
  }

  const requestReset = (email: string, remoteAddress = nextIp()) =>
    kit.app.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { email }, remoteAddress });

  const confirmReset = (token: string, password = NEW_PASSWORD) =>
    kit.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm',
      payload: { token, password1: password, password2: password },
    });

  const signIn = (email: string, password: string) =>
    kit.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: nextIp(),
    });

  async function mailedToken(email: string) {
    const mail = await kit.smtp.waitForMail(email);
    return { mail, token: readTokenFromLink(kit.smtp.findLink(mail, linkPrefix)) };
  }

  it('mails a link that sets a new password exactly once; the old password stops working', async () => {
    const user = await buildMember();
    const response = await requestReset(user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const { mail, token } = await mailedToken(user.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('The link is valid for 60 minutes.');

    expect((await confirmReset(token)).statusCode).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(401);

    const again = await confirmReset(token, 'Another-Pass-8');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'This link is invalid or has expired.',
    });
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("writes the mail in the account's language", async () => {
    const user = await buildMember('de');
    await requestReset(user.email);
    const { mail } = await mailedToken(user.email);
    expect(mail.text).toContain('Der Link ist 60 Minuten');
  });

  it('gives an unknown address and an account without a password the same answer, and mails nothing', async () => {
    const known = await buildMember();
    const ssoOnly = await buildMember();
    await kit.app.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, ssoOnly.id));
    const before = kit.smtp.received.length;
    const answers = await Promise.all([
      requestReset('nobody-here@example.org'),
      requestReset(ssoOnly.email),
      requestReset(known.email),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    await kit.smtp.waitForMail(known.email);
    await pause(300);
    expect(kit.smtp.received.slice(before).flatMap((mail) => mail.to)).toEqual([known.email]);
  });

  it('ends every session of the account', async () => {
    const user = await buildMember();
    const client = await signInAs(kit.app, user.email);
    expect((await client.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(200);
    await requestReset(user.email);
    const { token } = await mailedToken(user.email);
    expect((await confirmReset(token)).statusCode).toBe(200);
    expect((await client.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(401);
  });

  it('refuses an expired link, an unknown one, and one replaced by a newer request', async () => {
    const user = await buildMember();
    await requestReset(user.email);
    const first = await mailedToken(user.email);
    kit.smtp.received.length = 0;
    await requestReset(user.email);
    const second = await mailedToken(user.email);
    expect(second.token).not.toBe(first.token);
    expect((await confirmReset(first.token)).statusCode).toBe(400);

    await expireToken(kit.app, second.token);
    const expired = await confirmReset(second.token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe('This link is invalid or has expired.');
    expect((await confirmReset('made-up-token')).statusCode).toBe(400);
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 naming each invalid field', async () => {
    const badEmail = await requestReset('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.details).toEqual([{ path: 'email', message: 'validation.email.invalid' }]);

    const badPasswords = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset/confirm',
      payload: { token: '', password1: 'short', password2: 'different' },
    });
    expect(badPasswords.statusCode).toBe(400);
    expect(badPasswords.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'token', message: 'validation.required' },
        { path: 'password1', message: 'validation.password.length' },
        { path: 'password2', message: 'validation.passwordsDiffer' },
      ]),
    );
  });

  it('throttles requests for one address, known or not, with a clear 429', async () => {
    const user = await buildMember();
    for (const email of [user.email, 'ghost@example.org']) {
      for (let index = 0; index < 3; index += 1) expect((await requestReset(email)).statusCode).toBe(200);
      const refused = await requestReset(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many password reset requests. Please try again in 15 minutes.',
      });
    }
    // Sign-in has counters of its own and is not locked by reset requests.
    expect((await signIn(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles one IP asking for many addresses', async () => {
    const ip = '10.30.0.1';
    for (let index = 0; index < 10; index += 1) {
      expect((await requestReset(`scan-${index}@example.org`, ip)).statusCode).toBe(200);
    }
    expect((await requestReset('scan-last@example.org', ip)).statusCode).toBe(429);
    expect((await requestReset('scan-last@example.org')).statusCode).toBe(200);
  });
});
