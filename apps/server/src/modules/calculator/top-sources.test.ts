import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/query-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listTopSources } from './aggregation-queries.ts';
import { type CompanyClients, createProject, gasRow, manage, setUpCompanyClients } from './test-kit.ts';

/** The largest counted rows of a year the long way: every row ranked by its share of kg. */
async function scanTopIds(testApp: TestApp, companyId: string, instanceId: string, limit: number) {
  const rows = await queryRows<{ id: string }>(
    testApp.app.database.db,
    sql`select id::text as id from calculator_results
      where company_id = ${companyId} and instance_id = ${instanceId} and not is_excluded
      order by kg_total * (coalesce(distribution_percent, 100) / 100::float8) desc, position
      limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** The top sources of `instances/setup` and the engage report, read from the front of a year's index. */
describe('top sources', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let year: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
    year = (await createProject(clients.owner, { name: 'Ranked' })).instanceId;
    const other = (await createProject(clients.owner, { name: 'Other year' })).instanceId;
    // 300 rows whose kWh do not follow their position; the largest two are excluded, one is split.
    const rows = Array.from({ length: 300 }, (_, index) => {
      const kwh = ((index * 7919) % 300) + 1;
      return gasRow(year, kwh * 10, {
        name: `gas ${index}`,
        isExcluded: kwh >= 299,
        ...(kwh === 298 ? { distributionPercent: 10 } : {}),
      });
    });
    const saved = await manage(clients.editor, { toCreate: [...rows, gasRow(other, 1_000_000)] });
    expect(saved.statusCode, saved.body).toBe(200);
  }, 120_000);
  afterAll(() => testApp.close());

  it('are the largest counted rows, excluded ones skipped and shares applied, from the one year', async () => {
    const db = testApp.app.database.db;
    const top = await listTopSources(db, clients.companyId, [year], 10);
    expect(top.map((source) => source.resultId)).toEqual(
      await scanTopIds(testApp, clients.companyId, year, 10),
    );
    expect(top.every((source) => source.instance === year)).toBe(true);
    const totals = top.map((source) => source.totalCo2InKg);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });
});
