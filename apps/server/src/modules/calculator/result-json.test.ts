import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculatorResults } from '../../db/schema/calculator.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { presentResult } from './presenter.ts';
import { listResultsPageJson } from './result-queries.ts';
import { type CompanyClients, createProject, gasRow, manage, setUpCompanyClients } from './test-kit.ts';

const api = '/api/company/calculator';

/** `results/list` rows are written as JSON by the database: they must read exactly as `presentResult`. */
describe('results written as JSON by the database', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let instanceId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await setUpCompanyClients(testApp.app);
    ({ instanceId } = await createProject(acme.owner, { name: 'HQ' }));
    const child = { ...gasRow(instanceId, 3), instance: undefined, name: 'Kind "ä" \\ \n' };
    const created = await manage(acme.editor, {
      toCreate: [
        { ...gasRow(instanceId, 1), name: 'Boiler ✓ \u2028 </script>', children: [child, child] },
        gasRow(instanceId, 2, {
          notes: 'tab\there',
          assumptions: 'a "quoted" one',
          startDate: '2025-02-01',
          endDate: '2025-02-28',
          distributionPercent: 12.5,
          userFactor: { factor: 0.30000000000000004, source: 'Supplier' },
        }),
        gasRow(instanceId, null),
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    // Figures the presenter writes in ways SQL might not: a negative zero, tiny and huge doubles.
    const db = testApp.app.database.db;
    const [first, second, third] = await db
      .select({ id: calculatorResults.id })
      .from(calculatorResults)
      .where(eq(calculatorResults.instanceId, instanceId))
      .orderBy(asc(calculatorResults.position));
    const figures = async (id: string | undefined, values: Record<string, unknown>) =>
      db
        .update(calculatorResults)
        .set(values)
        .where(and(eq(calculatorResults.companyId, acme.companyId), eq(calculatorResults.id, id ?? '')));
    await figures(first?.id, {
      kgScope1: sql`'-0'::float8`,
      kgTotal: 1.5e-7,
      kwhEnergy: 1e21,
      timePeriodFactor: 1 / 3,
      scope3Category: 4,
      calculationIssue: 'no factor',
    });
    await figures(second?.id, { kgScope3: 123456789.123, distributionPercent: sql`'-0'::float8` });
    await figures(third?.id, { updatedAt: new Date('2025-03-04T05:06:07.891Z') });
  });
  afterAll(() => testApp.close());

  const presented = async () => {
    const rows = await testApp.app.database.db
      .select()
      .from(calculatorResults)
      .where(eq(calculatorResults.instanceId, instanceId))
      .orderBy(asc(calculatorResults.position));
    // What JSON.stringify made of the presenter's objects, as a client reads it.
    return rows.map((row) => JSON.parse(JSON.stringify(presentResult(row))));
  };

  it('writes each row as presentResult presents it, field for field and in the same order', async () => {
    const expected = await presented();
    expect(expected).toHaveLength(5);
    const page = await listResultsPageJson(testApp.app.database.db, acme.companyId, [instanceId], {
      skip: 0,
      limit: 1000,
    });
    const documents = page.documents.map((document) => JSON.parse(document));
    expect(documents).toStrictEqual(expected);
    documents.forEach((document, index) => {
      expect(Object.keys(document)).toEqual(Object.keys(expected[index]));
      expect(Object.keys(document.figures)).toEqual(Object.keys(expected[index].figures));
    });
    expect(Object.is(documents[0].figures.scope1, 0)).toBe(true);
    expect(page.canLoadMore).toBe(false);
  });

  it('pages through results/list with the same rows', async () => {
    const expected = await presented();
    const first = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/results/list?skip=1`,
      payload: { instances: [instanceId] },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toStrictEqual({
      results: expected.slice(1),
      pagination: { position: 5, canLoadMore: false },
    });
    const paged = await listResultsPageJson(testApp.app.database.db, acme.companyId, [instanceId], {
      skip: 1,
      limit: 2,
    });
    expect(paged.documents.map((document) => JSON.parse(document))).toStrictEqual(expected.slice(1, 3));
    expect(paged.canLoadMore).toBe(true);
  });
});
