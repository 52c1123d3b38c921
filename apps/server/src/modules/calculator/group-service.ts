import { type Group, listFormSections } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calculatorGroupContainers, calculatorGroups } from '../../db/schema/calculator.ts';
import { AppError } from '../../http/app-error.ts';
import { type FormSource, loadFormResolver } from '../calculator-custom-form/form-resolver.ts';
import { getFormTypeOfContainer } from './instance-service.ts';
import { presentGroup } from './presenter.ts';
import {
  listContainers,
  listInstancesOfContainers,
  type Queryable,
  requireContainerIds,
  requireGroup,
} from './queries.ts';

export type GroupInput = { name?: string | undefined; containers: string[] };

async function presentStoredGroup(db: Queryable, companyId: string, id: string): Promise<Group> {
  // One after the other: callers pass a transaction, whose queries share one connection.
  const group = await requireGroup(db, companyId, id);
  const containers = await listContainers(db, companyId);
  return presentGroup(
    group,
    containers.map((container) => container.id),
  );
}

async function linkContainers(
  db: Queryable,
  companyId: string,
  groupId: string,
  containerIds: readonly string[],
) {
  await db
    .delete(calculatorGroupContainers)
    .where(
      and(eq(calculatorGroupContainers.companyId, companyId), eq(calculatorGroupContainers.groupId, groupId)),
    );
  const unique = [...new Set(containerIds)];
  if (unique.length > 0) {
    await db
      .insert(calculatorGroupContainers)
      .values(unique.map((containerId) => ({ companyId, groupId, containerId })));
  }
}

/** Creates a group of the company's projects; an empty name is stored empty and shown as the default title. */
export async function createGroup(db: Database, companyId: string, input: GroupInput): Promise<Group> {
  return db.transaction(async (tx) => {
    await requireContainerIds(tx, companyId, input.containers);
    const [group] = await tx
      .insert(calculatorGroups)
      .values({ companyId, name: input.name ?? '' })
      .returning();
    if (!group) throw new AppError('INTERNAL', 'The group could not be created.');
    await linkContainers(tx, companyId, group.id, input.containers);
    return presentStoredGroup(tx, companyId, group.id);
  });
}

/** Renames a group and replaces its projects. */
export async function updateGroup(
  db: Database,
  companyId: string,
  id: string,
  input: GroupInput,
): Promise<Group> {
  return db.transaction(async (tx) => {
    await requireGroup(tx, companyId, id);
    await requireContainerIds(tx, companyId, input.containers);
    await tx
      .update(calculatorGroups)
      .set({ name: input.name ?? '', updatedAt: new Date() })
      .where(and(eq(calculatorGroups.companyId, companyId), eq(calculatorGroups.id, id)));
    await linkContainers(tx, companyId, id, input.containers);
    return presentStoredGroup(tx, companyId, id);
  });
}

export async function deleteGroup(db: Database, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireGroup(tx, companyId, id);
    await tx
      .delete(calculatorGroups)
      .where(and(eq(calculatorGroups.companyId, companyId), eq(calculatorGroups.id, id)));
  });
}

/**
 * `groups/setup`: the group and, over the forms of its projects' years (or the project's type when it
 * has no year yet), each section's header in the language asked.
 */
export async function loadGroupSetup(db: Queryable, companyId: string, id: string, lang: 'en' | 'de') {
  const group = await presentStoredGroup(db, companyId, id);
  const [containers, instances] = await Promise.all([
    listContainers(db, companyId),
    listInstancesOfContainers(db, companyId, group.containers),
  ]);
  const sources: FormSource[] = [...instances];
  for (const container of containers) {
    const hasYear = instances.some((instance) => instance.containerId === container.id);
    if (group.containers.includes(container.id) && !hasYear)
      sources.push({ containerId: container.id, formType: getFormTypeOfContainer(container.type) });
  }
  // Custom projects each have their own form: one query loads them all, then each distinct form is read once.
  const resolve = await loadFormResolver(db, companyId, sources);
  const forms = new Set(sources.map((source) => resolve(source)));
  const formSectionIdToHeaderMap: Record<string, string> = {};
  for (const form of forms) {
    for (const { section } of listFormSections(form)) {
      formSectionIdToHeaderMap[section.id] ??= section.label[lang];
    }
  }
  return { group, formSectionIdToHeaderMap };
}
