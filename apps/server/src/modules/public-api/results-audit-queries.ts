import type { FactorUsed, ParsedAuditResultsQuery } from '@carbon-ledger/core';
import { type SQL, sql } from 'drizzle-orm';
import { selectRows } from '../calculator/aggregation-queries.ts';
import type { Queryable } from '../calculator/queries.ts';

export type AuditResultRow = {
  id: string;
  instance_id: string;
  parent_id: string | null;
  form_option_id: string;
  c1: string;
  c2: string | null;
  c3: string | null;
  name: string;
  scope: number | null;
  scope3_category: number | null;
  kg_total: number;
  factors_used: FactorUsed[];
  is_reviewed: boolean;
  evidence_count: number;
  updated_at: string;
  change_at: string | null;
  change_action: string | null;
  change_actor: string | null;
  change_actor_name: string | null;
  change_sequence: number | string | null;
};

/** Timestamps as the API writes them: UTC with milliseconds. */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One page of a company's results for auditors, in entry order (`position`): each row with its factors,
 * evidence-file count, review mark and its latest change-log entry (subject `result`). The latest entries
 * are picked once per page's scope (the year's entries when a year is named) and joined by hash, not
 * looked up row by row. `changedSince` compares the entry's time, or the row's update time without one.
 */
export async function listAuditResultsPage(
  db: Queryable,
  companyId: string,
  query: Omit<ParsedAuditResultsQuery, 'skip' | 'limit'>,
  page: { skip: number; limit: number },
): Promise<{ rows: AuditResultRow[]; canLoadMore: boolean }> {
  const logYear = query.instance ? sql`and l.instance_id = ${query.instance}` : sql``;
  const filters: SQL[] = [sql`r.company_id = ${companyId}`];
  if (query.instance) filters.push(sql`r.instance_id = ${query.instance}`);
  if (query.section !== undefined) filters.push(sql`r.c1 = ${query.section}`);
  if (query.scope !== undefined) filters.push(sql`r.ghg_scope->>'scope' = ${String(query.scope)}`);
  if (query.reviewed !== undefined) filters.push(sql`r.is_reviewed = ${query.reviewed}`);
  if (query.changedSince !== undefined) {
    filters.push(sql`coalesce(lc.at, r.updated_at) >= ${query.changedSince}::timestamptz`);
  }
  const rows = await selectRows<AuditResultRow>(
    db,
    sql`
    with last_changes as (
      select distinct on (l.subject_id) l.subject_id, l.at, l.action, l.actor_id, l.sequence
      from change_log l
      where l.company_id = ${companyId} and l.subject = 'result' ${logYear}
      order by l.subject_id, l.sequence desc
    )
    select
      r.id, r.instance_id, r.parent_id, r.form_option_id, r.c1, r.c2, r.c3, r.name,
      (r.ghg_scope->>'scope')::int as scope, r.scope3_category, r.kg_total + 0 as kg_total,
      r.factors_used, r.is_reviewed,
      (
        select count(*) from evidence_files f where f.company_id = r.company_id and f.result_id = r.id
      )::int as evidence_count,
      ${isoText(sql`r.updated_at`)} as updated_at,
      ${isoText(sql`lc.at`)} as change_at, lc.action as change_action, lc.actor_id as change_actor,
      nullif(trim(u.name_first || ' ' || u.name_last), '') as change_actor_name, lc.sequence as change_sequence
    from calculator_results r
    left join last_changes lc on lc.subject_id = r.id::text
    left join users u on u.id = lc.actor_id
    where ${sql.join(filters, sql` and `)}
    order by r.position
    limit ${page.limit + 1} offset ${page.skip}
  `,
  );
  return { rows: rows.slice(0, page.limit), canLoadMore: rows.length > page.limit };
}
