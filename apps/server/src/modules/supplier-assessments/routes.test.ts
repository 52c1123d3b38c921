import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { companySubscriptions } from '../../db/schema/billing.ts';
import { changeLog } from '../../db/schema/change-log.ts';
import { companyFactors } from '../../db/schema/factors.ts';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, setUpCompanyClients } from '../calculator/test-kit.ts';

const stripeBilling = readConfig({
  BILLING: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  BILLING_PLANS_FILE: fileURLToPath(
    new URL('../../../../../config/billing/plans.example.json', import.meta.url),
  ),
}).billing;

const base = '/api/company/suppliers';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const acme = {
  name: 'Acme Steel',
  contactEmail: 'Sales@Acme.example',
  country: 'DE',
  naceCode: 'C24',
  spend: { amount: 250_000, currency: 'EUR' },
  employees: 80,
};
const report = {
  year: 2025,
  scope1Tonnes: 120,
  scope2Tonnes: 30,
  scope3Tonnes: null,
  revenue: 1_500_000,
  currency: 'EUR',
};

const add = (client: SignedInClient, payload: object) =>
  client.inject({ method: 'POST', url: base, payload });
const list = (client: SignedInClient) => client.inject({ method: 'GET', url: base });
const putReport = (client: SignedInClient, id: string, payload: object) =>
  client.inject({ method: 'PUT', url: `${base}/${id}/reported-emissions`, payload });

