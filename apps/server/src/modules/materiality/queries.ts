import { type MatterList, SHIPPED_MATTER_LIST } from '@carbon-ledger/core';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { calculatorContainers, calculatorInstances } from '../../db/schema/calculator.ts';
import { companies, memberships, users } from '../../db/schema/identity.ts';
import {
  materialityAssessments,
  materialityIros,
  materialityMatterLists,
  materialityThresholdChanges,
} from '../../db/schema/materiality.ts';
import type { Queryable } from '../calculator/queries.ts';

export type AssessmentRow = typeof materialityAssessments.$inferSelect;
export type IroRow = typeof materialityIros.$inferSelect;
export type ThresholdChangeRow = typeof materialityThresholdChanges.$inferSelect & {
  actorName: string | null;
};

export async function findAssessment(
  db: Queryable,
  companyId: string,
  id: string,
  lock = false,
): Promise<AssessmentRow | undefined> {
  const query = db
    .select()
    .from(materialityAssessments)
    .where(and(eq(materialityAssessments.companyId, companyId), eq(materialityAssessments.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export type AssessmentListRow = AssessmentRow & { iroCount: number };

export async function listAssessments(db: Queryable, companyId: string): Promise<AssessmentListRow[]> {
  const rows = await db
    .select()
    .from(materialityAssessments)
    .where(eq(materialityAssessments.companyId, companyId))
    .orderBy(desc(materialityAssessments.year), desc(materialityAssessments.createdAt));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ assessmentId: materialityIros.assessmentId, total: count() })
    .from(materialityIros)
    .where(and(eq(materialityIros.companyId, companyId), eq(materialityIros.status, 'accepted')))
    .groupBy(materialityIros.assessmentId);
  const byId = new Map(counts.map((row) => [row.assessmentId, Number(row.total)]));
  return rows.map((row) => ({ ...row, iroCount: byId.get(row.id) ?? 0 }));
}

export async function countAssessments(db: Queryable, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(materialityAssessments)
    .where(eq(materialityAssessments.companyId, companyId));
  return Number(row?.total ?? 0);
}

export async function listIros(db: Queryable, companyId: string, assessmentId: string): Promise<IroRow[]> {
  return db
    .select()
    .from(materialityIros)
    .where(and(eq(materialityIros.companyId, companyId), eq(materialityIros.assessmentId, assessmentId)))
    .orderBy(asc(materialityIros.createdAt), asc(materialityIros.proposalKey), asc(materialityIros.id));
}

export async function listThresholdChanges(
  db: Queryable,
  companyId: string,
  assessmentId: string,
): Promise<ThresholdChangeRow[]> {
  const rows = await db
    .select({
      change: materialityThresholdChanges,
      actorName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.nameFirst}, ${users.nameLast})), '')`,
    })
    .from(materialityThresholdChanges)
    .leftJoin(users, eq(users.id, materialityThresholdChanges.actorId))
    .where(
      and(
        eq(materialityThresholdChanges.companyId, companyId),
        eq(materialityThresholdChanges.assessmentId, assessmentId),
      ),
    )
    .orderBy(asc(materialityThresholdChanges.at), asc(materialityThresholdChanges.id));
  return rows.map((row) => ({ ...row.change, actorName: row.actorName }));
}

/** A version of the matter list: the shipped one, or one a sitewide admin added. */
export async function findMatterList(db: Queryable, version: number): Promise<MatterList | undefined> {
  if (version === SHIPPED_MATTER_LIST.version) return SHIPPED_MATTER_LIST;
  const [row] = await db
    .select()
    .from(materialityMatterLists)
    .where(eq(materialityMatterLists.version, version));
  return row ? { version: row.version, matters: row.matters, note: row.note } : undefined;
}

export type StoredMatterList = MatterList & { createdAt: Date | null };

/** The newest version, which new assessments take. */
export async function findCurrentMatterList(db: Queryable): Promise<StoredMatterList> {
  const [row] = await db
    .select()
    .from(materialityMatterLists)
    .orderBy(desc(materialityMatterLists.version))
    .limit(1);
  return row
    ? { version: row.version, matters: row.matters, note: row.note, createdAt: row.createdAt }
    : { ...SHIPPED_MATTER_LIST, createdAt: null };
}

/** The companies of `ids` the user belongs to, with their names. */
export async function listMemberCompanies(
  db: Queryable,
  userId: string,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: companies.id, name: companies.company })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), inArray(memberships.companyId, [...ids])))
    .orderBy(asc(companies.company));
}

export async function listCompanyNames(
  db: Queryable,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: companies.id, name: companies.company })
    .from(companies)
    .where(inArray(companies.id, [...ids]))
    .orderBy(asc(companies.company));
}

/** The company's years of one project type whose period starts in the given year. */
export async function listYearsOfType(
  db: Queryable,
  companyId: string,
  containerType: string,
  year: number,
): Promise<{ instanceId: string; projectName: string; isFrozen: boolean; startDate: string }[]> {
  return db
    .select({
      instanceId: calculatorInstances.id,
      projectName: calculatorContainers.name,
      isFrozen: calculatorInstances.isFrozen,
      startDate: calculatorInstances.startDate,
    })
    .from(calculatorInstances)
    .innerJoin(
      calculatorContainers,
      and(
        eq(calculatorContainers.companyId, calculatorInstances.companyId),
        eq(calculatorContainers.id, calculatorInstances.containerId),
      ),
    )
    .where(
      and(
        eq(calculatorInstances.companyId, companyId),
        eq(calculatorContainers.type, containerType),
        sql`extract(year from ${calculatorInstances.startDate}) = ${year}`,
      ),
    )
    .orderBy(asc(calculatorContainers.name), asc(calculatorInstances.startDate));
}
