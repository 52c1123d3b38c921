import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index.ts';

/**
 * Tables that carry a company_id without being owned by that company: they are keyed by
 * something global and would become Citus reference or local tables (docs/scaling.md).
 */
const NOT_COMPANY_OWNED: Record<string, string> = {
  sessions: "a user's session, keyed by its token hash; company_id is the company it is working in",
  auth_tokens: 'mailed single-use tokens, keyed by their hash; company_id only for invitations',
  custom_plans:
    "the operators' custom plans, keyed by code; company_id is the one company a code was attached to",
};

/**
 * Installation-wide tables without a company_id: the same rows for every company, so they become Citus
 * reference tables (docs/scaling.md). Listed so that one of them never gains a company_id unnoticed.
 */
const REFERENCE_TABLES: Record<string, string> = {
  news_items: "the operator's curated positive news, read by every company",
  news_feeds: 'the feeds the installation subscribes to',
  news_feed_entries: 'the entries read from those feeds',
  materiality_matter_lists: 'the matter list versions every assessment of the installation picks from',
};

function listTables(): PgTable[] {
  return Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
}

describe('the schema is ready to be distributed by company_id', () => {
  const tables = listTables().map((table) => getTableConfig(table));

  it('finds the tables', () => {
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(['companies', 'memberships', 'api_keys']),
    );
  });

  it('leads every primary and unique key of a company-owned table with company_id', () => {
    const problems: string[] = [];
    for (const table of tables) {
      const hasCompanyId = table.columns.some((column) => column.name === 'company_id');
      if (!hasCompanyId || table.name in NOT_COMPANY_OWNED) continue;
      const singlePrimary = table.columns.filter((column) => column.primary).map((column) => column.name);
      const primaryKeys = [
        singlePrimary,
        ...table.primaryKeys.map((key) => key.columns.map((column) => column.name)),
      ].filter((columns) => columns.length > 0);
      if (primaryKeys.length === 0) problems.push(`${table.name}: no primary key`);
      for (const columns of primaryKeys)
        if (columns[0] !== 'company_id') problems.push(`${table.name}: primary key (${columns.join(', ')})`);
      for (const index of table.indexes) {
        if (!index.config.unique) continue;
        const first = index.config.columns[0] as { name?: string } | undefined;
        if (first?.name !== 'company_id') problems.push(`${table.name}: unique index ${index.config.name}`);
      }
      for (const unique of table.uniqueConstraints) {
        if (unique.columns[0]?.name !== 'company_id')
          problems.push(`${table.name}: unique constraint ${unique.name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps the installation-wide reference tables free of company_id', () => {
    const byName = new Map(tables.map((table) => [table.name, table]));
    for (const name of Object.keys(REFERENCE_TABLES)) {
      const table = byName.get(name);
      expect(table, name).toBeDefined();
      expect(table?.columns.map((column) => column.name)).not.toContain('company_id');
    }
  });
});
