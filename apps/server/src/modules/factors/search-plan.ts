import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { visibleFactors as view } from '../../db/schema/factors.ts';

const MAX_SEARCH_WORDS = 8;

/** How a search text is matched, and how matches are ranked. */
export type SearchPlan = { condition: SQL; rank: SQL<number> | undefined };

/** The shipped library plus the company's own factors; never another company's. */
export function isVisibleTo(companyId: string): SQL {
  return or(isNull(view.companyId), eq(view.companyId, companyId)) as SQL;
}

/**
 * Prefix matching per word ("elec gen" finds "Electricity generated"), stemmed like the indexed text.
 * Only letters and digits reach `to_tsquery`, so user text cannot form query syntax. One-letter words
 * (the R of R-404A) would match most of the index as prefixes and are left to the substring search.
 */
export function buildPrefixQuery(search: string): string | undefined {
  const words = (search.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

function buildSubstringCondition(search: string): SQL {
  const searched = sql`concat_ws(' ', ${view.level0}, ${view.level1}, ${view.level2}, ${view.level3}, ${view.level4}, ${view.variant}, ${view.region}, ${view.source}, ${view.edition})`;
  return sql`${searched} ilike ${`%${escapeLike(search)}%`}`;
}

/**
 * Word search through the GIN index when the words match anything the company can see; otherwise the
 * substring fallback (ILIKE over the same text), which finds parts of words ("gas" in "Biogas"). The
 * choice depends on the text alone, so the list, its total and the filter counts always agree.
 */
export async function planSearch(db: Database, companyId: string, search: string | undefined) {
  if (!search) return undefined;
  const tsQuery = buildPrefixQuery(search);
  if (tsQuery) {
    const query = sql`to_tsquery('english'::regconfig, ${tsQuery})`;
    const words = sql`${view.searchVector} @@ ${query}`;
    const [hit] = await db
      .select({ id: view.id })
      .from(view)
      .where(and(isVisibleTo(companyId), words))
      .limit(1);
    if (hit) return { condition: words, rank: sql<number>`ts_rank(${view.searchVector}, ${query})` };
  }
  return { condition: buildSubstringCondition(search), rank: undefined } satisfies SearchPlan;
}
