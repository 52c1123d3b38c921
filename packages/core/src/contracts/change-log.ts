import { z } from 'zod';
import { calendarDateQuery } from './query-dates.ts';

/** Subjects a change-log entry can be about (`annotation` entries annotate another entry). */
export const CHANGE_LOG_SUBJECTS = [
  'result',
  'instance',
  'freeze',
  'recompute',
  'import',
  'target',
  'esgDatapoint',
  'review',
  'annotation',
  'evidenceFile',
  /** A published insight widget's figure: its snapshot hash, published, replaced or withdrawn. */
  'publishedFigure',
  /** A company factor made of a supplier's reported emissions (supplier assessments). */
  'companyFactor',
  /** A double materiality assessment: its thresholds (with the reason) and its approval. */
  'materialityAssessment',
] as const;
export type ChangeLogSubject = (typeof CHANGE_LOG_SUBJECTS)[number];

export const CHANGE_LOG_ACTIONS = [
  'create',
  'update',
  'delete',
  'freeze',
  'unfreeze',
  'recompute',
  'annotate',
  'review',
  'clearReview',
  'publish',
  'unpublish',
  'approve',
] as const;
export type ChangeLogAction = (typeof CHANGE_LOG_ACTIONS)[number];

/** Entries per page of `GET …/instances/:id/logs`. */
export const CHANGE_LOG_PAGE_SIZE = 50;

/** One entry as the log shows it. `before` and `after` are the changed fields only. */
export const changeLogEntrySchema = z.object({
  sequence: z.number().int(),
  instance: z.string().nullable(),
  actor: z.string().nullable(),
  /** The actor's name, when the account still exists. */
  actorName: z.string().nullable(),
  at: z.string(),
  subject: z.string(),
  subjectId: z.string(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  hash: z.string(),
  /** Annotations made on this entry, oldest first (each is an entry of its own in the chain). */
  annotations: z.array(
    z.object({
      sequence: z.number().int(),
      actorName: z.string().nullable(),
      at: z.string(),
      text: z.string(),
    }),
  ),
});
export type ChangeLogEntry = z.infer<typeof changeLogEntrySchema>;

/** Filters of a year's log; `from` and `to` are calendar days (UTC), both included. */
export const changeLogQuerySchema = z.object({
  subject: z.enum(CHANGE_LOG_SUBJECTS).optional(),
  action: z.enum(CHANGE_LOG_ACTIONS).optional(),
  actor: z.string().uuid().optional(),
  from: calendarDateQuery().optional(),
  to: calendarDateQuery().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ChangeLogQuery = z.infer<typeof changeLogQuerySchema>;

/** `GET …/instances/:id/logs`: newest first, with the people who appear in the year's log (for the filter). */
export const changeLogPageSchema = z.object({
  entries: z.array(changeLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  actors: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type ChangeLogPage = z.infer<typeof changeLogPageSchema>;

/** `GET …/logs/verify`: the verdict of the core's chain check over the company's whole chain. */
export const changeLogVerdictSchema = z.union([
  z.object({ isIntact: z.literal(true), numEntries: z.number().int() }),
  z.object({
    isIntact: z.literal(false),
    numEntries: z.number().int(),
    brokenAtSequence: z.number().int(),
    reason: z.enum(['contentChanged', 'linkBroken', 'entryMissing']),
  }),
]);
export type ChangeLogVerdict = z.infer<typeof changeLogVerdictSchema>;

/** `POST …/logs/:sequence/annotations`: a note on an entry, appended as an entry of its own. */
export const annotateChangeLogRequestSchema = z.object({ text: z.string().trim().min(1).max(2000) });
export const annotateChangeLogResponseSchema = z.object({ sequence: z.number().int() });
