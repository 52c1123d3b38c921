import { randomBytes } from 'node:crypto';
import {
  findCatalogueIdea,
  type IdeaCategory,
  type IdeaStatus,
  type PlanStatus,
  type PublicPlan,
  type ReductionPlanRef,
  type TargetWithProgress,
  type YearTotals,
} from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/identity.ts';
import { climateActionPlans } from '../../db/schema/reduction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';
import { listReductionIdeas } from './ideas-service.ts';
import { findPlanRow, findPublishedPlan, type PlanRow, requirePlan } from './queries.ts';
import { listTargetsWithProgress } from './targets-service.ts';

/** What a published plan keeps: catalogue ideas by id, so the public page shows them in its language. */
type PlanSnapshot = {
  title: string;
  catalogueVersion: string;
  years: YearTotals[];
  targets: TargetWithProgress[];
  ideas: {
    catalogueId: string | null;
    title: string;
    description: string;
    category: IdeaCategory;
    status: IdeaStatus;
    estimatedReductionKg: number;
  }[];
};

/** Statuses a published plan lists: what the company has committed to, not the whole catalogue. */
const PUBLISHED_STATUSES: readonly IdeaStatus[] = ['prioritized', 'in-progress'];

function presentStatus(row: PlanRow | undefined): PlanStatus {
  if (!row) return { isPublished: false, publicId: null, publishedAt: null, plan: null };
  return {
    isPublished: row.isPublished,
    publicId: row.isPublished ? row.publicId : null,
    publishedAt: row.isPublished ? row.publishedAt.toISOString() : null,
    plan: { kind: row.planKind === 'group' ? 'group' : 'container', id: row.planId },
  };
}

export async function loadPlanStatus(db: Queryable, companyId: string): Promise<PlanStatus> {
  return presentStatus(await findPlanRow(db, companyId));
}

/**
 * Publishes the company's climate action plan from one plan (a project or a group): a snapshot of its
 * targets with progress and its prioritized and in-progress ideas estimated on `instances`. The public id
 * stays the same across publications, so a shared link keeps working.
 */
export async function publishPlan(
  db: Database,
  companyId: string,
  request: { plan: ReductionPlanRef; instances: string[]; lang: 'en' | 'de' },
): Promise<PlanStatus> {
  const plan = await requirePlan(db, companyId, request.plan);
  const [ideas, targets] = await Promise.all([
    listReductionIdeas(db, companyId, request),
    listTargetsWithProgress(db, companyId, request.plan),
  ]);
  const snapshot: PlanSnapshot = {
    title: plan.title,
    catalogueVersion: ideas.catalogueVersion,
    years: targets.years,
    targets: targets.targets.map(({ baseInstance: _omitted, ...target }) => target),
    ideas: ideas.ideas
      .filter((idea) => PUBLISHED_STATUSES.includes(idea.status))
      .map((idea) => ({
        catalogueId: idea.source === 'catalogue' ? idea._id : null,
        title: idea.title,
        description: idea.description,
        category: idea.category,
        status: idea.status,
        estimatedReductionKg: idea.estimatedReductionKg,
      })),
  };
  return db.transaction(async (tx) => {
    const existing = await findPlanRow(tx, companyId);
    const values = {
      isPublished: true,
      planKind: plan.ref.kind,
      planId: plan.ref.id,
      snapshot,
      publishedAt: new Date(),
    };
    const publicId = existing?.publicId ?? randomBytes(18).toString('base64url');
    const [row] = await tx
      .insert(climateActionPlans)
      .values({ companyId, publicId, ...values })
      .onConflictDoUpdate({ target: [climateActionPlans.companyId], set: values })
      .returning();
    return presentStatus(row);
  });
}

export async function unpublishPlan(db: Database, companyId: string): Promise<PlanStatus> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(climateActionPlans)
      .set({ isPublished: false })
      .where(eq(climateActionPlans.companyId, companyId))
      .returning();
    return presentStatus(row);
  });
}

/** The public read: the published snapshot with the company's display name; 404 otherwise. */
export async function loadPublicPlan(
  db: Queryable,
  publicId: string,
  lang: 'en' | 'de',
): Promise<PublicPlan> {
  const row = await findPublishedPlan(db, publicId);
  if (!row) throw new AppError('NOT_FOUND', 'No such climate action plan.');
  const [company] = await db
    .select({ brand: companies.brand })
    .from(companies)
    .where(eq(companies.id, row.companyId));
  const snapshot = row.snapshot as PlanSnapshot;
  return {
    companyName: company?.brand ?? '',
    title: snapshot.title,
    publishedAt: row.publishedAt.toISOString(),
    catalogueVersion: snapshot.catalogueVersion,
    years: snapshot.years,
    targets: snapshot.targets,
    ideas: snapshot.ideas.map(({ catalogueId, ...idea }) => {
      const catalogue = catalogueId ? findCatalogueIdea(catalogueId) : undefined;
      return catalogue
        ? { ...idea, title: catalogue.title[lang], description: catalogue.description[lang] }
        : idea;
    }),
  };
}
