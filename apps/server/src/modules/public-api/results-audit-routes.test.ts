import type { AuditResult } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorResults } from '../../db/schema/calculator.ts';
import { changeLog } from '../../db/schema/change-log.ts';
import { evidenceFiles } from '../../db/schema/evidence-files.ts';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

const AUDIT = '/1.0/results/audit';

const electricityRow = (instance: string, kwh: number) => ({
  instance,
  formOptionId: 'electricity-grid',
  emissionActivityInputs: [{ fieldId: 'energy', value: kwh, unit: 'kWh' }],
});
const flightRow = (instance: string, km: number) => ({
  instance,
  formOptionId: 'flight-long-haul-economy',
  emissionActivityInputs: [{ fieldId: 'passengerDistance', value: km, unit: 'p.km' }],
});

type Answer = { results: AuditResult[]; pagination: { position: number; canLoadMore: boolean } };

describe('GET /1.0/results/audit', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let year: string;
  let oldYear: string;
  let otherYear: string;
  let apiKey: string;
  let otherApiKey: string;
  /** Results of `year` in entry order: gas (evidence, then changed), gas reviewed, electricity, flight. */
  let ids: { gas: string; reviewedGas: string; electricity: string; flight: string };
  let oldGas: string;
  let otherGas: string;
  let beforeChange: string;

  const createKey = async (owner: SignedInClient, name = 'Auditor') => {
    const response = await owner.inject({
      method: 'PUT',
      url: '/api/company/api-keys',
      payload: { name, expiresAt: null },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { apiKey: string; _id: string };
  };
  const call = (query: Record<string, string | number> = {}, key: string | null = apiKey) =>
    testApp.app.inject({
      method: 'GET',
      url: AUDIT,
      query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, String(value)])),
      headers: key === null ? {} : { authorization: `Bearer ${key}` },
    });
  const audit = async (query: Record<string, string | number> = {}, key: string | null = apiKey) => {
    const response = await call(query, key);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Answer;
  };
  const idsOf = (answer: Answer) => answer.results.map((result) => result._id);
  const created = async (client: SignedInClient, rows: unknown[]) => {
    const response = await manage(client, { toCreate: rows });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().results as { _id: string }[]).map((result) => result._id);
  };

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    [acme, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    year = (await createProject(acme.owner, { name: 'HQ', year: 2025 })).instanceId;
    oldYear = (await createProject(acme.owner, { name: 'HQ 2024', year: 2024 })).instanceId;
    otherYear = (await createProject(other.owner, { name: 'Theirs', year: 2025 })).instanceId;

    const [gas, reviewedGas, electricity, flight] = await created(acme.editor, [
      gasRow(year, 100),
      gasRow(year, 200),
      electricityRow(year, 1000),
      flightRow(year, 5000),
    ]);
    ids = {
      gas: gas as string,
      reviewedGas: reviewedGas as string,
      electricity: electricity as string,
      flight: flight as string,
    };
    [oldGas] = (await created(acme.editor, [gasRow(oldYear, 50)])) as [string];
    [otherGas] = (await created(other.editor, [gasRow(otherYear, 70)])) as [string];

    const db = testApp.app.database.db;
    // The review mark as a reviewer leaves it (only the column counts here, not how it was set).
    await db
      .update(calculatorResults)
      .set({ isReviewed: true })
      .where(and(eq(calculatorResults.companyId, acme.companyId), eq(calculatorResults.id, ids.reviewedGas)));
    await db.insert(evidenceFiles).values(
      ['bill-january.pdf', 'bill-february.pdf'].map((displayName) => ({
        companyId: acme.companyId,
        instanceId: year,
        resultId: ids.gas,
        displayName,
        kind: 'pdf',
        mediaType: 'application/pdf',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
      })),
    );
    // A file on the year as a whole counts for no result.
    await db.insert(evidenceFiles).values({
      companyId: acme.companyId,
      instanceId: year,
      resultId: null,
      displayName: 'contract.pdf',
      kind: 'pdf',
      mediaType: 'application/pdf',
      sizeBytes: 1,
      sha256: '1'.repeat(64),
    });

    await new Promise((resolve) => setTimeout(resolve, 20));
    beforeChange = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const changed = await manage(acme.admin, { toUpdate: [{ _id: ids.gas, ...gasRow(year, 150) }] });
    expect(changed.statusCode, changed.body).toBe(200);

    [apiKey, otherApiKey] = [(await createKey(acme.owner)).apiKey, (await createKey(other.owner)).apiKey];
  }, 180_000);
  afterAll(() => testApp.close());

  it('answers each result with its factor, source, edition, evidence count, review state and last change', async () => {
    const answer = await audit({ instance: year });
    expect(idsOf(answer)).toEqual([ids.gas, ids.reviewedGas, ids.electricity, ids.flight]);
    expect(answer.pagination).toEqual({ position: 4, canLoadMore: false });

    const [gas, reviewedGas, electricity, flight] = answer.results as [
      AuditResult,
      AuditResult,
      AuditResult,
      AuditResult,
    ];
    expect(gas).toMatchObject({ instance: year, parent: null, formOptionId: 'stationary-natural-gas-kwh' });
    expect(gas.scope).toBe(1);
    expect(gas.evidenceCount).toBe(2);
    expect(gas.isReviewed).toBe(false);
    expect(gas.factor).not.toBeNull();
    expect(gas.factor?.source).toBeTruthy();
    expect(gas.factor?.value).toBeGreaterThan(0);
    const direct = gas.factorsUsed.find((used) => used.part === 'direct');
    expect(gas.factor).toEqual({
      id: direct?.factorId,
      value: direct?.value,
      valueUnit: direct?.valueUnit,
      source: direct?.source,
      edition: direct?.edition,
      licence: direct?.licence,
    });
    // The figure is the row's market-based total as the calculator shows it.
    const listed = await acme.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/results/list',
      payload: { instances: [year] },
    });
    const row = listed.json().results.find((result: { _id: string }) => result._id === ids.gas);
    expect(gas.kgCo2e).toBe(row.figures.total);
    expect(gas.factorsUsed).toEqual(row.factorsUsed);
    expect(gas.kgCo2e).toBeGreaterThanOrEqual(150 * (direct?.value ?? 0));
    expect(gas.lastChange.action).toBe('update');
    expect(gas.lastChange.sequence).toEqual(expect.any(Number));
    expect(gas.lastChange.actor).toEqual(expect.any(String));
    expect(Date.parse(gas.lastChange.at)).toBeGreaterThanOrEqual(Date.parse(beforeChange));

    expect(reviewedGas.isReviewed).toBe(true);
    expect(reviewedGas.evidenceCount).toBe(0);
    expect(reviewedGas.lastChange.action).toBe('create');
    expect(reviewedGas.lastChange.sequence).toBeLessThan(gas.lastChange.sequence as number);
    expect(electricity.scope).toBe(2);
    expect(flight.scope).toBe(3);
    expect(flight.scope3Category).toBe(6);

    // Without a year: every year of the company, and nothing of another company.
    const all = await audit();
    expect(idsOf(all)).toEqual([...Object.values(ids), oldGas]);
    expect(idsOf(all)).not.toContain(otherGas);
  });

  it('falls back to the result’s update time when the log holds no entry for it', async () => {
    await testApp.app.database.db
      .delete(changeLog)
      .where(and(eq(changeLog.companyId, acme.companyId), eq(changeLog.subjectId, oldGas)));
    const [result] = (await audit({ instance: oldYear })).results;
    expect(result?._id).toBe(oldGas);
    expect(result?.lastChange).toEqual({
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      action: null,
      actor: null,
      actorName: null,
      sequence: null,
    });
  });

  it('filters by year, section, scope, reviewed and changed-since', async () => {
    expect(idsOf(await audit({ instance: oldYear }))).toEqual([oldGas]);

    const electricity = (await audit({ instance: year })).results.find(
      (result) => result._id === ids.electricity,
    ) as AuditResult;
    const bySection = await audit({ instance: year, section: electricity.c1 });
    expect(idsOf(bySection)).toContain(ids.electricity);
    expect(bySection.results.every((result) => result.c1 === electricity.c1)).toBe(true);
    expect(idsOf(await audit({ section: 'no-such-section' }))).toEqual([]);

    expect(idsOf(await audit({ instance: year, scope: 1 }))).toEqual([ids.gas, ids.reviewedGas]);
    expect(idsOf(await audit({ instance: year, scope: 2 }))).toEqual([ids.electricity]);
    expect(idsOf(await audit({ instance: year, scope: 3 }))).toEqual([ids.flight]);

    expect(idsOf(await audit({ reviewed: 'true' }))).toEqual([ids.reviewedGas]);
    expect(idsOf(await audit({ instance: year, reviewed: 'false' }))).toEqual([
      ids.gas,
      ids.electricity,
      ids.flight,
    ]);

    expect(idsOf(await audit({ instance: year, changedSince: beforeChange }))).toEqual([ids.gas]);
    expect(idsOf(await audit({ instance: year, changedSince: '2000-01-01' }))).toHaveLength(4);
    expect(idsOf(await audit({ changedSince: '2999-01-01T00:00:00+02:00' }))).toEqual([]);

    // Filters combine.
    expect(
      idsOf(await audit({ instance: year, scope: 1, reviewed: 'false', changedSince: beforeChange })),
    ).toEqual([ids.gas]);
  });

  it('pages with skip: position is the next skip, canLoadMore says whether more follow', async () => {
    const first = await audit({ instance: year, limit: 3 });
    expect(idsOf(first)).toEqual([ids.gas, ids.reviewedGas, ids.electricity]);
    expect(first.pagination).toEqual({ position: 3, canLoadMore: true });
    const second = await audit({ instance: year, limit: 3, skip: first.pagination.position });
    expect(idsOf(second)).toEqual([ids.flight]);
    expect(second.pagination).toEqual({ position: 4, canLoadMore: false });
    const past = await audit({ instance: year, limit: 3, skip: 10 });
    expect(past).toEqual({ results: [], pagination: { position: 10, canLoadMore: false } });

    // Exactly at the boundary: a full page with nothing after it cannot load more.
    const exact = await audit({ instance: year, limit: 4 });
    expect(exact.pagination).toEqual({ position: 4, canLoadMore: false });

    // Paging a filtered list walks the filtered rows only.
    const filteredFirst = await audit({ reviewed: 'false', limit: 2 });
    expect(idsOf(filteredFirst)).toEqual([ids.gas, ids.electricity]);
    expect(filteredFirst.pagination).toEqual({ position: 2, canLoadMore: true });
    const filteredNext = await audit({ reviewed: 'false', limit: 2, skip: 2 });
    expect(idsOf(filteredNext)).toEqual([ids.flight, oldGas]);
    expect(filteredNext.pagination).toEqual({ position: 4, canLoadMore: false });
  });

  it("answers 404 for another company's year, and each key sees its own company only", async () => {
    const foreign = await call({ instance: otherYear });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect((await call({ instance: year }, otherApiKey)).statusCode).toBe(404);
    expect((await call({ instance: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect(idsOf(await audit({}, otherApiKey))).toEqual([otherGas]);
    expect(idsOf(await audit({ instance: otherYear }, otherApiKey))).toEqual([otherGas]);
  });

  it('needs a valid API key: none, a wrong one, a revoked one and a session cookie answer 401', async () => {
    expect((await call({}, null)).statusCode).toBe(401);
    const wrong = await call({}, `${apiKey.slice(0, -4)}AAAA`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('UNAUTHENTICATED');

    const revoked = await createKey(acme.owner, 'Revoked');
    expect((await call({}, revoked.apiKey)).statusCode).toBe(200);
    const deleted = await acme.owner.inject({
      method: 'DELETE',
      url: `/api/company/api-keys/${revoked._id}`,
    });
    expect(deleted.statusCode).toBe(200);
    const after = await call({}, revoked.apiKey);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe('This API key has been revoked.');

    const session = await acme.owner.inject({ method: 'GET', url: AUDIT });
    expect(session.statusCode).toBe(401);
  });

  it('is for admins and up (the change log is): temporary keys of editors and viewers get 403', async () => {
    const temporaryKey = async (client: SignedInClient) => {
      const response = await client.inject({ method: 'POST', url: '/api/auth/temporary-api-key' });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().apiKey as string;
    };
    for (const client of [acme.editor, acme.viewer]) {
      const refused = await call({ instance: year }, await temporaryKey(client));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    for (const client of [acme.admin, acme.owner]) {
      expect((await call({ instance: year }, await temporaryKey(client))).statusCode).toBe(200);
    }
  });

  it.each([
    ['instance', { instance: 'not-a-uuid' }],
    ['section', { section: '' }],
    ['section', { section: 'x'.repeat(81) }],
    ['scope', { scope: 4 }],
    ['scope', { scope: 'one' }],
    ['reviewed', { reviewed: 'yes' }],
    ['changedSince', { changedSince: 'yesterday' }],
    ['changedSince', { changedSince: '2025-13-45' }],
    ['changedSince', { changedSince: '2025-02-30' }],
    ['changedSince', { changedSince: '2025-02-29T08:00:00Z' }],
    ['changedSince', { changedSince: '2025-03-01T08:00:00' }],
    ['skip', { skip: -1 }],
    ['skip', { skip: 'many' }],
    ['skip', { skip: 1.5 }],
    ['limit', { limit: 0 }],
    ['limit', { limit: 1001 }],
  ])('refuses a bad %s with 400 naming the field', async (field, query) => {
    const response = await call(query);
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toContain(field);
    expect(error.details).toEqual([{ path: field, message: expect.any(String) }]);
  });

  it('refuses an unknown parameter, naming it, rather than ignoring a mistyped filter', async () => {
    const response = await call({ changed_since: '2025-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('changed_since');
  });

  it('is documented in the OpenAPI document with the bearer scheme', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const operation = response.json().paths['/1.0/results/audit']?.get;
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
  });
});
