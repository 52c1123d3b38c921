import {
  type createCustomIdeaRequestSchema,
  findCatalogueIdea,
  IDEA_CATALOGUE,
  IDEA_CATALOGUE_VERSION,
  type ListReductionIdeasResponse,
  listCatalogueOptionIds,
  type ReductionPlanRef,
  type setIdeaTrackingRequestSchema,
  type updateCustomIdeaRequestSchema,
} from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { reductionCustomIdeas, reductionIdeaTracking } from '../../db/schema/reduction.ts';
import { AppError } from '../../http/app-error.ts';
import { loadInstancesSetup } from '../calculator/instance-setup-service.ts';
import type { Queryable } from '../calculator/queries.ts';
import { loadGridFactor } from './grid-factor.ts';
import { presentCatalogueIdea, presentCustomIdea } from './presenter.ts';
import {
  listCustomIdeas,
  listTracking,
  requireCustomIdea,
  requirePlan,
  sumOptionFigures,
} from './queries.ts';

type IdeasRequest = { plan: ReductionPlanRef; instances: string[]; lang: 'en' | 'de' };

/**
 * The catalogue and the plan's custom ideas, each estimated on the open years' figures (the years must
 * belong to the plan's projects). Ideas that add electricity deduct it at the years' grid factor; without
 * one (no factor, or a group across regions) they are answered gross and say so.
 */
export async function listReductionIdeas(
  db: Queryable,
  companyId: string,
  request: IdeasRequest,
): Promise<ListReductionIdeasResponse> {
  const plan = await requirePlan(db, companyId, request.plan);
  const setup = await loadInstancesSetup(db, companyId, request.instances, request.lang);
  if (setup.instances.some((instance) => !plan.containerIds.includes(instance.container._id))) {
    throw new AppError('NOT_FOUND', 'No such year in this plan.');
  }
  const instanceIds = setup.instances.map((instance) => instance._id);
  const [tracking, custom, gridFactorKgPerKwh, options] = await Promise.all([
    listTracking(db, companyId, plan.ref),
    listCustomIdeas(db, companyId, plan.ref),
    loadGridFactor(db, companyId, setup.instances),
    sumOptionFigures(db, companyId, instanceIds, listCatalogueOptionIds()),
  ]);
  const trackingById = new Map(tracking.map((row) => [row.ideaId, row]));
  const figures = {
    sections: setup.formSectionAggregations,
    locationSections: setup.formSectionLocationBasedAggregations,
    gridFactorKgPerKwh,
    options,
  };
  const total = setup.aggregatedResults.totalCo2InKg;
  return {
    catalogueVersion: IDEA_CATALOGUE_VERSION,
    totalCo2InKg: total,
    ideas: [
      ...IDEA_CATALOGUE.map((idea) =>
        presentCatalogueIdea(idea, trackingById.get(idea.id), figures, request.lang),
      ),
      ...custom.map((row) => presentCustomIdea(row, total)),
    ],
  };
}

/** Sets a catalogue idea's status, notes, responsible person and due date in a plan. */
export async function setIdeaTracking(
  db: Database,
  companyId: string,
  ideaId: string,
  input: z.output<typeof setIdeaTrackingRequestSchema>,
): Promise<void> {
  if (!findCatalogueIdea(ideaId)) throw new AppError('NOT_FOUND', 'No such idea.');
  await db.transaction(async (tx) => {
    await requirePlan(tx, companyId, input.plan);
    const values = {
      status: input.status,
      notes: input.notes,
      responsible: input.responsible,
      dueDate: input.dueDate,
      updatedAt: new Date(),
    };
    await tx
      .insert(reductionIdeaTracking)
      .values({ companyId, planKind: input.plan.kind, planId: input.plan.id, ideaId, ...values })
      .onConflictDoUpdate({
        target: [
          reductionIdeaTracking.companyId,
          reductionIdeaTracking.planKind,
          reductionIdeaTracking.planId,
          reductionIdeaTracking.ideaId,
        ],
        set: values,
      });
  });
}

type CustomFields = z.output<typeof updateCustomIdeaRequestSchema>;

const toColumns = (input: CustomFields) => ({
  title: input.title,
  description: input.description,
  category: input.category,
  investment: input.investment,
  cost: input.cost,
  effort: input.effort,
  impact: input.impact,
  reductionValue: input.reduction.value,
  reductionUnit: input.reduction.unit,
  status: input.status,
  notes: input.notes,
  responsible: input.responsible,
  dueDate: input.dueDate,
});

/** Adds a custom idea to a plan; answers its id. */
export async function createCustomIdea(
  db: Database,
  companyId: string,
  input: z.output<typeof createCustomIdeaRequestSchema>,
): Promise<string> {
  return db.transaction(async (tx) => {
    await requirePlan(tx, companyId, input.plan);
    const [row] = await tx
      .insert(reductionCustomIdeas)
      .values({ companyId, planKind: input.plan.kind, planId: input.plan.id, ...toColumns(input) })
      .returning({ id: reductionCustomIdeas.id });
    if (!row) throw new AppError('INTERNAL', 'The idea could not be saved.');
    return row.id;
  });
}

export async function updateCustomIdea(
  db: Database,
  companyId: string,
  id: string,
  input: CustomFields,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCustomIdea(tx, companyId, id);
    await tx
      .update(reductionCustomIdeas)
      .set({ ...toColumns(input), updatedAt: new Date() })
      .where(and(eq(reductionCustomIdeas.companyId, companyId), eq(reductionCustomIdeas.id, id)));
  });
}

export async function deleteCustomIdea(db: Database, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireCustomIdea(tx, companyId, id);
    await tx
      .delete(reductionCustomIdeas)
      .where(and(eq(reductionCustomIdeas.companyId, companyId), eq(reductionCustomIdeas.id, id)));
  });
}
