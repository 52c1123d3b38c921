import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('the session cache', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function setUp() {
    const { app } = testApp;
    const company = await buildCompany(app.database.db);
    const owner = await buildUser(app.database.db, { companyId: company.id, role: 'owner' });
    const member = await buildUser(app.database.db, { companyId: company.id, role: 'editor' });
    return {
      owner: await signInAs(app, owner.email),
      member: await signInAs(app, member.email),
      memberId: member.id,
    };
  }

  it('answers a repeated whoami without asking the database', async () => {
    const { member } = await setUp();
    expect((await member.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(200);
    const select = vi.spyOn(testApp.app.database.db, 'select');
    const execute = vi.spyOn(testApp.app.database.db, 'execute');
    try {
      const again = await member.inject({ method: 'GET', url: '/api/auth/whoami' });
      expect(again.statusCode).toBe(200);
      expect(select).not.toHaveBeenCalled();
      expect(execute).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
      execute.mockRestore();
    }
  });

  it('forgets a session at sign-out, from the very next request', async () => {
    const { member } = await setUp();
    expect((await member.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(200);
    expect((await member.inject({ method: 'GET', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await member.inject({ method: 'GET', url: '/api/auth/whoami' })).statusCode).toBe(401);
  });

  it('applies a role change and a removal from the very next request', async () => {
    const { owner, member, memberId } = await setUp();
    const whoami = () => member.inject({ method: 'GET', url: '/api/auth/whoami' });
    expect((await whoami()).json().companyRelationship.role).toBe('editor');

    const changed = await owner.inject({
      method: 'PUT',
      url: `/api/company/users/${memberId}/role`,
      payload: { role: 'viewer' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await whoami()).json().companyRelationship.role).toBe('viewer');

    const removed = await owner.inject({ method: 'DELETE', url: `/api/company/users/${memberId}` });
    expect(removed.statusCode).toBe(200);
    expect((await whoami()).statusCode).toBe(401);
  });
});
