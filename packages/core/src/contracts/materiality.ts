import { z } from 'zod';
import { ESRS_STANDARDS } from '../esg/esrs/esrs-catalogue.ts';
import { MAX_MATERIALITY_THRESHOLD, MIN_MATERIALITY_THRESHOLD } from '../materiality/decision.ts';
import { IRO_TYPES, SCORE_VALUES, TIME_HORIZONS, VALUE_CHAIN_LOCATIONS } from '../materiality/iro-types.ts';
import { MAX_ENTITY_SPECIFIC_MATTERS } from '../materiality/matter-lists.ts';
import { STAKEHOLDER_TYPE_IDS } from '../materiality/stakeholders.ts';
import type { Role } from '../roles/role.ts';

/**
 * Spec §6 names no assessment capability beyond the form modifications (sitewide-admin): members read,
 * editors assess, and approving (which freezes the assessment) is the admin's, like freezing a year.
 */
export const MATERIALITY_READ_ROLE: Role = 'viewer';
export const MATERIALITY_EDIT_ROLE: Role = 'editor';
export const MATERIALITY_APPROVE_ROLE: Role = 'admin';

export const ASSESSMENT_STATES = ['draft', 'in-review', 'approved'] as const;
export type AssessmentState = (typeof ASSESSMENT_STATES)[number];

export const MAX_ASSESSMENTS_PER_COMPANY = 200;
export const MAX_IROS_PER_ASSESSMENT = 500;
export const MAX_ASSESSMENT_NAME_LENGTH = 120;
export const MAX_MATERIALITY_TEXT_LENGTH = 5000;
export const MAX_STAKEHOLDERS = 50;
export const MAX_GEOGRAPHIES = 50;

const id = z.uuid({ error: 'validation.invalid' });
const text = (max: number) =>
  z.string({ error: 'validation.invalid' }).trim().max(max, { error: 'validation.tooLong' });
const requiredText = (max: number) => text(max).min(1, { error: 'validation.required' });
const score = z
  .number({ error: 'validation.number' })
  .refine((value) => (SCORE_VALUES as readonly number[]).includes(value), { error: 'validation.invalid' })
  .transform((value) => value as (typeof SCORE_VALUES)[number]);
const optionalScore = score.nullable().default(null);
const standard = z.enum(ESRS_STANDARDS, { error: 'validation.invalid' });

/** Context (ESRS 1 3.4, IG 1 step A): business model, value chain, geographies, stakeholders. */
export const assessmentContextSchema = z.object(
  {
    businessModel: text(MAX_MATERIALITY_TEXT_LENGTH).default(''),
    upstream: text(MAX_MATERIALITY_TEXT_LENGTH).default(''),
    ownOperations: text(MAX_MATERIALITY_TEXT_LENGTH).default(''),
    downstream: text(MAX_MATERIALITY_TEXT_LENGTH).default(''),
    geographies: z
      .array(requiredText(200), { error: 'validation.invalid' })
      .max(MAX_GEOGRAPHIES, { error: 'validation.tooMany' })
      .default([]),
    stakeholders: z
      .array(
        z.object({
          name: requiredText(200),
          type: z.enum(STAKEHOLDER_TYPE_IDS, { error: 'validation.invalid' }),
          /** For nature, a silent stakeholder: who speaks for it. */
          proxy: text(200).default(''),
        }),
        { error: 'validation.invalid' },
      )
      .max(MAX_STAKEHOLDERS, { error: 'validation.tooMany' })
      .default([]),
  },
  { error: 'validation.invalid' },
);
export type AssessmentContext = z.infer<typeof assessmentContextSchema>;

export const entitySpecificMatterSchema = z.object({
  /** Absent for a new matter: the server gives it its id. */
  id: z
    .string()
    .regex(/^entity\.[a-z0-9-]{1,40}$/, { error: 'validation.invalid' })
    .optional(),
  standard: standard.nullable().default(null),
  name: requiredText(200),
});

