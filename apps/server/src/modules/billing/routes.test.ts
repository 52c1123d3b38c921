import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRate, getRateYearRange, pricesResponseSchema } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../config.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readPlansFile } from './plans-file.ts';

const EXAMPLE_PLANS = fileURLToPath(
  new URL('../../../../../config/billing/plans.example.json', import.meta.url),
);

function stripeBilling(plansFile: string) {
  return readConfig({
    BILLING: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    BILLING_PLANS_FILE: plansFile,
  }).billing;
}

describe('GET /api/orders/subscriptions/prices', () => {
  let off: TestApp;
  let stripe: TestApp;
  beforeAll(async () => {
    [off, stripe] = await Promise.all([
      createTestApp(),
      createTestApp({ billing: stripeBilling(EXAMPLE_PLANS) }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([off.close(), stripe.close()]);
  });

  it('answers 404 when billing is off: the installation includes everything', async () => {
    const response = await off.app.inject({ method: 'GET', url: '/api/orders/subscriptions/prices' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toContain('includes every product');
  });

  it('lists the prices file in EUR for a visitor, with a short private cache', async () => {
    const response = await stripe.app.inject({ method: 'GET', url: '/api/orders/subscriptions/prices' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const prices = pricesResponseSchema.parse(response.json());
    expect(prices).toMatchObject({ version: 'example-1', currency: 'EUR', exchangeRate: null });
    expect(prices.subscriptions.calculator).toEqual([
      {
        id: 'calculator-yearly',
        product: 'calculator',
        names: { en: 'Forms, yearly', de: 'Formulare, jährlich' },
        interval: 'year',
        amount: 1200,
        amountEur: 1200,
      },
    ]);
    expect(prices.subscriptions.eventsUsageCharge?.[0]).toMatchObject({
      interval: 'per-use',
      amount: 4.5,
      usageUnit: { en: 'event', de: 'Veranstaltung' },
    });
    expect(prices.singleTimePayments.map((payment) => payment.id)).toEqual([
      'assessment-once',
      'survey-once',
    ]);
  });

  it('converts to the currency asked for at the latest annual average, rounded to cents', async () => {
    const response = await stripe.app.inject({
      method: 'GET',
      url: '/api/orders/subscriptions/prices?currency=GBP',
    });
    const prices = pricesResponseSchema.parse(response.json());
    const rate = getRate('EUR', 'GBP', getRateYearRange().last);
    expect(prices.currency).toBe('GBP');
    expect(prices.exchangeRate).toEqual({
      rate: rate.rate,
      rateYear: rate.rateYear,
      source: expect.stringContaining('European Central Bank'),
      sourceIds: ['ecb'],
      isFallback: rate.isFallback,
    });
    expect(prices.subscriptions.workforce?.[0]?.amount).toBe(Math.round(49 * rate.rate * 100) / 100);
    expect(prices.subscriptions.workforce?.[0]?.amountEur).toBe(49);
  });

  it('uses the signed-in company’s currency by default', async () => {
    const db = stripe.app.database.db;
    const company = await buildCompany(db, { currency: 'CHF' });
    const user = await buildUser(db, { companyId: company.id, role: 'viewer' });
    const client = await signInAs(stripe.app, user.email);
    const response = await client.inject({ method: 'GET', url: '/api/orders/subscriptions/prices' });
    expect(response.json().currency).toBe('CHF');
  });

  it('stays in EUR for a currency without a shipped rate', async () => {
    const response = await stripe.app.inject({
      method: 'GET',
      url: '/api/orders/subscriptions/prices?currency=COP',
    });
    expect(response.json()).toMatchObject({ currency: 'EUR', exchangeRate: null });
  });

  it('answers 400 naming the currency for an unsupported one', async () => {
    const response = await stripe.app.inject({
      method: 'GET',
      url: '/api/orders/subscriptions/prices?currency=DOGE',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('currency');
  });
});

describe('the prices file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'plans-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function write(name: string, content: unknown) {
    const path = join(dir, name);
    writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
    return path;
  }

  it('reads the shipped example', () => {
    expect(readPlansFile(EXAMPLE_PLANS).plans).toHaveLength(6);
  });

  it('refuses a missing file, bad JSON and wrong fields, naming each field', () => {
    expect(() => readPlansFile(join(dir, 'missing.json'))).toThrow(/BILLING_PLANS_FILE: cannot read/);
    expect(() => readPlansFile(write('bad.json', '{ "version": '))).toThrow(/is not valid JSON/);
    const file = {
      version: '1',
      currency: 'EUR',
      products: [{ id: 'workforce', names: { en: 'Workforce', de: 'Belegschaft' } }],
      plans: [
        { id: 'w', product: 'workforce', names: { en: 'W', de: 'W' }, interval: 'month', amount: 9.99 },
        { id: 'w', product: 'events', names: { en: 'E', de: 'E' }, interval: 'per-use', amount: 1 },
      ],
      singleTimePayments: [],
    };
    const messageOf = (content: unknown) => {
      try {
        readPlansFile(write('wrong.json', content));
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return '';
    };
    const malformed = messageOf({
      ...file,
      currency: 'USD',
      plans: [{ ...file.plans[0], amount: 9.999 }],
    });
    expect(malformed).toContain('currency: must be EUR');
    expect(malformed).toContain('plans.0.amount: must have at most two decimals');
    expect(malformed).not.toContain('\n');
    const message = messageOf(file);
    expect(message).toContain('plans.1.id: w is used twice');
    expect(message).toContain('plans.1.product: events is not in products');
    expect(message).toContain('plans.1.usageUnit: is required for per-use plans');
    expect(message).not.toContain('\n');
  });

  it('refuses a product or plan name that makes a claim the claims check refuses', () => {
    const file = {
      version: '1',
      currency: 'EUR',
      products: [{ id: 'employees', names: { en: 'ClimateNeutral Employees', de: 'Mitarbeitende' } }],
      plans: [
        {
          id: 'e',
          product: 'employees',
          names: { en: 'Employees, yearly', de: 'Klimaneutrale Mitarbeitende, jährlich' },
          interval: 'year',
          amount: 600,
        },
      ],
      singleTimePayments: [],
    };
    expect(() => readPlansFile(write('claims.json', file))).toThrow(
      /products\.0\.names\.en: “ClimateNeutral” cannot be published: .*plans\.0\.names\.de: “Klimaneutrale” cannot be published/,
    );
  });

  it('stops the server from starting in stripe mode when broken', async () => {
    await expect(createTestApp({ billing: stripeBilling(join(dir, 'missing.json')) })).rejects.toThrow(
      ConfigError,
    );
  });
});

describe('GET /api/data/countries/visitor', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    { ip: '81.2.69.142', answer: { country: 'GB', currency: 'GBP', isFallback: false } },
    { ip: '195.176.255.237', answer: { country: 'CH', currency: 'CHF', isFallback: false } },
    { ip: '85.214.132.117', answer: { country: 'DE', currency: 'EUR', isFallback: false } },
    { ip: '::ffff:8.8.8.8', answer: { country: 'US', currency: 'USD', isFallback: false } },
    { ip: '127.0.0.1', answer: { country: null, currency: 'EUR', isFallback: true } },
    { ip: '2001:db8::1', answer: { country: null, currency: 'EUR', isFallback: true } },
  ])('answers $answer.currency for $ip', async ({ ip, answer }) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/data/countries/visitor',
      remoteAddress: ip,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(answer);
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
  });
});
