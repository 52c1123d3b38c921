import { z } from 'zod';
import {
  COST_LEVELS,
  EFFORT_LEVELS,
  IDEA_CATEGORIES,
  IDEA_STATUSES,
  IMPACT_LEVELS,
  INVESTMENT_LEVELS,
  TARGET_SCOPES,
} from '../reduction/levels.ts';

/**
 * Contracts of the Impact tab (`/api/company/calculator/reduction/...`) and the public climate action
 * plan (`/api/public/climate-action-plan/:publicId`).
 */

const id = z.uuid({ error: 'validation.invalid' });
const lang = z.enum(['en', 'de']).default('en');
const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' });
const requiredText = (max: number) => text(max).min(1, { error: 'validation.required' });
const isoDate = z.iso.date({ error: 'validation.invalid' });

/** Whose plan: a project's (container) or a group's. */
export const reductionPlanRefSchema = z.object({ kind: z.enum(['container', 'group']), id });
export type ReductionPlanRef = z.infer<typeof reductionPlanRefSchema>;

const levelsShape = {
  category: z.enum(IDEA_CATEGORIES, { error: 'validation.invalid' }),
  investment: z.enum(INVESTMENT_LEVELS, { error: 'validation.invalid' }),
  cost: z.enum(COST_LEVELS, { error: 'validation.invalid' }),
  effort: z.enum(EFFORT_LEVELS, { error: 'validation.invalid' }),
  impact: z.enum(IMPACT_LEVELS, { error: 'validation.invalid' }),
};
const ideaStatusSchema = z.enum(IDEA_STATUSES, { error: 'validation.invalid' });
const trackingShape = {
  status: ideaStatusSchema,
  notes: text(4000).default(''),
  responsible: text(200).default(''),
  dueDate: isoDate.nullable().default(null),
};

/** A custom idea's own reduction: kg a year, or a percentage of the year's total. */
export const customReductionSchema = z.object({
  value: z.number({ error: 'validation.number' }).finite().min(0),
  unit: z.enum(['kg', 'percent'], { error: 'validation.invalid' }),
});

/** An idea as the Impact tab lists it: a catalogue idea or a custom one, with its tracking. */
export const reductionIdeaSchema = z.object({
  /** The catalogue id, or the custom idea's uuid. */
  _id: z.string(),
  source: z.enum(['catalogue', 'custom']),
  title: z.string(),
  description: z.string(),
  ...levelsShape,
  sectionIds: z.array(z.string()),
  /** The estimate's assumption and its source (custom ideas: empty). */
  assumption: z.string(),
  sourceNote: z.string(),
  estimatedReductionKg: z.number(),
  /** True when electricity the idea adds could not be deducted: the estimate is gross. */
  isGross: z.boolean(),
  customReduction: customReductionSchema.nullable(),
  status: ideaStatusSchema,
  notes: z.string(),
  responsible: z.string(),
  dueDate: z.string().nullable(),
});
export type ReductionIdea = z.infer<typeof reductionIdeaSchema>;

/** `POST …/reduction/ideas/list`: the ideas estimated on the years open (`instances`). */
export const listReductionIdeasRequestSchema = z.object({
  plan: reductionPlanRefSchema,
  instances: z.array(id).min(1).max(200),
  lang,
});
export const listReductionIdeasResponseSchema = z.object({
  catalogueVersion: z.string(),
  totalCo2InKg: z.number(),
  ideas: z.array(reductionIdeaSchema),
});
export type ListReductionIdeasResponse = z.infer<typeof listReductionIdeasResponseSchema>;

/** `PUT …/reduction/catalogue-ideas/:ideaId`: status and tracking of a catalogue idea in a plan. */
export const setIdeaTrackingRequestSchema = z.object({ plan: reductionPlanRefSchema, ...trackingShape });
export type SetIdeaTrackingRequest = z.input<typeof setIdeaTrackingRequestSchema>;

const customIdeaFields = {
  title: requiredText(200),
  description: text(4000).default(''),
  ...levelsShape,
  reduction: customReductionSchema,
  ...trackingShape,
};
/** `POST …/reduction/custom-ideas`. */
export const createCustomIdeaRequestSchema = z.object({ plan: reductionPlanRefSchema, ...customIdeaFields });
export type CreateCustomIdeaRequest = z.input<typeof createCustomIdeaRequestSchema>;
/** `PATCH …/reduction/custom-ideas/:id`. */
export const updateCustomIdeaRequestSchema = z.object(customIdeaFields);
export type UpdateCustomIdeaRequest = z.input<typeof updateCustomIdeaRequestSchema>;
export const customIdeaResponseSchema = z.object({ _id: z.string() });

