import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  calculatorContainers,
  calculatorGroupContainers,
  calculatorGroups,
} from '../../db/schema/calculator.ts';
import { presentContainer } from './presenter.ts';
import { listInstancesOfContainers, requireContainer } from './queries.ts';

/** Renames a project. */
export async function renameContainer(db: Database, companyId: string, id: string, name: string) {
  return db.transaction(async (tx) => {
    await requireContainer(tx, companyId, id);
    await tx
      .update(calculatorContainers)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(calculatorContainers.companyId, companyId), eq(calculatorContainers.id, id)));
    // One after the other: a transaction's queries share one connection.
    const container = await requireContainer(tx, companyId, id);
    const instances = await listInstancesOfContainers(tx, companyId, [id]);
    return presentContainer(container, instances);
  });
}

/**
 * Deletes a project: its years, their results and its group links go with it (foreign keys cascade).
 * A group left without any project is deleted too: an empty group shows nothing.
 */
export async function deleteContainer(db: Database, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireContainer(tx, companyId, id);
    await tx
      .delete(calculatorContainers)
      .where(and(eq(calculatorContainers.companyId, companyId), eq(calculatorContainers.id, id)));
    await tx.delete(calculatorGroups).where(
      and(
        eq(calculatorGroups.companyId, companyId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(calculatorGroupContainers)
            .where(
              and(
                eq(calculatorGroupContainers.companyId, calculatorGroups.companyId),
                eq(calculatorGroupContainers.groupId, calculatorGroups.id),
              ),
            ),
        ),
      ),
    );
  });
}
