import { randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../../db/client.ts';
import { calculatorResults as r } from '../../db/schema/calculator.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

// The parent index holds sub-rows only (migration 0042): the reads that find sub-rows by their parents'
// ids must still reach it, without statistics (the embedded database keeps none).
describe('the index of sub-rows', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    database = await createTestDatabase();
    connection = await openDatabase(database.target);
  }, 60_000);
  afterAll(async () => {
    await connection.close();
    await database.drop();
  });

  const planOf = async (query: SQL) => {
    const plan = (await connection.db.execute(sql`explain ${query}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  it('holds no top-level row', async () => {
    const { rows } = (await connection.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'calculator_results_parent'`,
    )) as unknown as { rows: { indexdef: string }[] };
    expect(rows[0]?.indexdef).toMatch(/WHERE \(parent_id IS NOT NULL\)/);
  });

  it('serves the sub-rows of given parents, and the cascade of a deleted parent', async () => {
    const companyId = randomUUID();
    const parents = [randomUUID(), randomUUID()];
    // As `findChildRefs` asks for them.
    const children = connection.db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.companyId, companyId), inArray(r.parentId, parents)))
      .getSQL();
    expect(await planOf(children)).toContain('calculator_results_parent');
    // What the parent foreign key's cascade asks when a result is deleted.
    const cascade = await planOf(
      sql`delete from calculator_results where company_id = ${companyId} and parent_id = ${parents[0]}`,
    );
    expect(cascade).toContain('calculator_results_parent');
  });
});
