import {
  type CalculatorSetupResponse,
  type createInstanceRequestSchema,
  type FactorSources,
  FORM_TYPES,
  type FormDefinition,
  findFactorSourceConflicts,
  getDisplayContainerType,
  type Instance,
  type InstanceGeneralInput,
  listVoluntarySections,
  type RecomputePreview,
  resolveGridElectricity,
  VSME_TAXONOMY_VERSION,
} from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { calculatorContainers, calculatorInstances } from '../../db/schema/calculator.ts';
import { AppError } from '../../http/app-error.ts';
import { resolveForm } from '../calculator-custom-form/form-resolver.ts';
import { appendChangeLog } from '../change-log/append.ts';
import {
  buildInstanceChange,
  buildRecomputeChange,
  presentInstanceForLog,
} from '../change-log/instance-entries.ts';
import { assertNotFrozen } from './frozen.ts';
import { FORM_GROUP_TYPES, presentContainer, presentGroup, presentInstance } from './presenter.ts';
import {
  type InstanceRow,
  listContainers,
  listGroups,
  listInstancesOfCompany,
  listInstancesOfContainers,
  listSectionsWithRows,
  lockInstances,
  type Queryable,
  requireContainer,
  requireInstance,
} from './queries.ts';
import { recomputeInstance } from './recompute-service.ts';

/** The form type a container's years are entered with: its type when that has a form, else Custom. */
export function getFormTypeOfContainer(type: string): string {
  const display = getDisplayContainerType(type);
  return (FORM_TYPES as readonly string[]).includes(display) ? display : 'custom';
}

/** A region without a grid factor resolution cannot be an instance's region (400 naming the field). */
function assertRegion(general: InstanceGeneralInput) {
  if (!resolveGridElectricity(general.electricityEmissionFactor.region)) {
    throw new AppError('VALIDATION_FAILED', 'Unknown electricity region.', [
      { path: 'general.electricityEmissionFactor.region', message: 'validation.invalid' },
    ]);
  }
}

/**
 * The voluntary sections a year may choose are its form's (400 naming the entry otherwise). A section
 * left out while it holds rows of the year is refused (409): its rows would count in the totals without
 * a place to see them, or be lost; the admin deletes them first, or keeps the section.
 */
async function assertVoluntarySections(
  db: Queryable,
  companyId: string,
  form: FormDefinition,
  general: InstanceGeneralInput,
  current?: { id: string; selectedVoluntarySectionIds: readonly string[] },
) {
  const sections = listVoluntarySections(form);
  const known = new Set(sections.map((section) => section.id));
  // An id the year already had stays acceptable (a section a later form version dropped).
  const unknown = general.selectedVoluntarySectionIds.findIndex(
    (id) => !known.has(id) && !current?.selectedVoluntarySectionIds.includes(id),
  );
  if (unknown >= 0) {
    throw new AppError('VALIDATION_FAILED', 'Not a voluntary section of this form.', [
      { path: `general.selectedVoluntarySectionIds.${unknown}`, message: 'validation.invalid' },
    ]);
  }
  if (!current) return;
  const chosen = new Set(general.selectedVoluntarySectionIds);
  const leftOut = current.selectedVoluntarySectionIds.filter((id) => known.has(id) && !chosen.has(id));
  const filled = await listSectionsWithRows(db, companyId, current.id, leftOut);
  if (filled.length > 0) {
    const names = sections
      .filter((section) => filled.includes(section.id))
      .map((section) => section.label.en);
    throw new AppError(
      'CONFLICT',
      `${names.join(', ')} still hold rows of this year: delete them before leaving the section out.`,
      [{ path: 'general.selectedVoluntarySectionIds', message: 'validation.voluntarySectionHasRows' }],
    );
  }
}

/**
 * The columns a change of `general` writes. Factor sources left out keep the year's (`kept`, null for a
 * new year): a client that changes only the period does not reset them.
 */
const generalColumns = (general: InstanceGeneralInput, kept: FactorSources | null = null) => ({
  startDate: general.startDate,
  endDate: general.endDate,
  surchargePercent: general.surchargePercent,
  selectedVoluntarySectionIds: general.selectedVoluntarySectionIds,
  electricityRegion: general.electricityEmissionFactor.region.toUpperCase(),
  factorSources: general.factorSources === undefined ? kept : general.factorSources,
});

/**
 * Sources the year's region cannot compute with are refused naming the field: the contract checks the
 * sources sent with a region, this also the sources a year keeps when only its region changes.
 */
function assertFactorSources(columns: ReturnType<typeof generalColumns>) {
  if (!columns.factorSources) return;
  const conflicts = findFactorSourceConflicts(columns.factorSources, columns.electricityRegion);
  if (conflicts.length === 0) return;
  throw new AppError(
    'VALIDATION_FAILED',
    'A factor source has no factors for the region.',
    conflicts.map((conflict) => ({
      path: `general.factorSources.${conflict.kind}`,
      message: conflict.message,
    })),
  );
}

