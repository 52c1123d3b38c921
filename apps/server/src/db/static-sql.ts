import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A fragment without parameters (column and table names, fixed text) written out once, at start: drizzle
 * otherwise writes each of its column objects again on every query, which for a fragment of sixty columns
 * costs more than a small query's round trip.
 */
export function writtenOnce(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('a fragment written once cannot carry parameters');
  return sql.raw(text);
}
