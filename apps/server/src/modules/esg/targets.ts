import { type EsgClimateTarget, type ReductionPlanRef, selectTargetsOfEsgYear } from '@carbon-ledger/core';
import { and, eq, gte } from 'drizzle-orm';
import { calculatorInstances } from '../../db/schema/calculator.ts';
import { reductionTargets } from '../../db/schema/reduction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';
import { requirePlan } from '../reduction/queries.ts';
import { listTargetsWithProgress } from '../reduction/targets-service.ts';

/**
 * The company's GHG reduction targets an ESG year reports (C3 and E1-4): the targets of its reduction
 * plans (a project's or a group's) measured from a Corporate year, whose base year to target year
 * covers the ESG year's calendar year (`selectTargetsOfEsgYear`). Each with its plan, named, and the
 * base year's emissions in its scope as the reduction targets page measures them.
 */
export async function loadEsgYearTargets(
  db: Queryable,
  companyId: string,
  year: { startDate: string },
): Promise<EsgClimateTarget[]> {
  const esgYear = Number(year.startDate.slice(0, 4));
  const rows = await db
    .select({ id: reductionTargets.id, planKind: reductionTargets.planKind, planId: reductionTargets.planId })
    .from(reductionTargets)
    .innerJoin(
      calculatorInstances,
      and(
        eq(calculatorInstances.companyId, reductionTargets.companyId),
        eq(calculatorInstances.id, reductionTargets.baseInstanceId),
      ),
    )
    .where(
      and(
        eq(reductionTargets.companyId, companyId),
        eq(calculatorInstances.formType, 'company'),
        gte(reductionTargets.targetYear, esgYear),
      ),
    );
  if (rows.length === 0) return [];
  const corporate = new Set(rows.map((row) => row.id));
  const plans = new Map<string, ReductionPlanRef>();
  for (const row of rows) {
    const kind = row.planKind === 'group' ? 'group' : 'container';
    plans.set(`${kind}:${row.planId}`, { kind, id: row.planId });
  }
  const targets: EsgClimateTarget[] = [];
  // One plan after the other: inside a transaction the queries share one connection.
  for (const ref of plans.values()) {
    let title: string;
    try {
      title = (await requirePlan(db, companyId, ref)).title;
    } catch (error) {
      // A plan whose project or group is gone has no targets to report.
      if (error instanceof AppError && error.code === 'NOT_FOUND') continue;
      throw error;
    }
    const { targets: ofPlan } = await listTargetsWithProgress(db, companyId, ref);
    for (const target of ofPlan) {
      if (!corporate.has(target._id)) continue;
      targets.push({
        _id: target._id,
        plan: ref,
        planName: title,
        baseInstance: target.baseInstance,
        baseYear: target.baseYear,
        targetYear: target.targetYear,
        scope: target.scope,
        reductionPercent: target.reductionPercent,
        baseYearKg: target.baseYearKg,
      });
    }
  }
  return selectTargetsOfEsgYear(targets, esgYear);
}