/** `POST /api/company/assessments`: a new assessment, empty or from an earlier one (its context and IROs). */
export const createAssessmentSchema = z.object(
  {
    name: requiredText(MAX_ASSESSMENT_NAME_LENGTH),
    year: z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.number' })
      .min(2000, { error: 'validation.invalid' })
      .max(2100, { error: 'validation.invalid' }),
    fromAssessmentId: id.optional(),
    /** The other companies of a group the assessment covers (IG 1: groups); the user must belong to each. */
    groupCompanyIds: z
      .array(id, { error: 'validation.invalid' })
      .max(50, { error: 'validation.tooMany' })
      .default([]),
  },
  { error: 'validation.invalid' },
);
export type CreateAssessment = z.input<typeof createAssessmentSchema>;

/** `PATCH /api/company/assessments/:id`: any of its parts; a given part replaces the stored one whole. */
export const updateAssessmentSchema = z.object(
  {
    name: requiredText(MAX_ASSESSMENT_NAME_LENGTH).optional(),
    context: assessmentContextSchema.optional(),
    entitySpecificMatters: z
      .array(entitySpecificMatterSchema, { error: 'validation.invalid' })
      .max(MAX_ENTITY_SPECIFIC_MATTERS, { error: 'validation.tooMany' })
      .optional(),
    /** Why a topic is not material (ESRS 1 AR 16), per standard. */
    explanations: z.partialRecord(standard, text(MAX_MATERIALITY_TEXT_LENGTH)).optional(),
    groupCompanyIds: z
      .array(id, { error: 'validation.invalid' })
      .max(50, { error: 'validation.tooMany' })
      .optional(),
  },
  { error: 'validation.invalid' },
);
export type UpdateAssessment = z.input<typeof updateAssessmentSchema>;

const financialEffect = z.object({ magnitude: optionalScore, likelihood: optionalScore });
export const iroScoresSchema = z.object(
  {
    scale: optionalScore,
    scope: optionalScore,
    irremediability: optionalScore,
    likelihood: optionalScore,
    financial: z
      .partialRecord(z.enum(TIME_HORIZONS, { error: 'validation.invalid' }), financialEffect)
      .default({}),
  },
  { error: 'validation.invalid' },
);

/** `POST …/iros` and `PUT …/iros/:iroId`: one impact, risk or opportunity of a matter. */
export const iroInputSchema = z.object(
  {
    matterId: requiredText(200),
    type: z.enum(IRO_TYPES, { error: 'validation.invalid' }),
    valueChain: z
      .array(z.enum(VALUE_CHAIN_LOCATIONS, { error: 'validation.invalid' }))
      .min(1, { error: 'validation.required' })
      .max(3, { error: 'validation.invalid' }),
    timeHorizons: z
      .array(z.enum(TIME_HORIZONS, { error: 'validation.invalid' }))
      .min(1, { error: 'validation.required' })
      .max(3, { error: 'validation.invalid' }),
    humanRights: z.boolean({ error: 'validation.invalid' }).default(false),
    description: requiredText(MAX_MATERIALITY_TEXT_LENGTH),
    evidenceFileIds: z
      .array(id, { error: 'validation.invalid' })
      .max(20, { error: 'validation.tooMany' })
      .default([]),
    scores: iroScoresSchema.default({
      scale: null,
      scope: null,
      irremediability: null,
      likelihood: null,
      financial: {},
    }),
  },
  { error: 'validation.invalid' },
);
export type IroInput = z.input<typeof iroInputSchema>;

/** `PUT …/thresholds`: one threshold per axis, changed with a reason (logged). */
export const setThresholdsSchema = z.object(
  {
    impact: z
      .number({ error: 'validation.number' })
      .min(MIN_MATERIALITY_THRESHOLD, { error: 'validation.invalid' })
      .max(MAX_MATERIALITY_THRESHOLD, { error: 'validation.invalid' }),
    financial: z
      .number({ error: 'validation.number' })
      .min(MIN_MATERIALITY_THRESHOLD, { error: 'validation.invalid' })
      .max(MAX_MATERIALITY_THRESHOLD, { error: 'validation.invalid' }),
    reason: requiredText(1000),
  },
  { error: 'validation.invalid' },
);

/** `POST …/state`: draft → in review (editors), back to draft (editors), in review → approved (admins). */
export const changeAssessmentStateSchema = z.object(
  { to: z.enum(ASSESSMENT_STATES, { error: 'validation.invalid' }) },
  { error: 'validation.invalid' },
);

