import { z } from 'zod';
import type { Role } from '../roles/role.ts';
import { commuteMethodSchema } from '../surveys/commute/commute-method.ts';
import {
  COMMUTE_FACTOR_SETS,
  COMMUTE_MODE_IDS,
  type CommuteModeId,
} from '../surveys/commute/commute-modes.ts';
import { DEFAULT_WEEKS_PER_YEAR } from '../surveys/commute/commute-question-set.ts';
import { questionSetSchema } from '../surveys/question-set.ts';
import { SURVEY_LANGUAGES } from './forms.ts';

/** Every member reads surveys and results; editors build and send them; admins send results to a year. */
export const SURVEYS_READ_ROLE: Role = 'viewer';
export const SURVEYS_MANAGE_ROLE: Role = 'editor';
export const SURVEYS_INVENTORY_ROLE: Role = 'admin';

export const SURVEY_AUDIENCES = ['all', 'teams', 'open'] as const;
export type SurveyAudience = (typeof SURVEY_AUDIENCES)[number];
export const MAX_SURVEY_NAME_LENGTH = 120;
/** How long answers are kept after the survey's period ends (the survey page says so). */
export const SURVEY_ANSWER_RETENTION_MONTHS = 36;

const isoDate = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'validation.date',
    },
  );
const idSchema = z.uuid({ error: 'validation.invalid' });

/** `POST /api/company/surveys` and `PATCH …/:id` (while a draft). */
export const surveyInputSchema = z
  .object({
    name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(MAX_SURVEY_NAME_LENGTH, { error: 'validation.tooLong' }),
    periodStart: isoDate,
    periodEnd: isoDate,
    languages: z
      .array(z.enum(SURVEY_LANGUAGES, { error: 'validation.invalid' }))
      .min(1, { error: 'validation.required' })
      .max(2, { error: 'validation.invalid' })
      .refine((languages) => new Set(languages).size === languages.length, { error: 'validation.invalid' }),
    audience: z.enum(SURVEY_AUDIENCES, { error: 'validation.invalid' }),
    teamIds: z.array(idSchema).max(500, { error: 'validation.tooMany' }).default([]),
    /** Employees in the period, which the answers are extrapolated to; by default the audience's size. */
    headCount: z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.survey.integer' })
      .min(1, { error: 'validation.survey.belowMin' })
      .max(1_000_000, { error: 'validation.survey.aboveMax' })
      .nullable()
      .default(null),
    weeksPerYear: z
      .number({ error: 'validation.number' })
      .int({ error: 'validation.survey.integer' })
      .min(1, { error: 'validation.survey.belowMin' })
      .max(52, { error: 'validation.survey.aboveMax' })
      .default(DEFAULT_WEEKS_PER_YEAR),
  })
  .superRefine((input, context) => {
    if (input.periodEnd < input.periodStart)
      context.addIssue({ code: 'custom', path: ['periodEnd'], message: 'validation.endBeforeStart' });
    if (input.audience === 'teams' && input.teamIds.length === 0)
      context.addIssue({ code: 'custom', path: ['teamIds'], message: 'validation.required' });
    if (input.audience === 'open' && input.headCount === null)
      context.addIssue({ code: 'custom', path: ['headCount'], message: 'validation.required' });
  });
export type SurveyInput = z.input<typeof surveyInputSchema>;

export const SURVEY_STATES = ['draft', 'open', 'closed'] as const;

export const surveySchema = z.object({
  _id: z.string(),
  name: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  languages: z.array(z.enum(SURVEY_LANGUAGES)),
  audience: z.enum(SURVEY_AUDIENCES),
  teamIds: z.array(z.string()),
  headCount: z.number().nullable(),
  weeksPerYear: z.number(),
  state: z.enum(SURVEY_STATES),
  invited: z.number(),
  responses: z.number(),
  /** responses / invited (personal links) or responses / head count (open link); null before sending. */
  responseRate: z.number().nullable(),
  sentAt: z.string().nullable(),
  remindedAt: z.string().nullable(),
  /** The open link (audience `open`, once sent). */
  openLink: z.string().nullable(),
  questionSet: questionSetSchema,
  estimatedSeconds: z.number(),
  /** The years the results were sent to. */
  inventoryInstanceIds: z.array(z.string()),
  createdAt: z.string(),
});
export type Survey = z.infer<typeof surveySchema>;

export const surveyResponseSchema = z.object({ survey: surveySchema });
export const surveyListResponseSchema = z.object({ surveys: z.array(surveySchema) });

/** `POST …/:id/send` and `…/remind`: how many mails went out. */
export const surveyMailedResponseSchema = z.object({ survey: surveySchema, mailed: z.number() });

const figureSourceSchema = z.object({
  lineageKey: z.string(),
  value: z.number(),
  unit: z.string(),
  source: z.string(),
  edition: z.string(),
  licence: z.string(),
});
export type SurveyFactorSource = z.infer<typeof figureSourceSchema>;

const groupRateSchema = z.object({
  key: z.string(),
  name: z.string(),
  invited: z.number(),
  responses: z.number(),
  rate: z.number(),
});

/** `GET …/:id/results`: only groups of at least five answers; the rest merged into `other`. */
export const surveyResultsResponseSchema = z.object({
  respondents: z.number(),
  invited: z.number(),
  responseRate: z.number().nullable(),
  headCount: z.number(),
  /** Fewer than five answers: nothing is broken down and nothing can be sent to a year. */
  isTooFewToShow: z.boolean(),
  teams: z.array(groupRateSchema),
  modes: z.array(z.object({ key: z.string(), count: z.number() })),
  distances: z.array(z.object({ key: z.string(), count: z.number() })),
  emissionsByMode: z.array(z.object({ key: z.string(), count: z.number(), emissionsKg: z.number() })),
  commuteEmissionsKg: z.number(),
  homeOffice: z.object({ hours: z.number(), emissionsKg: z.number(), perHomeOfficeDayKg: z.number() }),
  factors: z.array(figureSourceSchema),
  /** DESNZ or the EPA Hub, as the calculator chooses for the year's region; home office is DESNZ's either way. */
  factorSet: z.enum(COMMUTE_FACTOR_SETS),
  /** The figures of the method, for the page to word in its language. */
  method: commuteMethodSchema,
  /** The method in English, as the rows' assumptions say it. */
  assumptions: z.string(),
});
export type SurveyResults = z.infer<typeof surveyResultsResponseSchema>;

/** `POST …/:id/inventory`: the Corporate year the rows go to. */
export const sendSurveyToInventorySchema = z.object({ instanceId: idSchema });
export const surveyInventoryResponseSchema = z.object({
  created: z.number(),
  updated: z.number(),
  deleted: z.number(),
  totalKg: z.number(),
});

/** `POST …/:id/what-if`: a mode shift computed from the answers. */
export const modeShiftSchema = z.object({
  fromModes: z
    .array(z.enum(COMMUTE_MODE_IDS as [CommuteModeId, ...CommuteModeId[]], { error: 'validation.invalid' }))
    .min(1, { error: 'validation.required' }),
  underKm: z
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.survey.belowMin' })
    .max(300, { error: 'validation.survey.aboveMax' }),
  toMode: z.enum(COMMUTE_MODE_IDS as [CommuteModeId, ...CommuteModeId[]], { error: 'validation.invalid' }),
  sharePercent: z
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.survey.belowMin' })
    .max(100, { error: 'validation.survey.aboveMax' }),
});
export const modeShiftResponseSchema = z.object({ savingKg: z.number(), affectedRespondents: z.number() });
