import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, pendingRegistrations, users } from '../../db/schema/identity.ts';
import { buildUser } from '../../test/factories.ts';
import { readSetCookies } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp.ts';
import { readTokenFromLink } from '../account/test-kit.ts';
import { hashToken } from './tokens.ts';

const registrationOf = (email: string, brand = 'Green Widgets') => ({
  email,
  password1: 'Sustain4bility',
  password2: 'Sustain4bility',
  nameFirst: 'Frida',
  nameLast: 'Founder',
  info: {
    company: `${brand} GmbH`,
    brand,
    address: 'Hafenweg 2',
    city: 'Hamburg',
    zip: '20457',
    country: 'GB',
  },
});

/** Registration on an installation that has accounts: it must not tell which addresses have one. */
describe('registration with a confirmed address', () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let existingEmail: string;
  const db = () => testApp.app.database.db;
  const register = (email: string, remoteAddress = '10.40.0.1') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationOf(email),
      remoteAddress,
    });
  const confirm = (token: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/register/confirm', payload: { token } });
  const countRows = async (table: typeof users | typeof companies) =>
    (await db().select({ value: count() }).from(table))[0]?.value ?? 0;
  const confirmationTokenOf = async (email: string) =>
    readTokenFromLink(
      smtp.findLink(await smtp.waitForMail(email), 'http://localhost:3000/register/confirm/'),
    );

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'http://localhost:3000' });
    const owner = await buildUser(db(), { email: 'owner@example.org' });
    await db().update(users).set({ language: 'de' }).where(eq(users.id, owner.id));
    existingEmail = owner.email;
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('answers a taken and a free address the same, without a cookie, and creates nothing', async () => {
    const usersBefore = await countRows(users);
    const companiesBefore = await countRows(companies);
    const taken = await register(existingEmail, '10.40.0.2');
    const free = await register('newcomer@example.org', '10.40.0.3');

    expect(taken.statusCode).toBe(202);
    expect(free.statusCode).toBe(taken.statusCode);
    expect(taken.json()).toEqual({ confirmationSentTo: existingEmail });
    expect(free.json()).toEqual({ confirmationSentTo: 'newcomer@example.org' });
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(free.headers['set-cookie']).toBeUndefined();
    const headerNames = (response: typeof taken) =>
      Object.keys(response.headers)
        .filter((name) => !['date', 'content-length', 'x-request-id'].includes(name))
        .sort();
    expect(headerNames(free)).toEqual(headerNames(taken));
    expect(await countRows(users)).toBe(usersBefore);
    expect(await countRows(companies)).toBe(companiesBefore);

    // The owner hears of the attempt, in their language, with a way in; no link creates anything.
    const notice = await smtp.waitForMail(existingEmail);
    expect(notice.subject).toContain('Registrierungsversuch');
    expect(notice.text).toContain('http://localhost:3000/login?email=owner%40example.org');
    expect(notice.text).toContain('http://localhost:3000/password/reset');
    expect(notice.text).not.toContain('/register/confirm/');
    // The newcomer gets the link; only its hash is kept.
    const token = await confirmationTokenOf('newcomer@example.org');
    const [pending] = await db()
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, 'newcomer@example.org'));
    expect(pending?.tokenHash).toBe(hashToken(token));
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(pending)).not.toContain('Sustain4bility');
  });

  it('creates exactly one account and company when the link is opened, and signs in', async () => {
    await register('confirmer@example.org', '10.40.0.4');
    const token = await confirmationTokenOf('confirmer@example.org');
    const usersBefore = await countRows(users);
    const companiesBefore = await countRows(companies);

    const [first, second] = await Promise.all([confirm(token), confirm(token)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 400]);
    const accepted = first.statusCode === 201 ? first : second;
    const refused = first.statusCode === 201 ? second : first;
    expect(accepted.json().data).toMatchObject({
      email: 'confirmer@example.org',
      isSitewideAdmin: false,
      companyRelationship: { role: 'owner' },
      companyInfo: { brand: 'Green Widgets', country: 'GB' },
      currencyInfo: { currency: 'GBP' },
    });
    expect(readSetCookies(accepted).session).toBeTruthy();
    expect(refused.json().error.message).toMatch(/invalid, was already used or has expired/);
    expect(await countRows(users)).toBe(usersBefore + 1);
    expect(await countRows(companies)).toBe(companiesBefore + 1);

    // The new password works.
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'confirmer@example.org', password: 'Sustain4bility' },
    });
    expect(login.statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('refuses an expired or unknown link', async () => {
    await register('late@example.org', '10.40.0.5');
    const token = await confirmationTokenOf('late@example.org');
    await db()
      .update(pendingRegistrations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(pendingRegistrations.tokenHash, hashToken(token)));
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.headers['set-cookie']).toBeUndefined();
    expect((await confirm('made-up-token')).statusCode).toBe(400);
    expect((await db().select().from(users).where(eq(users.email, 'late@example.org'))).length).toBe(0);
  });

  it('refuses a link whose address got an account meanwhile, naming the email', async () => {
    await register('twice@example.org', '10.40.0.6');
    const firstToken = await confirmationTokenOf('twice@example.org');
    await buildUser(db(), { email: 'twice@example.org' });
    const response = await confirm(firstToken);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details).toEqual([{ path: 'email', message: 'validation.email.taken' }]);
  });

  it('keeps throttling registrations per address, with Retry-After', async () => {
    const { email } = await buildUser(db(), { email: 'throttled@example.org' });
    const attempts = [];
    for (let index = 0; index < 4; index += 1) attempts.push(await register(email, `10.41.0.${index}`));
    expect(attempts.slice(0, 3).map((response) => response.statusCode)).toEqual([202, 202, 202]);
    expect(attempts[3]?.statusCode).toBe(429);
    expect(Number(attempts[3]?.headers['retry-after'])).toBeGreaterThan(0);
  });
});
