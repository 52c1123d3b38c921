import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { calculatorResults } from '../../db/schema/calculator.ts';
import { writtenOnce } from '../../db/static-sql.ts';
import { selectRows, uuidList } from './aggregation-queries.ts';
import type { ResultRow } from './presenter.ts';
import type { Queryable } from './queries.ts';
import type { ResultDocumentCache } from './result-document-cache.ts';

const r = calculatorResults;

/**
 * A row of `results/list` written as JSON by the database (`row_to_json(presented)`): exactly as
 * `presentResult` presents it (same fields, same order; a parity test holds them together). The figures of
 * a thousand rows are then never parsed into objects and serialized again on the server's event loop; the
 * database (a worker thread, when embedded) writes them. Doubles get `+ 0` so that a stored -0 reads as 0,
 * as JSON.stringify writes it.
 */
const PRESENTED = writtenOnce(sql`
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
    ) as presented`);

/**
 * The version of each listed row's document: its tuple's (every update of a row writes a new tuple with
 * the updating transaction's id) and those of its evidence files, which the document lists. The files are
 * aggregated once for the rows asked about (`filesOf`) and joined as `e`, instead of looked up row by row:
 * a thousand index probes cost the embedded database more than the rest of the listing. Both reads of
 * `listResultsPageJson` write versions with this one expression, so the cache compares like with like.
 */
const DOCUMENT_VERSION = writtenOnce(
  sql`${sql.raw('"calculator_results".xmin')}::text || '/' || coalesce(e.files, '')`,
);

function joinEvidenceVersions(filesOf: SQL): SQL {
  return sql`left join (
      select f.result_id, string_agg(f.id::text || '@' || f.xmin::text, ',' order by f.id) as files
      from evidence_files f where ${filesOf} and f.result_id is not null
      group by f.result_id
    ) e on e.result_id = ${r.id}`;
}

/**
 * The ids and versions of a page's rows. A file is filed under its result's year when uploaded, and a
 * result never changes year, so the files of the years shown are all the files their rows can have.
 */
function listVersions(companyId: string, instanceIds: readonly string[], page: Page): SQL {
  const years = uuidList([...instanceIds]);
  return sql`select ${r.id} as id, ${DOCUMENT_VERSION} as version from ${r}
    ${joinEvidenceVersions(sql`f.company_id = ${companyId} and f.instance_id = any(${years})`)}
    where ${r.companyId} = ${companyId} and ${r.instanceId} = any(${years})
    order by ${r.position} limit ${page.limit + 1} offset ${page.skip}`;
}

/**
 * The documents and versions of the given rows, by primary key alone: the ids were listed from the years,
 * and a result never changes year. With the years as a condition too, the embedded database (no
 * statistics) scans the year's index instead.
 */
function writeDocuments(companyId: string, ids: readonly string[]): SQL {
  const listed = uuidList([...ids]);
  return sql`select ${r.id} as id, ${DOCUMENT_VERSION} as version, row_to_json(presented)::text as document
    from ${r} ${joinEvidenceVersions(sql`f.company_id = ${companyId} and f.result_id = any(${listed})`)}
    ${PRESENTED} where ${r.companyId} = ${companyId} and ${r.id} = any(${listed})`;
}

type Page = { skip: number; limit: number };
type PageJson = { documents: string[]; canLoadMore: boolean };

/**
 * One page of the results of years in entry order, one JSON text per row. With a cache, the page's rows
 * are listed with their versions first and only the documents the cache lacks are written (see
 * `ResultDocumentCache`).
 */
export async function listResultsPageJson(
  db: Queryable,
  companyId: string,
  instanceIds: readonly string[],
  page: Page,
  cache?: ResultDocumentCache,
): Promise<PageJson> {
  if (!cache) {
    const rows = await selectRows<{ document: string }>(
      db,
      sql`select row_to_json(presented)::text as document from ${r} ${PRESENTED}
        where ${r.companyId} = ${companyId} and ${inArray(r.instanceId, [...instanceIds])}
        order by ${r.position} limit ${page.limit + 1} offset ${page.skip}`,
    );
    return {
      documents: rows.slice(0, page.limit).map((row) => row.document),
      canLoadMore: rows.length > page.limit,
    };
  }
  const listed = await selectRows<{ id: string; version: string }>(
    db,
    listVersions(companyId, instanceIds, page),
  );
  const shown = listed.slice(0, page.limit);
  const held = shown.map((row) => cache.read(companyId, row.id, row.version));
  const missing = shown.filter((_, index) => held[index] === undefined).map((row) => row.id);
  const written = new Map<string, string>();
  if (missing.length > 0) {
    const rows = await selectRows<{ id: string; version: string; document: string }>(
      db,
      writeDocuments(companyId, missing),
    );
    for (const row of rows) {
      cache.write(companyId, row.id, row.version, row.document);
      written.set(row.id, row.document);
    }
  }
  // A row changed between the two reads is shown as it is now; one deleted meanwhile is left out.
  const documents = shown.flatMap((row, index) => {
    const document = held[index] ?? written.get(row.id);
    return document === undefined ? [] : [document];
  });
  return { documents, canLoadMore: listed.length > page.limit };
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
