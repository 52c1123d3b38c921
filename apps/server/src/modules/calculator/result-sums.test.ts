import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/query-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, gasRow, manage, setUpCompanyClients } from './test-kit.ts';

const SHARE = sql.raw('(coalesce(distribution_percent, 100) / 100::float8)');

/** The groups as a scan of the results computes them, to compare with what the triggers kept. */
async function scanGroups(testApp: TestApp, companyId: string) {
  return queryRows(
    testApp.app.database.db,
    sql`select instance_id::text as "instanceId", c1, coalesce(c2, '') as c2, is_excluded as "isExcluded",
      parent_id is null as "isTopLevel", is_marked_complete as "isMarkedComplete", count(*)::int as "numResults",
      round(sum(kg_total * ${SHARE})::numeric, 6)::float8 as "total",
      round(sum(kg_scope1 * ${SHARE})::numeric, 6)::float8 as "scope1",
      round(sum(kwh_energy * ${SHARE})::numeric, 6)::float8 as "energy"
      from calculator_results where company_id = ${companyId}
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`,
  );
}

async function keptGroups(testApp: TestApp, companyId: string) {
  return queryRows(
    testApp.app.database.db,
    sql`select instance_id::text as "instanceId", c1, coalesce(c2, '') as c2, is_excluded as "isExcluded",
      is_top_level as "isTopLevel", is_marked_complete as "isMarkedComplete", num_results as "numResults",
      round(kg_total::numeric, 6)::float8 as "total", round(kg_scope1::numeric, 6)::float8 as "scope1",
      round(kwh_energy::numeric, 6)::float8 as "energy"
      from calculator_result_sums where company_id = ${companyId} order by 1, 2, 3, 4, 5, 6`,
  );
}

/** The per-year sums the database keeps for setup and saves stay equal to the results themselves. */
describe('kept result sums', () => {
  let testApp: TestApp;
  let clients: CompanyClients;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
  }, 120_000);
  afterAll(() => testApp.close());

  it('follow creates, updates, distributions, deletes and a deleted year', async () => {
    const first = (await createProject(clients.owner, { name: 'A' })).instanceId;
    const second = (await createProject(clients.owner, { name: 'B' })).instanceId;
    const created = await manage(clients.editor, {
      toCreate: [
        gasRow(first, 100),
        gasRow(first, 200, { isMarkedComplete: true }),
        gasRow(first, 300, { distributionPercent: 25 }),
        gasRow(second, 400, { isExcluded: true }),
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await scanGroups(testApp, clients.companyId)).some((group) => Number(group.scope1) > 0)).toBe(
      true,
    );
    expect(await keptGroups(testApp, clients.companyId)).toEqual(
      await scanGroups(testApp, clients.companyId),
    );

    const [one, two, three] = created.json().results as { _id: string }[];
    const changed = await manage(clients.editor, {
      toUpdate: [
        { ...gasRow(first, 150, { isMarkedComplete: true }), _id: one?._id },
        { ...gasRow(first, 200, { isExcluded: true }), _id: two?._id },
      ],
      toDelete: [three?._id ?? ''],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const kept = await keptGroups(testApp, clients.companyId);
    expect(kept).toEqual(await scanGroups(testApp, clients.companyId));
    expect(kept.every((group) => Number(group.numResults) > 0)).toBe(true);

    const deleted = await clients.admin.inject({
      method: 'DELETE',
      url: `/api/company/calculator/instances/${second}`,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await keptGroups(testApp, clients.companyId)).map((group) => group.instanceId)).not.toContain(
      second,
    );
    expect(await keptGroups(testApp, clients.companyId)).toEqual(
      await scanGroups(testApp, clients.companyId),
    );
  });
});
