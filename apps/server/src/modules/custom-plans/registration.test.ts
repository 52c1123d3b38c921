import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customPlans } from '../../db/schema/custom-plans.ts';
import { companies, memberships, pendingRegistrations, users } from '../../db/schema/identity.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp.ts';
import { readTokenFromLink } from '../account/test-kit.ts';
import { buildPlanInput } from './test-kit.ts';

const registrationOf = (email: string, customPlanCode?: string) => ({
  ...(customPlanCode === undefined ? {} : { customPlanCode }),
  email,
  password1: 'Sustain4bility',
  password2: 'Sustain4bility',
  nameFirst: 'Nora',
  nameLast: 'Newcomer',
  info: {
    company: 'Licensed Ltd',
    brand: 'Licensed',
    address: 'Hafenweg 2',
    city: 'Hamburg',
    zip: '20457',
    country: 'DE',
  },
});

/** Registering with `?customPlanCode=`: the code travels through the pending registration and its mailed link. */
describe('registration with a custom plan code', () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  let operator: SignedInClient;
  let address = 0;
  const db = () => testApp.app.database.db;
  const register = (email: string, code?: string) => {
    address += 1;
    return testApp.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationOf(email, code),
      remoteAddress: `10.60.0.${address}`,
    });
  };
  const confirm = (token: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/auth/register/confirm', payload: { token } });
  const tokenMailedTo = async (email: string) =>
    readTokenFromLink(
      smtp.findLink(await smtp.waitForMail(email), 'http://localhost:3000/register/confirm/'),
    );
  const createPlan = (code: string) =>
    operator.inject({ method: 'POST', url: '/api/settings/custom-plans', payload: buildPlanInput({ code }) });
  const planOf = async (code: string) =>
    (await db().select().from(customPlans).where(eq(customPlans.code, code)))[0];
  const countUsers = async () => (await db().select({ value: count() }).from(users))[0]?.value ?? 0;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'http://localhost:3000' });
    const company = await buildCompany(db());
    const user = await buildUser(db(), { companyId: company.id, role: 'owner', isSitewideAdmin: true });
    operator = await signInAs(testApp.app, user.email);
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('keeps the code with the pending registration and attaches it when the mailed link is opened', async () => {
    expect((await createPlan('WELCOME-2026')).statusCode).toBe(201);
    const registered = await register('licensed@example.org', 'welcome-2026');
    expect(registered.statusCode).toBe(202);
    const [pending] = await db()
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, 'licensed@example.org'));
    expect(pending?.payload).toMatchObject({ customPlanCode: 'welcome-2026' });
    // Nothing is attached before the account exists.
    expect((await planOf('WELCOME-2026'))?.attachedAt).toBeNull();

    const confirmed = await confirm(await tokenMailedTo('licensed@example.org'));
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().attachedCustomPlanCode).toBe('WELCOME-2026');
    const companyId = confirmed.json().data.company;
    expect((await planOf('WELCOME-2026'))?.companyId).toBe(companyId);

    // The new owner sees the licence on the Solutions page.
    const owner = await signInAs(testApp.app, 'licensed@example.org', { password: 'Sustain4bility' });
    const solutions = await owner.inject({ method: 'GET', url: '/api/company/custom-plans' });
    expect(solutions.json().plans).toEqual([
      expect.objectContaining({
        code: 'WELCOME-2026',
        seats: 25,
        price: { amount: 12000.5, currency: 'EUR' },
      }),
    ]);
  });

  it('answers a registration without a code as before, without attachedCustomPlanCode', async () => {
    await register('plain@example.org');
    const confirmed = await confirm(await tokenMailedTo('plain@example.org'));
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json()).not.toHaveProperty('attachedCustomPlanCode');
  });

  it.each([
    { name: 'an unknown code', code: 'NOT-A-PLAN', status: 404, message: 'validation.customPlan.unknown' },
    { name: 'a used code', code: 'WELCOME-2026', status: 409, message: 'validation.customPlan.used' },
  ])(
    'refuses $name before anything is stored or mailed, naming the field',
    async ({ code, status, message }) => {
      const email = `refused-${status}@example.org`;
      const response = await register(email, code);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.details).toEqual([{ path: 'customPlanCode', message }]);
      const pending = await db()
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.email, email));
      expect(pending).toEqual([]);
      // Mail goes out after the answer: give it the time a sent one would take to arrive.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.some((mail) => mail.to.includes(email))).toBe(false);
    },
  );

  it('refuses a code with a NUL byte with 400', async () => {
    const response = await register('nul@example.org', 'BAD\u0000CODE');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].path).toBe('customPlanCode');
  });

  it('creates no account when another company took the code between registering and confirming', async () => {
    await createPlan('CONTESTED');
    await register('slow@example.org', 'CONTESTED');
    const token = await tokenMailedTo('slow@example.org');
    const { id: quickCompany } = await buildCompany(db());
    await db()
      .update(customPlans)
      .set({ companyId: quickCompany, attachedAt: new Date() })
      .where(eq(customPlans.code, 'CONTESTED'));
    const usersBefore = await countUsers();

    const refused = await confirm(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details).toEqual([
      { path: 'customPlanCode', message: 'validation.customPlan.used' },
    ]);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await countUsers()).toBe(usersBefore);
    expect(await db().select().from(users).where(eq(users.email, 'slow@example.org'))).toEqual([]);
    expect((await planOf('CONTESTED'))?.companyId).toBe(quickCompany);
  });

  it('makes the newcomer the owner of exactly one company with the plan attached', async () => {
    await createPlan('ONE-COMPANY');
    await register('single@example.org', 'ONE-COMPANY');
    const confirmed = await confirm(await tokenMailedTo('single@example.org'));
    const { company, _id } = confirmed.json().data;
    const rows = await db().select().from(memberships).where(eq(memberships.userId, _id));
    expect(rows).toEqual([expect.objectContaining({ companyId: company, role: 'owner' })]);
    const [stored] = await db().select().from(companies).where(eq(companies.id, company));
    expect(stored?.brand).toBe('Licensed');
  });
});