// jsonb gives an object's keys back in its own order: compare the sources kind by kind.
const isSameSources = (a: FactorSources | null, b: FactorSources | null) =>
  a === null || b === null
    ? a === b
    : a.fuels === b.fuels && a.grid === b.grid && a.spend === b.spend && a.travelWaste === b.travelWaste;

/** `assertVoluntarySections` for a change of an existing year (an ESG year has no calculator form). */
async function assertYearSections(
  db: Queryable,
  companyId: string,
  current: InstanceRow,
  general: InstanceGeneralInput,
) {
  if (current.formType === 'esg') return;
  await assertVoluntarySections(db, companyId, await resolveForm(db, companyId, current), general, current);
}

/** `GET setup`: containers with their years (newest first), groups and the form groups. */
export async function loadCalculatorSetup(
  db: Queryable,
  companyId: string,
): Promise<CalculatorSetupResponse> {
  const [containers, instances, groups] = await Promise.all([
    listContainers(db, companyId),
    listInstancesOfCompany(db, companyId),
    listGroups(db, companyId),
  ]);
  const containerIds = containers.map((container) => container.id);
  return {
    containers: containers.map((container) =>
      presentContainer(
        container,
        instances.filter((instance) => instance.containerId === container.id),
      ),
    ),
    groups: groups.map((group) => presentGroup(group, containerIds)),
    formGroupTypes: [...FORM_GROUP_TYPES],
  };
}

async function touchContainer(db: Queryable, companyId: string, containerId: string) {
  await db
    .update(calculatorContainers)
    .set({ updatedAssociationsAt: new Date(), updatedAt: new Date() })
    .where(and(eq(calculatorContainers.companyId, companyId), eq(calculatorContainers.id, containerId)));
}

/**
 * `POST instances`: a new year of an existing container, or a new project with its first year. The
 * year is entered with the form of the container's type in its current version.
 */
export async function createInstance(
  db: Database,
  companyId: string,
  request: z.output<typeof createInstanceRequestSchema>,
  actorId: string | null = null,
) {
  assertRegion(request.general);
  assertFactorSources(generalColumns(request.general));
  return db.transaction(async (tx) => {
    const container =
      typeof request.container === 'string'
        ? await requireContainer(tx, companyId, request.container)
        : (
            await tx
              .insert(calculatorContainers)
              .values({ companyId, name: request.container.name, type: request.container.type })
              .returning()
          )[0];
    if (!container) throw new AppError('INTERNAL', 'The project could not be created.');
    // An ESG year is entered with the VSME form (apps/server/src/modules/esg), not a calculator form.
    const isEsg = container.type === 'esg';
    const formType = isEsg ? 'esg' : getFormTypeOfContainer(container.type);
    const form = isEsg
      ? undefined
      : await resolveForm(tx, companyId, { containerId: container.id, formType });
    if (form) await assertVoluntarySections(tx, companyId, form, request.general);
    const formVersion = form ? form.version : VSME_TAXONOMY_VERSION;
    const [created] = await tx
      .insert(calculatorInstances)
      .values({
        companyId,
        containerId: container.id,
        formType,
        formVersion,
        ...generalColumns(request.general),
      })
      .returning();
    if (!created) throw new AppError('INTERNAL', 'The year could not be created.');
    await touchContainer(tx, companyId, container.id);
    await appendChangeLog(
      tx,
      companyId,
      buildInstanceChange(actorId, created.id, 'create', null, presentInstanceForLog(created)),
    );
    // One after the other: a transaction's queries share one connection.
    const instance = await requireInstance(tx, companyId, created.id);
    const fresh = await requireContainer(tx, companyId, container.id);
    const instances = await listInstancesOfContainers(tx, companyId, [container.id]);
    return {
      instance: presentInstance(instance),
      container: presentContainer(fresh, instances),
      formSectionAggregations: {},
    };
  });
}

/**
 * `PATCH instances/:id`: period, surcharge, region, factor sources and voluntary sections. A change of
 * anything a figure depends on (the year picks factor editions, the region the grid factor, the sources
 * which library a kind reads, the surcharge multiplies) recomputes every result of the instance in the
 * same transaction.
 */
export async function updateInstanceGeneral(
  db: Database,
  companyId: string,
  id: string,
  general: InstanceGeneralInput,
  actorId: string | null = null,
): Promise<Instance> {
  assertRegion(general);
  return db.transaction(async (tx) => {
    const current = await requireInstance(tx, companyId, id);
    assertNotFrozen(current, 'general');
    const columns = generalColumns(general, current.factorSources);
    assertFactorSources(columns);
    await assertYearSections(tx, companyId, current, general);
    const [updated] = await tx
      .update(calculatorInstances)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorInstances.id, id)))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', 'No such year.');
    const isFigureChanged =
      current.startDate !== columns.startDate ||
      current.endDate !== columns.endDate ||
      current.surchargePercent !== columns.surchargePercent ||
      current.electricityRegion !== columns.electricityRegion ||
      !isSameSources(current.factorSources, columns.factorSources);
    const changes = buildInstanceChange(
      actorId,
      id,
      'update',
      presentInstanceForLog(current),
      presentInstanceForLog(updated),
    );
    if (isFigureChanged) {
      const outcome = await recomputeInstance(tx, companyId, updated, { isApplied: true });
      changes.push(buildRecomputeChange(actorId, id, outcome));
    }
    await appendChangeLog(tx, companyId, changes);
    return presentInstance(await requireInstance(tx, companyId, id));
  });
}

