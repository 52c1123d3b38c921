import { and, asc, eq, lte } from 'drizzle-orm';
import { changeLog } from '../../db/schema/change-log.ts';
import type { Queryable } from '../calculator/queries.ts';

/** The sequences of a year's own entries up to `headSequence` (annotations of them included). */
export async function listYearSequences(
  db: Queryable,
  companyId: string,
  instanceId: string,
  headSequence: number,
): Promise<number[]> {
  const rows = await db
    .select({ sequence: changeLog.sequence })
    .from(changeLog)
    .where(
      and(
        eq(changeLog.companyId, companyId),
        eq(changeLog.instanceId, instanceId),
        lte(changeLog.sequence, headSequence),
      ),
    )
    .orderBy(asc(changeLog.sequence));
  return rows.map((row) => row.sequence);
}
