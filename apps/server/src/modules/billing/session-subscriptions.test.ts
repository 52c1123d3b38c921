import { fileURLToPath } from 'node:url';
import { listEntitlements, sessionUserSchema } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { companySubscriptions } from '../../db/schema/billing.ts';
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

async function whoamiOf(testApp: TestApp, companyId?: string) {
  const db = testApp.app.database.db;
  const company = companyId ?? (await buildCompany(db)).id;
  const member = await buildUser(db, { companyId: company, role: 'owner' });
  const client = await signInAs(testApp.app, member.email);
  const response = await client.inject({ method: 'GET', url: '/api/auth/whoami' });
  expect(response.statusCode, response.body).toBe(200);
  return { user: sessionUserSchema.parse(response.json()) };
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
    const { user } = await whoamiOf(off);
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
    const { user } = await whoamiOf(stripe);
    expect(user.subscriptions).toEqual({});
    const config = await stripe.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(config.json().billing).toEqual({ mode: 'stripe' });
  });

  it('present the stored subscriptions in stripe mode, leaving out rows that are not valid', async () => {
    const db = stripe.app.database.db;
    const company = await buildCompany(db);
    const other = await buildCompany(db);
    await db.insert(companySubscriptions).values([
      {
        companyId: company.id,
        product: 'calculator',
        collectionMethod: 'charge_automatically',
        hasPaidCurrentPeriodInvoice: true,
        details: { formTypeSubscriptions: { company: { hasPaidCurrentPeriodInvoice: true } } },
      },
      {
        companyId: company.id,
        product: 'workforce',
        collectionMethod: 'send_invoice',
        invoiceDueAt: new Date('2026-12-01T00:00:00.000Z'),
        hasPaidCurrentPeriodInvoice: false,
        stripeSubscriptionId: 'sub_123',
      },
      // No survey count: not a valid surveys subscription.
      {
        companyId: company.id,
        product: 'surveys',
        collectionMethod: 'charge_automatically',
        hasPaidCurrentPeriodInvoice: true,
      },
      { companyId: company.id, product: 'spaceship', collectionMethod: 'charge_automatically' },
      {
        companyId: other.id,
        product: 'events',
        collectionMethod: 'charge_automatically',
        details: { hasUsageCharge: true },
      },
    ]);
    const { user } = await whoamiOf(stripe, company.id);
    expect(user.subscriptions).toEqual({
      calculator: {
        collectionMethod: 'charge_automatically',
        invoiceDueAt: null,
        hasPaidCurrentPeriodInvoice: true,
        formTypeSubscriptions: { company: { hasPaidCurrentPeriodInvoice: true } },
      },
      workforce: {
        collectionMethod: 'send_invoice',
        invoiceDueAt: '2026-12-01T00:00:00.000Z',
        hasPaidCurrentPeriodInvoice: false,
        stripeSubscriptionId: 'sub_123',
      },
    });
    const { products, calculatorFormTypes } = listEntitlements({
      billingMode: 'stripe',
      subscriptions: user.subscriptions,
    });
    expect(calculatorFormTypes).toMatchObject({ company: true, product: false });
    // The workforce invoice is past its due date: its subscription id alone opens nothing.
    expect(products).toMatchObject({ workforce: false, surveys: false, events: false });
  });
});
