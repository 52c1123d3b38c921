import {
  DATA_QUALITIES,
  DATA_QUALITY_FIELDS,
  DATA_SOURCE_TYPES,
  type DataQuality,
  deriveDataQuality,
} from '@carbon-ledger/core';
import type { DataQualityCounts } from './report-queries.ts';

/** The levels of an indicator, best first (core's data-quality level range). */
export const DATA_QUALITY_LEVELS = [1, 2, 3, 4, 5] as const;

export type DataQualitySummary = {
  numResults: number;
  /** Per indicator (age, completeness, …): results at levels 1–5. */
  levels: { indicator: string; counts: number[] }[];
  /** Per source type, then 'none' (no source named): results naming it. */
  sourceTypes: { type: string; numResults: number }[];
  /** Results per quality derived from their sources, best first. */
  qualities: { quality: DataQuality; numResults: number }[];
};

/** Turns the counted groups into the report's data-quality tables. */
export function summarizeDataQuality(counts: DataQualityCounts): DataQualitySummary {
  const levels = DATA_QUALITY_FIELDS.map((indicator) => ({
    indicator,
    counts: DATA_QUALITY_LEVELS.map(
      (level) =>
        counts.levels.find((row) => row.indicator === indicator && row.level === level)?.numResults ?? 0,
    ),
  }));
  const perType = new Map<string, number>([...DATA_SOURCE_TYPES, 'none'].map((type) => [type, 0]));
  const perQuality = new Map<DataQuality, number>(DATA_QUALITIES.map((quality) => [quality, 0]));
  for (const group of counts.sourceTypes) {
    const types = new Set(group.types.map((source) => source.type));
    if (types.size === 0) types.add('none');
    for (const type of types) perType.set(type, (perType.get(type) ?? 0) + group.numResults);
    const quality = deriveDataQuality(group.types);
    perQuality.set(quality, (perQuality.get(quality) ?? 0) + group.numResults);
  }
  return {
    numResults: counts.numResults,
    levels,
    sourceTypes: [...perType].map(([type, numResults]) => ({ type, numResults })),
    qualities: [...perQuality].map(([quality, numResults]) => ({ quality, numResults })),
  };
}
