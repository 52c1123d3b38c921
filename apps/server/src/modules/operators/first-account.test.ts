import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config.ts';
import { users } from '../../db/schema/identity.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp.ts';
import { readTokenFromLink } from '../account/test-kit.ts';
import { claimFirstAccount } from './operator-rights.ts';

const registrationOf = (email: string) => ({
  email,
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
    country: 'DE',
  },
});

describe('the first account of a fresh installation', () => {
  let testApp: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  const start = async (overrides: Partial<AppConfig> = {}) => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ smtpUrl: smtp.url, ...overrides });
    return testApp.app;
  };
  const register = (app: TestApp['app'], email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/register', payload: registrationOf(email) });
  /** Any account after the first one is opened through the link mailed to its address. */
  const registerAndConfirm = async (app: TestApp['app'], email: string) => {
    const requested = await register(app, email);
    expect(requested.statusCode).toBe(202);
    if (!smtp) throw new Error('no mailbox');
    const link = smtp.findLink(await smtp.waitForMail(email), '/register/confirm/');
    return app.inject({
      method: 'POST',
      url: '/api/auth/register/confirm',
      payload: { token: readTokenFromLink(`http://localhost${link}`) },
    });
  };
  const listOperatorEmails = async (app: TestApp['app']) =>
    (
      await app.database.db.select({ email: users.email }).from(users).where(eq(users.isSitewideAdmin, true))
    ).map((row) => row.email);

  afterEach(async () => {
    await testApp?.close();
    await smtp?.close();
    testApp = undefined;
    smtp = undefined;
  });

  it('becomes the platform operator; the next one is an ordinary owner', async () => {
    const app = await start();
    const first = await register(app, 'first@example.org');
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      isSitewideAdmin: true,
      companyRelationship: { role: 'sitewide-admin' },
    });
    const second = await registerAndConfirm(app, 'second@example.org');
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({
      isSitewideAdmin: false,
      companyRelationship: { role: 'owner' },
    });
    expect(await listOperatorEmails(app)).toEqual(['first@example.org']);
  });

  it('goes to exactly one of several registrations racing on a fresh installation', async () => {
    const app = await start();
    const emails = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `${name}@example.org`);
    const responses = await Promise.all(emails.map((email) => register(app, email)));
    // Exactly one is the first account, created at once; the others wait for their mailed link.
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 202)).toHaveLength(emails.length - 1);
    expect(created[0]?.json().data.isSitewideAdmin).toBe(true);
    expect(await listOperatorEmails(app)).toEqual([created[0]?.json().data.email]);
  });

  it('makes a second claim wait for the first one to commit, so it sees the first account', async () => {
    const { db } = (await start()).database;
    const insertAccount = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], email: string) =>
      tx.insert(users).values({ email, nameFirst: 'A', nameLast: 'B' });
    let releaseFirst = () => {};
    const firstHolds = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let markFirstInserted = () => {};
    const firstInserted = new Promise<void>((resolve) => {
      markFirstInserted = resolve;
    });
    const first = db.transaction(async (tx) => {
      const isClaimed = await claimFirstAccount(tx);
      await insertAccount(tx, 'first@example.org');
      markFirstInserted();
      await firstHolds; // still open: its account is not committed yet
      return isClaimed;
    });
    await firstInserted;
    const second = db.transaction(async (tx) => {
      const isClaimed = await claimFirstAccount(tx);
      await insertAccount(tx, 'second@example.org');
      return isClaimed;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    releaseFirst();
    expect([await first, await second]).toEqual([true, false]);
  });

  it('also goes to registrations named in OPERATOR_EMAILS, and not to others', async () => {
    const app = await start({ operatorEmails: ['ops@example.org'] });
    await register(app, 'first@example.org');
    const named = await registerAndConfirm(app, 'ops@example.org');
    const other = await registerAndConfirm(app, 'other@example.org');
    expect(named.json().data.isSitewideAdmin).toBe(true);
    expect(other.json().data.isSitewideAdmin).toBe(false);
    expect((await listOperatorEmails(app)).sort()).toEqual(['first@example.org', 'ops@example.org']);
  });
});
