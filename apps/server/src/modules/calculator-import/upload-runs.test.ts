import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { type BulkImportResponse, bulkImportRequestSchema } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, general, setUpCompanyClients } from '../calculator/test-kit.ts';
import { importResults } from './import-service.ts';
import { api, body, importRow, listResults, url } from './test-kit.ts';

const runOf = (id: string, chunk: number) => ({ uploadRun: { id, chunk }, isSummaryOnly: true });
const rowsOf = (instanceId: string, count: number, firstSheetRow = 3) =>
  Array.from({ length: count }, (_, index) => importRow(instanceId, 10 + index, firstSheetRow + index));

describe('upload runs: chunks in flight together', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
  }, 120_000);
  afterAll(() => testApp.close());

  const send = (client: SignedInClient, payload: object) => client.inject({ method: 'PUT', url, payload });
  const names = async (instanceId: string) =>
    (await listResults(acme.viewer, instanceId)).map((row) => row.name);

  it('stores a run’s chunks in the run’s order, whatever order they arrive in', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Run order', region: 'GB' });
    const rows = rowsOf(instanceId, 6);
    const runId = randomUUID();
    const second = send(acme.editor, body([instanceId], rows.slice(3), runOf(runId, 1)));
    await sleep(300);
    // The second chunk waits for the first: nothing is stored yet.
    expect(await names(instanceId)).toEqual([]);
    const first = await send(acme.editor, body([instanceId], rows.slice(0, 3), runOf(runId, 0)));
    expect(first.json()).toMatchObject({ numCreated: 3, errors: [] });
    expect((await second).json()).toMatchObject({ numCreated: 3, errors: [] });
    expect(await names(instanceId)).toEqual(rows.map((row) => row.name));
  });

  it('stores nothing more of a run once one of its chunks was refused', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Run refused', region: 'GB' });
    const rows = rowsOf(instanceId, 6);
    const runId = randomUUID();
    const second = send(acme.editor, body([instanceId], rows.slice(3), runOf(runId, 1)));
    await sleep(100);
    const refusedRows = [rows[0], { ...rows[1], formOptionId: 'no-such-option' }, rows[2]];
    const first = await send(acme.editor, body([instanceId], refusedRows, runOf(runId, 0)));
    const firstAnswer: BulkImportResponse = first.json();
    expect(firstAnswer.errors).toMatchObject([{ rowIndex: 1, sheetRow: 4 }]);
    expect(firstAnswer.numCreated).toBe(0);
    // The chunk in flight is refused as soon as the run stops, not when its wait runs out.
    const stopped = await second;
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json().error.details).toEqual([
      { path: 'uploadRun', message: 'validation.importRunStopped' },
    ]);
    const later = await send(acme.editor, body([instanceId], rowsOf(instanceId, 1, 20), runOf(runId, 2)));
    expect(later.statusCode).toBe(409);
    expect(await names(instanceId)).toEqual([]);

    // Uploaded again as a new run, the fixed file lands whole and in order.
    const rerun = randomUUID();
    const again = await Promise.all([
      send(acme.editor, body([instanceId], rows.slice(0, 3), runOf(rerun, 0))),
      send(acme.editor, body([instanceId], rows.slice(3), runOf(rerun, 1))),
    ]);
    expect(again.map((response) => response.json().numCreated)).toEqual([3, 3]);
    expect(await names(instanceId)).toEqual(rows.map((row) => row.name));
  });

  it('computes a waiting chunk again when its year changed while it waited', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Run year changed', region: 'GB' });
    const rows = rowsOf(instanceId, 4);
    const runId = randomUUID();
    // The second chunk is computed as it arrives, with no surcharge, and waits for the first.
    const second = send(acme.editor, body([instanceId], rows.slice(2), runOf(runId, 1)));
    await sleep(300);
    const changed = await acme.owner.inject({
      method: 'PATCH',
      url: `${api}/instances/${instanceId}`,
      payload: { general: general({ surchargePercent: 10 }) },
    });
    expect(changed.statusCode).toBe(200);
    const first = await send(acme.editor, body([instanceId], rows.slice(0, 2), runOf(runId, 0)));
    expect(first.json()).toMatchObject({ numCreated: 2, errors: [] });
    expect((await second).json()).toMatchObject({ numCreated: 2, errors: [] });
    // Every row carries the surcharge: kg per kWh is the same for the rows of both chunks.
    const stored = await listResults(acme.viewer, instanceId);
    const kgPerKwh = stored.map((row) => row.figures.total / (row.emissionActivityInputs[0]?.value ?? 1));
    expect(stored).toHaveLength(4);
    for (const ratio of kgPerKwh) expect(ratio).toBeCloseTo(kgPerKwh[0] as number, 12);
    expect(stored.every((row) => row.figures.total > 0)).toBe(true);
  });

  it('computes a run’s later chunks with the year as it is now when it changed after an earlier chunk', async () => {
    const kgPerKwh = async (instanceId: string) =>
      (await listResults(acme.viewer, instanceId)).map(
        (row) => row.figures.total / (row.emissionActivityInputs[0]?.value ?? 1),
      );
    const plain = await createProject(acme.owner, { name: 'Run plain', region: 'GB' });
    await send(acme.editor, body([plain.instanceId], rowsOf(plain.instanceId, 1)));
    const [withoutSurcharge] = await kgPerKwh(plain.instanceId);

    const { instanceId } = await createProject(acme.owner, { name: 'Run year edited', region: 'GB' });
    const rows = rowsOf(instanceId, 3);
    const runId = randomUUID();
    const first = await send(acme.editor, body([instanceId], rows.slice(0, 1), runOf(runId, 0)));
    expect(first.json()).toMatchObject({ numCreated: 1, errors: [] });
    const changed = await acme.owner.inject({
      method: 'PATCH',
      url: `${api}/instances/${instanceId}`,
      payload: { general: general({ surchargePercent: 10 }) },
    });
    expect(changed.statusCode).toBe(200);
    // The run read the year without the surcharge; its later chunks take it as it is now.
    for (const chunk of [1, 2]) {
      const later = await send(
        acme.editor,
        body([instanceId], rows.slice(chunk, chunk + 1), runOf(runId, chunk)),
      );
      expect(later.json()).toMatchObject({ numCreated: 1, errors: [] });
    }
    const ratios = await kgPerKwh(instanceId);
    expect(ratios).toHaveLength(3);
    for (const ratio of ratios) expect(ratio).toBeCloseTo((withoutSurcharge as number) * 1.1, 12);
  });

  it('refuses another company’s year under a run whose reads are kept, as it would any other time', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Run kept reads', region: 'GB' });
    const runId = randomUUID();
    const first = await send(acme.editor, body([instanceId], rowsOf(instanceId, 1), runOf(runId, 0)));
    expect(first.json()).toMatchObject({ numCreated: 1 });
    // The same run id and year, sent by a member of another company.
    const foreign = await send(other.editor, body([instanceId], rowsOf(instanceId, 1, 9), runOf(runId, 1)));
    expect(foreign.statusCode).toBe(404);
    expect(await names(instanceId)).toEqual(['Boiler 3']);
  });

  it('stores the rows once when the same file is uploaded twice at the same time', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Run twice', region: 'GB' });
    const rows = rowsOf(instanceId, 6);
    const [runA, runB] = [randomUUID(), randomUUID()];
    // Both runs compute their chunks before their turns: whichever stores second finds the keys the
    // other stored meanwhile and leaves those rows alone.
    const answers = await Promise.all([
      send(acme.editor, body([instanceId], rows.slice(0, 3), runOf(runA, 0))),
      send(acme.owner, body([instanceId], rows.slice(0, 3), runOf(runB, 0))),
      send(acme.editor, body([instanceId], rows.slice(3), runOf(runA, 1))),
      send(acme.owner, body([instanceId], rows.slice(3), runOf(runB, 1))),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const counts = answers.map((answer) => answer.json() as BulkImportResponse);
    expect(counts.reduce((sum, answer) => sum + answer.numCreated, 0)).toBe(6);
    expect(counts.reduce((sum, answer) => sum + answer.numUnchanged, 0)).toBe(6);
    expect((await names(instanceId)).sort()).toEqual(rows.map((row) => row.name).sort());
  });

  it('refuses a chunk whose earlier chunks never arrive, once its wait runs out', async () => {
    const { instanceId } = await createProject(acme.owner, { name: 'Run gap', region: 'GB' });
    const request = bulkImportRequestSchema.parse(
      body([instanceId], rowsOf(instanceId, 2), runOf(randomUUID(), 1)),
    );
    const startedAt = Date.now();
    await expect(
      importResults(testApp.app.database.db, acme.companyId, request, null, { runWaitMs: 300 }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(300);
    expect(await names(instanceId)).toEqual([]);
  });
});
