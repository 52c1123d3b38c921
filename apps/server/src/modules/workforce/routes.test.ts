import { fileURLToPath } from 'node:url';
import { MAX_EMPLOYEES_PER_ADD } from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { companySubscriptions } from '../../db/schema/billing.ts';
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

const base = '/api/company/workforce';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const add = (client: SignedInClient, emails: unknown) =>
  client.inject({ method: 'POST', url: `${base}/employees`, payload: { emails } });
const list = (client: SignedInClient, query = '') =>
  client.inject({ method: 'GET', url: `${base}/employees${query}` });
const createTeam = (client: SignedInClient, name: unknown) =>
  client.inject({ method: 'POST', url: `${base}/teams`, payload: { name } });
const emailsOf = (body: { employees: { email: string }[] }) => body.employees.map((e) => e.email);

describe('workforce routes', () => {
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

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `${base}/employees` });
    expect(response.statusCode).toBe(401);
  });

  it('adds several employees at once, lower-cased, and counts them', async () => {
    const response = await add(company.editor, [' Ann@Example.org', 'bob@example.org', 'carl@example.org']);
    expect(response.statusCode, response.body).toBe(201);
    expect(emailsOf(response.json())).toEqual(['ann@example.org', 'bob@example.org', 'carl@example.org']);
    const employee = response.json().employees[0];
    expect(employee).toEqual({
      _id: expect.any(String),
      email: 'ann@example.org',
      createdAt: expect.any(String),
      team: null,
    });
    const summary = await company.viewer.inject({ method: 'GET', url: `${base}/summary` });
    expect(summary.json()).toEqual({ employees: 3, teams: 0 });
  });

  it('refuses a bad email naming its index, and adds nothing of the list', async () => {
    const response = await add(company.editor, ['dora@example.org', 'not-an-email']);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'emails.1', message: 'validation.email.invalid' },
    ]);
    expect(emailsOf((await list(company.viewer, '?text=dora')).json())).toEqual([]);
  });

  it('refuses an existing employee (409) and a repeated email (400), naming each, adding nothing', async () => {
    const existing = await add(company.editor, ['erin@example.org', 'BOB@example.org']);
    expect(existing.statusCode).toBe(409);
    expect(existing.json().error.details).toEqual([
      { path: 'emails.1', message: 'validation.email.employee' },
    ]);
    expect(existing.json().error.message).toContain('bob@example.org');
    const repeated = await add(company.editor, ['fay@example.org', 'Fay@example.org']);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.details).toEqual([
      { path: 'emails.1', message: 'validation.email.repeated' },
    ]);
    expect((await list(company.viewer, '?text=erin')).json().total).toBe(0);
    expect((await list(company.viewer, '?text=fay')).json().total).toBe(0);
  });

  it('refuses an empty list, too many emails and NUL characters', async () => {
    expect((await add(company.editor, [])).json().error.details[0].path).toBe('emails');
    const tooMany = Array.from({ length: MAX_EMPLOYEES_PER_ADD + 1 }, (_, i) => `p${i}@example.org`);
    const many = await add(company.editor, tooMany);
    expect(many.statusCode).toBe(400);
    expect(many.json().error.details[0]).toEqual({ path: 'emails', message: 'validation.tooMany' });
    const nul = await add(company.editor, ['gus\u0000@example.org']);
    expect(nul.statusCode).toBe(400);
  });

  it('pages, searches and sorts: newest first or alphabetic', async () => {
    const recent = (await list(company.viewer, '?sortBy=new')).json();
    expect(recent.total).toBe(3);
    const alphabetic = (await list(company.viewer, '?sortBy=alphabetic&skip=1&limit=1')).json();
    expect(emailsOf(alphabetic)).toEqual(['bob@example.org']);
    expect(alphabetic).toMatchObject({ total: 3, skip: 1, limit: 1 });
    expect(emailsOf((await list(company.viewer, '?text=CAR')).json())).toEqual(['carl@example.org']);
    // A search is text, never a pattern.
    expect((await list(company.viewer, '?text=%25')).json().total).toBe(0);
    const bad = await list(company.viewer, '?sortBy=oldest&limit=1000');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['limit', 'sortBy']);
  });

  it('lists newest first', async () => {
    await add(company.editor, ['zed@example.org']);
    expect(emailsOf((await list(company.viewer, '?limit=1')).json())).toEqual(['zed@example.org']);
  });

  it('creates, renames and deletes teams with a unique name, and assigns employees', async () => {
    const created = await createTeam(company.editor, '  Sales ');
    expect(created.statusCode, created.body).toBe(201);
    const team = created.json().team;
    expect(team).toMatchObject({ name: 'Sales', employeeCount: 0 });
    const taken = await createTeam(company.editor, 'SALES');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details).toEqual([{ path: 'name', message: 'validation.team.nameTaken' }]);
    const empty = await createTeam(company.editor, '   ');
    expect(empty.json().error.details).toEqual([{ path: 'name', message: 'validation.required' }]);

    const ann = (await list(company.viewer, '?text=ann')).json().employees[0];
    const assigned = await company.editor.inject({
      method: 'PUT',
      url: `${base}/employees/${ann._id}/team`,
      payload: { team: team._id },
    });
    expect(assigned.json().employee.team).toEqual({ _id: team._id, name: 'Sales' });
    expect(emailsOf((await list(company.viewer, `?team=${team._id}`)).json())).toEqual(['ann@example.org']);
    const teams = (await company.viewer.inject({ method: 'GET', url: `${base}/teams` })).json().teams;
    expect(teams).toEqual([expect.objectContaining({ name: 'Sales', employeeCount: 1 })]);

    const renamed = await company.editor.inject({
      method: 'PATCH',
      url: `${base}/teams/${team._id}`,
      payload: { name: 'Sales DACH' },
    });
    expect(renamed.json().team.name).toBe('Sales DACH');

    const unassigned = await company.editor.inject({
      method: 'PUT',
      url: `${base}/employees/${ann._id}/team`,
      payload: { team: null },
    });
    expect(unassigned.json().employee.team).toBeNull();
    await company.editor.inject({
      method: 'PUT',
      url: `${base}/employees/${ann._id}/team`,
      payload: { team: team._id },
    });
    const deleted = await company.editor.inject({ method: 'DELETE', url: `${base}/teams/${team._id}` });
    expect(deleted.statusCode).toBe(200);
    const afterDelete = (await list(company.viewer, '?text=ann')).json().employees[0];
    expect(afterDelete.team).toBeNull();
  });

  it('removes an employee', async () => {
    const zed = (await list(company.viewer, '?text=zed')).json().employees[0];
    const removed = await company.editor.inject({ method: 'DELETE', url: `${base}/employees/${zed._id}` });
    expect(removed.statusCode).toBe(200);
    expect((await list(company.viewer, '?text=zed')).json().total).toBe(0);
  });

  it('lets viewers read but not manage, and admins and owners manage like editors', async () => {
    expect((await list(company.viewer)).statusCode).toBe(200);
    expect((await company.viewer.inject({ method: 'GET', url: `${base}/teams` })).statusCode).toBe(200);
    expect((await add(company.viewer, ['hal@example.org'])).statusCode).toBe(403);
    expect((await createTeam(company.viewer, 'Ops')).statusCode).toBe(403);
    const ann = (await list(company.viewer, '?text=ann')).json().employees[0];
    const team = (await createTeam(company.admin, 'Ops')).json().team;
    const refused = [
      { method: 'DELETE' as const, url: `${base}/employees/${ann._id}` },
      { method: 'PUT' as const, url: `${base}/employees/${ann._id}/team`, payload: { team: team._id } },
      { method: 'PATCH' as const, url: `${base}/teams/${team._id}`, payload: { name: 'Mine' } },
      { method: 'DELETE' as const, url: `${base}/teams/${team._id}` },
    ];
    for (const attempt of refused) {
      const response = await company.viewer.inject(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
    }
    expect((await add(company.owner, ['hal@example.org'])).statusCode).toBe(201);
    const deleted = await company.owner.inject({ method: 'DELETE', url: `${base}/teams/${team._id}` });
    expect(deleted.statusCode).toBe(200);
  });

  it('names the field of a bad team name, search text or id', async () => {
    const long = await createTeam(company.editor, 'x'.repeat(101));
    expect(long.json().error.details).toEqual([{ path: 'name', message: 'validation.tooLong' }]);
    const notText = await createTeam(company.editor, 42);
    expect(notText.json().error.details[0].path).toBe('name');
    const nul = await list(company.viewer, '?text=a%00b');
    expect(nul.statusCode).toBe(400);
    const badTeam = await list(company.viewer, '?team=not-an-id');
    expect(badTeam.json().error.details).toEqual([{ path: 'team', message: 'validation.invalid' }]);
    const badId = await company.editor.inject({ method: 'DELETE', url: `${base}/employees/42` });
    expect(badId.statusCode).toBe(400);
    const badAssign = await company.editor.inject({
      method: 'PUT',
      url: `${base}/employees/${UNKNOWN_ID}/team`,
      payload: { team: 'x' },
    });
    expect(badAssign.json().error.details).toEqual([{ path: 'team', message: 'validation.invalid' }]);
  });

  it("answers 404 for another company's employees and teams", async () => {
    const ann = (await list(company.viewer, '?text=ann')).json().employees[0];
    const team = (await createTeam(company.editor, 'Finance')).json().team;
    const attempts = [
      { method: 'DELETE' as const, url: `${base}/employees/${ann._id}` },
      { method: 'PUT' as const, url: `${base}/employees/${ann._id}/team`, payload: { team: null } },
      { method: 'GET' as const, url: `${base}/teams/${team._id}` },
      { method: 'PATCH' as const, url: `${base}/teams/${team._id}`, payload: { name: 'Mine' } },
      { method: 'DELETE' as const, url: `${base}/teams/${team._id}` },
      { method: 'GET' as const, url: `${base}/employees?team=${team._id}` },
      { method: 'GET' as const, url: `${base}/teams/${UNKNOWN_ID}` },
    ];
    for (const attempt of attempts) {
      const response = await other.owner.inject(attempt);
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    }
    // Nor may a company put its own employee into another company's team.
    await add(other.editor, ['ivy@example.org']);
    const ivy = (await list(other.viewer)).json().employees[0];
    const foreign = await other.editor.inject({
      method: 'PUT',
      url: `${base}/employees/${ivy._id}/team`,
      payload: { team: team._id },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list(company.viewer, '?text=ann')).json().total).toBe(1);
  });
});

