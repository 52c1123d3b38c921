import { fileURLToPath } from 'node:url';
import { listEntitlements, sessionUserSchema } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const stripeBilling = readConfig({
  BILLING: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  BILLING_PLANS_FILE: fileURLToPath(
    new URL('../../../../../config/billing/plans.example.json', import.meta.url),
  ),
}).billing;

async function whoamiOf(testApp: TestApp) {
  const db = testApp.app.database.db;
  const company = await buildCompany(db);
  const user = await buildUser(db, { companyId: company.id, role: 'owner' });
  const client = await signInAs(testApp.app, user.email);
  const response = await client.inject({ method: 'GET', url: '/api/auth/whoami' });
  expect(response.statusCode, response.body).toBe(200);
  return sessionUserSchema.parse(response.json());
}

describe('the session user’s subscriptions', () => {
  let off: TestApp;
  let stripe: TestApp;
  beforeAll(async () => {
    [off, stripe] = await Promise.all([createTestApp(), createTestApp({ billing: stripeBilling })]);
  });
  afterAll(async () => {
    await Promise.all([off.close(), stripe.close()]);
  });

  it('include every product when billing is off, and app-config says so', async () => {
    const user = await whoamiOf(off);
    expect(user.subscriptions.calculator?.collectionMethod).toBe('included');
    const { products, calculatorFormTypes } = listEntitlements({
      billingMode: 'stripe',
      subscriptions: user.subscriptions,
    });
    expect(Object.values(products).every(Boolean)).toBe(true);
    expect(Object.values(calculatorFormTypes).every(Boolean)).toBe(true);
    const config = await off.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(config.json().billing).toEqual({ mode: 'off' });
  });

  it('are only the stored ones in stripe mode: none before any checkout', async () => {
    const user = await whoamiOf(stripe);
    expect(user.subscriptions).toEqual({});
    const config = await stripe.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(config.json().billing).toEqual({ mode: 'stripe' });
  });
});
