import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { calculatorResults } from '../../db/schema/calculator.ts';
import { selectRows } from './aggregation-queries.ts';
import type { ResultRow } from './presenter.ts';
import type { Queryable } from './queries.ts';

const r = calculatorResults;

/**
 * One page of `results/list` written as JSON by the database: each row exactly as `presentResult` presents
 * it (same fields, same order; a parity test holds them together), one text per row. The figures of a
 * thousand rows are then never parsed into objects and serialized again on the server's event loop; the
 * database (a worker thread, when embedded) writes them. Doubles get `+ 0` so that a stored -0 reads as 0,
 * as JSON.stringify writes it.
 */
export async function listResultsPageJson(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  page: { skip: number; limit: number },
): Promise<{ documents: string[]; canLoadMore: boolean }> {
  const rows = await selectRows<{ document: string }>(
    db,
    sql`
    select row_to_json(presented)::text as document
    from ${r}
    cross join lateral (
      select
        ${r.id} as "_id", ${r.instanceId} as "instance", ${r.parentId} as "parent",
        ${r.formOptionId} as "formOptionId", ${r.c1} as "c1", ${r.c2} as "c2", ${r.c3} as "c3",
        ${r.name} as "name", ${r.assumptions} as "assumptions", ${r.notes} as "notes", ${r.csvId} as "csvId",
        ${r.startDate} as "startDate", ${r.endDate} as "endDate", ${r.isReviewed} as "isReviewed",
        ${r.isExcluded} as "isExcluded", ${r.isMarkedComplete} as "isMarkedComplete",
        ${r.emissionActivityInputs} as "emissionActivityInputs", ${r.genericInputs} as "genericInputs",
        ${r.pickedFactorId} as "pickedFactorId", ${r.userFactor} as "userFactor",
        coalesce((
          select json_agg(json_build_object(
            '_id', f.id, 'name', f.display_name, 'kind', f.kind, 'size', f.size_bytes, 'sha256', f.sha256
          ) order by f.uploaded_at, f.id)
          from evidence_files f where f.company_id = ${r.companyId} and f.result_id = ${r.id}
        ), '[]'::json) as "files",
        ${r.generatedFromFile} as "generatedFromFile", ${r.sources} as "sources",
        ${r.dataQuality} as "dataQuality", ${r.timePeriodFactor} + 0 as "timePeriodFactor",
        ${r.emissions} as "emissions", ${r.ghgScope} as "ghgScope",
        (
          select row_to_json(figures) from (
            select
              ${r.kgScope1} + 0 as "scope1", ${r.kgScope2Market} + 0 as "scope2MarketBased",
              ${r.kgScope2Location} + 0 as "scope2LocationBased", ${r.kgScope3} + 0 as "scope3",
              ${r.scope3Category} as "scope3Category", ${r.kgFuelEnergyUpstream} + 0 as "fuelAndEnergyUpstream",
              ${r.kgUnscoped} + 0 as "unscoped", ${r.kgTotal} + 0 as "total",
              ${r.kgTotalLocation} + 0 as "locationBasedTotal", ${r.kwhEnergy} + 0 as "energyKwh",
              ${r.kwhFossil} + 0 as "energyFossilKwh", ${r.kwhNuclear} + 0 as "energyNuclearKwh",
              ${r.kwhRenewable} + 0 as "energyRenewableKwh",
              ${r.kwhNuclearMarket} + 0 as "energyMarketBasedNuclearKwh",
              ${r.kwhRenewableMarket} + 0 as "energyMarketBasedRenewableKwh", ${r.kgBiogenic} + 0 as "biogenicCo2"
          ) as figures
        ) as "figures",
        ${r.factorsUsed} as "factorsUsed", ${r.calculationIssue} as "calculationIssue",
        ${r.distributionPercent} + 0 as "distributionPercent", ${r.formVersion} as "formVersion",
        to_char(${r.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt"
    ) as presented
    where ${r.companyId} = ${companyId} and ${inArray(r.instanceId, [...instanceIds])}
    order by ${r.position}
    limit ${page.limit + 1} offset ${page.skip}
  `,
  );
  return {
    documents: rows.slice(0, page.limit).map((row) => row.document),
    canLoadMore: rows.length > page.limit,
  };
}

/** The top-level rows of a section (c1/c2/c3 as given) and the children of those rows. */
export async function listSectionResults(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  query: { c1?: string | undefined; c2?: string | undefined; c3?: string | undefined },
): Promise<{ parents: ResultRow[]; children: ResultRow[] }> {
  const conditions: SQL[] = [eq(r.companyId, companyId), inArray(r.instanceId, [...instanceIds])];
  if (query.c1 !== undefined) conditions.push(eq(r.c1, query.c1));
  if (query.c2 !== undefined) conditions.push(eq(r.c2, query.c2));
  if (query.c3 !== undefined) conditions.push(eq(r.c3, query.c3));
  const parents = await db
    .select()
    .from(r)
    .where(and(...conditions, isNull(r.parentId)))
    .orderBy(asc(r.position));
  if (parents.length === 0) return { parents, children: [] };
  const children = await db
    .select()
    .from(r)
    .where(
      and(
        eq(r.companyId, companyId),
        inArray(
          r.parentId,
          parents.map((parent) => parent.id),
        ),
      ),
    )
    .orderBy(asc(r.position));
  return { parents, children };
}

export type ResultRef = { id: string; instanceId: string; parentId: string | null; createdAt: Date };

/** Id, instance and parent of the company's rows among `ids` (unknown ids are simply absent). */
export async function findResultRefs(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<ResultRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: r.id, instanceId: r.instanceId, parentId: r.parentId, createdAt: r.createdAt })
    .from(r)
    .where(and(eq(r.companyId, companyId), inArray(r.id, [...new Set(ids)])));
}

/** The children of the given parents. */
export async function findChildRefs(
  db: Queryable,
  companyId: string,
  parentIds: readonly string[],
): Promise<ResultRef[]> {
  if (parentIds.length === 0) return [];
  return db
    .select({ id: r.id, instanceId: r.instanceId, parentId: r.parentId, createdAt: r.createdAt })
    .from(r)
    .where(and(eq(r.companyId, companyId), inArray(r.parentId, [...parentIds])));
}

/** Deletes rows by id (their children go with them: the parent foreign key cascades). */
export async function deleteResults(db: Queryable, companyId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(r).where(and(eq(r.companyId, companyId), inArray(r.id, [...ids])));
}
