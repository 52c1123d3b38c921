import { DEFAULT_GROUP_NAME, type ReductionPlanRef, type YearTotals } from '@carbon-ledger/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  climateActionPlans,
  reductionCustomIdeas,
  reductionIdeaTracking,
  reductionTargets,
} from '../../db/schema/reduction.ts';
import { AppError } from '../../http/app-error.ts';
import { aggregateInstances, SHARE, selectRows, uuidList } from '../calculator/aggregation-queries.ts';
import { toTextArrayParam } from '../calculator/compute/factor-lookup.ts';
import {
  type InstanceWithContainer,
  listInstancesOfContainers,
  type Queryable,
  requireContainer,
  requireGroup,
} from '../calculator/queries.ts';

export type TrackingRow = typeof reductionIdeaTracking.$inferSelect;
export type CustomIdeaRow = typeof reductionCustomIdeas.$inferSelect;
export type TargetRow = typeof reductionTargets.$inferSelect;
export type PlanRow = typeof climateActionPlans.$inferSelect;

/** A plan's owner as found: its title and the projects whose years it covers. */
export type PlanScope = { ref: ReductionPlanRef; title: string; containerIds: string[] };

/** The project or group a plan belongs to; 404 when the company has no such one. */
export async function requirePlan(
  db: Queryable,
  companyId: string,
  ref: ReductionPlanRef,
): Promise<PlanScope> {
  if (ref.kind === 'container') {
    const container = await requireContainer(db, companyId, ref.id);
    return { ref, title: container.name, containerIds: [container.id] };
  }
  const group = await requireGroup(db, companyId, ref.id);
  return { ref, title: group.name.trim() || DEFAULT_GROUP_NAME, containerIds: group.containerIds };
}

type PlanColumns = { companyId: AnyPgColumn; planKind: AnyPgColumn; planId: AnyPgColumn };

/** The WHERE of a plan's rows: always the company first. */
const inPlan = (table: PlanColumns, companyId: string, ref: ReductionPlanRef) =>
  and(eq(table.companyId, companyId), eq(table.planKind, ref.kind), eq(table.planId, ref.id));

export function listTracking(
  db: Queryable,
  companyId: string,
  ref: ReductionPlanRef,
): Promise<TrackingRow[]> {
  return db
    .select()
    .from(reductionIdeaTracking)
    .where(inPlan(reductionIdeaTracking, companyId, ref));
}

export function listCustomIdeas(
  db: Queryable,
  companyId: string,
  ref: ReductionPlanRef,
): Promise<CustomIdeaRow[]> {
  return db
    .select()
    .from(reductionCustomIdeas)
    .where(inPlan(reductionCustomIdeas, companyId, ref))
    .orderBy(asc(reductionCustomIdeas.createdAt), asc(reductionCustomIdeas.id));
}

