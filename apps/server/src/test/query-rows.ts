import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; counts differ in type (PGlite
 * numbers, node-postgres strings), so cast them in SQL (`count(*)::int`) to compare exactly.
 */
export async function queryRows<TRow = Record<string, unknown>>(
  db: Database,
  statement: SQL,
): Promise<TRow[]> {
  const result = (await db.execute(statement)) as unknown as { rows: TRow[] };
  return result.rows;
}
