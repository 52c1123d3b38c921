import type { EnergySectionSums, TopSource } from '@carbon-ledger/core';
import { type SQL, sql } from 'drizzle-orm';
import {
  addEnergyMixSums,
  assembleSections,
  assembleTotals,
  type EnergyMixSums,
  emptyEnergyMixSums,
  type SectionAggregations,
  type SectionBucket,
  type TotalsBucket,
} from './aggregate-buckets.ts';
import { toTextArrayParam } from './compute/factor-lookup.ts';
import type { Queryable } from './queries.ts';

/** Rows of a raw SQL read (both drivers answer `{ rows }`). */
export async function selectRows<T>(db: Queryable, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** A uuid[] parameter of ids. */
export const uuidList = (ids: readonly string[]) => sql`${toTextArrayParam(ids)}::uuid[]`;

/** A result's share counted in its instance (distribution; null means all of it). */
export const SHARE = sql.raw('(coalesce(r.distribution_percent, 100) / 100::float8)');

/** One group of rows that share everything the setup figures are keyed by. */
type RowGroup = {
  instanceId: string;
  formType: string;
  scope3Category: number | null;
  c1: string;
  c2: string | null;
  c3: string | null;
  isCounted: boolean;
  isTopLevel: boolean;
  isMarkedComplete: boolean;
  numResults: number;
  total: number;
  scope1: number;
  scope2: number;
  scope3: number;
  energy: number;
  location: number;
  unscoped: number;
  upstream: number;
} & EnergyMixSums;

export type InstancesAggregation = {
  aggregatedResults: ReturnType<typeof assembleTotals>;
  sections: SectionAggregations;
  progress: Record<string, { numResults: number; numMarkedComplete: number }>;
  /** The own energy of the counted row groups by section path (VSME B3's electricity and fuels). */
  energyBySection: EnergySectionSums[];
};

/**
 * The instances' row groups (per Scope 3 category, section path and state): a few hundred however many
 * results a year has, kept by the database in `calculator_result_sums` as results are written. Totals,
 * section figures and progress marks are all summed from them, so no read scans a year's results.
 */
async function sumRowGroups(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<RowGroup[]> {
  // Form type and excluded sections come from the instances, read in the same statement (one round trip
  // fewer on every write and calculator visit), and are applied to the groups here.
  const rows = await selectRows<Record<string, unknown>>(
    db,
    sql`select s.instance_id as "instanceId", s.scope3_category as "scope3Category", s.c1, s.c2, s.c3,
      s.is_excluded as "isExcluded", s.is_top_level as "isTopLevel", s.is_marked_complete as "isMarkedComplete",
      s.num_results as "numResults", s.kg_total as "total", s.kg_scope1 as "scope1",
      s.kg_scope2_market as "scope2", s.kg_scope3 as "scope3", s.kwh_energy as "energy",
      s.kg_total_location as "location", s.kg_unscoped as "unscoped", s.kg_fuel_energy_upstream as "upstream",
      s.kg_biogenic as "biogenic", s.kwh_fossil as "kwhFossil", s.kwh_nuclear as "kwhNuclear",
      s.kwh_renewable as "kwhRenewable", s.kwh_nuclear_market as "kwhNuclearMarket",
      s.kwh_renewable_market as "kwhRenewableMarket",
      i.form_type as "formType", i.section_ids_marked_as_excluded as "excluded"
      from calculator_result_sums s
      join calculator_instances i on i.company_id = s.company_id and i.id = s.instance_id
      where s.company_id = ${companyId} and s.instance_id = any(${uuidList(instanceIds)})
        and s.num_results > 0`,
  );
  return rows.map((row) => {
    const excluded = new Set((row.excluded as string[] | null) ?? []);
    const c2 = row.c2 === null ? null : String(row.c2);
    const c3 = row.c3 === null ? null : String(row.c3);
    const c1 = String(row.c1);
    const isInExcludedSection = [c1, c2, c3].some((id) => id !== null && excluded.has(id));
    return {
      instanceId: String(row.instanceId),
      formType: String(row.formType ?? 'custom'),
      scope3Category: row.scope3Category === null ? null : Number(row.scope3Category),
      c1,
      c2,
      c3,
      isCounted: row.isExcluded !== true && !isInExcludedSection,
      isTopLevel: row.isTopLevel === true,
      isMarkedComplete: row.isMarkedComplete === true,
      numResults: Number(row.numResults),
      total: Number(row.total),
      scope1: Number(row.scope1),
      scope2: Number(row.scope2),
      scope3: Number(row.scope3),
      energy: Number(row.energy),
      location: Number(row.location),
      unscoped: Number(row.unscoped),
      upstream: Number(row.upstream),
      biogenic: Number(row.biogenic),
      kwhFossil: Number(row.kwhFossil),
      kwhNuclear: Number(row.kwhNuclear),
      kwhRenewable: Number(row.kwhRenewable),
      kwhNuclearMarket: Number(row.kwhNuclearMarket),
      kwhRenewableMarket: Number(row.kwhRenewableMarket),
    };
  });
}

function addTo<K>(map: Map<string, K>, key: string, create: () => K, add: (bucket: K) => void): void {
  const bucket = map.get(key) ?? create();
  add(bucket);
  map.set(key, bucket);
}

/** Totals buckets (per instance, form type and Scope 3 category) of the counted groups. */
export function toTotalsBuckets(groups: readonly RowGroup[]): TotalsBucket[] {
  const buckets = new Map<string, TotalsBucket>();
  for (const group of groups) {
    if (!group.isCounted) continue;
    addTo(
      buckets,
      `${group.instanceId}|${group.formType}|${group.scope3Category ?? ''}`,
      () => ({
        instanceId: group.instanceId,
        formType: group.formType,
        scope3Category: group.scope3Category,
        numResults: 0,
        total: 0,
        scope1: 0,
        scope2: 0,
        scope3: 0,
        energy: 0,
        location: 0,
        unscoped: 0,
        ownScope3: 0,
        upstream: 0,
        ...emptyEnergyMixSums(),
      }),
      (bucket) => {
        bucket.numResults += group.numResults;
        bucket.total += group.total;
        bucket.scope1 += group.scope1;
        bucket.scope2 += group.scope2;
        bucket.scope3 += group.scope3;
        bucket.energy += group.energy;
        bucket.location += group.location;
        bucket.unscoped += group.unscoped;
        bucket.ownScope3 += group.scope3 - group.upstream;
        bucket.upstream += group.upstream;
        addEnergyMixSums(bucket, group);
      },
    );
  }
  return [...buckets.values()];
}

/** Section buckets (per form type and section id, c1, c2 and c3 alike) of the counted groups. */
export function toSectionBuckets(groups: readonly RowGroup[]): SectionBucket[] {
  const buckets = new Map<string, SectionBucket>();
  for (const group of groups) {
    if (!group.isCounted) continue;
    for (const sectionId of new Set([group.c1, group.c2, group.c3])) {
      if (sectionId === null) continue;
      addTo(
        buckets,
        `${group.formType}|${sectionId}`,
        () => ({ formType: group.formType, sectionId, total: 0, ownTotal: 0, location: 0, ownLocation: 0 }),
        (bucket) => {
          bucket.total += group.total;
          bucket.ownTotal += group.total - group.upstream;
          bucket.location += group.location;
          bucket.ownLocation += group.location - group.upstream;
        },
      );
    }
  }
  return [...buckets.values()];
}

/** Per section: the entered (top-level) rows and how many are marked complete, excluded ones included. */
export function toSectionProgress(groups: readonly RowGroup[]): InstancesAggregation['progress'] {
  const progress: InstancesAggregation['progress'] = {};
  for (const group of groups) {
    if (!group.isTopLevel) continue;
    for (const sectionId of new Set([group.c1, group.c2, group.c3])) {
      if (sectionId === null) continue;
      const entry = progress[sectionId] ?? { numResults: 0, numMarkedComplete: 0 };
      entry.numResults += group.numResults;
      if (group.isMarkedComplete) entry.numMarkedComplete += group.numResults;
      progress[sectionId] = entry;
    }
  }
  return progress;
}

/** The figures of `instances/setup` and `results/manage`: totals, both section aggregations and progress. */
export async function aggregateInstances(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<InstancesAggregation> {
  const groups = instanceIds.length === 0 ? [] : await sumRowGroups(db, companyId, instanceIds);
  const totals = toTotalsBuckets(groups);
  return {
    aggregatedResults: assembleTotals(totals, instanceIds),
    sections: assembleSections(toSectionBuckets(groups), totals),
    progress: toSectionProgress(groups),
    energyBySection: toEnergyBySection(groups),
  };
}

/** The counted groups' own energy (kWh, distribution applied) with its market-based renewable part. */
export function toEnergyBySection(groups: readonly RowGroup[]): EnergySectionSums[] {
  return groups
    .filter((group) => group.isCounted && group.energy !== 0)
    .map((group) => ({
      sectionIds: [group.c1, group.c2, group.c3],
      kwh: group.energy,
      renewableMarketKwh: group.kwhRenewableMarket,
    }));
}

/**
 * The counted rows with the most kg CO2e (market-based, distribution applied). Each year's largest rows
 * are read from the front of `calculator_results_top_sources` (a lateral read per year keeps the index
 * order usable for a group of years), skipping excluded ones; the names of the few rows picked come last.
 */
export async function listTopSources(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  limit: number,
): Promise<TopSource[]> {
  if (instanceIds.length === 0) return [];
  type Row = Omit<TopSource, 'perScope'> & {
    scope1: number;
    scope2: number;
    scope3: number;
    unscoped: number;
  };
  const rows = await selectRows<Row>(
    db,
    sql`with ranked as (
        select top.id, top.kg, top.position
        from calculator_instances i
        cross join lateral (
          select r.id, r.kg_total * ${SHARE} as kg, r.position
          from calculator_results r
          where r.company_id = i.company_id and r.instance_id = i.id
            and not r.is_excluded
            and not (r.c1 = any(i.section_ids_marked_as_excluded)
              or coalesce(r.c2 = any(i.section_ids_marked_as_excluded), false)
              or coalesce(r.c3 = any(i.section_ids_marked_as_excluded), false))
          order by r.kg_total * ${SHARE} desc, r.position
          limit ${limit}
        ) top
        where i.company_id = ${companyId} and i.id = any(${uuidList(instanceIds)})
        order by top.kg desc, top.position
        limit ${limit}
      )
      select r.id as "resultId", r.instance_id as "instance", r.name, r.form_option_id as "formOptionId",
        r.c1, r.c2, r.c3, ranked.kg as "totalCo2InKg",
        nullif(concat_ws(' ', f.level2, f.level3), '') as "pickedFactorName",
        r.kg_scope1 * ${SHARE} as "scope1", r.kg_scope2_market * ${SHARE} as "scope2",
        r.kg_scope3 * ${SHARE} as "scope3", r.kg_unscoped * ${SHARE} as "unscoped",
        (select count(*)::int from evidence_files ef
          where ef.company_id = r.company_id and ef.result_id = r.id) as "fileCount"
      from ranked
      join calculator_results r on r.company_id = ${companyId} and r.id = ranked.id
      left join visible_factors f on f.id = r.picked_factor_id
        and (f.company_id is null or f.company_id = ${companyId})
      order by ranked.kg desc, ranked.position`,
  );
  return rows.map(({ scope1, scope2, scope3, unscoped, pickedFactorName, ...row }) => ({
    ...row,
    totalCo2InKg: Number(row.totalCo2InKg),
    fileCount: Number(row.fileCount),
    pickedFactorName: pickedFactorName ?? null,
    perScope: {
      scope1: Number(scope1),
      scope2: Number(scope2),
      scope3: Number(scope3),
      unscoped: Number(unscoped),
    },
  }));
}
