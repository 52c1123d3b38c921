import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
  beforeAll(async () => {
    testApp = await createTestApp();
    await buildUser(testApp.app.database.db);
  });
  afterAll(() => testApp.close());

  it.each([
    { country: 'gb', currency: 'GBP' },
    { country: 'US', currency: 'USD' },
    { country: 'DE', currency: 'EUR' },
    { country: 'CH', currency: 'CHF' },
  ])('is $currency for a company in $country', async ({ country, currency }) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration(`owner-${country.toLowerCase()}@example.org`, country),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.currencyInfo.currency).toBe(currency);
  });
});
