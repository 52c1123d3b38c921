import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { MAX_FAILURES_PER_ACCOUNT } from './login-throttle.ts';
import { DEFAULT_MAX_REGISTRATIONS_PER_IP as MAX_REGISTRATIONS_PER_IP } from './registration-throttle.ts';

const CONCURRENT = 60;

const registration = (email: string) => ({
  email,
  password1: 'Sustain4bility',
  password2: 'Sustain4bility',
  nameFirst: 'Frida',
  nameLast: 'Founder',
  info: {
    company: 'Widgets GmbH',
    brand: 'Widgets',
    address: 'Hafenweg 2',
    city: 'Hamburg',
    zip: '20457',
    country: 'de',
  },
});

/** The answers that were not refused by the throttle, after checking every refusal says when to retry. */
function countAdmitted(responses: LightMyRequestResponse[]): number {
  const refused = responses.filter((response) => response.statusCode === 429);
  for (const response of refused) {
    expect(response.json().error.code).toBe('RATE_LIMITED');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  }
  return responses.length - refused.length;
}

describe('throttles under concurrency', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await buildUser(testApp.app.database.db); // not the first account of the installation
  });
  afterAll(() => testApp.close());

  it(`checks at most ${MAX_FAILURES_PER_ACCOUNT} of ${CONCURRENT} concurrent guesses at one account`, async () => {
    const company = await buildCompany(testApp.app.database.db);
    const user = await buildUser(testApp.app.database.db, { companyId: company.id });
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: `Wrong-guess-${index}` },
          // Many addresses, as a botnet would use: only the account's limit holds them back.
          remoteAddress: `10.20.${index >> 8}.${index & 255}`,
        }),
      ),
    );
    const checked = responses.filter((response) => response.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(checked).toBeGreaterThan(0);
    expect(countAdmitted(responses)).toBe(checked);
  });

  it('sends at most 3 reset mails for one address however many requests arrive at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/password/reset',
          payload: { email: 'someone@example.org' },
          remoteAddress: `10.21.${index >> 8}.${index & 255}`,
        }),
      ),
    );
    expect(countAdmitted(responses)).toBeLessThanOrEqual(3);
  });

  it(`admits at most ${MAX_REGISTRATIONS_PER_IP} concurrent registrations from one address`, async () => {
    const responses = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, index) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: registration(`mass-${index}@example.org`),
          remoteAddress: '10.22.0.1',
        }),
      ),
    );
    expect(countAdmitted(responses)).toBeLessThanOrEqual(MAX_REGISTRATIONS_PER_IP);
  });

  it('refuses a sixth sign-in attempt with Retry-After in seconds', async () => {
    const company = await buildCompany(testApp.app.database.db);
    const user = await buildUser(testApp.app.database.db, { companyId: company.id });
    const attempt = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'Wrong-guess-1' },
        remoteAddress: '10.23.0.1',
      });
    for (let index = 0; index < MAX_FAILURES_PER_ACCOUNT; index += 1)
      expect((await attempt()).statusCode).toBe(401);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });
});

// Two server processes on one PostgreSQL database: the count lives in the database, not in memory.
describe.runIf(process.env.TEST_DATABASE_URL)('throttles across two servers', () => {
  it(`checks at most ${MAX_FAILURES_PER_ACCOUNT} guesses in all when they are spread over two servers`, async () => {
    const database = await createTestDatabase();
    const config = { ...readConfig({ LOG_LEVEL: 'silent' }), dataDir: '/nonexistent' };
    const first = await buildApp(config, { database: database.target, isFactorLibraryLoaded: false });
    const second = await buildApp(config, { database: database.target, isFactorLibraryLoaded: false });
    try {
      await buildUser(first.database.db);
      const company = await buildCompany(first.database.db);
      const user = await buildUser(first.database.db, { companyId: company.id });
      const responses = await Promise.all(
        Array.from({ length: CONCURRENT }, (_, index) =>
          (index % 2 === 0 ? first : second).inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: user.email, password: `Wrong-guess-${index}` },
            remoteAddress: `10.24.${index >> 8}.${index & 255}`,
          }),
        ),
      );
      expect(responses.filter((response) => response.statusCode === 401).length).toBeLessThanOrEqual(
        MAX_FAILURES_PER_ACCOUNT,
      );
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});