export async function requireCustomIdea(
  db: Queryable,
  companyId: string,
  id: string,
): Promise<CustomIdeaRow> {
  const [row] = await db
    .select()
    .from(reductionCustomIdeas)
    .where(and(eq(reductionCustomIdeas.companyId, companyId), eq(reductionCustomIdeas.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'No such idea.');
  return row;
}

export function listTargets(db: Queryable, companyId: string, ref: ReductionPlanRef): Promise<TargetRow[]> {
  return db
    .select()
    .from(reductionTargets)
    .where(inPlan(reductionTargets, companyId, ref))
    .orderBy(asc(reductionTargets.createdAt), asc(reductionTargets.id));
}

/** The targets of projects (the calculator state's `targets`). */
export function listTargetsOfContainers(
  db: Queryable,
  companyId: string,
  containerIds: readonly string[],
): Promise<TargetRow[]> {
  if (containerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reductionTargets)
    .where(
      and(
        eq(reductionTargets.companyId, companyId),
        eq(reductionTargets.planKind, 'container'),
        inArray(reductionTargets.planId, [...containerIds]),
      ),
    )
    .orderBy(asc(reductionTargets.createdAt), asc(reductionTargets.id));
}

export async function requireTarget(db: Queryable, companyId: string, id: string): Promise<TargetRow> {
  const [row] = await db
    .select()
    .from(reductionTargets)
    .where(and(eq(reductionTargets.companyId, companyId), eq(reductionTargets.id, id)));
  if (!row) throw new AppError('NOT_FOUND', 'No such target.');
  return row;
}

export async function findPlanRow(db: Queryable, companyId: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(climateActionPlans).where(eq(climateActionPlans.companyId, companyId));
  return row;
}

/** A published plan by its public id (the public read has no company to scope by: the id is the key). */
export async function findPublishedPlan(db: Queryable, publicId: string): Promise<PlanRow | undefined> {
  const [row] = await db
    .select()
    .from(climateActionPlans)
    .where(and(eq(climateActionPlans.publicId, publicId), eq(climateActionPlans.isPublished, true)));
  return row;
}

/** The calendar year an instance reports (its start date's year). */
export function getInstanceYear(instance: { startDate: string }): number {
  return Number(instance.startDate.slice(0, 4));
}

/**
 * Totals per calendar year over the plan's projects (a group's projects add up per year), from the
 * calculator's kept sums; with the instances, so a base instance can be checked against them.
 */
export async function loadYearTotals(
  db: Queryable,
  companyId: string,
  containerIds: readonly string[],
): Promise<{ years: YearTotals[]; instances: InstanceWithContainer[] }> {
  const instances = await listInstancesOfContainers(db, companyId, containerIds);
  const aggregation = await aggregateInstances(
    db,
    companyId,
    instances.map((instance) => instance.id),
  );
  const byYear = new Map<number, YearTotals>();
  for (const instance of instances) {
    const totals = aggregation.aggregatedResults.instances[instance.id];
    if (!totals) continue;
    const year = getInstanceYear(instance);
    const entry = byYear.get(year) ?? { year, totalCo2InKg: 0, perScope: { 1: 0, 2: 0, 3: 0 } };
    entry.totalCo2InKg += totals.totalCo2InKg;
    entry.perScope[1] += totals.totalCo2InKgPerScope[1];
    entry.perScope[2] += totals.totalCo2InKgPerScope[2];
    entry.perScope[3] += totals.totalCo2InKgPerScope[3];
    byYear.set(year, entry);
  }
  return { years: [...byYear.values()].sort((a, b) => a.year - b.year), instances };
}

/**
 * Counted kg (market- and location-based, distribution applied) per form option of the years, for the
 * options asked only: an estimate limited to some rows (short-haul flights) reads exactly those. Rows
 * excluded, or in a section excluded from the year's totals, count nowhere, as in the totals.
 */
export async function sumOptionFigures(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  optionIds: readonly string[],
): Promise<Record<string, { market: number; location: number }>> {
  if (instanceIds.length === 0 || optionIds.length === 0) return {};
  const rows = await selectRows<{ optionId: string; market: number; location: number }>(
    db,
    sql`select r.form_option_id as "optionId", sum(r.kg_total * ${SHARE}) as market,
        sum(r.kg_total_location * ${SHARE}) as location
      from calculator_results r
      join calculator_instances i on i.company_id = r.company_id and i.id = r.instance_id
      where r.company_id = ${companyId} and r.instance_id = any(${uuidList(instanceIds)})
        and r.form_option_id = any(${toTextArrayParam(optionIds)}::text[])
        and r.parent_id is null and not r.is_excluded
        and not (r.c1 = any(i.section_ids_marked_as_excluded)
          or coalesce(r.c2 = any(i.section_ids_marked_as_excluded), false)
          or coalesce(r.c3 = any(i.section_ids_marked_as_excluded), false))
      group by r.form_option_id`,
  );
  return Object.fromEntries(
    rows.map((row) => [row.optionId, { market: Number(row.market), location: Number(row.location) }]),
  );
}
