import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { companySubscriptions } from '../../db/schema/billing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  general,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const stripeBilling = readConfig({
  BILLING: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  BILLING_PLANS_FILE: fileURLToPath(
    new URL('../../../../../config/billing/plans.example.json', import.meta.url),
  ),
}).billing;

const newProject = (type: string) => ({
  method: 'POST' as const,
  url: '/api/company/calculator/instances',
  payload: { container: { name: 'HQ', type }, general: general() },
});

describe('calculator routes gated by the entitlement policy', () => {
  let off: TestApp;
  let stripe: TestApp;
  let company: CompanyClients;
  beforeAll(async () => {
    [off, stripe] = await Promise.all([createTestApp(), createTestApp({ billing: stripeBilling })]);
    company = await setUpCompanyClients(stripe.app);
  });
  afterAll(async () => {
    await Promise.all([off.close(), stripe.close()]);
  });

  it('let everything through with billing off', async () => {
    const clients = await setUpCompanyClients(off.app);
    const { instanceId } = await createProject(clients.owner, { type: 'product' });
    const listed = await clients.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/results/list',
      payload: { instances: [instanceId] },
    });
    expect(listed.statusCode, listed.body).toBe(200);
  });

  it('refuse with 402 SUBSCRIPTION_REQUIRED in stripe mode without a paid form type, and allow with one', async () => {
    const refused = await company.owner.inject(newProject('company'));
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json().error.code).toBe('SUBSCRIPTION_REQUIRED');

    const db = stripe.app.database.db;
    await db.insert(companySubscriptions).values({
      companyId: company.companyId,
      product: 'calculator',
      collectionMethod: 'charge_automatically',
      hasPaidCurrentPeriodInvoice: true,
      details: {
        formTypeSubscriptions: {
          company: { hasPaidCurrentPeriodInvoice: true },
          event: { hasPaidCurrentPeriodInvoice: false },
        },
      },
    });
    const { instanceId } = await createProject(company.owner, { type: 'company' });
    const created = await manage(company.editor, { toCreate: [gasRow(instanceId, 100)] });
    expect(created.statusCode, created.body).toBe(200);
    const listed = await company.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/results/list',
      payload: { instances: [instanceId] },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().results).toHaveLength(1);

    // Unpaid and missing form types stay closed.
    for (const type of ['event', 'product']) {
      const closed = await company.owner.inject(newProject(type));
      expect(closed.statusCode, `${type}: ${closed.body}`).toBe(402);
    }
  });

  it('refuse a year of an unpaid form type on every gated route, also deleting its results', async () => {
    const clients = await setUpCompanyClients(stripe.app);
    const db = stripe.app.database.db;
    await db.insert(companySubscriptions).values({
      companyId: clients.companyId,
      product: 'calculator',
      collectionMethod: 'charge_automatically',
      hasPaidCurrentPeriodInvoice: true,
      details: { formTypeSubscriptions: { company: { hasPaidCurrentPeriodInvoice: true } } },
    });
    const { instanceId } = await createProject(clients.owner, { type: 'company' });
    const created = await manage(clients.editor, { toCreate: [gasRow(instanceId, 100)] });
    expect(created.statusCode, created.body).toBe(200);
    const resultId: string = created.json().results[0]._id;

    // The period goes unpaid: every gated call on the year is refused.
    await db
      .update(companySubscriptions)
      .set({ details: { formTypeSubscriptions: { company: { hasPaidCurrentPeriodInvoice: false } } } })
      .where(eq(companySubscriptions.companyId, clients.companyId));
    const calls = [
      { url: '/api/company/calculator/results/list', payload: { instances: [instanceId] } },
      { url: '/api/company/calculator/results/form/list', payload: { instances: [instanceId] } },
      { url: '/api/company/calculator/instances/setup', payload: { instances: [instanceId], lang: 'en' } },
      { url: '/api/company/calculator/reports/data-quality', payload: { instances: [instanceId] } },
    ];
    for (const call of calls) {
      const response = await clients.owner.inject({ method: 'POST', ...call });
      expect(response.statusCode, `${call.url}: ${response.body}`).toBe(402);
    }
    const deleted = await manage(clients.editor, { toDelete: [resultId] });
    expect(deleted.statusCode, deleted.body).toBe(402);
    const formState = await clients.editor.inject({
      method: 'PUT',
      url: `/api/company/calculator/instances/${instanceId}/form-state`,
      payload: { sectionIdsMarkedAsExcluded: [] },
    });
    expect(formState.statusCode, formState.body).toBe(402);
    // Reading the projects (the calculator home) stays open.
    const setup = await clients.viewer.inject({ method: 'GET', url: '/api/company/calculator/setup' });
    expect(setup.statusCode, setup.body).toBe(200);
  });
});
