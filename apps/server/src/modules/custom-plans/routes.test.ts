import { fileURLToPath } from 'node:url';
import { listEntitlements, sessionUserSchema } from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { customPlans } from '../../db/schema/custom-plans.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MAX_CODE_GUESSES_PER_COMPANY, MAX_CODE_GUESSES_PER_IP } from './code-throttle.ts';
import { buildPlanInput } from './test-kit.ts';

const stripeBilling = readConfig({
  BILLING: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_abc',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc',
  BILLING_PLANS_FILE: fileURLToPath(
    new URL('../../../../../config/billing/plans.example.json', import.meta.url),
  ),
}).billing;

describe('custom plans', () => {
  let testApp: TestApp;
  let operator: SignedInClient;
  const db = () => testApp.app.database.db;

  /** A company with a member of each role asked for, signed in. */
  async function companyWith<Role extends string>(roles: readonly Role[]) {
    const company = await buildCompany(db());
    const clients = {} as Record<Role, SignedInClient>;
    for (const role of roles) {
      const user = await buildUser(db(), { companyId: company.id, role });
      clients[role] = await signInAs(testApp.app, user.email);
    }
    return { company, ...clients };
  }
  const createPlan = (client: SignedInClient, payload: object) =>
    client.inject({ method: 'POST', url: '/api/settings/custom-plans', payload });
  const attach = (client: SignedInClient, code: string) =>
    client.inject({ method: 'POST', url: '/api/company/custom-plans', payload: { code } });

  beforeAll(async () => {
    testApp = await createTestApp({ billing: stripeBilling });
    const home = await buildCompany(db());
    const user = await buildUser(db(), { companyId: home.id, role: 'viewer', isSitewideAdmin: true });
    operator = await signInAs(testApp.app, user.email);
  });
  afterAll(() => testApp.close());

  describe('created by operators only', () => {
    it('answers 401 without a session and 403 to an owner, and stores nothing', async () => {
      const input = buildPlanInput();
      const anonymous = await testApp.app.inject({
        method: 'POST',
        url: '/api/settings/custom-plans',
        payload: input,
      });
      expect(anonymous.statusCode).toBe(401);
      const { owner } = await companyWith(['owner'] as const);
      expect((await createPlan(owner, input)).statusCode).toBe(403);
      expect((await owner.inject({ method: 'GET', url: '/api/settings/custom-plans' })).statusCode).toBe(403);
      const stored = await db().select().from(customPlans).where(eq(customPlans.code, input.code));
      expect(stored).toEqual([]);
    });

    it('creates a plan and lists it with its creator, available and current', async () => {
      const input = buildPlanInput({ code: 'ACME-2026' });
      const response = await createPlan(operator, input);
      expect(response.statusCode, response.body).toBe(201);
      const listed = response.json().plans.find((plan: { code: string }) => plan.code === 'ACME-2026');
      expect(listed).toMatchObject({
        name: 'Enterprise licence',
        products: ['calculator', 'climateAnalytics'],
        formTypes: ['company', 'product'],
        seats: 25,
        price: { amount: 12000.5, currency: 'EUR' },
        invoicedSeparately: false,
        note: 'Includes the onboarding workshop.',
        state: 'available',
        termState: 'current',
        attachedTo: null,
        withdrawnAt: null,
      });
      expect(listed.createdBy).toMatch(/@example\.org$/);
    });

    it('refuses a code another plan has in any case, naming the field', async () => {
      await createPlan(operator, buildPlanInput({ code: 'Reused-Code' }));
      const again = await createPlan(operator, buildPlanInput({ code: 'REUSED-code' }));
      expect(again.statusCode).toBe(409);
      expect(again.json().error.details).toEqual([
        { path: 'code', message: 'validation.customPlan.codeTaken' },
      ]);
    });

    it.each([
      { name: 'a code with a NUL byte', change: { code: 'NUL\u0000CODE' }, path: 'code' },
      { name: 'a code with a space', change: { code: 'two words' }, path: 'code' },
      { name: 'a note with a NUL byte', change: { note: 'bad\u0000note' }, path: 'note' },
      { name: 'no price and not invoiced separately', change: { price: null }, path: 'price' },
      { name: 'Forms without form types', change: { formTypes: [] }, path: 'formTypes' },
      {
        name: 'an end before the start',
        change: { startsOn: '2026-05-01', endsOn: '2026-04-30' },
        path: 'endsOn',
      },
      { name: 'no seat', change: { seats: 0 }, path: 'seats' },
    ])('refuses $name with 400 naming $path', async ({ change, path }) => {
      const response = await createPlan(operator, buildPlanInput(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toContain(path);
    });

    it('withdraws a plan (operators only), and answers 404 for an unknown one', async () => {
      const input = buildPlanInput();
      const created = (await createPlan(operator, input)).json();
      const id = created.plans.find((plan: { code: string }) => plan.code === input.code)._id;
      const { admin } = await companyWith(['admin'] as const);
      const url = `/api/settings/custom-plans/${id}/withdraw`;
      expect((await admin.inject({ method: 'POST', url })).statusCode).toBe(403);
      const withdrawn = await operator.inject({ method: 'POST', url });
      expect(withdrawn.statusCode).toBe(200);
      const plan = withdrawn.json().plans.find((entry: { _id: string }) => entry._id === id);
      expect(plan.state).toBe('withdrawn');
      const unknown = await operator.inject({
        method: 'POST',
        url: '/api/settings/custom-plans/00000000-0000-4000-8000-000000000000/withdraw',
      });
      expect(unknown.statusCode).toBe(404);
      const preview = await testApp.app.inject({
        method: 'GET',
        url: `/api/custom-plans/preview?code=${input.code}`,
      });
      expect(preview.statusCode).toBe(409);
      expect(preview.json().error.details).toEqual([
        { path: 'code', message: 'validation.customPlan.withdrawn' },
      ]);
    });
  });

  describe('the preview of a registration link', () => {
    it('shows the licence without price or note to anybody, whatever the case of the code', async () => {
      const input = buildPlanInput({ code: 'Preview-Me' });
      await createPlan(operator, input);
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/custom-plans/preview?code=PREVIEW-ME',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: 'Preview-Me',
        name: input.name,
        products: input.products,
        formTypes: input.formTypes,
        seats: 25,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
      });
    });

    it('answers 404 for an unknown code and 400 for one that cannot be a code', async () => {
      const unknown = await testApp.app.inject({
        method: 'GET',
        url: '/api/custom-plans/preview?code=NO-SUCH',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.details).toEqual([
        { path: 'code', message: 'validation.customPlan.unknown' },
      ]);
      const malformed = await testApp.app.inject({
        method: 'GET',
        url: '/api/custom-plans/preview?code=%00abc',
      });
      expect(malformed.statusCode).toBe(400);
    });
  });

  describe('guessing codes', () => {
    const preview = (code: string, remoteAddress: string) =>
      testApp.app.inject({ method: 'GET', url: `/api/custom-plans/preview?code=${code}`, remoteAddress });

    it('throttles previews per address: after the limit of codes that found nothing, even a real code is refused with 429', async () => {
      await createPlan(operator, buildPlanInput({ code: 'GUESS-TARGET' }));
      // Codes that find their plan give their attempt back: a link opened often is never locked.
      for (let look = 0; look < MAX_CODE_GUESSES_PER_IP + 5; look += 1) {
        expect((await preview('GUESS-TARGET', '203.0.113.70')).statusCode).toBe(200);
      }
      const statuses: number[] = [];
      for (let guess = 0; guess < MAX_CODE_GUESSES_PER_IP + 1; guess += 1) {
        statuses.push((await preview(`ACME-${2000 + guess}`, '203.0.113.71')).statusCode);
      }
      expect(statuses).toEqual([...Array(MAX_CODE_GUESSES_PER_IP).fill(404), 429]);
      const locked = await preview('GUESS-TARGET', '203.0.113.71');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await preview('GUESS-TARGET', '203.0.113.72')).statusCode).toBe(200);
    });

    it('throttles attaching per company, whatever address the guesses come from, and per address', async () => {
      await createPlan(operator, buildPlanInput({ code: 'GUESS-ATTACH' }));
      const { admin } = await companyWith(['admin'] as const);
      const guess = (code: string, remoteAddress: string) =>
        admin.inject({ method: 'POST', url: '/api/company/custom-plans', payload: { code }, remoteAddress });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < MAX_CODE_GUESSES_PER_COMPANY + 1; attempt += 1) {
        statuses.push((await guess(`ACME-${3000 + attempt}`, `198.51.100.${100 + attempt}`)).statusCode);
      }
      expect(statuses).toEqual([...Array(MAX_CODE_GUESSES_PER_COMPANY).fill(404), 429]);
      expect((await guess('GUESS-ATTACH', '198.51.100.200')).statusCode).toBe(429);
      // Another company is not held back by this one's guesses.
      const other = await companyWith(['admin'] as const);
      const attached = await other.admin.inject({
        method: 'POST',
        url: '/api/company/custom-plans',
        payload: { code: 'GUESS-ATTACH' },
        remoteAddress: '198.51.100.201',
      });
      expect(attached.statusCode, attached.body).toBe(200);
    });
  });

  describe('on the company’s Solutions page', () => {
    it('is for admins: editors get 403', async () => {
      const { editor, admin } = await companyWith(['editor', 'admin'] as const);
      expect((await editor.inject({ method: 'GET', url: '/api/company/custom-plans' })).statusCode).toBe(403);
      expect((await attach(editor, 'ANY-CODE')).statusCode).toBe(403);
      const own = await admin.inject({ method: 'GET', url: '/api/company/custom-plans' });
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({ plans: [] });
      // The data licences next to them are admins' too.
      expect((await admin.inject({ method: 'GET', url: '/api/settings/licences' })).statusCode).toBe(200);
      expect((await editor.inject({ method: 'GET', url: '/api/settings/licences' })).statusCode).toBe(403);
    });

    it('attaches a free code to the admin’s company once; another company is refused; others see nothing', async () => {
      const input = buildPlanInput({ code: 'ATTACH-ONCE', invoicedSeparately: true, price: null });
      await createPlan(operator, input);
      const first = await companyWith(['admin'] as const);
      const second = await companyWith(['owner'] as const);

      const attached = await attach(first.admin, 'attach-once');
      expect(attached.statusCode, attached.body).toBe(200);
      expect(attached.json().plans).toEqual([
        expect.objectContaining({
          code: 'ATTACH-ONCE',
          invoicedSeparately: true,
          price: null,
          termState: 'current',
          isWithdrawn: false,
        }),
      ]);
      // Attaching the own plan again changes nothing.
      expect((await attach(first.admin, 'ATTACH-ONCE')).statusCode).toBe(200);

      const refused = await attach(second.owner, 'ATTACH-ONCE');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.details).toEqual([{ path: 'code', message: 'validation.customPlan.used' }]);
      const others = await second.owner.inject({ method: 'GET', url: '/api/company/custom-plans' });
      expect(others.json()).toEqual({ plans: [] });

      const list = (await operator.inject({ method: 'GET', url: '/api/settings/custom-plans' })).json();
      const plan = list.plans.find((entry: { code: string }) => entry.code === 'ATTACH-ONCE');
      expect(plan.state).toBe('attached');
      expect(plan.attachedTo).toMatchObject({ company: first.company.id, brand: first.company.brand });
    });

    it('lets exactly one of two companies take a code at the same moment', async () => {
      await createPlan(operator, buildPlanInput({ code: 'RACE-CODE' }));
      const one = await companyWith(['admin'] as const);
      const two = await companyWith(['admin'] as const);
      const answers = await Promise.all([attach(one.admin, 'RACE-CODE'), attach(two.admin, 'RACE-CODE')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    });

    it('refuses an unknown code with 404 and an ended one with 409', async () => {
      const { admin } = await companyWith(['admin'] as const);
      expect((await attach(admin, 'NEVER-MADE')).statusCode).toBe(404);
      await createPlan(
        operator,
        buildPlanInput({ code: 'OLD-PLAN', startsOn: '2020-01-01', endsOn: '2020-12-31' }),
      );
      const ended = await attach(admin, 'OLD-PLAN');
      expect(ended.statusCode).toBe(409);
      expect(ended.json().error.details).toEqual([{ path: 'code', message: 'validation.customPlan.ended' }]);
    });
  });

  describe('entitlements with BILLING=stripe', () => {
    it('include the products of an attached plan in force, and stop when it is withdrawn', async () => {
      const input = buildPlanInput({
        code: 'ENTITLE-ME',
        products: ['calculator', 'events'],
        formTypes: ['event'],
      });
      const created = (await createPlan(operator, input)).json();
      const id = created.plans.find((plan: { code: string }) => plan.code === 'ENTITLE-ME')._id;
      const { owner } = await companyWith(['owner'] as const);
      const whoami = async () =>
        sessionUserSchema.parse((await owner.inject({ method: 'GET', url: '/api/auth/whoami' })).json());

      expect((await whoami()).subscriptions).toEqual({});
      expect((await attach(owner, 'ENTITLE-ME')).statusCode).toBe(200);
      const entitled = listEntitlements({
        billingMode: 'stripe',
        subscriptions: (await whoami()).subscriptions,
      });
      expect(entitled.products.events).toBe(true);
      expect(entitled.products.climateAnalytics).toBe(false);
      expect(entitled.calculatorFormTypes).toMatchObject({ event: true, company: false });
      expect((await whoami()).subscriptions.events?.collectionMethod).toBe('included');

      await operator.inject({ method: 'POST', url: `/api/settings/custom-plans/${id}/withdraw` });
      expect((await whoami()).subscriptions).toEqual({});
    });
  });
});

describe('custom plans with BILLING=off', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('change nothing: every product stays included', async () => {
    const db = testApp.app.database.db;
    const company = await buildCompany(db);
    const operatorUser = await buildUser(db, { companyId: company.id, role: 'owner', isSitewideAdmin: true });
    const operator = await signInAs(testApp.app, operatorUser.email);
    const before = (await operator.inject({ method: 'GET', url: '/api/auth/whoami' })).json().subscriptions;
    await operator.inject({
      method: 'POST',
      url: '/api/settings/custom-plans',
      payload: buildPlanInput({ code: 'OFF-MODE', products: ['surveys'], formTypes: [] }),
    });
    const attached = await operator.inject({
      method: 'POST',
      url: '/api/company/custom-plans',
      payload: { code: 'OFF-MODE' },
    });
    expect(attached.statusCode).toBe(200);
    const after = (await operator.inject({ method: 'GET', url: '/api/auth/whoami' })).json().subscriptions;
    expect(after).toEqual(before);
    expect(after.surveys.collectionMethod).toBe('included');
  });
});
