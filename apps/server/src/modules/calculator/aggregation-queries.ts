import type { TopSource } from '@carbon-ledger/core';
import { type SQL, sql } from 'drizzle-orm';
import {
  assembleSections,
  assembleTotals,
  type SectionAggregations,
  type SectionBucket,
  type TotalsBucket,
} from './aggregate-buckets.ts';
import { toTextArrayParam } from './compute/factor-lookup.ts';
import type { Queryable } from './queries.ts';

async function selectRows<T>(db: Queryable, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const uuidList = (ids: readonly string[]) => sql`${toTextArrayParam(ids)}::uuid[]`;

// The rows of the asked instances that count: not excluded, no section of theirs excluded in the instance.
const countedRows = (companyId: string, instanceIds: readonly string[], lateral: SQL = sql``) => sql`
  from calculator_results r
  join calculator_instances i on i.company_id = r.company_id and i.id = r.instance_id
  ${lateral}
  where r.company_id = ${companyId} and r.instance_id = any(${uuidList(instanceIds)})
    and not r.is_excluded
    and not (r.c1 = any(i.section_ids_marked_as_excluded)
      or coalesce(r.c2 = any(i.section_ids_marked_as_excluded), false)
      or coalesce(r.c3 = any(i.section_ids_marked_as_excluded), false))`;

const SHARE = sql.raw('(coalesce(r.distribution_percent, 100) / 100::float8)');

/** Sums per instance and Scope 3 category, over the kg columns (never rows loaded into JS). */
export async function sumTotalsBuckets(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<TotalsBucket[]> {
  if (instanceIds.length === 0) return [];
  const rows = await selectRows<TotalsBucket & { scope3Category: number | null }>(
    db,
    sql`select r.instance_id as "instanceId", i.form_type as "formType", r.scope3_category::int as "scope3Category",
      count(*)::int as "numResults",
      sum(r.kg_total * ${SHARE}) as "total",
      sum(r.kg_scope1 * ${SHARE}) as "scope1",
      sum(r.kg_scope2_market * ${SHARE}) as "scope2",
      sum(r.kg_scope3 * ${SHARE}) as "scope3",
      sum(r.kwh_energy * ${SHARE}) as "energy",
      sum(r.kg_total_location * ${SHARE}) as "location",
      sum(r.kg_unscoped * ${SHARE}) as "unscoped",
      sum((r.kg_scope3 - r.kg_fuel_energy_upstream) * ${SHARE}) as "ownScope3",
      sum(r.kg_fuel_energy_upstream * ${SHARE}) as "upstream"
      ${countedRows(companyId, instanceIds)}
      group by r.instance_id, i.form_type, r.scope3_category`,
  );
  return rows.map((row) => ({
    ...row,
    numResults: Number(row.numResults),
    total: Number(row.total),
    scope1: Number(row.scope1),
    scope2: Number(row.scope2),
    scope3: Number(row.scope3),
    energy: Number(row.energy),
    location: Number(row.location),
    unscoped: Number(row.unscoped),
    ownScope3: Number(row.ownScope3),
    upstream: Number(row.upstream),
  }));
}

/** Sums per form type and section (c1, c2 and c3 alike; the lateral unnest gives each its row). */
export async function sumSectionBuckets(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<SectionBucket[]> {
  if (instanceIds.length === 0) return [];
  const rows = await selectRows<SectionBucket>(
    db,
    sql`select i.form_type as "formType", s.section_id as "sectionId",
      sum(r.kg_total * ${SHARE}) as "total",
      sum((r.kg_total - r.kg_fuel_energy_upstream) * ${SHARE}) as "ownTotal",
      sum(r.kg_total_location * ${SHARE}) as "location",
      sum((r.kg_total_location - r.kg_fuel_energy_upstream) * ${SHARE}) as "ownLocation"
      ${countedRows(companyId, instanceIds, sql`cross join lateral unnest(array[r.c1, r.c2, r.c3]) as s(section_id)`)}
        and s.section_id is not null
      group by i.form_type, s.section_id`,
  );
  return rows.map((row) => ({
    ...row,
    total: Number(row.total),
    ownTotal: Number(row.ownTotal),
    location: Number(row.location),
    ownLocation: Number(row.ownLocation),
  }));
}

/** The figures of `instances/setup` and `results/manage`: totals and both section aggregations. */
export async function aggregateInstances(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<{ aggregatedResults: ReturnType<typeof assembleTotals>; sections: SectionAggregations }> {
  const [totals, sections] = await Promise.all([
    sumTotalsBuckets(db, companyId, instanceIds),
    sumSectionBuckets(db, companyId, instanceIds),
  ]);
  return {
    aggregatedResults: assembleTotals(totals, instanceIds),
    sections: assembleSections(sections, totals),
  };
}

/** Per section: the entered (top-level) rows and how many are marked complete, excluded ones included. */
export async function countSectionProgress(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
): Promise<Record<string, { numResults: number; numMarkedComplete: number }>> {
  if (instanceIds.length === 0) return {};
  const rows = await selectRows<{ sectionId: string; numResults: number; numMarkedComplete: number }>(
    db,
    sql`select s.section_id as "sectionId", count(*)::int as "numResults",
      (count(*) filter (where r.is_marked_complete))::int as "numMarkedComplete"
      from calculator_results r
      cross join lateral unnest(array[r.c1, r.c2, r.c3]) as s(section_id)
      where r.company_id = ${companyId} and r.instance_id = any(${uuidList(instanceIds)})
        and r.parent_id is null and s.section_id is not null
      group by s.section_id`,
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.sectionId,
      { numResults: Number(row.numResults), numMarkedComplete: Number(row.numMarkedComplete) },
    ]),
  );
}

/** The counted rows with the most kg CO2e (market-based, distribution applied). */
export async function listTopSources(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  limit: number,
): Promise<TopSource[]> {
  if (instanceIds.length === 0) return [];
  const rows = await selectRows<TopSource>(
    db,
    sql`select r.id as "resultId", r.instance_id as "instance", r.name, r.form_option_id as "formOptionId",
      r.c1, r.c2, r.c3, r.kg_total * ${SHARE} as "totalCo2InKg"
      ${countedRows(companyId, instanceIds)}
      order by r.kg_total * ${SHARE} desc, r.position
      limit ${limit}`,
  );
  return rows.map((row) => ({ ...row, totalCo2InKg: Number(row.totalCo2InKg) }));
}
