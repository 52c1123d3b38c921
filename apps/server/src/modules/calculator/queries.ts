import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  calculatorContainers,
  calculatorGroupContainers,
  calculatorGroups,
  calculatorInstances,
  calculatorResults,
} from '../../db/schema/calculator.ts';
import { AppError } from '../../http/app-error.ts';

export type ContainerRow = typeof calculatorContainers.$inferSelect;
export type InstanceRow = typeof calculatorInstances.$inferSelect;
export type InstanceWithContainer = InstanceRow & { containerName: string; containerType: string };
export type GroupRow = typeof calculatorGroups.$inferSelect & { containerIds: string[] };

/** Reads run on the database or inside a transaction. */
export type Queryable = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export async function listContainers(db: Queryable, companyId: string): Promise<ContainerRow[]> {
  return db
    .select()
    .from(calculatorContainers)
    .where(eq(calculatorContainers.companyId, companyId))
    .orderBy(asc(calculatorContainers.createdAt), asc(calculatorContainers.id));
}

export async function findContainer(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<ContainerRow | undefined> {
  const [row] = await db
    .select()
    .from(calculatorContainers)
    .where(and(eq(calculatorContainers.companyId, companyId), eq(calculatorContainers.id, id)));
  return row;
}

/** A container of the company, or 404 (another company's id reads as unknown). */
export async function requireContainer(db: Queryable, companyId: string, id: string): Promise<ContainerRow> {
  const row = await findContainer(db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such project.');
  return row;
}

/** Instances with their container's name and type, newest first. */
async function selectInstances(db: Queryable, companyId: string, where: SQL | undefined) {
  return db
    .select({
      instance: calculatorInstances,
      containerName: calculatorContainers.name,
      containerType: calculatorContainers.type,
    })
    .from(calculatorInstances)
    .innerJoin(
      calculatorContainers,
      and(
        eq(calculatorContainers.companyId, calculatorInstances.companyId),
        eq(calculatorContainers.id, calculatorInstances.containerId),
      ),
    )
    .where(and(eq(calculatorInstances.companyId, companyId), where))
    .orderBy(desc(calculatorInstances.startDate), asc(calculatorInstances.id))
    .then((rows) =>
      rows.map((row) => ({
        ...row.instance,
        containerName: row.containerName,
        containerType: row.containerType,
      })),
    );
}

export function listInstancesOfCompany(db: Queryable, companyId: string): Promise<InstanceWithContainer[]> {
  return selectInstances(db, companyId, undefined);
}

export function listInstancesOfContainers(
  db: Queryable,
  companyId: string,
  containerIds: readonly string[],
): Promise<InstanceWithContainer[]> {
  if (containerIds.length === 0) return Promise.resolve([]);
  return selectInstances(db, companyId, inArray(calculatorInstances.containerId, [...containerIds]));
}

/**
 * The instances named by id, in the order asked; 404 when any is unknown to the company, so a list
 * never silently drops another company's id.
 */
export async function requireInstances(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<InstanceWithContainer[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await selectInstances(db, companyId, inArray(calculatorInstances.id, unique));
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', 'No such year.');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id) as InstanceWithContainer);
}

/** Which of these sections (as c1, c2 or c3) hold rows of the year. */
export async function listSectionsWithRows(
  db: Queryable,
  companyId: string,
  instanceId: string,
  sectionIds: readonly string[],
): Promise<string[]> {
  if (sectionIds.length === 0) return [];
  const ids = [...sectionIds];
  const paths = await db
    .select({ c1: calculatorResults.c1, c2: calculatorResults.c2, c3: calculatorResults.c3 })
    .from(calculatorResults)
    .where(
      and(
        eq(calculatorResults.companyId, companyId),
        eq(calculatorResults.instanceId, instanceId),
        or(
          inArray(calculatorResults.c1, ids),
          inArray(calculatorResults.c2, ids),
          inArray(calculatorResults.c3, ids),
        ),
      ),
    )
    .groupBy(calculatorResults.c1, calculatorResults.c2, calculatorResults.c3);
  return ids.filter((id) => paths.some((path) => path.c1 === id || path.c2 === id || path.c3 === id));
}

export async function requireInstance(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<InstanceWithContainer> {
  const [row] = await requireInstances(db, companyId, [id]);
  if (!row) throw new AppError('NOT_FOUND', 'No such year.');
  return row;
}

/**
 * Locks the instances a write touches: a concurrent freeze waits for the write, and the write sees a freeze
 * that committed before it. Returns them by id. Writers of results lock FOR UPDATE, so writes into one
 * year run one after the other: a second upload of a file finds the rows of the first, and the year's
 * kept sums are never updated by two transactions in opposite orders.
 */
export async function lockInstances(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
  strength: 'share' | 'update' = 'share',
): Promise<Map<string, InstanceRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select()
    .from(calculatorInstances)
    .where(and(eq(calculatorInstances.companyId, companyId), inArray(calculatorInstances.id, unique)))
    .for(strength);
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', 'No such year.');
  return new Map(rows.map((row) => [row.id, row]));
}

export async function listGroups(db: Queryable, companyId: string, groupId?: string): Promise<GroupRow[]> {
  const groups = await db
    .select()
    .from(calculatorGroups)
    .where(
      and(eq(calculatorGroups.companyId, companyId), groupId ? eq(calculatorGroups.id, groupId) : undefined),
    )
    .orderBy(asc(calculatorGroups.createdAt), asc(calculatorGroups.id));
  if (groups.length === 0) return [];
  const links = await db
    .select({
      groupId: calculatorGroupContainers.groupId,
      containerId: calculatorGroupContainers.containerId,
    })
    .from(calculatorGroupContainers)
    .where(
      and(
        eq(calculatorGroupContainers.companyId, companyId),
        inArray(
          calculatorGroupContainers.groupId,
          groups.map((group) => group.id),
        ),
      ),
    );
  return groups.map((group) => ({
    ...group,
    containerIds: links.filter((link) => link.groupId === group.id).map((link) => link.containerId),
  }));
}

export async function requireGroup(db: Queryable, companyId: string, id: string): Promise<GroupRow> {
  const [group] = await listGroups(db, companyId, id);
  if (!group) throw new AppError('NOT_FOUND', 'No such group.');
  return group;
}

/** Checks that every container id belongs to the company (404 otherwise). */
export async function requireContainerIds(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: calculatorContainers.id })
    .from(calculatorContainers)
    .where(and(eq(calculatorContainers.companyId, companyId), inArray(calculatorContainers.id, unique)));
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND', 'No such project.');
}