// ——— Targets ———

/** A reduction target of a plan. */
export const reductionTargetSchema = z.object({
  _id: z.string(),
  plan: reductionPlanRefSchema,
  /** The instance whose year is the base year. */
  baseInstance: z.string(),
  baseYear: z.number().int(),
  targetYear: z.number().int(),
  scope: z.enum(TARGET_SCOPES),
  reductionPercent: z.number(),
});
export type ReductionTarget = z.infer<typeof reductionTargetSchema>;

const targetFields = {
  baseInstance: id,
  targetYear: z.number({ error: 'validation.number' }).int().min(2000).max(2100),
  scope: z.enum(TARGET_SCOPES, { error: 'validation.invalid' }),
  reductionPercent: z.number({ error: 'validation.number' }).finite().gt(0).max(100),
};
/** `POST …/reduction/targets`. */
export const createTargetRequestSchema = z.object({ plan: reductionPlanRefSchema, ...targetFields });
export type CreateTargetRequest = z.input<typeof createTargetRequestSchema>;
/** `PATCH …/reduction/targets/:id`. */
export const updateTargetRequestSchema = z.object(targetFields);

export const yearTotalsSchema = z.object({
  year: z.number().int(),
  totalCo2InKg: z.number(),
  perScope: z.object({ 1: z.number(), 2: z.number(), 3: z.number() }),
});
const pathPointSchema = z.object({ year: z.number().int(), kg: z.number() });
export const progressYearSchema = z.object({
  year: z.number().int(),
  actualKg: z.number(),
  changePercent: z.number().nullable(),
  targetPathKg: z.number().nullable(),
  referencePathKg: z.number().nullable(),
  isOnTrack: z.boolean().nullable(),
});
/** A target with its base-year kg, the two paths and the years' progress. */
export const targetWithProgressSchema = reductionTargetSchema
  .omit({ plan: true, baseInstance: true })
  .extend({
    baseYearKg: z.number().nullable(),
    referencePath: z.array(pathPointSchema),
    targetPath: z.array(pathPointSchema),
    progress: z.array(progressYearSchema),
  });
export type TargetWithProgress = z.infer<typeof targetWithProgressSchema>;

/** `POST …/reduction/targets/list`. */
export const listTargetsRequestSchema = z.object({ plan: reductionPlanRefSchema });
export const listTargetsResponseSchema = z.object({
  years: z.array(yearTotalsSchema),
  targets: z.array(targetWithProgressSchema.extend({ baseInstance: z.string() })),
});
export type ListTargetsResponse = z.infer<typeof listTargetsResponseSchema>;
export const targetResponseSchema = z.object({ target: reductionTargetSchema });

// ——— The climate action plan ———

/** `GET …/reduction/plan`: whether the company's plan is published, and where. */
export const planStatusResponseSchema = z.object({
  isPublished: z.boolean(),
  publicId: z.string().nullable(),
  publishedAt: z.string().nullable(),
  plan: reductionPlanRefSchema.nullable(),
});
export type PlanStatus = z.infer<typeof planStatusResponseSchema>;

/** `POST …/reduction/plan/publish`: snapshots the plan with the ideas estimated on `instances`. */
export const publishPlanRequestSchema = listReductionIdeasRequestSchema;
export type PublishPlanRequest = z.input<typeof publishPlanRequestSchema>;

export const publicPlanIdeaSchema = z.object({
  title: z.string(),
  description: z.string(),
  category: levelsShape.category,
  status: ideaStatusSchema,
  estimatedReductionKg: z.number(),
});
/** `GET /api/public/climate-action-plan/:publicId` (query `lang`). */
export const publicPlanQuerySchema = z.object({ lang });
export const publicPlanParamsSchema = z.object({ publicId: z.string().min(1).max(100) });
export const publicPlanResponseSchema = z.object({
  companyName: z.string(),
  title: z.string(),
  publishedAt: z.string(),
  catalogueVersion: z.string(),
  years: z.array(yearTotalsSchema),
  targets: z.array(targetWithProgressSchema),
  ideas: z.array(publicPlanIdeaSchema),
});
export type PublicPlan = z.infer<typeof publicPlanResponseSchema>;