/**
 * `POST instances/:id/general/preview`: what `updateInstanceGeneral` would do to the figures, before
 * anything is written: the recompute preview (editions before and after, per-section change) computed
 * with the proposed period, surcharge, region and factor sources.
 */
export async function previewInstanceGeneral(
  db: Database,
  companyId: string,
  id: string,
  general: InstanceGeneralInput,
): Promise<RecomputePreview> {
  assertRegion(general);
  return db.transaction(async (tx) => {
    const current = await requireInstance(tx, companyId, id);
    assertNotFrozen(current, 'general');
    const columns = generalColumns(general, current.factorSources);
    assertFactorSources(columns);
    await assertYearSections(tx, companyId, current, general);
    return recomputeInstance(tx, companyId, { ...current, ...columns }, { isApplied: false });
  });
}

/** `PUT instances/:id/form-state`: the sections excluded from the totals. */
export async function updateFormState(
  db: Database,
  companyId: string,
  id: string,
  sectionIdsMarkedAsExcluded: string[],
  actorId: string | null = null,
): Promise<Instance> {
  return db.transaction(async (tx) => {
    const current = await requireInstance(tx, companyId, id);
    assertNotFrozen(current, 'sectionIdsMarkedAsExcluded');
    const [updated] = await tx
      .update(calculatorInstances)
      .set({ sectionIdsMarkedAsExcluded: [...new Set(sectionIdsMarkedAsExcluded)], updatedAt: new Date() })
      .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorInstances.id, id)))
      .returning();
    if (updated) {
      await appendChangeLog(
        tx,
        companyId,
        buildInstanceChange(
          actorId,
          id,
          'update',
          presentInstanceForLog(current),
          presentInstanceForLog(updated),
        ),
      );
    }
    return presentInstance(await requireInstance(tx, companyId, id));
  });
}

/** Freezes or unfreezes a year (results of a frozen year cannot change). */
export async function setInstanceFrozen(
  db: Database,
  companyId: string,
  id: string,
  isFrozen: boolean,
  actorId: string | null = null,
) {
  return db.transaction(async (tx) => {
    // FOR UPDATE: a freeze waits for the year's writers, and its log entry follows theirs.
    const [current] = (await lockInstances(tx, companyId, [id], 'update')).values();
    if (!current) throw new AppError('NOT_FOUND', 'No such year.');
    await tx
      .update(calculatorInstances)
      .set({ isFrozen, updatedAt: new Date() })
      .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorInstances.id, id)));
    if (current.isFrozen !== isFrozen) {
      await appendChangeLog(tx, companyId, [
        {
          instanceId: id,
          actorId,
          subject: 'freeze',
          subjectId: id,
          action: isFrozen ? 'freeze' : 'unfreeze',
          before: { isFrozen: current.isFrozen },
          after: { isFrozen },
        },
      ]);
    }
    return presentInstance(await requireInstance(tx, companyId, id));
  });
}

/** Deletes a year with its results (the foreign keys cascade). */
export async function deleteInstance(
  db: Database,
  companyId: string,
  id: string,
  actorId: string | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const instance = await requireInstance(tx, companyId, id);
    await tx
      .delete(calculatorInstances)
      .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorInstances.id, id)));
    await touchContainer(tx, companyId, instance.containerId);
    await appendChangeLog(
      tx,
      companyId,
      buildInstanceChange(actorId, id, 'delete', presentInstanceForLog(instance), null),
    );
  });
}

/** Recompute with today's library: a preview, or applied (refused on a frozen year). */
export async function recomputeInstanceResults(
  db: Database,
  companyId: string,
  id: string,
  options: { isApplied: boolean },
  actorId: string | null = null,
) {
  return db.transaction(async (tx) => {
    const instance = await requireInstance(tx, companyId, id);
    if (options.isApplied) {
      assertNotFrozen(instance);
      // Like a save: the year's writers (and the sums kept for it) go one at a time.
      await lockInstances(tx, companyId, [id], 'update');
    }
    const outcome = await recomputeInstance(tx, companyId, instance, options);
    if (options.isApplied) {
      const form = await resolveForm(tx, companyId, instance);
      await tx
        .update(calculatorInstances)
        .set({ formVersion: form.version, updatedAt: new Date() })
        .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorInstances.id, id)));
      await appendChangeLog(tx, companyId, [buildRecomputeChange(actorId, id, outcome)]);
    }
    return outcome;
  });
}
