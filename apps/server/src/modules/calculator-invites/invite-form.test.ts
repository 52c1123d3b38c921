import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { MAX_INVITE_FAILURES_PER_IP } from './invite-access.ts';
import { catchMails, createInvite, electricityRow, evRow, readInviteToken, withToken } from './test-kit.ts';

const calc = '/api/company/calculator';

type Served = { id: string; sections: Served[]; optionGroups: { id: string }[] };
const listSectionIds = (sections: Served[]): string[] =>
  sections.flatMap((section) => [section.id, ...listSectionIds(section.sections)]);

describe('the public form of an invite link (X-Invite-Token)', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let mails: OutgoingMail[];
  let instanceId: string;
  let otherYearId: string;
  let foreignInstanceId: string;
  let token: string;
  let inviteId: string;
  let gasResultId: string;

  const call = (url: string, payload: unknown, asToken = token) =>
    withToken(testApp.app, asToken, { method: 'POST', url: `${calc}${url}`, payload: payload as object });

  beforeAll(async () => {
    testApp = await createTestApp();
    mails = catchMails(testApp.app);
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    instanceId = (await createProject(acme.owner, { name: 'HQ', year: 2025 })).instanceId;
    otherYearId = (await createProject(acme.owner, { name: 'Plant', year: 2025 })).instanceId;
    foreignInstanceId = (await createProject(other.owner, { name: 'Theirs', year: 2025 })).instanceId;
    const gas = await manage(acme.owner, { toCreate: [gasRow(instanceId, 1000)] });
    gasResultId = gas.json().results[0]._id;
    ({ inviteId, token } = await createInvite(acme.editor, mails, instanceId));
  });
  afterAll(() => testApp.close());

  it('answers the setup of the granted section only, with the invite', async () => {
    const response = await call('/instances/setup', { instances: [instanceId], lang: 'en' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(listSectionIds(body.form.sections)).toEqual(['scope-2', 'purchased-electricity']);
    expect(body.invitedSectionIds).toEqual(['purchased-electricity']);
    expect(body.invitedOptionGroupIds).toEqual([]);
    expect(body.invite).toMatchObject({ _id: inviteId, name: 'Sam', items: [{ status: 'no-data' }] });
    // The gas row of scope 1 is the company's: none of its figures reach the invitee.
    expect(Object.keys(body.formSectionAggregations)).not.toContain('scope-1');
    expect(Object.keys(body.sectionProgress)).not.toContain('scope-1');
    expect(body.aggregatedResults.numResults).toBe(0);
    expect(body.topSources).toEqual([]);
  });

  it('answers the invite the link opens, with its instance', async () => {
    const response = await withToken(testApp.app, token, {
      method: 'GET',
      url: `${calc}/invites/current?lang=de`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().invite).toMatchObject({
      _id: inviteId,
      instance: instanceId,
      items: [{ id: 'purchased-electricity', title: 'Eingekaufter Strom', deadline: '2026-03-31' }],
    });
    expect(JSON.stringify(response.json())).not.toContain(token);
  });

  it('retrieves only the invited form, restricted', async () => {
    const response = await call('/forms/retrieve', { formGroup: 'company', lang: 'de' });
    expect(response.statusCode).toBe(200);
    expect(listSectionIds(response.json().form.sections)).toEqual(['scope-2', 'purchased-electricity']);
    expect((await call('/forms/retrieve', { formGroup: 'product', lang: 'en' })).statusCode).toBe(404);
  });

  it('saves rows in the granted section and marks the invite unread for the inviter', async () => {
    const saved = await call('/results/manage', {
      results: { toCreate: [electricityRow(instanceId, 500), evRow(instanceId, 100)] },
    });
    expect(saved.statusCode).toBe(200);
    expect(Object.keys(saved.json().formSectionAggregations)).not.toContain('scope-1');
    const list = await call('/results/form/list', { instances: [instanceId], query: { c1: 'scope-2' } });
    expect(
      list
        .json()
        .parentResults.map((row: { formOptionId: string }) => row.formOptionId)
        .sort(),
    ).toEqual(['electricity-grid', 'ev-car-bev']);
    const invites = await acme.editor.inject({
      method: 'GET',
      url: `${calc}/invites?instance=${instanceId}`,
    });
    expect(invites.json().invites[0].items[0].status).toBe('in-progress');

    const count = () => acme.editor.inject({ method: 'GET', url: '/api/company/users/notifications/count' });
    expect((await count()).json()).toEqual({ numUnreadNotifications: 1 });
    const read = await acme.editor.inject({ method: 'POST', url: '/api/company/users/notifications/read' });
    expect(read.statusCode).toBe(200);
    expect((await count()).json()).toEqual({ numUnreadNotifications: 0 });
  });

  it('marks a granted part done, which completes its status', async () => {
    const done = await call('/invites/current/done', {
      kind: 'section',
      id: 'purchased-electricity',
      isDone: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().invite.items[0]).toMatchObject({ status: 'complete', isMarkedDone: true });
    const notGranted = await call('/invites/current/done', { kind: 'section', id: 'scope-1', isDone: true });
    expect(notGranted.statusCode).toBe(404);
  });

  it('never reads or writes another section', async () => {
    const list = await call('/results/form/list', { instances: [instanceId], query: { c1: 'scope-1' } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({ parentResults: [], childResults: [] });
    const writes = [
      { toCreate: [gasRow(instanceId, 5)] },
      { toUpdate: [{ ...gasRow(instanceId, 5), _id: gasResultId }] },
      { toUpdate: [{ ...electricityRow(instanceId, 5), _id: gasResultId }] },
      { toDelete: [gasResultId] },
    ];
    for (const results of writes) {
      expect((await call('/results/manage', { results })).statusCode, JSON.stringify(results)).toBe(404);
    }
    const gas = await acme.owner.inject({
      method: 'POST',
      url: `${calc}/results/form/list`,
      payload: { instances: [instanceId], query: { c1: 'scope-1' } },
    });
    expect(gas.json().parentResults).toHaveLength(1);
  });

  it('never reads or writes another year or another company', async () => {
    for (const id of [otherYearId, foreignInstanceId]) {
      expect((await call('/instances/setup', { instances: [id], lang: 'en' })).statusCode).toBe(404);
      expect((await call('/instances/setup', { instances: [instanceId, id], lang: 'en' })).statusCode).toBe(
        404,
      );
      expect((await call('/results/form/list', { instances: [id], query: {} })).statusCode).toBe(404);
      expect(
        (await call('/results/manage', { results: { toCreate: [electricityRow(id, 1)] } })).statusCode,
      ).toBe(404);
    }
    const theirs = await manage(other.owner, { toCreate: [electricityRow(foreignInstanceId, 1)] });
    const theirId = theirs.json().results[0]._id;
    const update = { toUpdate: [{ ...electricityRow(instanceId, 1), _id: theirId }] };
    expect((await call('/results/manage', { results: update })).statusCode).toBe(404);
    expect((await call('/results/manage', { results: { toDelete: [theirId] } })).statusCode).toBe(404);
  });

  it('grants an option group only: rows of its sibling group stay hidden', async () => {
    const narrow = await createInvite(acme.editor, mails, instanceId, [
      { kind: 'optionGroup', id: 'electricity' },
    ]);
    const list = await call(
      '/results/form/list',
      { instances: [instanceId], query: { c1: 'scope-2' } },
      narrow.token,
    );
    expect(list.json().parentResults.map((row: { formOptionId: string }) => row.formOptionId)).toEqual([
      'electricity-grid',
    ]);
    const ev = await call('/results/manage', { results: { toCreate: [evRow(instanceId, 1)] } }, narrow.token);
    expect(ev.statusCode).toBe(404);
    const setup = await call('/instances/setup', { instances: [instanceId], lang: 'en' }, narrow.token);
    expect(setup.json().invitedOptionGroupIds).toEqual(['electricity']);
    const section = setup.json().form.sections[0].sections[0];
    expect(section.optionGroups.map((group: { id: string }) => group.id)).toEqual(['electricity']);
    // The section total would include the sibling group's rows: it is not answered.
    expect(setup.json().formSectionAggregations).toEqual({});
  });

  it('refuses a frozen year (409)', async () => {
    const frozen = (await createProject(acme.owner, { name: 'Frozen', year: 2024 })).instanceId;
    const invite = await createInvite(acme.editor, mails, frozen);
    await acme.owner.inject({ method: 'POST', url: `${calc}/instances/${frozen}/freeze` });
    const response = await call(
      '/results/manage',
      { results: { toCreate: [electricityRow(frozen, 1)] } },
      invite.token,
    );
    expect(response.statusCode).toBe(409);
  });

  it('stops a resent-away and a revoked link, with the same answer as an unknown one', async () => {
    const setup = (asToken: string) =>
      call('/instances/setup', { instances: [instanceId], lang: 'en' }, asToken);
    const resent = await acme.editor.inject({ method: 'POST', url: `${calc}/invites/${inviteId}/resend` });
    expect(resent.statusCode).toBe(200);
    const newToken = readInviteToken(mails.at(-1));
    const stale = await setup(token);
    const unknown = await setup('x'.repeat(43));
    expect(stale.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(stale.json()).toEqual(unknown.json());
    expect((await setup(newToken)).statusCode).toBe(200);
    await acme.editor.inject({ method: 'POST', url: `${calc}/invites/${inviteId}/revoke` });
    const revoked = await setup(newToken);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual(unknown.json());
  });

  it('gives a token no other call, and a session no invite call', async () => {
    const setup = await withToken(testApp.app, token, { method: 'GET', url: `${calc}/setup` });
    expect(setup.statusCode).toBe(401);
    const done = await acme.owner.inject({
      method: 'POST',
      url: `${calc}/invites/current/done`,
      payload: { kind: 'section', id: 'purchased-electricity', isDone: true },
    });
    expect(done.statusCode).toBe(401);
  });

  // Last: it locks the test IP out of every invite link.
  it('locks an IP out after too many unknown links (429)', async () => {
    const setup = (asToken: string) =>
      call('/instances/setup', { instances: [instanceId], lang: 'en' }, asToken);
    // Earlier tests of this file already spent a few failures.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < MAX_INVITE_FAILURES_PER_IP; attempt += 1) {
      statuses.push((await setup(`unknown-${attempt}-${'y'.repeat(30)}`)).statusCode);
    }
    expect(new Set(statuses.slice(0, MAX_INVITE_FAILURES_PER_IP - 5))).toEqual(new Set([404]));
    expect(statuses.at(-1)).toBe(429);
    const sessionCall = await acme.editor.inject({
      method: 'GET',
      url: `${calc}/invites?instance=${instanceId}`,
    });
    expect(sessionCall.statusCode).toBe(200);
  });
});
