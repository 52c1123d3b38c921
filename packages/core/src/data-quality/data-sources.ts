import { z } from 'zod';

/** Where a result's data came from (spec section 3 "Result", `sources`). */
export const DATA_SOURCE_TYPES = [
  'documentation',
  'bills',
  'tracking',
  'product',
  'hr-records',
  'survey',
  'estimation',
] as const;
export const dataSourceTypeSchema = z.enum(DATA_SOURCE_TYPES);
export type DataSourceType = z.infer<typeof dataSourceTypeSchema>;

/** Ordered best first. */
export const DATA_QUALITIES = ['very-good', 'good', 'fair', 'poor'] as const;
export const dataQualitySchema = z.enum(DATA_QUALITIES);
export type DataQuality = z.infer<typeof dataQualitySchema>;

export type DataSourceDefinition = {
  /** Percent share a source gets when the user ticks it without entering one. */
  defaultPercentShare: number;
  /** Display order in the source list (1 first); not a quality order. */
  rank: number;
  quality: DataQuality;
};

/**
 * Defaults per source type (spec section 9). Tracking: the spec reads 100/3 in one place and 0/3 in
 * another; 100 is used because tracking is measured primary data of the same kind as bills and product
 * (both 100) and is rated very-good, while every source defaulting to 0 is a supporting or estimated one.
 */
export const DATA_SOURCE_DEFINITIONS: Record<DataSourceType, DataSourceDefinition> = {
  documentation: { defaultPercentShare: 0, rank: 1, quality: 'good' },
  bills: { defaultPercentShare: 100, rank: 2, quality: 'good' },
  tracking: { defaultPercentShare: 100, rank: 3, quality: 'very-good' },
  product: { defaultPercentShare: 100, rank: 4, quality: 'very-good' },
  'hr-records': { defaultPercentShare: 0, rank: 5, quality: 'good' },
  survey: { defaultPercentShare: 0, rank: 6, quality: 'good' },
  estimation: { defaultPercentShare: 0, rank: 7, quality: 'fair' },
};

/** Tells whether a string is one of the known source types (anything else is an "other" source). */
export function isDataSourceType(value: string): value is DataSourceType {
  return Object.hasOwn(DATA_SOURCE_DEFINITIONS, value);
}

/** The quality of a source type: very-good, good or fair for the known types, poor for any other source. */
export function getDataSourceQuality(type: string): DataQuality {
  return isDataSourceType(type) ? DATA_SOURCE_DEFINITIONS[type].quality : 'poor';
}
