import { z } from 'zod';

/** The data-quality indicators of a result (spec section 3 "Data-quality fields"). */
export const DATA_QUALITY_FIELDS = ['age', 'completeness', 'geography', 'reliability', 'technology'] as const;
export type DataQualityField = (typeof DATA_QUALITY_FIELDS)[number];

/**
 * An indicator level, 1-5 as in the pedigree matrix these five indicators come from, where 1 is the best
 * level. null means the indicator was not assessed: a row nobody rated must never read as the best level.
 */
export const dataQualityLevelSchema = z.number().int().min(1).max(5);
export type DataQualityLevel = z.infer<typeof dataQualityLevelSchema>;

const indicatorSchema = dataQualityLevelSchema.nullable().default(null);

export const dataQualityFieldsSchema = z.object({
  age: indicatorSchema,
  completeness: indicatorSchema,
  geography: indicatorSchema,
  reliability: indicatorSchema,
  technology: indicatorSchema,
});
export type DataQualityFields = z.infer<typeof dataQualityFieldsSchema>;

/** Builds the data-quality fields of a new result: no indicator assessed yet. */
export function createDefaultDataQualityFields(): DataQualityFields {
  return { age: null, completeness: null, geography: null, reliability: null, technology: null };
}
