import { z } from 'zod';

/**
 * Review and assurance (spec sections 4 and 6): members with the `instanceReviewer` capability mark
 * results reviewed with a comment; a year carries the assurance its figures were given.
 */

/** Assurance options of a year (spec section 4). */
export const ASSURANCE_LEVELS = ['none', 'limited', 'reliable'] as const;
export type AssuranceLevel = (typeof ASSURANCE_LEVELS)[number];

/** Longest review comment and assurance provider name. */
export const MAX_REVIEW_COMMENT_LENGTH = 2000;
export const MAX_ASSURANCE_PROVIDER_LENGTH = 200;

/** A year's assurance: the level, who gave it and when (provider empty and date null for none). */
export const yearAssuranceSchema = z.object({
  level: z.enum(ASSURANCE_LEVELS),
  provider: z.string(),
  date: z.string().nullable(),
});
export type YearAssurance = z.infer<typeof yearAssuranceSchema>;

export const NO_ASSURANCE: YearAssurance = { level: 'none', provider: '', date: null };

/**
 * `PUT …/instances/:id/assurance` (admin). A level other than none names its provider; the date is
 * optional. Level none clears provider and date.
 */
export const setYearAssuranceRequestSchema = z
  .object({
    level: z.enum(ASSURANCE_LEVELS, { error: 'validation.invalid' }),
    provider: z
      .string()
      .trim()
      .max(MAX_ASSURANCE_PROVIDER_LENGTH, { error: 'validation.tooLong' })
      .default(''),
    date: z.iso.date({ error: 'validation.invalid' }).nullable().default(null),
  })
  .refine((body) => body.level === 'none' || body.provider !== '', {
    path: ['provider'],
    error: 'validation.required',
  });
export type SetYearAssuranceRequest = z.input<typeof setYearAssuranceRequestSchema>;
export const setYearAssuranceResponseSchema = z.object({ assurance: yearAssuranceSchema });

/** `PUT …/results/:id/review`: marks a result reviewed (again), with an optional comment. */
export const markResultReviewedRequestSchema = z.object({
  comment: z.string().trim().max(MAX_REVIEW_COMMENT_LENGTH, { error: 'validation.tooLong' }).default(''),
});
export type MarkResultReviewedRequest = z.input<typeof markResultReviewedRequestSchema>;

/** The review mark of one result: who set it, when and why. */
export const resultReviewSchema = z.object({
  result: z.string(),
  instance: z.string(),
  reviewer: z.string().nullable(),
  /** The reviewer's name, when the account still exists. */
  reviewerName: z.string().nullable(),
  reviewedAt: z.string(),
  comment: z.string(),
});
export type ResultReview = z.infer<typeof resultReviewSchema>;
export const markResultReviewedResponseSchema = z.object({ review: resultReviewSchema });

/** Per section id (c1, c2 and c3 alike): entered top-level rows and how many of them are reviewed. */
export const reviewProgressSchema = z.record(
  z.string(),
  z.object({ numResults: z.number().int(), numReviewed: z.number().int() }),
);
export type ReviewProgress = z.infer<typeof reviewProgressSchema>;

/** `POST …/reviews/list`: the review marks of years and the progress per section. */
export const listReviewsRequestSchema = z.object({
  instances: z
    .array(z.uuid({ error: 'validation.invalid' }))
    .min(1)
    .max(200),
});
export const listReviewsResponseSchema = z.object({
  reviews: z.array(resultReviewSchema),
  progress: reviewProgressSchema,
});
export type ListReviewsResponse = z.infer<typeof listReviewsResponseSchema>;
