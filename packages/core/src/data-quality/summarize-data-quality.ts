import { DATA_QUALITY_FIELDS, type DataQualityField, type DataQualityFields } from './data-quality-fields.ts';
import { DATA_SOURCE_TYPES } from './data-sources.ts';
import {
  DERIVED_DATA_QUALITIES,
  type DerivedDataQuality,
  deriveResultDataQuality,
  type SelectedDataSource,
} from './derive-data-quality.ts';

/** The levels of an indicator, best first. */
export const DATA_QUALITY_LEVELS = [1, 2, 3, 4, 5] as const;

/** Results that share their indicators and sources (counted together, as the database groups them). */
export type DataQualityGroup = {
  indicators: Partial<DataQualityFields> | null;
  sources: readonly SelectedDataSource[];
  numResults: number;
};

export type DataQualitySummary = {
  numResults: number;
  /** Per indicator: results at levels 1–5, then the results where it was not assessed. */
  levels: { indicator: DataQualityField; counts: number[]; notAssessed: number }[];
  /** Per source type, then 'other' (a source outside the list) and 'none' (no source named). */
  sourceTypes: { type: string; numResults: number }[];
  /** Results per derived quality, best first, "not assessed" last. */
  qualities: { quality: DerivedDataQuality; numResults: number }[];
};

/**
 * The data-quality summary of a year's entered results, the same in Analyze and in the report: each
 * group's quality comes from `deriveResultDataQuality`, so a row's own summary, the year's table and the
 * report never disagree.
 */
export function summarizeDataQuality(groups: readonly DataQualityGroup[]): DataQualitySummary {
  const levels = DATA_QUALITY_FIELDS.map((indicator) => ({
    indicator,
    counts: DATA_QUALITY_LEVELS.map(() => 0),
    notAssessed: 0,
  }));
  const perType = new Map<string, number>([...DATA_SOURCE_TYPES, 'other', 'none'].map((type) => [type, 0]));
  const perQuality = new Map<DerivedDataQuality, number>(
    DERIVED_DATA_QUALITIES.map((quality) => [quality, 0]),
  );
  const known = new Set<string>(DATA_SOURCE_TYPES);
  let numResults = 0;
  for (const group of groups) {
    numResults += group.numResults;
    for (const entry of levels) {
      const level = group.indicators?.[entry.indicator];
      const index = typeof level === 'number' ? DATA_QUALITY_LEVELS.indexOf(level as 1) : -1;
      if (index >= 0) entry.counts[index] = (entry.counts[index] ?? 0) + group.numResults;
      else entry.notAssessed += group.numResults;
    }
    const types = new Set(group.sources.map((source) => (known.has(source.type) ? source.type : 'other')));
    if (types.size === 0) types.add('none');
    for (const type of types) perType.set(type, (perType.get(type) ?? 0) + group.numResults);
    const quality = deriveResultDataQuality(group.indicators, group.sources);
    perQuality.set(quality, (perQuality.get(quality) ?? 0) + group.numResults);
  }
  return {
    numResults,
    levels,
    sourceTypes: [...perType].map(([type, count]) => ({ type, numResults: count })),
    qualities: [...perQuality].map(([quality, count]) => ({ quality, numResults: count })),
  };
}
