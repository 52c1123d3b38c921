import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMembership, buildCompany, buildUser } from '../../test/factories.ts';
import { readSetCookies, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/test-smtp.ts';
import { MAX_FAILURES_PER_ACCOUNT } from '../auth/login-throttle.ts';

describe('company users and invitations', () => {
  let testApp: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'http://carbon.test' });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  async function setUpCompany() {
    const db = testApp.app.database.db;
    const company = await buildCompany(db, { brand: 'Acme' });
    const owner = await buildUser(db, { companyId: company.id, role: 'owner' });
    const admin = await buildUser(db, { companyId: company.id, role: 'admin' });
    const editor = await buildUser(db, { companyId: company.id, role: 'editor' });
    const viewer = await buildUser(db, { companyId: company.id, role: 'viewer' });
    return { company, owner, admin, editor, viewer };
  }

  it('lists members with roles to any member, and answers 401 without a session', async () => {
    const { viewer, owner } = await setUpCompany();
    expect((await testApp.app.inject({ method: 'GET', url: '/api/company/users' })).statusCode).toBe(401);
    const client = await signInAs(testApp.app, viewer.email);
    const response = await client.inject({ method: 'GET', url: '/api/company/users' });
    expect(response.statusCode).toBe(200);
    const users = response.json().users as Array<{ email: string; role: string }>;
    expect(users).toHaveLength(4);
    expect(users.find((user) => user.email === owner.email)?.role).toBe('owner');
  });

  it('invites by email; the invited person registers through the mailed link and is signed in', async () => {
    const { editor, company } = await setUpCompany();
    const client = await signInAs(testApp.app, editor.email);
    const invite = await client.inject({
      method: 'POST',
      url: '/api/company/users/invite',
      payload: { email: 'New.Colleague@Example.org', role: 'editor' },
    });
    expect(invite.statusCode).toBe(201);
    const mail = await smtp.waitForMail('new.colleague@example.org');
    expect(mail.subject).toContain('Acme');
    const link = smtp.findLink(mail, `http://carbon.test/register/${company.id}/`);
    const token = link.split('/').at(-1) ?? '';

    const pending = await client.inject({ method: 'GET', url: '/api/company/users' });
    expect(pending.json().invitations).toEqual([
      expect.objectContaining({ email: 'new.colleague@example.org', role: 'editor' }),
    ]);

    const details = await testApp.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` });
    expect(details.json()).toEqual({
      email: 'new.colleague@example.org',
      role: 'editor',
      companyInfo: { brand: 'Acme' },
      hasAccount: false,
    });

    const register = await testApp.app.inject({
      method: 'POST',
      url: '/api/company/users/register',
      payload: {
        token,
        nameFirst: 'Nina',
        nameLast: 'Neu',
        password1: 'Welcome2025',
        password2: 'Welcome2025',
      },
    });
    expect(register.statusCode).toBe(201);
    expect(register.json().data).toMatchObject({
      email: 'new.colleague@example.org',
      company: company.id,
      companyRelationship: { role: 'editor' },
    });
    expect(readSetCookies(register).session).toBeTruthy();

    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/company/users/register',
      payload: {
        token,
        nameFirst: 'Nina',
        nameLast: 'Neu',
        password1: 'Welcome2025',
        password2: 'Welcome2025',
      },
    });
    expect(again.statusCode).toBe(404);
  });

  it('lets an existing account accept an invitation with its password', async () => {
    const { owner, company } = await setUpCompany();
    const other = await buildCompany(testApp.app.database.db);
    const outsider = await buildUser(testApp.app.database.db, { companyId: other.id, role: 'owner' });
    const client = await signInAs(testApp.app, owner.email);
    await client.inject({
      method: 'POST',
      url: '/api/company/users/invite',
      payload: { email: outsider.email, role: 'viewer' },
    });
    const token =
      smtp
        .findLink(await smtp.waitForMail(outsider.email), `http://carbon.test/register/${company.id}/`)
        .split('/')
        .at(-1) ?? '';
    const details = await testApp.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` });
    expect(details.json().hasAccount).toBe(true);
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/accept',
      payload: { token, password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([{ path: 'password', message: 'validation.password.wrong' }]);
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/accept',
      payload: { token, password: 'Correct-Horse-9' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      company: company.id,
      companyRelationship: { role: 'viewer' },
    });
  });

  it('counts wrong passwords at an invitation like failed sign-ins: the attempt after the limit is refused, even the right one', async () => {
    const { owner, company } = await setUpCompany();
    const other = await buildCompany(testApp.app.database.db);
    const outsider = await buildUser(testApp.app.database.db, { companyId: other.id, role: 'owner' });
    const client = await signInAs(testApp.app, owner.email);
    await client.inject({
      method: 'POST',
      url: '/api/company/users/invite',
      payload: { email: outsider.email, role: 'viewer' },
    });
    const token =
      smtp
        .findLink(await smtp.waitForMail(outsider.email), `http://carbon.test/register/${company.id}/`)
        .split('/')
        .at(-1) ?? '';
    const accept = (password: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/invitations/accept',
        remoteAddress: '198.51.100.35',
        payload: { token, password },
      });
    const statuses: number[] = [];
    for (let guess = 0; guess < MAX_FAILURES_PER_ACCOUNT + 2; guess += 1) {
      statuses.push((await accept(`Wrong-Guess-${guess}`)).statusCode);
    }
    expect(statuses).toEqual([...Array(MAX_FAILURES_PER_ACCOUNT).fill(400), 429, 429]);
    const right = await accept('Correct-Horse-9');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // The same counters as sign-in: the account's sign-in is locked too.
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '198.51.100.36',
      payload: { email: outsider.email, password: 'Correct-Horse-9' },
    });
    expect(signIn.statusCode).toBe(429);
  });

  it('refuses invitations from viewers (403), roles above the inviter’s (403), bad bodies (400) and members (409)', async () => {
    const { viewer, editor, admin } = await setUpCompany();
    const asViewer = await signInAs(testApp.app, viewer.email);
    const forbidden = await asViewer.inject({
      method: 'POST',
      url: '/api/company/users/invite',
      payload: { email: 'x@example.org', role: 'viewer' },
    });
    expect(forbidden.statusCode).toBe(403);

    const asEditor = await signInAs(testApp.app, editor.email);
    const above = await asEditor.inject({
      method: 'POST',
      url: '/api/company/users/invite',
      payload: { email: 'x@example.org', role: 'admin' },
    });
    expect(above.statusCode).toBe(403);
    const bad = await asEditor.inject({
      method: 'POST',
      url: '/api/company/users/invite',
      payload: { email: 'nope', role: 'chief' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((detail: { path: string }) => detail.path)
        .sort(),
    ).toEqual(['email', 'role']);
    const member = await asEditor.inject({
      method: 'POST',
      url: '/api/company/users/invite',
      payload: { email: admin.email, role: 'viewer' },
    });
    expect(member.statusCode).toBe(409);
  });

  it('changes roles within the rules and never demotes or removes the last owner', async () => {
    const { owner, admin, editor, viewer } = await setUpCompany();
    const asAdmin = await signInAs(testApp.app, admin.email);
    expect(
      (
        await asAdmin.inject({
          method: 'PUT',
          url: `/api/company/users/${viewer.id}/role`,
          payload: { role: 'editor' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await asAdmin.inject({
          method: 'PUT',
          url: `/api/company/users/${viewer.id}/role`,
          payload: { role: 'owner' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await asAdmin.inject({
          method: 'PUT',
          url: `/api/company/users/${owner.id}/role`,
          payload: { role: 'viewer' },
        })
      ).statusCode,
    ).toBe(403);

    const asEditor = await signInAs(testApp.app, editor.email);
    expect(
      (
        await asEditor.inject({
          method: 'PUT',
          url: `/api/company/users/${viewer.id}/role`,
          payload: { role: 'viewer' },
        })
      ).statusCode,
    ).toBe(403);

    const asOwner = await signInAs(testApp.app, owner.email);
    const lastOwner = await asOwner.inject({
      method: 'PUT',
      url: `/api/company/users/${owner.id}/role`,
      payload: { role: 'admin' },
    });
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().error.details).toEqual([{ path: 'role', message: 'LAST_OWNER' }]);
    expect(
      (await asOwner.inject({ method: 'DELETE', url: `/api/company/users/${owner.id}` })).statusCode,
    ).toBe(409);

    expect(
      (
        await asOwner.inject({
          method: 'PUT',
          url: `/api/company/users/${admin.id}/role`,
          payload: { role: 'owner' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await asOwner.inject({
          method: 'PUT',
          url: `/api/company/users/${owner.id}/role`,
          payload: { role: 'admin' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('removes members, and answers 404 for users of another company and 400 for malformed ids', async () => {
    const { admin, viewer } = await setUpCompany();
    const other = await setUpCompany();
    const asAdmin = await signInAs(testApp.app, admin.email);
    expect(
      (await asAdmin.inject({ method: 'DELETE', url: `/api/company/users/${other.viewer.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await asAdmin.inject({
          method: 'PUT',
          url: `/api/company/users/${other.viewer.id}/role`,
          payload: { role: 'viewer' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await asAdmin.inject({ method: 'DELETE', url: '/api/company/users/not-a-uuid' })).statusCode,
    ).toBe(400);

    expect(
      (await asAdmin.inject({ method: 'DELETE', url: `/api/company/users/${viewer.id}` })).statusCode,
    ).toBe(200);
    const removed = await signInAs(testApp.app, viewer.email).catch((error: Error) => error);
    expect(removed).toBeInstanceOf(Error);
  });

  it('withdraws an invitation so its link stops working; other companies cannot touch it', async () => {
    const { owner, company } = await setUpCompany();
    const other = await setUpCompany();
    const client = await signInAs(testApp.app, owner.email);
    await client.inject({
      method: 'POST',
      url: '/api/company/users/invite',
      payload: { email: 'withdrawn@example.org', role: 'viewer' },
    });
    const token =
      smtp
        .findLink(
          await smtp.waitForMail('withdrawn@example.org'),
          `http://carbon.test/register/${company.id}/`,
        )
        .split('/')
        .at(-1) ?? '';
    const invitationId = (await client.inject({ method: 'GET', url: '/api/company/users' })).json()
      .invitations[0]._id;

    const asOther = await signInAs(testApp.app, other.owner.email);
    expect(
      (await asOther.inject({ method: 'DELETE', url: `/api/company/users/invitations/${invitationId}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await client.inject({ method: 'DELETE', url: `/api/company/users/invitations/${invitationId}` }))
        .statusCode,
    ).toBe(200);
    expect(
      (await testApp.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` })).statusCode,
    ).toBe(404);
  });

  it('lets an editor withdraw only invitations of a role no higher than their own', async () => {
    const { owner, editor } = await setUpCompany();
    const asOwner = await signInAs(testApp.app, owner.email);
    const asEditor = await signInAs(testApp.app, editor.email);
    for (const [email, role] of [
      ['future.owner@example.org', 'owner'],
      ['future.editor@example.org', 'editor'],
    ]) {
      const invited = await asOwner.inject({
        method: 'POST',
        url: '/api/company/users/invite',
        payload: { email, role },
      });
      expect(invited.statusCode).toBeLessThan(300);
    }
    const invitations = (await asOwner.inject({ method: 'GET', url: '/api/company/users' })).json()
      .invitations as Array<{ _id: string; email: string }>;
    const idOf = (email: string) => invitations.find((invitation) => invitation.email === email)?._id;

    const refused = await asEditor.inject({
      method: 'DELETE',
      url: `/api/company/users/invitations/${idOf('future.owner@example.org')}`,
    });
    expect(refused.statusCode).toBe(403);
    const stillPending = (await asOwner.inject({ method: 'GET', url: '/api/company/users' })).json()
      .invitations as Array<{ email: string }>;
    expect(stillPending.map((invitation) => invitation.email)).toContain('future.owner@example.org');

    const allowed = await asEditor.inject({
      method: 'DELETE',
      url: `/api/company/users/invitations/${idOf('future.editor@example.org')}`,
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('keeps a user of two companies apart: roles are per company', async () => {
    const first = await setUpCompany();
    const second = await setUpCompany();
    await addMembership(testApp.app.database.db, first.viewer.id, second.company.id, 'admin');
    const client = await signInAs(testApp.app, first.viewer.email, { company: second.company.id });
    const response = await client.inject({
      method: 'PUT',
      url: `/api/company/users/${second.viewer.id}/role`,
      payload: { role: 'editor' },
    });
    expect(response.statusCode).toBe(200);
  });
});
