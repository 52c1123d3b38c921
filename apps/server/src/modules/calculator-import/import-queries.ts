import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { calculatorResults } from '../../db/schema/calculator.ts';
import { selectRows, uuidList } from '../calculator/aggregation-queries.ts';
import { toTextArrayParam } from '../calculator/compute/factor-lookup.ts';
import type { ResultRow } from '../calculator/presenter.ts';
import type { Queryable } from '../calculator/queries.ts';

const r = calculatorResults;

/**
 * `instanceId/importKey` of the keys already stored in the given years (an earlier upload of a file).
 * One probe of the import-key index (company, then key) per key, so the cost grows with the chunk and
 * not with the year. Written so that the plan is the same with or without the planner's statistics
 * (the embedded database keeps none, a new server database has none yet): company and key are the only
 * index conditions (the year is compared as text, which no index serves, else an index on the year
 * looks as good and reads the whole year per key), and `offset 0` keeps the probe per key instead of a
 * join that scans the table. Without statistics the planner also prices the probes far too high, so
 * just-in-time compiling (a fifth of a second per statement) is turned off for the transaction.
 */
export async function findStoredImportKeys(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  importKeys: readonly string[],
): Promise<Set<string>> {
  if (instanceIds.length === 0 || importKeys.length === 0) return new Set();
  await db.execute(sql`set local jit = off`);
  const rows = await selectRows<{ instanceId: string; importKey: string }>(
    db,
    storedImportKeysQuery(companyId, instanceIds, importKeys),
  );
  return new Set(rows.map((row) => storedKeyOf(row.instanceId, row.importKey)));
}

/** The statement of `findStoredImportKeys` (its plan is checked by a test). */
export function storedImportKeysQuery(
  companyId: string,
  instanceIds: readonly string[],
  importKeys: readonly string[],
): SQL {
  return sql`select found.instance_id as "instanceId", found.import_key as "importKey"
    from unnest(${toTextArrayParam(new Set(importKeys))}) as k(key)
    cross join lateral (
      select r.instance_id, r.import_key from ${r} as r
      where r.company_id = ${companyId}::uuid and r.import_key = k.key
        and r.instance_id::text = any(${uuidList([...new Set(instanceIds)])}::text[])
      offset 0
    ) as found`;
}

export function storedKeyOf(instanceId: string, importKey: string): string {
  return `${instanceId}/${importKey}`;
}

/** A stored top-level result with its sub-rows. */
export type StoredResult = { row: ResultRow; children: ResultRow[] };

/**
 * The company's top-level results among `ids` that belong to the given years, with their sub-rows, by
 * id. An id of another company, of another year or of a sub-row is simply absent: such a row of a file
 * never reaches a stored result.
 */
export async function findStoredResults(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  ids: readonly string[],
): Promise<Map<string, StoredResult>> {
  if (instanceIds.length === 0 || ids.length === 0) return new Map();
  const parents = await db
    .select()
    .from(r)
    .where(
      and(
        eq(r.companyId, companyId),
        inArray(r.instanceId, [...new Set(instanceIds)]),
        inArray(r.id, [...new Set(ids)]),
        isNull(r.parentId),
      ),
    );
  const stored = new Map(parents.map((row) => [row.id, { row, children: [] as ResultRow[] }]));
  if (parents.length === 0) return stored;
  const children = await db
    .select()
    .from(r)
    .where(and(eq(r.companyId, companyId), inArray(r.parentId, [...stored.keys()])))
    .orderBy(asc(r.position));
  for (const child of children) stored.get(child.parentId ?? '')?.children.push(child);
  return stored;
}
