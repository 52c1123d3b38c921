import { z } from 'zod';

/** The data-quality indicators of a result (spec section 3 "Data-quality fields"). */
export const DATA_QUALITY_FIELDS = ['age', 'completeness', 'geography', 'reliability', 'technology'] as const;
export type DataQualityField = (typeof DATA_QUALITY_FIELDS)[number];

/**
 * An indicator level. The spec only fixes the default (level 1); the 1-5 range follows the pedigree
 * matrix these five indicators come from, where 1 is the best level.
 */
export const dataQualityLevelSchema = z.number().int().min(1).max(5);
export type DataQualityLevel = z.infer<typeof dataQualityLevelSchema>;

export const DEFAULT_DATA_QUALITY_LEVEL: DataQualityLevel = 1;

export const dataQualityFieldsSchema = z.object({
  age: dataQualityLevelSchema.default(DEFAULT_DATA_QUALITY_LEVEL),
  completeness: dataQualityLevelSchema.default(DEFAULT_DATA_QUALITY_LEVEL),
  geography: dataQualityLevelSchema.default(DEFAULT_DATA_QUALITY_LEVEL),
  reliability: dataQualityLevelSchema.default(DEFAULT_DATA_QUALITY_LEVEL),
  technology: dataQualityLevelSchema.default(DEFAULT_DATA_QUALITY_LEVEL),
});
export type DataQualityFields = z.infer<typeof dataQualityFieldsSchema>;

/** Builds the data-quality fields of a new result: every indicator at the default level 1. */
export function createDefaultDataQualityFields(): DataQualityFields {
  return {
    age: DEFAULT_DATA_QUALITY_LEVEL,
    completeness: DEFAULT_DATA_QUALITY_LEVEL,
    geography: DEFAULT_DATA_QUALITY_LEVEL,
    reliability: DEFAULT_DATA_QUALITY_LEVEL,
    technology: DEFAULT_DATA_QUALITY_LEVEL,
  };
}
