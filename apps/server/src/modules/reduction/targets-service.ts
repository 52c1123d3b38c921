import type {
  createTargetRequestSchema,
  ListTargetsResponse,
  ReductionPlanRef,
  ReductionTarget,
  updateTargetRequestSchema,
} from '@carbon-ledger/core';
import { diffChangedFields } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { reductionTargets } from '../../db/schema/reduction.ts';
import { AppError } from '../../http/app-error.ts';
import { listInstancesOfContainers, type Queryable } from '../calculator/queries.ts';
import { appendChangeLog, type ChangeRecord } from '../change-log/append.ts';
import { presentTarget, presentTargetProgress } from './presenter.ts';
import {
  getInstanceYear,
  listTargets,
  listTargetsOfContainers,
  loadYearTotals,
  type PlanScope,
  requirePlan,
  requireTarget,
} from './queries.ts';

type TargetFields = z.output<typeof updateTargetRequestSchema>;

/** The plan's targets with their paths and progress, and the totals of every year of its projects. */
export async function listTargetsWithProgress(
  db: Queryable,
  companyId: string,
  ref: ReductionPlanRef,
): Promise<ListTargetsResponse> {
  const plan = await requirePlan(db, companyId, ref);
  const [{ years, instances }, rows] = await Promise.all([
    loadYearTotals(db, companyId, plan.containerIds),
    listTargets(db, companyId, plan.ref),
  ]);
  const baseYears = new Map(instances.map((instance) => [instance.id, getInstanceYear(instance)]));
  return {
    years,
    targets: rows.map((row) => {
      const target = presentTarget(row, baseYears);
      return { ...presentTargetProgress(target, years), baseInstance: target.baseInstance };
    }),
  };
}

/** The targets of the projects of the open years (the calculator state's `targets`). */
export async function loadContainerTargets(
  db: Queryable,
  companyId: string,
  containerIds: readonly string[],
): Promise<ReductionTarget[]> {
  const unique = [...new Set(containerIds)];
  const [rows, instances] = await Promise.all([
    listTargetsOfContainers(db, companyId, unique),
    listInstancesOfContainers(db, companyId, unique),
  ]);
  const baseYears = new Map(instances.map((instance) => [instance.id, getInstanceYear(instance)]));
  return rows.map((row) => presentTarget(row, baseYears));
}

/** The base instance must be a year of the plan's projects and the target year after it. */
async function checkTargetFields(db: Queryable, companyId: string, plan: PlanScope, input: TargetFields) {
  const instances = await listInstancesOfContainers(db, companyId, plan.containerIds);
  const base = instances.find((instance) => instance.id === input.baseInstance);
  if (!base) throw new AppError('NOT_FOUND', 'No such year in this plan.');
  if (input.targetYear <= getInstanceYear(base)) {
    throw new AppError('VALIDATION_FAILED', 'The target year must come after the base year.', [
      { path: 'targetYear', message: 'validation.targetYearBeforeBase' },
    ]);
  }
}

/** A target as the change log presents it. */
const presentTargetForLog = (row: {
  planKind: string;
  planId: string;
  baseInstanceId: string;
  targetYear: number;
  scope: string;
  reductionPercent: number;
}) => ({
  plan: `${row.planKind}:${row.planId}`,
  baseYear: row.baseInstanceId,
  targetYear: row.targetYear,
  scope: row.scope,
  reductionPercent: row.reductionPercent,
});

function buildTargetChange(
  actorId: string | null,
  id: string,
  action: 'create' | 'update' | 'delete',
  before: Parameters<typeof presentTargetForLog>[0] | null,
  after: Parameters<typeof presentTargetForLog>[0] | null,
): ChangeRecord[] {
  const diff = diffChangedFields(
    before ? presentTargetForLog(before) : null,
    after ? presentTargetForLog(after) : null,
  );
  const instanceId = (after ?? before)?.baseInstanceId ?? null;
  return diff ? [{ instanceId, actorId, subject: 'target', subjectId: id, action, ...diff }] : [];
}

const toColumns = (input: TargetFields) => ({
  baseInstanceId: input.baseInstance,
  targetYear: input.targetYear,
  scope: input.scope,
  reductionPercent: input.reductionPercent,
});

export async function createTarget(
  db: Database,
  companyId: string,
  input: z.output<typeof createTargetRequestSchema>,
  actorId: string | null = null,
): Promise<ReductionTarget> {
  return db.transaction(async (tx) => {
    const plan = await requirePlan(tx, companyId, input.plan);
    await checkTargetFields(tx, companyId, plan, input);
    const [row] = await tx
      .insert(reductionTargets)
      .values({ companyId, planKind: plan.ref.kind, planId: plan.ref.id, ...toColumns(input) })
      .returning();
    if (!row) throw new AppError('INTERNAL', 'The target could not be saved.');
    await appendChangeLog(tx, companyId, buildTargetChange(actorId, row.id, 'create', null, row));
    return presentStored(tx, companyId, plan, row.id);
  });
}

export async function updateTarget(
  db: Database,
  companyId: string,
  id: string,
  input: TargetFields,
  actorId: string | null = null,
): Promise<ReductionTarget> {
  return db.transaction(async (tx) => {
    const row = await requireTarget(tx, companyId, id);
    const plan = await requirePlan(tx, companyId, {
      kind: row.planKind === 'group' ? 'group' : 'container',
      id: row.planId,
    });
    await checkTargetFields(tx, companyId, plan, input);
    const [updated] = await tx
      .update(reductionTargets)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(and(eq(reductionTargets.companyId, companyId), eq(reductionTargets.id, id)))
      .returning();
    if (updated) await appendChangeLog(tx, companyId, buildTargetChange(actorId, id, 'update', row, updated));
    return presentStored(tx, companyId, plan, id);
  });
}

export async function deleteTarget(
  db: Database,
  companyId: string,
  id: string,
  actorId: string | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireTarget(tx, companyId, id);
    await tx
      .delete(reductionTargets)
      .where(and(eq(reductionTargets.companyId, companyId), eq(reductionTargets.id, id)));
    await appendChangeLog(tx, companyId, buildTargetChange(actorId, id, 'delete', row, null));
  });
}

async function presentStored(db: Queryable, companyId: string, plan: PlanScope, id: string) {
  const [row, instances] = await Promise.all([
    requireTarget(db, companyId, id),
    listInstancesOfContainers(db, companyId, plan.containerIds),
  ]);
  return presentTarget(row, new Map(instances.map((instance) => [instance.id, getInstanceYear(instance)])));
}
