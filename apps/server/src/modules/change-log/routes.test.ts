import { type AuditPackageManifest, CHAIN_START_HASH, hashChangeLogEntry } from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/query-rows.ts';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  general,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';
import { appendChangeLog } from './append.ts';
import { loadChain } from './queries.ts';

const api = '/api/company/calculator';
const logsUrl = (instanceId: string, query = '') => `${api}/instances/${instanceId}/logs${query}`;

type Entry = {
  sequence: number;
  subject: string;
  subjectId: string;
  action: string;
  actor: string | null;
  actorName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  hash: string;
  annotations: { sequence: number; text: string; actorName: string | null }[];
};

async function readLog(client: SignedInClient, instanceId: string, query = '') {
  const response = await client.inject({ method: 'GET', url: logsUrl(instanceId, query) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { entries: Entry[]; total: number; actors: { _id: string; name: string }[] };
}

async function verify(client: SignedInClient) {
  const response = await client.inject({ method: 'GET', url: '/api/company/logs/verify' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A district-cooling row with the supplier's factor (kg/kWh), computed without the factor library. */
const boilerRow = (instance: string, kwh: number) => ({
  instance,
  name: 'Boiler',
  formOptionId: 'cooling-district',
  emissionActivityInputs: [{ fieldId: 'energy', value: kwh, unit: 'kWh' }],
  userFactor: { factor: 0.2, source: 'Supplier statement' },
});

async function createResult(client: SignedInClient, instanceId: string, kwh: number): Promise<string> {
  const response = await manage(client, { toCreate: [boilerRow(instanceId, kwh)] });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().results[0]._id;
}

/** The change log: written with each change and only then, chained per company, verified, annotated. */
describe('change log', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let year: { instanceId: string; containerId: string };
  let sequencesOf: (companyId: string) => Promise<number[]>;

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    year = await createProject(acme.owner, { name: 'HQ', year: 2025 });
    sequencesOf = async (companyId) =>
      (
        await queryRows<{ sequence: number }>(
          testApp.app.database.db,
          sql`select sequence::int as sequence from change_log where company_id = ${companyId} order by sequence`,
        )
      ).map((row) => row.sequence);
  }, 120_000);
  afterAll(() => testApp.close());

  it('logs a created, changed and deleted result with who, and only the changed fields before and after', async () => {
    const id = await createResult(acme.editor, year.instanceId, 1000);
    const updated = await manage(acme.editor, {
      toUpdate: [{ _id: id, ...boilerRow(year.instanceId, 2500), children: [] }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const unchanged = await manage(acme.editor, {
      toUpdate: [{ _id: id, ...boilerRow(year.instanceId, 2500), children: [] }],
    });
    expect(unchanged.statusCode).toBe(200);

    const log = await readLog(acme.admin, year.instanceId, '?subject=result');
    const ofResult = log.entries.filter((entry) => entry.subjectId === id);
    expect(ofResult.map((entry) => entry.action)).toEqual(['update', 'create']);
    const [update, create] = ofResult as [Entry, Entry];
    expect(create.before).toBeNull();
    expect(create.after).toMatchObject({ name: 'Boiler', formOption: 'cooling-district', kgCo2e: 200 });
    expect(create.actorName).not.toBeNull();
    expect(Object.keys(update.after ?? {}).sort()).toEqual(['inputs', 'kgCo2e']);
    expect(update.before?.inputs).toEqual([{ fieldId: 'energy', value: 1000, unit: 'kWh' }]);
    expect(update.after?.inputs).toEqual([{ fieldId: 'energy', value: 2500, unit: 'kWh' }]);
    expect(update.before?.kgCo2e).toBeCloseTo(200, 9);
    expect(update.after?.kgCo2e).toBeCloseTo(500, 9);

    expect((await manage(acme.editor, { toDelete: [id] })).statusCode).toBe(200);
    const [deleted] = (await readLog(acme.admin, year.instanceId, '?action=delete')).entries;
    expect(deleted).toMatchObject({ subject: 'result', subjectId: id, action: 'delete', after: null });
    expect(deleted?.before).toMatchObject({ name: 'Boiler' });
  });

  it('logs nothing for a refused write: a batch that cannot be computed, a frozen year, a bad ESG answer', async () => {
    const before = await sequencesOf(acme.companyId);
    const bad = await manage(acme.editor, {
      toCreate: [gasRow(year.instanceId, 10), { instance: year.instanceId, formOptionId: 'no-such-option' }],
    });
    expect(bad.statusCode).toBe(400);
    const frozenYear = await createProject(acme.owner, { name: 'Frozen', year: 2024 });
    const afterCreate = await sequencesOf(acme.companyId);
    expect(
      (await acme.admin.inject({ method: 'POST', url: `${api}/instances/${frozenYear.instanceId}/freeze` }))
        .statusCode,
    ).toBe(200);
    const afterFreeze = await sequencesOf(acme.companyId);
    expect(afterFreeze.length).toBe(afterCreate.length + 1);
    expect((await manage(acme.editor, { toCreate: [gasRow(frozenYear.instanceId, 10)] })).statusCode).toBe(
      409,
    );
    const esgYear = (await createProject(acme.owner, { name: 'VSME', type: 'esg', year: 2025 })).instanceId;
    const afterEsgYear = await sequencesOf(acme.companyId);
    const refused = await acme.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${esgYear}/vsme`,
      payload: { answers: [{ code: 'vsme:NumberOfEmployees', value: { kind: 'text', value: 'many' } }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(await sequencesOf(acme.companyId)).toEqual(afterEsgYear);
    // Only the two year creations and the freeze were logged meanwhile.
    expect(afterEsgYear.length).toBe(before.length + 3);
  });

  it('rolls an entry back with the transaction it was appended in', async () => {
    const db = testApp.app.database.db;
    const before = await sequencesOf(acme.companyId);
    await expect(
      db.transaction(async (tx) => {
        await appendChangeLog(tx, acme.companyId, [
          {
            instanceId: year.instanceId,
            actorId: null,
            subject: 'result',
            subjectId: 'x',
            action: 'update',
            before: null,
            after: { name: 'never' },
          },
        ]);
        throw new Error('the change fails after its entry was appended');
      }),
    ).rejects.toThrow('the change fails');
    expect(await sequencesOf(acme.companyId)).toEqual(before);
    expect((await verify(acme.admin)).isIntact).toBe(true);
  });

  it('appends more entries than one insert holds, moving the head to the last of them', async () => {
    const db = testApp.app.database.db;
    const company = await setUpCompanyClients(testApp.app);
    const change = (index: number) => ({
      instanceId: null,
      actorId: null,
      subject: 'result' as const,
      subjectId: `r-${index}`,
      action: 'update' as const,
      before: null,
      after: { index },
    });
    const first = await db.transaction((tx) =>
      appendChangeLog(
        tx,
        company.companyId,
        Array.from({ length: 2001 }, (_, index) => change(index)),
      ),
    );
    expect(first).toEqual(Array.from({ length: 2001 }, (_, index) => index + 1));
    const next = await db.transaction((tx) => appendChangeLog(tx, company.companyId, [change(2001)]));
    expect(next).toEqual([2002]);
    const [head] = await queryRows<{ sequence: string | number }>(
      db,
      sql`select sequence from change_log_heads where company_id = ${company.companyId}`,
    );
    expect(Number(head?.sequence)).toBe(2002);
    expect(await verify(company.admin)).toEqual({ isIntact: true, numEntries: 2002 });
  });

  it('logs freeze and unfreeze, setup changes with their recompute, targets and ESG answers', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Plant', year: 2025 });
    await createResult(acme.editor, instanceId, 1000);
    const patched = await acme.admin.inject({
      method: 'PATCH',
      url: `${api}/instances/${instanceId}`,
      payload: { general: general({ year: 2025, surchargePercent: 10 }) },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    for (const action of ['freeze', 'unfreeze']) {
      const answer = await acme.admin.inject({
        method: 'POST',
        url: `${api}/instances/${instanceId}/${action}`,
      });
      expect(answer.statusCode).toBe(200);
    }
    const target = await acme.admin.inject({
      method: 'POST',
      url: `${api}/reduction/targets`,
      payload: {
        plan: { kind: 'container', id: (await createProjectIds(acme, instanceId)).containerId },
        baseInstance: instanceId,
        targetYear: 2030,
        scope: 'total',
        reductionPercent: 40,
      },
    });
    expect(target.statusCode, target.body).toBe(201);

    const log = await readLog(acme.admin, instanceId);
    const summary = log.entries.map((entry) => `${entry.subject}:${entry.action}`);
    expect(summary).toEqual([
      'target:create',
      'freeze:unfreeze',
      'freeze:freeze',
      'recompute:recompute',
      'instance:update',
      'result:create',
      'instance:create',
    ]);
    const setup = log.entries.find((entry) => entry.subject === 'instance' && entry.action === 'update');
    expect(setup?.before).toEqual({ surchargePercent: 0 });
    expect(setup?.after).toEqual({ surchargePercent: 10 });
    const recompute = log.entries.find((entry) => entry.subject === 'recompute');
    expect(recompute?.before?.kgCo2e).toBeCloseTo(200, 9);
    expect(recompute?.after?.kgCo2e).toBeCloseTo(220, 9);
    expect(log.entries.find((entry) => entry.action === 'freeze')).toMatchObject({
      before: { isFrozen: false },
      after: { isFrozen: true },
    });
    expect(log.entries[0]?.after).toMatchObject({ targetYear: 2030, scope: 'total', reductionPercent: 40 });

    const esgYear = (await createProject(acme.owner, { name: 'VSME 2', type: 'esg', year: 2025 })).instanceId;
    const employees = (value: number | null) => ({
      answers: [
        {
          code: 'vsme:NumberOfEmployees',
          value: value === null ? null : { kind: 'number', value, unit: 'xbrli:pure' },
        },
      ],
    });
    for (const value of [42, 45, 45, null]) {
      const saved = await acme.editor.inject({
        method: 'PUT',
        url: `/api/company/esg/years/${esgYear}/vsme`,
        payload: employees(value),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const esg = (await readLog(acme.admin, esgYear, '?subject=esgDatapoint')).entries;
    expect(esg.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(esg[1]?.before).toEqual({ value: { kind: 'number', value: 42, unit: 'xbrli:pure' } });
    expect(esg[1]?.after).toEqual({ value: { kind: 'number', value: 45, unit: 'xbrli:pure' } });
    expect(esg[0]?.after).toEqual({ value: null });
  });

  it('filters by subject, action, actor and days, and pages newest first', async () => {
    const log = await readLog(acme.admin, year.instanceId);
    expect(log.total).toBeGreaterThan(2);
    const editorId = log.entries.find((entry) => entry.subject === 'result')?.actor as string;
    const byEditor = await readLog(acme.admin, year.instanceId, `?actor=${editorId}`);
    expect(byEditor.entries.every((entry) => entry.actor === editorId)).toBe(true);
    expect(byEditor.total).toBeLessThan(log.total);
    expect(log.actors.map((actor) => actor._id)).toContain(editorId);
    const today = new Date().toISOString().slice(0, 10);
    expect((await readLog(acme.admin, year.instanceId, `?from=${today}&to=${today}`)).total).toBe(log.total);
    expect((await readLog(acme.admin, year.instanceId, '?to=2020-01-01')).total).toBe(0);
    expect((await readLog(acme.admin, year.instanceId, '?subject=freeze')).total).toBe(0);
    const sequences = log.entries.map((entry) => entry.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => b - a));
    const badFilter = await acme.admin.inject({ method: 'GET', url: logsUrl(year.instanceId, '?subject=x') });
    expect(badFilter.statusCode).toBe(400);
  });

  it.each([
    ['from', '?from=2025-13-45'],
    ['to', '?to=2025-02-30'],
    ['from', '?from=2025-1-5'],
  ])('answers 400 naming %s for a day the calendar does not have (%s), never 500', async (field, query) => {
    const response = await acme.admin.inject({ method: 'GET', url: logsUrl(year.instanceId, query) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details).toEqual([{ path: field, message: 'validation.date' }]);
    expect(response.json().error.message).toContain(field);
  });

  it('keeps the chain gap-free and intact under concurrent writes into several years', async () => {
    const second = await createProject(acme.owner, { name: 'Depot', year: 2025 });
    const before = await sequencesOf(acme.companyId);
    const writes = Array.from({ length: 12 }, (_, index) =>
      manage(index % 3 === 0 ? acme.admin : acme.editor, {
        toCreate: [gasRow(index % 2 === 0 ? year.instanceId : second.instanceId, 100 + index)],
      }),
    );
    const annotations = Array.from({ length: 3 }, (_, index) =>
      acme.admin.inject({
        method: 'POST',
        url: `/api/company/logs/${before[before.length - 1]}/annotations`,
        payload: { text: `checked ${index}` },
      }),
    );
    const answers = await Promise.all([...writes, ...annotations]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([
      ...Array.from({ length: 12 }, () => 200),
      ...Array.from({ length: 3 }, () => 201),
    ]);
    const after = await sequencesOf(acme.companyId);
    expect(after).toEqual(Array.from({ length: before.length + 15 }, (_, index) => index + 1));
    expect(await verify(acme.admin)).toEqual({ isIntact: true, numEntries: after.length });
  });

  it('annotates an entry with a chained entry of its own and never changes the entry', async () => {
    const log = await readLog(acme.admin, year.instanceId, '?subject=result');
    const entry = log.entries[0] as Entry;
    const editorAnswer = await acme.editor.inject({
      method: 'POST',
      url: `/api/company/logs/${entry.sequence}/annotations`,
      payload: { text: 'nope' },
    });
    expect(editorAnswer.statusCode).toBe(403);
    const created = await acme.admin.inject({
      method: 'POST',
      url: `/api/company/logs/${entry.sequence}/annotations`,
      payload: { text: 'Meter read by the landlord' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { sequence } = created.json();
    expect(sequence).toBeGreaterThan(entry.sequence);
    const again = (await readLog(acme.admin, year.instanceId, '?subject=result')).entries.find(
      (row) => row.sequence === entry.sequence,
    );
    expect(again?.hash).toBe(entry.hash);
    expect(again?.annotations.at(-1)).toMatchObject({ sequence, text: 'Meter read by the landlord' });
    expect(again?.annotations.at(-1)?.actorName).not.toBeNull();
    const onAnnotation = await acme.admin.inject({
      method: 'POST',
      url: `/api/company/logs/${sequence}/annotations`,
      payload: { text: 'a note on a note' },
    });
    expect(onAnnotation.statusCode).toBe(404);
    const empty = await acme.admin.inject({
      method: 'POST',
      url: `/api/company/logs/${entry.sequence}/annotations`,
      payload: { text: '   ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 403 to editors and viewers, 404 for another company’s year or entry', async () => {
    for (const client of [acme.editor, acme.viewer]) {
      expect((await client.inject({ method: 'GET', url: logsUrl(year.instanceId) })).statusCode).toBe(403);
      expect((await client.inject({ method: 'GET', url: '/api/company/logs/verify' })).statusCode).toBe(403);
    }
    expect((await acme.owner.inject({ method: 'GET', url: logsUrl(year.instanceId) })).statusCode).toBe(200);
    expect((await other.admin.inject({ method: 'GET', url: logsUrl(year.instanceId) })).statusCode).toBe(404);
    const acmeLast = (await sequencesOf(acme.companyId)).at(-1) as number;
    expect((await sequencesOf(other.companyId)).length).toBeLessThan(acmeLast);
    const foreign = await other.admin.inject({
      method: 'POST',
      url: `/api/company/logs/${acmeLast}/annotations`,
      payload: { text: 'not yours' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await other.admin.inject({ method: 'GET', url: '/api/company/logs/verify' })).statusCode).toBe(
      200,
    );
  });

  it('says where the chain breaks when an entry is changed or removed outside the app', async () => {
    const db = testApp.app.database.db;
    const tampered = await setUpCompanyClients(testApp.app);
    const project = await createProject(tampered.owner, { name: 'Tampered' });
    for (const kwh of [10, 20, 30]) await createResult(tampered.editor, project.instanceId, kwh);
    expect(await verify(tampered.admin)).toEqual({ isIntact: true, numEntries: 4 });

    await db.execute(
      sql`update change_log set after = jsonb_set(after, '{kgCo2e}', '0') where company_id = ${tampered.companyId} and sequence = 3`,
    );
    expect(await verify(tampered.admin)).toEqual({
      isIntact: false,
      numEntries: 4,
      brokenAtSequence: 3,
      reason: 'contentChanged',
    });
    // Another company's chain is not affected.
    expect((await verify(acme.admin)).isIntact).toBe(true);

    const second = await setUpCompanyClients(testApp.app);
    const secondProject = await createProject(second.owner, { name: 'Trimmed' });
    for (const kwh of [10, 20]) await createResult(second.editor, secondProject.instanceId, kwh);
    await db.execute(sql`delete from change_log where company_id = ${second.companyId} and sequence = 2`);
    expect(await verify(second.admin)).toMatchObject({ brokenAtSequence: 2, reason: 'entryMissing' });
    await db.execute(sql`delete from change_log where company_id = ${second.companyId} and sequence = 3`);
    expect(await verify(second.admin)).toMatchObject({ brokenAtSequence: 2, reason: 'entryMissing' });
  });

  it('finds an entry moved to another year, in verify and in the audit package', async () => {
    const db = testApp.app.database.db;
    const moved = await setUpCompanyClients(testApp.app);
    const from = await createProject(moved.owner, { name: 'From', year: 2025 });
    const to = await createProject(moved.owner, { name: 'To', year: 2024 });
    await createResult(moved.editor, from.instanceId, 10);
    await createResult(moved.editor, from.instanceId, 20);
    const entry = (await readLog(moved.admin, from.instanceId)).entries.find(
      (row) => row.subject === 'result',
    );
    const sequence = entry?.sequence as number;
    expect(await verify(moved.admin)).toMatchObject({ isIntact: true });

    await db.execute(
      sql`update change_log set instance_id = ${to.instanceId} where company_id = ${moved.companyId} and sequence = ${sequence}`,
    );
    expect((await readLog(moved.admin, from.instanceId)).entries.map((row) => row.sequence)).not.toContain(
      sequence,
    );
    expect(await verify(moved.admin)).toMatchObject({
      isIntact: false,
      brokenAtSequence: sequence,
      reason: 'contentChanged',
    });
    const zip = await moved.admin.inject({
      method: 'GET',
      url: `${api}/instances/${to.instanceId}/audit-package`,
    });
    const manifest = JSON.parse(
      new TextDecoder().decode(unzipSync(new Uint8Array(zip.rawPayload))['manifest.json']),
    ) as AuditPackageManifest;
    expect(manifest.changeLog.isIntactAtExport).toBe(false);
  });

  it('keeps a chain written before the year was hashed verifiable, and goes on at version 2', async () => {
    const db = testApp.app.database.db;
    const old = await setUpCompanyClients(testApp.app);
    const project = await createProject(old.owner, { name: 'Old' });
    for (const kwh of [10, 20]) await createResult(old.editor, project.instanceId, kwh);
    // The entries as the app wrote them before migration 0045: hash version 1, no year in the hash.
    const v1 = (await loadChain(db, old.companyId)).map(
      ({ instanceId: _year, hashVersion: _version, ...entry }) => entry,
    );
    let previousHash = CHAIN_START_HASH;
    for (const { previousHash: _link, hash: _hash, ...content } of v1) {
      const hash = hashChangeLogEntry(previousHash, content);
      await db.execute(
        sql`update change_log set hash_version = 1, previous_hash = ${previousHash}, hash = ${hash} where company_id = ${old.companyId} and sequence = ${content.sequence}`,
      );
      previousHash = hash;
    }
    await db.execute(
      sql`update change_log_heads set hash = ${previousHash} where company_id = ${old.companyId}`,
    );
    expect(await verify(old.admin)).toEqual({ isIntact: true, numEntries: v1.length });

    await createResult(old.editor, project.instanceId, 30);
    const versions = await queryRows<{ hash_version: number }>(
      db,
      sql`select hash_version from change_log where company_id = ${old.companyId} order by sequence`,
    );
    expect(versions.map((row) => row.hash_version)).toEqual([...v1.map(() => 1), 2]);
    expect(await verify(old.admin)).toEqual({ isIntact: true, numEntries: v1.length + 1 });
    // Setting the new entry back to version 1 breaks it; its hash covers its year and version.
    await db.execute(
      sql`update change_log set hash_version = 1 where company_id = ${old.companyId} and sequence = ${v1.length + 1}`,
    );
    expect(await verify(old.admin)).toMatchObject({ isIntact: false, brokenAtSequence: v1.length + 1 });
  });

  it('starts every company at the chain start', async () => {
    const rows = await queryRows<{ previous_hash: string }>(
      testApp.app.database.db,
      sql`select previous_hash from change_log where company_id = ${acme.companyId} and sequence = 1`,
    );
    expect(rows[0]?.previous_hash).toBe(CHAIN_START_HASH);
  });
});

async function createProjectIds(clients: CompanyClients, instanceId: string) {
  const setup = await clients.viewer.inject({ method: 'GET', url: '/api/company/calculator/setup' });
  const container = (setup.json().containers as { _id: string; instances: { _id: string }[] }[]).find(
    (candidate) => candidate.instances.some((instance) => instance._id === instanceId),
  );
  return { containerId: container?._id as string };
}
