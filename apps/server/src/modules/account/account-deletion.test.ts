import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, memberships, users } from '../../db/schema/identity.ts';
import { addMembership, buildCompany, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { type AccountTestKit, expireToken, readTokenFromLink, startAccountTestKit } from './test-kit.ts';

describe('account deletion', () => {
  let kit: AccountTestKit;
  let linkPrefix: string;

  beforeAll(async () => {
    kit = await startAccountTestKit();
    linkPrefix = `${kit.app.config.publicUrl}/accounts/delete/`;
  });
  afterAll(() => kit.close());

  const db = () => kit.app.database.db;

  async function requestDeletion(client: SignedInClient, email: string) {
    const response = await client.inject({
      method: 'POST',
      url: '/api/auth/account/deletion-request',
      payload: { password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const mail = await kit.smtp.waitForMail(email);
    expect(mail.subject).toBe('Confirm the deletion of your account');
    return readTokenFromLink(kit.smtp.findLink(mail, linkPrefix));
  }

  const preview = (token: string) =>
    kit.app.inject({ method: 'GET', url: `/api/auth/account/deletion/${token}` });
  const confirmDeletion = (token: string) =>
    kit.app.inject({ method: 'POST', url: '/api/auth/account/delete', payload: { token } });
  const existsUser = async (id: string) =>
    (await db().select().from(users).where(eq(users.id, id))).length > 0;
  const existsCompany = async (id: string) =>
    (await db().select().from(companies).where(eq(companies.id, id))).length > 0;

  it('needs a sign-in to ask, and the right password (400 naming it)', async () => {
    const anonymous = await kit.app.inject({
      method: 'POST',
      url: '/api/auth/account/deletion-request',
      payload: { password: TEST_PASSWORD },
    });
    expect(anonymous.statusCode).toBe(401);

    const company = await buildCompany(db());
    const user = await buildUser(db(), { companyId: company.id, role: 'owner' });
    const client = await signInAs(kit.app, user.email);
    const wrong = await client.inject({
      method: 'POST',
      url: '/api/auth/account/deletion-request',
      payload: { password: 'Wrong-Password-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([{ path: 'password', message: 'validation.password.wrong' }]);
    const empty = await client.inject({
      method: 'POST',
      url: '/api/auth/account/deletion-request',
      payload: {},
    });
    expect(empty.json().error.details).toEqual([{ path: 'password', message: 'validation.required' }]);
  });

  it('deletes the account and the company it was the only member of, keeping shared companies', async () => {
    const solo = await buildCompany(db(), { brand: 'Solo Works' });
    const shared = await buildCompany(db(), { brand: 'Shared Works' });
    const user = await buildUser(db(), { companyId: solo.id, role: 'owner' });
    await addMembership(db(), user.id, shared.id, 'editor');
    const colleague = await buildUser(db(), { companyId: shared.id, role: 'owner' });
    const client = await signInAs(kit.app, user.email);
    const token = await requestDeletion(client, user.email);

    const consequences = await preview(token);
    expect(consequences.statusCode).toBe(200);
    expect(consequences.json()).toEqual({
      email: user.email,
      companiesDeleted: ['Solo Works'],
      blockingCompanies: [],
      isLastOperator: false,
    });

    const deleted = await client.inject({
      method: 'POST',
      url: '/api/auth/account/delete',
      payload: { token },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.cookies.find((cookie) => cookie.name === 'session')?.value).toBe('');
    expect(await existsUser(user.id)).toBe(false);
    expect(await existsCompany(solo.id)).toBe(false);
    expect(await existsCompany(shared.id)).toBe(true);
    expect(await existsUser(colleague.id)).toBe(true);
    expect((await client.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(401);
    expect((await confirmDeletion(token)).statusCode).toBe(400);
    expect((await preview(token)).statusCode).toBe(400);
  });

  it('refuses while the user is the last owner of a company with other members, then works after a handover', async () => {
    const company = await buildCompany(db(), { brand: 'Busy Team' });
    const owner = await buildUser(db(), { companyId: company.id, role: 'owner' });
    const editor = await buildUser(db(), { companyId: company.id, role: 'editor' });
    const token = await requestDeletion(await signInAs(kit.app, owner.email), owner.email);

    expect((await preview(token)).json()).toEqual({
      email: owner.email,
      companiesDeleted: [],
      blockingCompanies: ['Busy Team'],
      isLastOperator: false,
    });
    const refused = await confirmDeletion(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'You are the last owner of Busy Team. Please make another member an owner before deleting your account.',
    });
    expect(await existsUser(owner.id)).toBe(true);

    await db()
      .update(memberships)
      .set({ role: 'owner' })
      .where(and(eq(memberships.companyId, company.id), eq(memberships.userId, editor.id)));
    expect((await confirmDeletion(token)).statusCode).toBe(200);
    expect(await existsUser(owner.id)).toBe(false);
    expect(await existsCompany(company.id)).toBe(true);
  });

  it("refuses the platform's only operator until another account is an operator", async () => {
    // Whoever else the suite made an operator steps down, so this account is the only one.
    await db().update(users).set({ isSitewideAdmin: false }).where(eq(users.isSitewideAdmin, true));
    const company = await buildCompany(db(), { brand: 'Operator Works' });
    const operator = await buildUser(db(), { companyId: company.id, role: 'owner', isSitewideAdmin: true });
    const colleague = await buildUser(db(), { companyId: (await buildCompany(db())).id, role: 'owner' });
    const token = await requestDeletion(await signInAs(kit.app, operator.email), operator.email);

    expect((await preview(token)).json()).toEqual({
      email: operator.email,
      companiesDeleted: ['Operator Works'],
      blockingCompanies: [],
      isLastOperator: true,
    });
    const refused = await confirmDeletion(token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'CONFLICT',
      message:
        'You are the only platform operator. Make another account an operator in Settings → Operators before deleting yours.',
    });
    expect(await existsUser(operator.id)).toBe(true);
    expect(await existsCompany(company.id)).toBe(true);

    await db().update(users).set({ isSitewideAdmin: true }).where(eq(users.id, colleague.id));
    expect((await preview(token)).json().isLastOperator).toBe(false);
    expect((await confirmDeletion(token)).statusCode).toBe(200);
    expect(await existsUser(operator.id)).toBe(false);
  });

  it('refuses unknown and expired links with a clear 400', async () => {
    const company = await buildCompany(db());
    const user = await buildUser(db(), { companyId: company.id, role: 'owner' });
    const token = await requestDeletion(await signInAs(kit.app, user.email), user.email);
    await expireToken(kit.app, token);
    for (const response of [
      await preview(token),
      await confirmDeletion(token),
      await confirmDeletion('nope'),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'BAD_REQUEST',
        message: 'This link is invalid or has expired.',
      });
    }
    expect(await existsUser(user.id)).toBe(true);
  });

  it('answers 400 naming the token when it is missing', async () => {
    const response = await kit.app.inject({ method: 'POST', url: '/api/auth/account/delete', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([{ path: 'token', message: 'validation.required' }]);
  });
});
