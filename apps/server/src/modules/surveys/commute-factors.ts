import {
  COMMUTE_MODES,
  type CommuteFactorValues,
  HOMEWORKING_LINEAGE_KEY,
  pickEditionForYear,
  type SurveyFactorSource,
} from '@carbon-ledger/core';
import type { Database } from '../../db/client.ts';
import { createFactorLookup, createFactorNeeds } from '../calculator/compute/factor-lookup.ts';

export type CommuteFactors = {
  values: CommuteFactorValues;
  homeworking: number;
  sources: SurveyFactorSource[];
};

/**
 * The library factors of the commute modes and of homeworking, in the edition the calculator would
 * use for the survey's year (the year's edition, else the newest), with their provenance. They are the
 * DESNZ category 7 factors of the corporate form's commuting options, so the figures shown match the
 * rows the results become.
 */
export async function loadCommuteFactors(
  db: Database,
  companyId: string,
  year: number,
): Promise<CommuteFactors> {
  const lookup = createFactorLookup(db, companyId);
  const needs = createFactorNeeds();
  const keys = [
    ...COMMUTE_MODES.flatMap((mode) =>
      [mode.lineageKey, mode.upstreamLineageKey].flatMap((key) => key ?? []),
    ),
    HOMEWORKING_LINEAGE_KEY,
  ];
  for (const key of keys) needs.lineageKeys.add(key);
  await lookup.load(needs);
  const values: CommuteFactorValues = {};
  const sources: SurveyFactorSource[] = [];
  for (const key of keys) {
    const factor = pickEditionForYear(lookup.getEditions(key), year);
    if (!factor || factor.value === null) continue;
    values[key] = factor.value;
    sources.push({
      lineageKey: key,
      value: factor.value,
      unit: `${factor.valueUnit}/${factor.activityUnit}`,
      source: factor.source,
      edition: factor.edition,
      licence: factor.licence,
    });
  }
  return { values, homeworking: values[HOMEWORKING_LINEAGE_KEY] ?? 0, sources };
}