const labels = z.object({ en: z.string(), de: z.string() });
export const iroSchema = z.object({
  _id: z.string(),
  matterId: z.string(),
  type: z.enum(IRO_TYPES),
  valueChain: z.array(z.enum(VALUE_CHAIN_LOCATIONS)),
  timeHorizons: z.array(z.enum(TIME_HORIZONS)),
  humanRights: z.boolean(),
  description: z.string(),
  evidenceFileIds: z.array(z.string()),
  scores: z.object({
    scale: z.number().nullable(),
    scope: z.number().nullable(),
    irremediability: z.number().nullable(),
    likelihood: z.number().nullable(),
    financial: z.partialRecord(
      z.enum(TIME_HORIZONS),
      z.object({ magnitude: z.number().nullable(), likelihood: z.number().nullable() }),
    ),
  }),
  /** `proposed` until a person accepts it; only accepted IROs count. */
  status: z.enum(['proposed', 'accepted']),
  origin: z.record(z.string(), z.unknown()).nullable(),
  impactScore: z.number().nullable(),
  financialScore: z.number().nullable(),
});
export type Iro = z.infer<typeof iroSchema>;

export const assessmentSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  year: z.number(),
  state: z.enum(ASSESSMENT_STATES),
  matterListVersion: z.number(),
  iroCount: z.number(),
  materialMatterCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

export const matterDecisionSchema = z.object({
  matterId: z.string(),
  impact: z.number().nullable(),
  financial: z.number().nullable(),
  isMaterial: z.boolean(),
  decidingIroIds: z.array(z.string()),
  reason: labels,
});
export const standardDecisionSchema = z.object({
  standard,
  isMaterial: z.boolean(),
  materialMatterIds: z.array(z.string()),
  reason: labels,
});

const listedMatterSchema = z.object({
  id: z.string(),
  standard,
  topic: labels,
  subTopic: labels,
  subSubTopic: labels.nullable(),
});

export const assessmentSchema = assessmentSummarySchema.extend({
  /** The matters of the list version the assessment uses. */
  matters: z.array(listedMatterSchema),
  context: assessmentContextSchema,
  entitySpecificMatters: z.array(
    z.object({ id: z.string(), standard: standard.nullable(), name: z.string() }),
  ),
  explanations: z.partialRecord(standard, z.string()),
  groupCompanies: z.array(z.object({ _id: z.string(), name: z.string() })),
  thresholds: z.object({ impact: z.number(), financial: z.number() }),
  thresholdChanges: z.array(
    z.object({
      impact: z.number(),
      financial: z.number(),
      reason: z.string(),
      at: z.string(),
      actorName: z.string().nullable(),
    }),
  ),
  formula: z.object({ version: z.string(), text: labels }),
  previousAssessmentId: z.string().nullable(),
  iros: z.array(iroSchema),
  decisions: z.array(matterDecisionSchema),
  standards: z.array(standardDecisionSchema),
  /** ESG years the approval marked (ESRS disclosures material or not). */
  esgYearsMarked: z.array(z.object({ instanceId: z.string(), projectName: z.string(), year: z.number() })),
});
export type Assessment = z.infer<typeof assessmentSchema>;

export const assessmentResponseSchema = z.object({ assessment: assessmentSchema });
export const assessmentListResponseSchema = z.object({ assessments: z.array(assessmentSummarySchema) });
export const iroResponseSchema = z.object({ iro: iroSchema });
export const proposalsResponseSchema = z.object({ proposed: z.number(), iros: z.array(iroSchema) });
export const materialityOkSchema = z.object({ ok: z.literal(true) });

/** `GET /api/materiality/matter-lists/current` and the admins' edit (`POST`): a list version. */
const matterSchema = z.object({
  id: requiredText(200),
  standard,
  topic: z.object({ en: requiredText(300), de: requiredText(300) }),
  subTopic: z.object({ en: requiredText(300), de: requiredText(300) }),
  subSubTopic: z.object({ en: requiredText(300), de: requiredText(300) }).nullable(),
});
export const newMatterListSchema = z.object(
  {
    matters: z
      .array(matterSchema, { error: 'validation.invalid' })
      .min(1, { error: 'validation.required' })
      .max(1000, { error: 'validation.tooMany' }),
    note: requiredText(500),
  },
  { error: 'validation.invalid' },
);
export const matterListResponseSchema = z.object({
  version: z.number(),
  note: z.string(),
  createdAt: z.string().nullable(),
  matters: z.array(matterSchema),
});
