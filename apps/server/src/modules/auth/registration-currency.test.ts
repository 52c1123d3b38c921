import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp.ts';
import { readTokenFromLink } from '../account/test-kit.ts';

const registration = (email: string, country: string) => ({
  email,
  password1: 'Sustain4bility',
  password2: 'Sustain4bility',
  nameFirst: 'Casey',
  nameLast: 'Founder',
  info: {
    company: 'Widgets Ltd',
    brand: 'Widgets',
    address: '1 High Street',
    city: 'Leeds',
    zip: 'LS1 1AA',
    country,
  },
});

/** A new company reports in its country's currency; spend rows then start in it. */
describe('the reporting currency of a new company', () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ smtpUrl: smtp.url });
    await buildUser(testApp.app.database.db);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it.each([
    { country: 'gb', currency: 'GBP' },
    { country: 'US', currency: 'USD' },
    { country: 'DE', currency: 'EUR' },
    { country: 'CH', currency: 'CHF' },
  ])('is $currency for a company in $country', async ({ country, currency }) => {
    const email = `owner-${country.toLowerCase()}@example.org`;
    const requested = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(email, country),
    });
    expect(requested.statusCode, requested.body).toBe(202);
    const link = smtp.findLink(await smtp.waitForMail(email), '/register/confirm/');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register/confirm',
      payload: { token: readTokenFromLink(`http://localhost${link}`) },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.currencyInfo.currency).toBe(currency);
  });
});
