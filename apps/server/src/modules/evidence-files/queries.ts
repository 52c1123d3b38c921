import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { calculatorInstances, calculatorResults } from '../../db/schema/calculator.ts';
import { evidenceFiles } from '../../db/schema/evidence-files.ts';
import type { Queryable } from '../calculator/queries.ts';

export type EvidenceFileRow = typeof evidenceFiles.$inferSelect;

const f = evidenceFiles;
const byUpload = [asc(f.uploadedAt), asc(f.id)] as const;

/** Every file of a year (its own and its results'), oldest first. */
export function listFilesOfInstance(db: Queryable, companyId: string, instanceId: string) {
  return db
    .select()
    .from(f)
    .where(and(eq(f.companyId, companyId), eq(f.instanceId, instanceId)))
    .orderBy(...byUpload);
}

/** The files on the given results, oldest first. */
export async function listFilesOfResults(
  db: Queryable,
  companyId: string,
  resultIds: readonly string[],
): Promise<EvidenceFileRow[]> {
  if (resultIds.length === 0) return [];
  return db
    .select()
    .from(f)
    .where(and(eq(f.companyId, companyId), inArray(f.resultId, [...new Set(resultIds)])))
    .orderBy(...byUpload);
}

export async function findFile(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<EvidenceFileRow | undefined> {
  const [row] = await db
    .select()
    .from(f)
    .where(and(eq(f.companyId, companyId), eq(f.id, id)));
  return row;
}

/** How many files a result carries, or (`resultId` null) how many a year carries in all. */
export async function countFiles(
  db: Queryable,
  companyId: string,
  where: { instanceId: string } | { resultId: string },
): Promise<number> {
  const condition = 'resultId' in where ? eq(f.resultId, where.resultId) : eq(f.instanceId, where.instanceId);
  const [row] = await db
    .select({ total: count() })
    .from(f)
    .where(and(eq(f.companyId, companyId), condition));
  return row?.total ?? 0;
}

/** Locks a year for an upload (uploads into one year run one after the other, so its limits hold). */
export async function lockInstanceForFiles(db: Queryable, companyId: string, instanceId: string) {
  const [row] = await db
    .select({ id: calculatorInstances.id, isFrozen: calculatorInstances.isFrozen })
    .from(calculatorInstances)
    .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorInstances.id, instanceId)))
    .for('update');
  return row;
}

/** The year of a result of the company (undefined for an unknown or another company's id). */
export async function findResultInstance(db: Queryable, companyId: string, resultId: string) {
  const [row] = await db
    .select({ instanceId: calculatorResults.instanceId })
    .from(calculatorResults)
    .where(and(eq(calculatorResults.companyId, companyId), eq(calculatorResults.id, resultId)));
  return row?.instanceId;
}

/** Of the given stored ids, those with a row (the others are bytes no row points at any more). */
export async function listKnownFileIds(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: f.id })
    .from(f)
    .where(and(eq(f.companyId, companyId), inArray(f.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
