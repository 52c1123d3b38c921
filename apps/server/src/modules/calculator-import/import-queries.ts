import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { calculatorResults } from '../../db/schema/calculator.ts';
import type { ResultRow } from '../calculator/presenter.ts';
import type { Queryable } from '../calculator/queries.ts';

const r = calculatorResults;

/** `instanceId/importKey` of the keys already stored in the given years (an earlier upload of a file). */
export async function findStoredImportKeys(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  importKeys: readonly string[],
): Promise<Set<string>> {
  if (instanceIds.length === 0 || importKeys.length === 0) return new Set();
  const rows = await db
    .select({ instanceId: r.instanceId, importKey: r.importKey })
    .from(r)
    .where(
      and(
        eq(r.companyId, companyId),
        inArray(r.instanceId, [...new Set(instanceIds)]),
        inArray(r.importKey, [...new Set(importKeys)]),
      ),
    );
  return new Set(rows.map((row) => storedKeyOf(row.instanceId, row.importKey ?? '')));
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
