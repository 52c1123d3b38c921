import { and, eq, inArray } from 'drizzle-orm';
import { calculatorResults } from '../../db/schema/calculator.ts';
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
