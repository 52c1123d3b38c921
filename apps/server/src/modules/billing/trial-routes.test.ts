import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { companyTrials } from '../../db/schema/billing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, setUpCompanyClients } from '../calculator/test-kit.ts';

const plansFile = fileURLToPath(new URL('../../../../../config/billing/plans.example.json', import.meta.url));
const billingWith = (trialDays: string) =>
  readConfig({
    BILLING: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    BILLING_PLANS_FILE: plansFile,
    TRIAL_DAYS: trialDays,
  }).billing;

const summaryUrl = '/api/company/workforce/summary';
const DAY = 86_400_000;

describe('trials recorded by the server', () => {
  let stripe: TestApp;
  let noTrials: TestApp;
  let off: TestApp;
  let company: CompanyClients;
  let other: CompanyClients;

  beforeAll(async () => {
    [stripe, noTrials, off] = await Promise.all([
      createTestApp({ billing: billingWith('10') }),
      createTestApp({ billing: billingWith('0') }),
      createTestApp(),
    ]);
    [company, other] = [await setUpCompanyClients(stripe.app), await setUpCompanyClients(stripe.app)];
  });
  afterAll(async () => {
    await Promise.all([stripe.close(), noTrials.close(), off.close()]);
  });

  it('answers 401 without a session, 400 naming product for anything but a trial product on sale, and 404 with billing off', async () => {
    const anonymous = await stripe.app.inject({ method: 'GET', url: '/api/company/trials' });
    expect(anonymous.statusCode).toBe(401);
    for (const product of ['calculator', 'assessments', 'events', 42]) {
      const refused = await company.viewer.inject({
        method: 'POST',
        url: '/api/company/trials',
        payload: { product },
      });
      expect(refused.statusCode, String(product)).toBe(400);
      expect(refused.json().error.details[0].path).toBe('product');
    }
    const offClients = await setUpCompanyClients(off.app);
    expect((await offClients.viewer.inject({ method: 'GET', url: '/api/company/trials' })).statusCode).toBe(
      404,
    );
  });

  it('opens workforce for the company from the trial’s start for TRIAL_DAYS, once per company, never for another company', async () => {
    expect((await company.viewer.inject({ method: 'GET', url: summaryUrl })).statusCode).toBe(402);
    const before = Date.now();
    const started = await company.viewer.inject({
      method: 'POST',
      url: '/api/company/trials',
      payload: { product: 'workforce' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { trial } = started.json();
    expect(trial.product).toBe('workforce');
    const startedAt = Date.parse(trial.startedAt);
    expect(startedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(trial.endsAt) - startedAt).toBe(10 * DAY);

    expect((await company.viewer.inject({ method: 'GET', url: summaryUrl })).statusCode).toBe(200);
    const team = await company.editor.inject({
      method: 'POST',
      url: '/api/company/workforce/teams',
      payload: { name: 'Trial team' },
    });
    expect(team.statusCode, team.body).toBe(201);

    // Asking again (another member, another tab) answers the same trial: it is not restarted.
    const again = await company.editor.inject({
      method: 'POST',
      url: '/api/company/trials',
      payload: { product: 'workforce' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ trial, isNew: false });
    const listed = await company.viewer.inject({ method: 'GET', url: '/api/company/trials' });
    expect(listed.json()).toEqual({ trials: [trial], trialDays: 10 });

    // Another company's members see none of it.
    expect((await other.viewer.inject({ method: 'GET', url: summaryUrl })).statusCode).toBe(402);
    expect((await other.viewer.inject({ method: 'GET', url: '/api/company/trials' })).json().trials).toEqual(
      [],
    );
  });

  it('closes workforce when the trial ends, and a trial that ended is not started again', async () => {
    const db = stripe.app.database.db;
    const where = and(eq(companyTrials.companyId, company.companyId), eq(companyTrials.product, 'workforce'));
    await db
      .update(companyTrials)
      .set({ startedAt: new Date(Date.now() - 11 * DAY), endsAt: new Date(Date.now() - DAY) })
      .where(where);
    const refused = await company.viewer.inject({ method: 'GET', url: summaryUrl });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    const again = await company.viewer.inject({
      method: 'POST',
      url: '/api/company/trials',
      payload: { product: 'workforce' },
    });
    expect(again.statusCode).toBe(200);
    expect(Date.parse(again.json().trial.endsAt)).toBeLessThan(Date.now());
    expect((await company.viewer.inject({ method: 'GET', url: summaryUrl })).statusCode).toBe(402);
  });

  it('records one trial of two started at once', async () => {
    const fresh = await setUpCompanyClients(stripe.app);
    const answers = await Promise.all(
      [fresh.viewer, fresh.editor, fresh.admin].map((client) =>
        client.inject({ method: 'POST', url: '/api/company/trials', payload: { product: 'workforce' } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().trial.endsAt)).size).toBe(1);
  });

  it('offers no trial with TRIAL_DAYS=0 (409), and workforce stays closed', async () => {
    const clients = await setUpCompanyClients(noTrials.app);
    const refused = await clients.viewer.inject({
      method: 'POST',
      url: '/api/company/trials',
      payload: { product: 'workforce' },
    });
    expect(refused.statusCode).toBe(409);
    expect((await clients.viewer.inject({ method: 'GET', url: '/api/company/trials' })).json()).toEqual({
      trials: [],
      trialDays: 0,
    });
    expect((await clients.viewer.inject({ method: 'GET', url: summaryUrl })).statusCode).toBe(402);
  });
});
