import {
  type CommuteFactorSet,
  type CommuteFactorValues,
  defaultFactorSources,
  HOMEWORKING_LINEAGE_KEY,
  listCommuteLineageKeys,
  pickEditionForYear,
  resolveYearFactorSources,
  type SurveyFactorSource,
} from '@carbon-ledger/core';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calculatorInstances } from '../../db/schema/calculator.ts';
import { companies } from '../../db/schema/identity.ts';
import { createFactorLookup, createFactorNeeds } from '../calculator/compute/factor-lookup.ts';

export type CommuteFactors = {
  set: CommuteFactorSet;
  values: CommuteFactorValues;
  homeworking: number;
  sources: SurveyFactorSource[];
};

/**
 * The travel factor source the calculator would use for the survey's year: the given Corporate year's
 * (its stored sources, else its region's defaults), else that of the company's first Corporate year
 * starting in the survey's year, else the defaults of the company's country. US years get the EPA Hub,
 * the others DESNZ (`defaultFactorSources`).
 */
export async function chooseCommuteFactorSet(
  db: Database,
  companyId: string,
  year: number,
  instanceId?: string,
): Promise<CommuteFactorSet> {
  const [instance] = await db
    .select({
      factorSources: calculatorInstances.factorSources,
      electricityRegion: calculatorInstances.electricityRegion,
    })
    .from(calculatorInstances)
    .where(
      and(
        eq(calculatorInstances.companyId, companyId),
        eq(calculatorInstances.formType, 'company'),
        instanceId
          ? eq(calculatorInstances.id, instanceId)
          : and(
              gte(calculatorInstances.startDate, `${year}-01-01`),
              lte(calculatorInstances.startDate, `${year}-12-31`),
            ),
      ),
    )
    .orderBy(asc(calculatorInstances.startDate))
    .limit(1);
  if (instance)
    return resolveYearFactorSources(instance.factorSources, instance.electricityRegion).sources.travelWaste;
  const [company] = await db
    .select({ country: companies.country })
    .from(companies)
    .where(eq(companies.id, companyId));
  return defaultFactorSources(company?.country).travelWaste;
}

/**
 * The library factors of the commute modes and of homeworking, in the edition the calculator would
 * use for the survey's year (the year's edition, else the newest), with their provenance. They are the
 * category 7 factors of the corporate form's commuting options of the factor set (DESNZ per km with
 * well-to-tank, or the EPA Hub per mile), so the figures shown match the rows the results become.
 * Home office is DESNZ's homeworking factor under either set: the library has no other.
 */
export async function loadCommuteFactors(
  db: Database,
  companyId: string,
  year: number,
  set: CommuteFactorSet,
): Promise<CommuteFactors> {
  const lookup = createFactorLookup(db, companyId);
  const needs = createFactorNeeds();
  const keys = [...listCommuteLineageKeys(set), HOMEWORKING_LINEAGE_KEY];
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
  return { set, values, homeworking: values[HOMEWORKING_LINEAGE_KEY] ?? 0, sources };
}