describe('workforce routes with billing on', () => {
  let stripe: TestApp;
  let company: CompanyClients;
  beforeAll(async () => {
    stripe = await createTestApp({ billing: stripeBilling });
    company = await setUpCompanyClients(stripe.app);
  });
  afterAll(async () => {
    await stripe.close();
  });

  it('refuses with 402 SUBSCRIPTION_REQUIRED naming subscriptions.workforce without a subscription', async () => {
    const refused = await list(company.viewer);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error).toMatchObject({
      code: 'SUBSCRIPTION_REQUIRED',
      details: [{ path: 'subscriptions.workforce', message: 'subscription required' }],
    });
    expect((await add(company.editor, ['a@example.org'])).statusCode).toBe(402);
  });

  it('never opens for a request that says it is a trial: only a trial the server recorded counts', async () => {
    const headers = { 'x-trial-product': 'workforce' };
    const summary = await company.viewer.inject({ method: 'GET', url: `${base}/summary`, headers });
    expect(summary.statusCode).toBe(402);
    const write = await company.editor.inject({
      method: 'POST',
      url: `${base}/teams`,
      headers,
      payload: { name: 'Header team' },
    });
    expect(write.statusCode).toBe(402);
  });

  it('refuses an unpaid period past its due date, and allows a paid subscription', async () => {
    const db = stripe.app.database.db;
    await db.insert(companySubscriptions).values({
      companyId: company.companyId,
      product: 'workforce',
      collectionMethod: 'send_invoice',
      invoiceDueAt: new Date(Date.now() - 86_400_000),
      hasPaidCurrentPeriodInvoice: false,
    });
    expect((await list(company.viewer)).statusCode).toBe(402);
    await db
      .update(companySubscriptions)
      .set({ hasPaidCurrentPeriodInvoice: true })
      .where(eq(companySubscriptions.companyId, company.companyId));
    const allowed = await list(company.viewer);
    expect(allowed.statusCode, allowed.body).toBe(200);
    const added = await add(company.editor, ['a@example.org']);
    expect(added.statusCode).toBe(201);
  });
});
