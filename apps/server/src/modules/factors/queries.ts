import type {
  FactorFacetQuery,
  FactorFilterQuery,
  FactorLevelsQuery,
  FactorListQuery,
} from '@carbon-ledger/core';
import { and, asc, count, desc, eq, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { factors, visibleFactors as view } from '../../db/schema/factors.ts';
import { toTextArrayParam } from '../calculator/compute/factor-lookup.ts';
import { isVisibleTo, planSearch, type SearchPlan } from './search-plan.ts';

export type FactorRow = typeof view.$inferSelect;

const LEVEL_COLUMNS = [view.level0, view.level1, view.level2, view.level3, view.level4] as const;

// What a list shows; the provenance (attribution, gases, derivation…) is read one factor at a time.
const SUMMARY_COLUMNS = {
  companyId: view.companyId,
  id: view.id,
  kind: view.kind,
  source: view.source,
  sourceName: view.sourceName,
  edition: view.edition,
  year: view.year,
  licence: view.licence,
  level0: view.level0,
  level1: view.level1,
  level2: view.level2,
  level3: view.level3,
  level4: view.level4,
  variant: view.variant,
  region: view.region,
  activityUnit: view.activityUnit,
  unitCategory: view.unitCategory,
  value: view.value,
  valueUnit: view.valueUnit,
  scope: view.scope,
  scope3Category: view.scope3Category,
  gwpSet: view.gwpSet,
  basis: view.basis,
};

// Everything but the search vector, which only the database reads.
const DETAIL_COLUMNS = {
  ...SUMMARY_COLUMNS,
  lineageKey: view.lineageKey,
  attribution: view.attribution,
  sourceRowIds: view.sourceRowIds,
  sourceUnit: view.sourceUnit,
  sourceValueUnit: view.sourceValueUnit,
  gases: view.gases,
  calorificBasis: view.calorificBasis,
  electricityMix: view.electricityMix,
  gridGrossLossFraction: view.gridGrossLossFraction,
  derivation: view.derivation,
  notes: view.notes,
};

/** The WHERE conditions of the filters; levels from `levelsBelow` on are left out (the cascade asks for them). */
function buildFilters(
  companyId: string,
  filters: FactorFilterQuery,
  search: SearchPlan | undefined,
  levelsBelow = 5,
): SQL[] {
  const conditions: SQL[] = [isVisibleTo(companyId)];
  const levels = [filters.level0, filters.level1, filters.level2, filters.level3, filters.level4];
  levels.slice(0, levelsBelow).forEach((value, index) => {
    const column = LEVEL_COLUMNS[index];
    if (value !== undefined && column) conditions.push(eq(column, value));
  });
  const excludedLevel1 = (filters.excludeLevel1 ?? '')
    .split('|')
    .map((value) => value.trim())
    .filter(Boolean);
  if (excludedLevel1.length > 0) {
    conditions.push(or(isNull(view.level1), notInArray(view.level1, excludedLevel1)) as SQL);
  }
  if (filters.source) conditions.push(eq(view.source, filters.source));
  if (filters.edition) conditions.push(eq(view.edition, filters.edition));
  if (filters.region) conditions.push(eq(view.region, filters.region.toUpperCase()));
  if (filters.scope !== undefined) conditions.push(eq(view.scope, filters.scope));
  if (filters.unitCategory) conditions.push(eq(view.unitCategory, filters.unitCategory));
  if (filters.kind) conditions.push(eq(view.kind, filters.kind));
  if (search) conditions.push(search.condition);
  return conditions;
}

export type FactorSummaryRow = { [K in keyof typeof SUMMARY_COLUMNS]: FactorRow[K] };

/** One page of the factors a company can see, best matches first when searching, with the total. */
export async function searchFactors(
  db: Database,
  companyId: string,
  query: FactorListQuery,
): Promise<{ rows: FactorSummaryRow[]; total: number }> {
  const search = await planSearch(db, companyId, query.search);
  // Scope 1, 2, 3, then factors outside the scopes (ascending puts nulls last).
  const order = [
    ...(search?.rank ? [desc(search.rank)] : []),
    asc(view.scope),
    asc(view.source),
    desc(view.edition),
    ...LEVEL_COLUMNS.map((column) => asc(column)),
    asc(view.variant),
    asc(view.id),
  ];
  // The total comes with the page (a window over the matches): one pass over the table, not two.
  const rows = await db
    .select({ ...SUMMARY_COLUMNS, total: sql<number>`count(*) over ()` })
    .from(view)
    .where(and(...buildFilters(companyId, query, search)))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.skip);
  const total = rows[0] ? Number(rows[0].total) : await countFactors(db, companyId, query, search);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** Only needed for a page past the end, which has no row to carry the window total. */
async function countFactors(
  db: Database,
  companyId: string,
  query: FactorFilterQuery,
  search: SearchPlan | undefined,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(view)
    .where(and(...buildFilters(companyId, query, search)));
  return Number(row?.total ?? 0);
}

/** The distinct values of one level under the chosen parent levels and filters, with their counts. */
export async function listLevelValues(
  db: Database,
  companyId: string,
  query: FactorLevelsQuery,
): Promise<{ value: string; count: number }[]> {
  const column = LEVEL_COLUMNS[query.level] ?? view.level0;
  const rows = await db
    .select({ value: column, count: count() })
    .from(view)
    .where(
      and(
        ...buildFilters(companyId, query, await planSearch(db, companyId, query.search), query.level),
        isNotNull(column),
      ),
    )
    .groupBy(column)
    .orderBy(asc(column));
  return rows.flatMap((row) => (row.value === null ? [] : [{ value: row.value, count: Number(row.count) }]));
}

const FACET_COLUMNS = {
  source: view.source,
  edition: view.edition,
  region: view.region,
  scope: view.scope,
  unitCategory: view.unitCategory,
} as const;

/** The values of one filter field under the other filters, with counts (its own filter is ignored). */
export async function listFacetValues(
  db: Database,
  companyId: string,
  query: FactorFacetQuery,
): Promise<{ value: string; count: number }[]> {
  const column = FACET_COLUMNS[query.facet];
  const rows = await db
    .select({ value: sql<string>`${column}::text`, count: count() })
    .from(view)
    .where(
      and(
        ...buildFilters(
          companyId,
          { ...query, [query.facet]: undefined },
          await planSearch(db, companyId, query.search),
        ),
        isNotNull(column),
      ),
    )
    .groupBy(column)
    .orderBy(asc(column));
  return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
}

/** A factor the company can see, by id; undefined for unknown ids and other companies' factors. */
export async function findVisibleFactor(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select(DETAIL_COLUMNS)
    .from(view)
    .where(and(eq(view.id, id), isVisibleTo(companyId)))
    .limit(1);
  return row;
}

/**
 * A country's Ember factors of every year (life cycle, generation, upstream): global library rows, read
 * over the lineage index.
 */
export async function listGridSeriesFactors(db: Pick<Database, 'select'>, lineageKeys: readonly string[]) {
  return db
    .select({
      lineageKey: factors.lineageKey,
      edition: factors.edition,
      year: factors.year,
      value: factors.value,
    })
    .from(factors)
    .where(sql`${factors.lineageKey} = any(${toTextArrayParam(lineageKeys)})`);
}
