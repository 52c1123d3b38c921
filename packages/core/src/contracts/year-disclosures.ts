import { z } from 'zod';

/**
 * What a year discloses beside its results (ESRS E1): the net revenue its GHG intensity is divided by,
 * the residual-mix factor of market-based Scope 2, why a Scope 3 category reads zero, and the grid's
 * transmission and distribution losses where no source gives them.
 */

/** Why a Scope 3 category holds no emissions: excluded (with the reason), not relevant, not yet collected. */
export const SCOPE3_CATEGORY_STATUSES = ['excluded', 'notRelevant', 'notYetCollected'] as const;
export type Scope3CategoryStatusId = (typeof SCOPE3_CATEGORY_STATUSES)[number];

export const SCOPE3_CATEGORY_IDS = Array.from({ length: 15 }, (_, index) => String(index + 1)) as [
  string,
  ...string[],
];

export const scope3CategoryStatusSchema = z
  .object({
    status: z.enum(SCOPE3_CATEGORY_STATUSES, { error: 'validation.invalid' }),
    reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
  })
  .refine((entry) => entry.status !== 'excluded' || (entry.reason ?? '') !== '', {
    path: ['reason'],
    error: 'validation.required',
  });
export type Scope3CategoryStatus = z.infer<typeof scope3CategoryStatusSchema>;

/** A residual-mix factor: kg CO2e per kWh with the source it was taken from. */
export const residualMixSchema = z.object({
  factor: z.number({ error: 'validation.number' }).min(0, { error: 'validation.invalid' }).max(5, {
    error: 'validation.invalid',
  }),
  source: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(200, { error: 'validation.tooLong' }),
});
export type ResidualMix = z.infer<typeof residualMixSchema>;

export const yearDisclosuresSchema = z.object({
  /** Net revenue of the year in the company's reporting currency; null when not given. */
  netRevenue: z.number({ error: 'validation.number' }).min(0, { error: 'validation.invalid' }).nullable(),
  /** For market-based electricity without a contract; null: the grid average stands in (and says so). */
  residualMix: residualMixSchema.nullable(),
  /** By category number '1'..'15'; a category not listed has no statement. */
  scope3CategoryStatuses: z.partialRecord(z.enum(SCOPE3_CATEGORY_IDS), scope3CategoryStatusSchema),
  /**
   * Transmission and distribution losses of the grid in percent of the electricity put into it
   * (0 ≤ p < 100), for electricity priced with Ember's split, for which no open source gives them; null:
   * not entered (the rows say the losses are not included). Left out of a request: kept as stored.
   */
  gridLossPercent: z
    .number({ error: 'validation.number' })
    .min(0, { error: 'validation.invalid' })
    .lt(100, { error: 'validation.invalid' })
    .nullable()
    .optional(),
});
export type YearDisclosures = z.infer<typeof yearDisclosuresSchema>;

export const EMPTY_YEAR_DISCLOSURES: YearDisclosures = {
  netRevenue: null,
  residualMix: null,
  scope3CategoryStatuses: {},
  gridLossPercent: null,
};

/** `PUT instances/:id/disclosures` (the whole set, written at once). */
export const updateYearDisclosuresRequestSchema = z.object({ disclosures: yearDisclosuresSchema });
export type UpdateYearDisclosuresRequest = z.input<typeof updateYearDisclosuresRequestSchema>;