describe('supplier routes', () => {
  let testApp: TestApp;
  let company: CompanyClients;
  let other: CompanyClients;
  beforeAll(async () => {
    testApp = await createTestApp();
    [company, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('answers 401 without a session on every call', async () => {
    const calls = [
      { method: 'GET' as const, url: base },
      { method: 'GET' as const, url: `${base}/${UNKNOWN_ID}` },
      { method: 'POST' as const, url: base, payload: acme },
      { method: 'PUT' as const, url: `${base}/${UNKNOWN_ID}`, payload: acme },
      { method: 'DELETE' as const, url: `${base}/${UNKNOWN_ID}` },
      { method: 'PUT' as const, url: `${base}/${UNKNOWN_ID}/reported-emissions`, payload: report },
      { method: 'DELETE' as const, url: `${base}/${UNKNOWN_ID}/reported-emissions/2025` },
    ];
    for (const call of calls) {
      const response = await testApp.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('adds a supplier with its contact, country, NACE industry, spend and head count, and lists it', async () => {
    const response = await add(company.editor, acme);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().supplier).toEqual({
      _id: expect.any(String),
      name: 'Acme Steel',
      contactEmail: 'sales@acme.example',
      country: 'DE',
      naceCode: 'C24',
      spend: { amount: 250_000, currency: 'EUR' },
      employees: 80,
      reportedEmissions: [],
      createdAt: expect.any(String),
    });
    await add(company.editor, {
      ...acme,
      name: 'Bolt Works',
      country: null,
      naceCode: null,
      spend: null,
      employees: null,
    });
    const listed = await list(company.viewer);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().suppliers.map((supplier: { name: string }) => supplier.name)).toEqual([
      'Acme Steel',
      'Bolt Works',
    ]);
  });

  it('refuses viewers every change (403), and lets editors change and delete', async () => {
    const [supplier] = (await list(company.viewer)).json().suppliers;
    const writes = [
      { method: 'POST' as const, url: base, payload: { ...acme, name: 'Viewer Co' } },
      { method: 'PUT' as const, url: `${base}/${supplier._id}`, payload: acme },
      { method: 'DELETE' as const, url: `${base}/${supplier._id}` },
      { method: 'PUT' as const, url: `${base}/${supplier._id}/reported-emissions`, payload: report },
      { method: 'DELETE' as const, url: `${base}/${supplier._id}/reported-emissions/2025` },
    ];
    for (const write of writes) {
      const response = await company.viewer.inject(write);
      expect(response.statusCode, `${write.method} ${write.url}`).toBe(403);
    }
    const changed = await company.editor.inject({
      method: 'PUT',
      url: `${base}/${supplier._id}`,
      payload: { ...acme, employees: 1200 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().supplier.employees).toBe(1200);
  });

  it('refuses bad input naming the field (400), and a name taken without case (409), storing nothing', async () => {
    const cases: Array<[object, string, string]> = [
      [{ ...acme, name: '  ' }, 'name', 'validation.required'],
      [{ ...acme, name: 'X', contactEmail: 'not-an-email' }, 'contactEmail', 'validation.email.invalid'],
      [{ ...acme, name: 'X', country: 'XX' }, 'country', 'validation.country.invalid'],
      [{ ...acme, name: 'X', naceCode: 'Z99' }, 'naceCode', 'validation.invalid'],
      [
        { ...acme, name: 'X', spend: { amount: -1, currency: 'EUR' } },
        'spend.amount',
        'validation.notNegative',
      ],
      [{ ...acme, name: 'X', spend: { amount: 1, currency: 'ABC' } }, 'spend.currency', 'validation.invalid'],
      [{ ...acme, name: 'X', employees: 1.5 }, 'employees', 'validation.invalid'],
      [
        { ...acme, name: 'X', spend: { amount: '12', currency: 'EUR' } },
        'spend.amount',
        'validation.invalid',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const response = await add(company.editor, payload);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.details).toEqual([{ path, message }]);
    }
    const taken = await add(company.editor, { ...acme, name: ' acme   STEEL ' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details).toEqual([{ path: 'name', message: 'validation.supplier.nameTaken' }]);
    expect((await list(company.viewer)).json().suppliers).toHaveLength(2);
    const badId = await company.editor.inject({ method: 'DELETE', url: `${base}/42` });
    expect(badId.statusCode).toBe(400);
    const [supplier] = (await list(company.viewer)).json().suppliers;
    const badReport = await putReport(company.editor, supplier._id, { ...report, revenue: 0 });
    expect(badReport.json().error.details).toEqual([{ path: 'revenue', message: 'validation.invalid' }]);
    const noRate = await putReport(company.editor, supplier._id, { ...report, currency: 'USD', year: 1990 });
    expect(noRate.statusCode).toBe(400);
    expect(noRate.json().error.details).toEqual([{ path: 'currency', message: 'validation.invalid' }]);
    expect((await list(company.viewer)).json().suppliers[0].reportedEmissions).toEqual([]);
  });

  it('makes a report a company factor with the supplier as its source, replaced by a new report and logged', async () => {
    const [supplier] = (await list(company.viewer)).json().suppliers;
    const stored = await putReport(company.editor, supplier._id, report);
    expect(stored.statusCode, stored.body).toBe(200);
    const [reported] = stored.json().supplier.reportedEmissions;
    expect(reported).toMatchObject({
      year: 2025,
      kgPerEur: 0.1,
      factorId: expect.stringMatching(/^supplier-/),
    });
    const db = testApp.app.database.db;
    const factorsOf = () =>
      db
        .select()
        .from(companyFactors)
        .where(
          and(
            eq(companyFactors.companyId, company.companyId),
            eq(companyFactors.lineageKey, `supplier:${supplier._id}`),
          ),
        );
    const [factor] = await factorsOf();
    expect(factor).toMatchObject({
      id: reported.factorId,
      sourceName: 'Supplier: Acme Steel',
      scope: 3,
      scope3Category: 1,
      activityUnit: 'kEUR',
      unitCategory: 'currency',
      value: 100,
      year: 2025,
    });
    const listed = await company.viewer.inject({ method: 'GET', url: '/api/company/factors' });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(JSON.stringify(listed.json())).toContain('Supplier: Acme Steel');

    const again = await putReport(company.editor, supplier._id, { ...report, scope1Tonnes: 270 });
    const replaced = again.json().supplier.reportedEmissions.find((r: { year: number }) => r.year === 2025);
    expect(replaced.kgPerEur).toBeCloseTo(0.2, 12);
    expect(replaced.factorId).not.toBe(reported.factorId);
    expect((await factorsOf()).map((row) => row.id)).toEqual([replaced.factorId]);
    const logged = await db
      .select({ action: changeLog.action, subjectId: changeLog.subjectId })
      .from(changeLog)
      .where(and(eq(changeLog.companyId, company.companyId), eq(changeLog.subject, 'companyFactor')));
    expect(logged).toEqual(
      expect.arrayContaining([
        { action: 'create', subjectId: reported.factorId },
        { action: 'delete', subjectId: reported.factorId },
        { action: 'create', subjectId: replaced.factorId },
      ]),
    );

    const removed = await company.editor.inject({
      method: 'DELETE',
      url: `${base}/${supplier._id}/reported-emissions/2025`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().supplier.reportedEmissions).toEqual([]);
    expect(await factorsOf()).toEqual([]);
    const gone = await company.editor.inject({
      method: 'DELETE',
      url: `${base}/${supplier._id}/reported-emissions/2025`,
    });
    expect(gone.statusCode).toBe(404);
    // Deleting the supplier takes the company factors of its reports with it.
    expect((await putReport(company.editor, supplier._id, report)).statusCode).toBe(200);
    expect(await factorsOf()).toHaveLength(1);
    expect(
      (await company.editor.inject({ method: 'DELETE', url: `${base}/${supplier._id}` })).statusCode,
    ).toBe(200);
    expect(await factorsOf()).toEqual([]);
  });

  it("answers 404 for another company's suppliers on every call", async () => {
    const [supplier] = (await list(company.viewer)).json().suppliers;
    const attempts = [
      { method: 'GET' as const, url: `${base}/${supplier._id}` },
      { method: 'PUT' as const, url: `${base}/${supplier._id}`, payload: { ...acme, name: 'Mine' } },
      { method: 'DELETE' as const, url: `${base}/${supplier._id}` },
      { method: 'PUT' as const, url: `${base}/${supplier._id}/reported-emissions`, payload: report },
      { method: 'DELETE' as const, url: `${base}/${supplier._id}/reported-emissions/2025` },
      { method: 'GET' as const, url: `${base}/${UNKNOWN_ID}` },
    ];
    for (const attempt of attempts) {
      const response = await other.owner.inject(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    expect((await list(other.viewer)).json().suppliers).toEqual([]);
    expect((await list(company.viewer)).json().suppliers[0]).toMatchObject({ name: supplier.name });
  });
});

describe('supplier routes with billing on', () => {
  let stripe: TestApp;
  let company: CompanyClients;
  beforeAll(async () => {
    stripe = await createTestApp({ billing: stripeBilling });
    company = await setUpCompanyClients(stripe.app);
  });
  afterAll(async () => {
    await stripe.close();
  });

  it('needs a paid assessments subscription (402 naming subscriptions.assessments; a pending invoice is not enough)', async () => {
    const refused = await list(company.viewer);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      details: [{ path: 'subscriptions.assessments', message: 'subscription required' }],
    });
    const db = stripe.app.database.db;
    await db.insert(companySubscriptions).values({
      companyId: company.companyId,
      product: 'assessments',
      collectionMethod: 'send_invoice',
      invoiceDueAt: new Date(Date.now() + 7 * 86_400_000),
      hasPaidCurrentPeriodInvoice: false,
    });
    expect((await add(company.editor, acme)).statusCode).toBe(402);
    await db
      .update(companySubscriptions)
      .set({ hasPaidCurrentPeriodInvoice: true })
      .where(eq(companySubscriptions.companyId, company.companyId));
    expect((await add(company.editor, acme)).statusCode).toBe(201);
    expect((await list(company.viewer)).statusCode).toBe(200);
  });
});
