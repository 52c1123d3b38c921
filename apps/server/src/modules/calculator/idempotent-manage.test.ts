import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorResults } from '../../db/schema/calculator.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, gasRow, setUpCompanyClients } from './test-kit.ts';

const url = '/api/company/calculator/results/manage';

describe('results/manage with an Idempotency-Key', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
  });
  afterAll(() => testApp.close());

  const countRows = async (instanceId: string) =>
    (
      await testApp.app.database.db
        .select({ id: calculatorResults.id })
        .from(calculatorResults)
        .where(eq(calculatorResults.instanceId, instanceId))
    ).length;

  const send = (client = acme.editor, payload: object, key?: string) =>
    client.inject({ method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} });

  it('replays the first answer to a retry and creates the rows once', async () => {
    const { instanceId } = await createProject(acme.owner);
    const payload = { results: { toCreate: [gasRow(instanceId, 120), gasRow(instanceId, 80)] } };
    const first = await send(acme.editor, payload, 'save-1');
    expect(first.statusCode).toBe(200);
    const retry = await send(acme.editor, payload, 'save-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await countRows(instanceId)).toBe(2);
  });

  it('creates twice without a key (the behaviour the key exists to prevent)', async () => {
    const { instanceId } = await createProject(acme.owner);
    const payload = { results: { toCreate: [gasRow(instanceId, 1)] } };
    await send(acme.editor, payload);
    await send(acme.editor, payload);
    expect(await countRows(instanceId)).toBe(2);
  });

  it('creates once when the retry arrives while the first is still running', async () => {
    const { instanceId } = await createProject(acme.owner);
    const payload = { results: { toCreate: [gasRow(instanceId, 5)] } };
    const answers = await Promise.all([
      send(acme.editor, payload, 'save-2'),
      send(acme.editor, payload, 'save-2'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual(
      answers.some((answer) => answer.statusCode === 409) ? [200, 409] : [200, 200],
    );
    expect(await countRows(instanceId)).toBe(1);
  });

  it('refuses a key reused for a different request', async () => {
    const { instanceId } = await createProject(acme.owner);
    await send(acme.editor, { results: { toCreate: [gasRow(instanceId, 1)] } }, 'save-3');
    const reused = await send(acme.editor, { results: { toCreate: [gasRow(instanceId, 2)] } }, 'save-3');
    expect(reused.statusCode).toBe(409);
    expect(await countRows(instanceId)).toBe(1);
  });

  it('keeps keys per company: the same key in another company is its own', async () => {
    const mine = await createProject(acme.owner);
    const theirs = await createProject(other.owner);
    await send(acme.editor, { results: { toCreate: [gasRow(mine.instanceId, 1)] } }, 'shared-key');
    const answer = await send(
      other.editor,
      { results: { toCreate: [gasRow(theirs.instanceId, 1)] } },
      'shared-key',
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['idempotent-replayed']).toBeUndefined();
    expect(await countRows(theirs.instanceId)).toBe(1);
  });

  it('frees the key of a failed first request, so the corrected retry is written', async () => {
    const { instanceId } = await createProject(acme.owner);
    const failed = await send(
      acme.editor,
      { results: { toCreate: [{ ...gasRow(instanceId, 1), formOptionId: 'no-such-option' }] } },
      'save-4',
    );
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    const corrected = await send(acme.editor, { results: { toCreate: [gasRow(instanceId, 1)] } }, 'save-4');
    expect(corrected.statusCode).toBe(200);
    expect(await countRows(instanceId)).toBe(1);
  });

  it('refuses a malformed key naming the header', async () => {
    const { instanceId } = await createProject(acme.owner);
    const answer = await send(acme.editor, { results: { toCreate: [gasRow(instanceId, 1)] } }, 'has space');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.details).toEqual([{ path: 'Idempotency-Key', message: 'validation.invalid' }]);
  });
});
