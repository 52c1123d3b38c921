import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/identity.ts';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const NAMED_OPERATOR = 'named-operator@example.org';

describe('operator routes', () => {
  let testApp: TestApp;
  let operator: SignedInClient;
  let owner: SignedInClient;
  let operatorId: string;
  let ownerEmail: string;
  let ownerId: string;

  const isOperator = async (userId: string) => {
    const [row] = await testApp.app.database.db
      .select({ isSitewideAdmin: users.isSitewideAdmin })
      .from(users)
      .where(eq(users.id, userId));
    return row?.isSitewideAdmin;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ operatorEmails: [NAMED_OPERATOR] });
    const db = testApp.app.database.db;
    const company = await buildCompany(db);
    const operatorUser = await buildUser(db, {
      companyId: company.id,
      role: 'viewer',
      isSitewideAdmin: true,
    });
    const ownerUser = await buildUser(db, { companyId: company.id, role: 'owner' });
    operatorId = operatorUser.id;
    ownerId = ownerUser.id;
    ownerEmail = ownerUser.email;
    operator = await signInAs(testApp.app, operatorUser.email);
    owner = await signInAs(testApp.app, ownerUser.email);
  });
  afterAll(() => testApp.close());

  describe('who may call them', () => {
    const calls = [
      { method: 'GET' as const, url: '/api/settings/operators' },
      { method: 'POST' as const, url: '/api/settings/operators', payload: { email: 'x@example.org' } },
      { method: 'DELETE' as const, url: '/api/settings/operators/00000000-0000-4000-8000-000000000000' },
    ];

    it.each(calls)('answers $method $url 401 without a session', async (call) => {
      const response = await testApp.app.inject(call);
      expect(response.statusCode).toBe(401);
    });

    it.each(calls)('answers $method $url 403 to a company owner who is no operator', async (call) => {
      const response = await owner.inject(call);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    });

    it('does not let a company owner make themselves an operator', async () => {
      await owner.inject({ method: 'POST', url: '/api/settings/operators', payload: { email: ownerEmail } });
      expect(await isOperator(ownerId)).toBe(false);
    });
  });

  it('lists the operators', async () => {
    const response = await operator.inject({ method: 'GET', url: '/api/settings/operators' });
    expect(response.statusCode).toBe(200);
    expect(response.json().operators).toEqual([
      expect.objectContaining({ _id: operatorId, isNamedInSettings: false }),
    ]);
  });

  it('grants operator rights to an existing account by email, and the account acts as sitewide-admin', async () => {
    const response = await operator.inject({
      method: 'POST',
      url: '/api/settings/operators',
      payload: { email: ` ${ownerEmail.toUpperCase()} ` },
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .operators.map((row: { _id: string }) => row._id)
        .sort(),
    ).toEqual([operatorId, ownerId].sort());
    const whoami = await owner.inject({ method: 'GET', url: '/api/auth/whoami' });
    expect(whoami.json()).toMatchObject({
      isSitewideAdmin: true,
      companyRelationship: { role: 'sitewide-admin' },
    });
  });

  it('answers 404 naming the field for an email without an account, and 400 for a malformed one', async () => {
    const unknown = await operator.inject({
      method: 'POST',
      url: '/api/settings/operators',
      payload: { email: 'nobody@example.org' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.details).toEqual([{ path: 'email', message: 'NO_ACCOUNT' }]);
    const malformed = await operator.inject({
      method: 'POST',
      url: '/api/settings/operators',
      payload: { email: 'not-an-email' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('revokes operator rights, and the account is a company member again', async () => {
    const response = await operator.inject({ method: 'DELETE', url: `/api/settings/operators/${ownerId}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().operators.map((row: { _id: string }) => row._id)).toEqual([operatorId]);
    expect(await isOperator(ownerId)).toBe(false);
    const whoami = await owner.inject({ method: 'GET', url: '/api/auth/whoami' });
    expect(whoami.json()).toMatchObject({ isSitewideAdmin: false, companyRelationship: { role: 'owner' } });
  });

  it('never revokes the last operator', async () => {
    const response = await operator.inject({
      method: 'DELETE',
      url: `/api/settings/operators/${operatorId}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details).toEqual([{ path: 'userId', message: 'LAST_OPERATOR' }]);
    expect(await isOperator(operatorId)).toBe(true);
  });

  it('answers 404 for an account that is no operator', async () => {
    const response = await operator.inject({ method: 'DELETE', url: `/api/settings/operators/${ownerId}` });
    expect(response.statusCode).toBe(404);
  });

  it('grants the accounts named in OPERATOR_EMAILS at sign-in, and does not let the app revoke them', async () => {
    const company = await buildCompany(testApp.app.database.db);
    const named = await buildUser(testApp.app.database.db, {
      email: NAMED_OPERATOR,
      companyId: company.id,
      role: 'editor',
    });
    expect(await isOperator(named.id)).toBe(false);
    const signedIn = await signInAs(testApp.app, NAMED_OPERATOR);
    expect(await isOperator(named.id)).toBe(true);
    const list = await signedIn.inject({ method: 'GET', url: '/api/settings/operators' });
    expect(list.statusCode).toBe(200);
    expect(list.json().operators).toContainEqual(
      expect.objectContaining({ _id: named.id, isNamedInSettings: true }),
    );
    const revoke = await operator.inject({ method: 'DELETE', url: `/api/settings/operators/${named.id}` });
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json().error.details).toEqual([{ path: 'userId', message: 'NAMED_IN_SETTINGS' }]);
  });
});
