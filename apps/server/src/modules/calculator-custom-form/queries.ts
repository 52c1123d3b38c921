import type { CustomFormComposition } from '@carbon-ledger/core';
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { calculatorContainers, calculatorInstances, calculatorResults } from '../../db/schema/calculator.ts';
import { calculatorCustomForms } from '../../db/schema/custom-forms.ts';
import { factors } from '../../db/schema/factors.ts';
import { toTextArrayParam } from '../calculator/compute/factor-lookup.ts';
import type { ContainerRow, Queryable } from '../calculator/queries.ts';

export type { Queryable };

export type StoredCustomForm = { containerId: string; composition: CustomFormComposition; version: number };
/** A stored composition as read back, with when it was written. */
export type LoadedCustomForm = StoredCustomForm & { updatedAt: Date };

/** The stored compositions of the company's projects named (projects without one are left out). */
export async function listCustomForms(
  db: Queryable,
  companyId: string,
  containerIds: readonly string[],
): Promise<LoadedCustomForm[]> {
  const unique = [...new Set(containerIds)];
  if (unique.length === 0) return [];
  return db
    .select({
      containerId: calculatorCustomForms.containerId,
      composition: calculatorCustomForms.composition,
      version: calculatorCustomForms.version,
      updatedAt: calculatorCustomForms.updatedAt,
    })
    .from(calculatorCustomForms)
    .where(
      and(eq(calculatorCustomForms.companyId, companyId), inArray(calculatorCustomForms.containerId, unique)),
    );
}

/**
 * A project of the company, locked for a save of its form (FOR NO KEY UPDATE: years can still be added):
 * two saves of one form run one after the other, so the second sees the first's version. Undefined for
 * an unknown id or another company's.
 */
export async function lockContainer(
  db: Queryable,
  companyId: string,
  containerId: string,
): Promise<ContainerRow | undefined> {
  const [row] = await db
    .select()
    .from(calculatorContainers)
    .where(and(eq(calculatorContainers.companyId, companyId), eq(calculatorContainers.id, containerId)))
    .for('no key update');
  return row;
}

/** Stores a project's composition with its new version (insert or replace). */
export async function upsertCustomForm(db: Queryable, companyId: string, form: StoredCustomForm) {
  const now = new Date();
  await db
    .insert(calculatorCustomForms)
    .values({ companyId, ...form, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [calculatorCustomForms.companyId, calculatorCustomForms.containerId],
      set: { composition: form.composition, version: form.version, updatedAt: now },
    });
}

/**
 * Results per section and option over every year of a project (parents only: children belong to the
 * option of their parent row), one grouped scan of the results' instance index.
 */
export async function countResultsPerOption(db: Queryable, companyId: string, containerId: string) {
  const rows = await db
    .select({
      sectionId: calculatorResults.c1,
      optionId: calculatorResults.formOptionId,
      numResults: count(),
    })
    .from(calculatorResults)
    .innerJoin(
      calculatorInstances,
      and(
        eq(calculatorInstances.companyId, calculatorResults.companyId),
        eq(calculatorInstances.id, calculatorResults.instanceId),
      ),
    )
    .where(
      and(
        eq(calculatorResults.companyId, companyId),
        eq(calculatorInstances.containerId, containerId),
        isNull(calculatorResults.parentId),
      ),
    )
    .groupBy(calculatorResults.c1, calculatorResults.formOptionId)
    .orderBy(calculatorResults.c1, calculatorResults.formOptionId);
  return rows.map((row) => ({ ...row, numResults: Number(row.numResults) }));
}

/** The columns of a library factor the composer shows and checks a composition against. */
const LIBRARY_COLUMNS = {
  id: factors.id,
  lineageKey: factors.lineageKey,
  kind: factors.kind,
  source: factors.source,
  sourceName: factors.sourceName,
  edition: factors.edition,
  year: factors.year,
  licence: factors.licence,
  level0: factors.level0,
  level1: factors.level1,
  level2: factors.level2,
  level3: factors.level3,
  level4: factors.level4,
  variant: factors.variant,
  region: factors.region,
  activityUnit: factors.activityUnit,
  unitCategory: factors.unitCategory,
  value: factors.value,
  valueUnit: factors.valueUnit,
  scope: factors.scope,
  scope3Category: factors.scope3Category,
  gwpSet: factors.gwpSet,
  basis: factors.basis,
};
export type LibraryFactorRow = { [K in keyof typeof LIBRARY_COLUMNS]: (typeof factors.$inferSelect)[K] };

/**
 * Every edition with a value of the shipped library's lineages named, in one query over the lineage
 * index (the company's own factors are not library factors: a composition cannot name them).
 */
export async function listLibraryEditions(
  db: Queryable,
  lineageKeys: readonly string[],
): Promise<LibraryFactorRow[]> {
  const unique = [...new Set(lineageKeys)];
  if (unique.length === 0) return [];
  return db
    .select(LIBRARY_COLUMNS)
    .from(factors)
    .where(and(sql`${factors.lineageKey} = any(${toTextArrayParam(unique)})`, isNotNull(factors.value)))
    .orderBy(factors.lineageKey, sql`${factors.year} desc`);
}
