import { z } from 'zod';
import { factorUsedSchema, pageSchema } from './calculator.ts';
import { isCalendarDateText } from './query-dates.ts';

/** Results per page of `GET /1.0/results/audit` at most, and without `limit`. */
export const AUDIT_RESULTS_PAGE_SIZE = 1000;

/** A calendar day (UTC midnight) or a date-time with its offset, e.g. `2025-03-01T08:00:00Z`. */
const CHANGED_SINCE_PATTERN =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * `GET /1.0/results/audit` (public API): the filters plus `skip` (spec section 7). Unknown parameters are
 * refused, so a mistyped filter never widens the answer unnoticed.
 */
export const auditResultsQuerySchema = z.strictObject({
  /** The year (calculator instance); without it, every year of the company. */
  instance: z.uuid({ error: 'Name a year by its id (a UUID).' }).optional(),
  /** The form section (the result's `c1`, e.g. `energy`). */
  section: z
    .string()
    .trim()
    .min(1, { error: 'Name a section id, e.g. energy.' })
    .max(80, { error: 'A section id has at most 80 characters.' })
    .optional(),
  /** The result's own GHG scope. */
  scope: z
    .enum(['1', '2', '3'], { error: 'Use 1, 2 or 3.' })
    .transform((value) => Number(value) as 1 | 2 | 3)
    .optional(),
  reviewed: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .transform((value) => value === 'true')
    .optional(),
  /** Results whose last change is at or after this moment. */
  changedSince: z
    .string()
    .regex(CHANGED_SINCE_PATTERN, {
      error: 'Use a date (2025-03-01) or a date-time with offset (2025-03-01T08:00:00Z).',
      abort: true,
    })
    .refine((value) => isCalendarDateText(value) && !Number.isNaN(Date.parse(value)), {
      error: 'This is no real date or time.',
    })
    .transform((value) => new Date(value).toISOString())
    .optional(),
  /** Results to pass over: the `position` of the previous page. */
  skip: z.coerce
    .number({ error: 'Use a whole number of 0 or more.' })
    .int({ error: 'Use a whole number of 0 or more.' })
    .min(0, { error: 'Use a whole number of 0 or more.' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'This number is too large.' })
    .default(0),
  /** Results per page, at most (and by default) `AUDIT_RESULTS_PAGE_SIZE`. */
  limit: z.coerce
    .number({ error: `Use a whole number from 1 to ${AUDIT_RESULTS_PAGE_SIZE}.` })
    .int({ error: `Use a whole number from 1 to ${AUDIT_RESULTS_PAGE_SIZE}.` })
    .min(1, { error: `Use a whole number from 1 to ${AUDIT_RESULTS_PAGE_SIZE}.` })
    .max(AUDIT_RESULTS_PAGE_SIZE, { error: `Use a whole number from 1 to ${AUDIT_RESULTS_PAGE_SIZE}.` })
    .default(AUDIT_RESULTS_PAGE_SIZE),
});
/** The filters as a client gives them; the query string carries them as text. */
export type AuditResultsRequest = {
  instance?: string;
  section?: string;
  scope?: 1 | 2 | 3;
  reviewed?: boolean;
  /** A date (`2025-03-01`, UTC midnight) or a date-time with offset. */
  changedSince?: string;
  skip?: number;
  limit?: number;
};
export type ParsedAuditResultsQuery = z.output<typeof auditResultsQuerySchema>;

/** The factor a result's figure rests on: its main (direct) factor as frozen on the result. */
export const auditFactorSchema = z.object({
  /** Library factor id, or null for a factor typed by the user or a certificate. */
  id: z.string().nullable(),
  value: z.number(),
  valueUnit: z.string(),
  source: z.string(),
  edition: z.string().nullable(),
  licence: z.string().nullable(),
});
export type AuditFactor = z.infer<typeof auditFactorSchema>;

/** The latest change-log entry of a result, or (`sequence` null) the result's last update time. */
export const auditLastChangeSchema = z.object({
  at: z.string(),
  /** `create` or `update`; null when no log entry exists. */
  action: z.string().nullable(),
  /** Who made the change (user id), and their name while the account exists. */
  actor: z.string().nullable(),
  actorName: z.string().nullable(),
  /** The entry's place in the company's change-log chain. */
  sequence: z.number().int().nullable(),
});
export type AuditLastChange = z.infer<typeof auditLastChangeSchema>;

export const auditResultSchema = z.object({
  _id: z.string(),
  instance: z.string(),
  parent: z.string().nullable(),
  formOptionId: z.string(),
  c1: z.string(),
  c2: z.string().nullable(),
  c3: z.string().nullable(),
  name: z.string(),
  /** The result's own GHG scope (null for footprint forms without scopes). */
  scope: z.number().int().nullable(),
  scope3Category: z.number().int().nullable(),
  /** Market-based kg CO2e of the result (distribution not applied). */
  kgCo2e: z.number(),
  factor: auditFactorSchema.nullable(),
  /** Every factor the figures were computed with (direct, location-based, upstream, biogenic). */
  factorsUsed: z.array(factorUsedSchema),
  /** Evidence files attached to the result. */
  evidenceCount: z.number().int(),
  isReviewed: z.boolean(),
  lastChange: auditLastChangeSchema,
});
export type AuditResult = z.infer<typeof auditResultSchema>;

/** Spec section 3 "Audit results: pagination and results"; `position` is the `skip` of the next page. */
export const auditResultsResponseSchema = z.object({
  results: z.array(auditResultSchema),
  pagination: pageSchema,
});
export type AuditResultsResponse = z.infer<typeof auditResultsResponseSchema>;
