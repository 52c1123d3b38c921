import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, setUpCompanyClients } from '../calculator/test-kit.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { catchMails, createInvite, readInviteToken } from './test-kit.ts';

const base = '/api/company/calculator/invites';
const invitePayload = (instances: string[], extra: Record<string, unknown> = {}) => ({
  instances,
  email: 'Supplier@Example.org',
  kind: 'supplier',
  items: [{ kind: 'section', id: 'purchased-electricity', deadline: '2026-03-31' }],
  ...extra,
});

describe('calculator invites', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let mails: OutgoingMail[];
  let instanceId: string;
  let secondProjectInstanceId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    mails = catchMails(testApp.app);
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    instanceId = (await createProject(acme.owner, { name: 'HQ', year: 2025 })).instanceId;
    secondProjectInstanceId = (await createProject(acme.owner, { name: 'Plant', year: 2025 })).instanceId;
  });
  afterAll(() => testApp.close());

  it('answers 401 without a session', async () => {
    const calls = [
      { method: 'GET', url: `${base}?instance=${instanceId}` },
      { method: 'POST', url: base, payload: invitePayload([instanceId]) },
      { method: 'GET', url: '/api/company/users/notifications' },
      { method: 'GET', url: '/api/company/users/notifications/count' },
    ] as const;
    for (const call of calls) expect((await testApp.app.inject(call)).statusCode).toBe(401);
  });

  it('refuses viewers (403) and a group of several years (403)', async () => {
    const asViewer = await acme.viewer.inject({
      method: 'POST',
      url: base,
      payload: invitePayload([instanceId]),
    });
    expect(asViewer.statusCode).toBe(403);
    const listAsViewer = await acme.viewer.inject({ method: 'GET', url: `${base}?instance=${instanceId}` });
    expect(listAsViewer.statusCode).toBe(403);
    const group = await acme.editor.inject({
      method: 'POST',
      url: base,
      payload: invitePayload([instanceId, secondProjectInstanceId]),
    });
    expect(group.statusCode).toBe(403);
  });

  it('answers 400 for bad bodies', async () => {
    const bodies = [
      invitePayload([instanceId], { email: 'not-an-email' }),
      invitePayload([instanceId], { items: [] }),
      invitePayload([instanceId], { kind: 'friend' }),
      invitePayload([instanceId], { items: [{ kind: 'section', id: 'no-such-section' }] }),
      invitePayload([instanceId], { items: [{ kind: 'section', id: 'scope-1', deadline: '31.03.2026' }] }),
    ];
    for (const payload of bodies) {
      const response = await acme.editor.inject({ method: 'POST', url: base, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('creates an invite, mails the link and lists it with a no-data status', async () => {
    const before = mails.length;
    const response = await acme.editor.inject({
      method: 'POST',
      url: base,
      payload: invitePayload([instanceId]),
    });
    expect(response.statusCode).toBe(201);
    const { invite } = response.json();
    expect(invite).toMatchObject({
      instance: instanceId,
      email: 'supplier@example.org',
      kind: 'supplier',
      revokedAt: null,
      items: [
        {
          kind: 'section',
          id: 'purchased-electricity',
          title: 'Purchased electricity',
          deadline: '2026-03-31',
          status: 'no-data',
        },
      ],
    });
    expect(JSON.stringify(invite)).not.toMatch(/token/i);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.to).toBe('supplier@example.org');
    const token = readInviteToken(mails.at(-1));
    expect(token).toMatch(/^[\w-]{43}$/);

    const list = await acme.viewer.inject({ method: 'GET', url: `${base}?instance=${instanceId}` });
    expect(list.statusCode).toBe(403);
    const asEditor = await acme.editor.inject({ method: 'GET', url: `${base}?instance=${instanceId}` });
    expect(asEditor.json().invites.map((entry: { _id: string }) => entry._id)).toContain(invite._id);
  });

  it("answers 404 for another company's year and invite", async () => {
    const { inviteId } = await createInvite(acme.editor, mails, instanceId);
    const create = await other.editor.inject({
      method: 'POST',
      url: base,
      payload: invitePayload([instanceId]),
    });
    expect(create.statusCode).toBe(404);
    expect(
      (await other.editor.inject({ method: 'GET', url: `${base}?instance=${instanceId}` })).statusCode,
    ).toBe(404);
    for (const action of ['revoke', 'resend']) {
      const response = await other.editor.inject({ method: 'POST', url: `${base}/${inviteId}/${action}` });
      expect(response.statusCode).toBe(404);
    }
    const bad = await acme.editor.inject({ method: 'POST', url: `${base}/not-a-uuid/revoke` });
    expect(bad.statusCode).toBe(400);
  });

  it('resends with a new link and revokes; a revoked invite is not sent again', async () => {
    const { inviteId, token } = await createInvite(acme.editor, mails, instanceId);
    const resent = await acme.editor.inject({ method: 'POST', url: `${base}/${inviteId}/resend` });
    expect(resent.statusCode).toBe(200);
    const newToken = readInviteToken(mails.at(-1));
    expect(newToken).not.toBe(token);
    const revoked = await acme.editor.inject({ method: 'POST', url: `${base}/${inviteId}/revoke` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().invite.revokedAt).not.toBeNull();
    const again = await acme.editor.inject({ method: 'POST', url: `${base}/${inviteId}/resend` });
    expect(again.statusCode).toBe(409);
  });

  it("lists the user's Assignments newest first, 20 per page, with the link to the public form", async () => {
    const { inviteId, token } = await createInvite(acme.admin, mails, secondProjectInstanceId, [
      { kind: 'optionGroup', id: 'electricity' },
    ]);
    const response = await acme.admin.inject({
      method: 'GET',
      url: '/api/company/users/notifications?limit=20&skip=0&lang=de',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ position: 1, canLoadMore: false });
    expect(body.invites[0]).toMatchObject({
      invite: { _id: inviteId },
      instance: { _id: secondProjectInstanceId, container: { name: 'Plant' }, year: '2025' },
      statuses: [{ title: 'Strom', deadline: null, status: 'no-data' }],
      isUnread: false,
    });
    expect(body.invites[0].publicLink).toMatch(new RegExp(`/calculator/form/invite/${token}$`));
    // Another member's invites are theirs: the editor's do not show up here.
    expect(body.invites).toHaveLength(1);
    const count = await acme.admin.inject({ method: 'GET', url: '/api/company/users/notifications/count' });
    expect(count.json()).toEqual({ numUnreadNotifications: 0 });
    const other404 = await other.admin.inject({ method: 'GET', url: '/api/company/users/notifications' });
    expect(other404.json().invites).toEqual([]);
  });

  it('pages Assignments with skip and canLoadMore', async () => {
    for (let index = 0; index < 3; index += 1) await createInvite(acme.owner, mails, instanceId);
    const first = await acme.owner.inject({ method: 'GET', url: '/api/company/users/notifications?limit=2' });
    expect(first.json().pagination).toEqual({ position: 2, canLoadMore: true });
    const second = await acme.owner.inject({
      method: 'GET',
      url: '/api/company/users/notifications?limit=2&skip=2',
    });
    expect(second.json().pagination).toEqual({ position: 3, canLoadMore: false });
    const bad = await acme.owner.inject({ method: 'GET', url: '/api/company/users/notifications?limit=0' });
    expect(bad.statusCode).toBe(400);
  });
});
