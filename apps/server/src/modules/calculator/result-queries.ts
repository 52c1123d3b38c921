import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { calculatorResults } from '../../db/schema/calculator.ts';
import type { ResultRow } from './presenter.ts';
import type { Queryable } from './queries.ts';

const r = calculatorResults;

/** One page of the results of instances, in insertion order; one extra row tells whether more follow. */
export async function listResultsPage(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  page: { skip: number; limit: number },
): Promise<{ rows: ResultRow[]; canLoadMore: boolean }> {
  const rows = await db
    .select()
    .from(r)
    .where(and(eq(r.companyId, companyId), inArray(r.instanceId, [...instanceIds])))
    .orderBy(asc(r.position))
    .limit(page.limit + 1)
    .offset(page.skip);
  return { rows: rows.slice(0, page.limit), canLoadMore: rows.length > page.limit };
}

/** The top-level rows of a section (c1/c2/c3 as given) and the children of those rows. */
export async function listSectionResults(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  query: { c1?: string | undefined; c2?: string | undefined; c3?: string | undefined },
): Promise<{ parents: ResultRow[]; children: ResultRow[] }> {
  const conditions: SQL[] = [eq(r.companyId, companyId), inArray(r.instanceId, [...instanceIds])];
  if (query.c1 !== undefined) conditions.push(eq(r.c1, query.c1));
  if (query.c2 !== undefined) conditions.push(eq(r.c2, query.c2));
  if (query.c3 !== undefined) conditions.push(eq(r.c3, query.c3));
  const parents = await db
    .select()
    .from(r)
    .where(and(...conditions, isNull(r.parentId)))
    .orderBy(asc(r.position));
  if (parents.length === 0) return { parents, children: [] };
  const children = await db
    .select()
    .from(r)
    .where(
      and(
        eq(r.companyId, companyId),
        inArray(
          r.parentId,
          parents.map((parent) => parent.id),
        ),
      ),
    )
    .orderBy(asc(r.position));
  return { parents, children };
}

export type ResultRef = { id: string; instanceId: string; parentId: string | null; createdAt: Date };

/** Id, instance and parent of the company's rows among `ids` (unknown ids are simply absent). */
export async function findResultRefs(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<ResultRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: r.id, instanceId: r.instanceId, parentId: r.parentId, createdAt: r.createdAt })
    .from(r)
    .where(and(eq(r.companyId, companyId), inArray(r.id, [...new Set(ids)])));
}

/** The children of the given parents. */
export async function findChildRefs(
  db: Queryable,
  companyId: string,
  parentIds: readonly string[],
): Promise<ResultRef[]> {
  if (parentIds.length === 0) return [];
  return db
    .select({ id: r.id, instanceId: r.instanceId, parentId: r.parentId, createdAt: r.createdAt })
    .from(r)
    .where(and(eq(r.companyId, companyId), inArray(r.parentId, [...parentIds])));
}

/** Deletes rows by id (their children go with them: the parent foreign key cascades). */
export async function deleteResults(db: Queryable, companyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(r).where(and(eq(r.companyId, companyId), inArray(r.id, [...ids])));
}
