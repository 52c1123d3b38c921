import {
  MAX_SUBSTANCE_SEARCH_RESULTS,
  SEED_SUBSTANCES,
  type Substance,
  type SubstanceItem,
  type SubstanceListStatus,
  searchSubstances,
} from '@carbon-ledger/core';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { substanceLists, substances } from '../../db/schema/substances.ts';
import type { Queryable } from '../calculator/queries.ts';

type SubstanceRow = Pick<typeof substances.$inferSelect, 'id' | 'name' | 'ecNumbers' | 'casNumbers'>;

/** A substance as the API answers it (its own arrays, never the seed's). */
const toSubstance = (row: SubstanceRow | Substance): SubstanceItem => ({
  id: row.id,
  name: row.name,
  ecNumbers: [...row.ecNumbers],
  casNumbers: [...row.casNumbers],
});

const COLUMNS = {
  id: substances.id,
  name: substances.name,
  ecNumbers: substances.ecNumbers,
  casNumbers: substances.casNumbers,
};

/** The loaded list's file, size and date; undefined while none is loaded (the seed list is searched). */
export async function findSubstanceList(db: Queryable) {
  const [row] = await db.select().from(substanceLists).where(eq(substanceLists.key, 'current'));
  return row;
}

export async function readSubstanceListStatus(db: Queryable): Promise<SubstanceListStatus> {
  const row = await findSubstanceList(db);
  return {
    list: row
      ? { fileName: row.fileName, substanceCount: row.substanceCount, loadedAt: row.loadedAt.toISOString() }
      : null,
    seedCount: SEED_SUBSTANCES.length,
  };
}

/**
 * Substances whose name, EC or CAS number holds the query (case-insensitive), in the list's order, at
 * most MAX_SUBSTANCE_SEARCH_RESULTS. The query is a `strpos` argument, never a pattern: `%` and `_`
 * are plain characters.
 */
export async function searchSubstanceList(
  db: Queryable,
  query: string,
): Promise<{ substances: SubstanceItem[]; source: 'operator' | 'seed' }> {
  if (!(await findSubstanceList(db))) {
    return {
      substances: searchSubstances(SEED_SUBSTANCES, query, MAX_SUBSTANCE_SEARCH_RESULTS).map(toSubstance),
      source: 'seed',
    };
  }
  const needle = query.trim().toLowerCase();
  const rows = await db
    .select(COLUMNS)
    .from(substances)
    .where(needle === '' ? undefined : sql`strpos(${substances.searchText}, ${needle}) > 0`)
    .orderBy(asc(substances.position))
    .limit(MAX_SUBSTANCE_SEARCH_RESULTS);
  return { substances: rows.map(toSubstance), source: 'operator' };
}

/** The substances of the current list (the loaded one, else the seed) among the given ids. */
export async function findSubstancesByIds(
  db: Queryable,
  ids: readonly string[],
): Promise<{ substances: SubstanceItem[]; source: 'operator' | 'seed' }> {
  const wanted = [...new Set(ids)];
  if (!(await findSubstanceList(db))) {
    const set = new Set(wanted);
    return {
      substances: SEED_SUBSTANCES.filter((substance) => set.has(substance.id)).map(toSubstance),
      source: 'seed',
    };
  }
  if (wanted.length === 0) return { substances: [], source: 'operator' };
  const rows = await db
    .select(COLUMNS)
    .from(substances)
    .where(inArray(substances.id, wanted))
    .orderBy(asc(substances.position));
  return { substances: rows.map(toSubstance), source: 'operator' };
}
