// Statements whose writing by drizzle would cost more than running them: written once, or as plain text.
import { type SQL, sql } from 'drizzle-orm';
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

/**
 * A statement written as text with parameters between its pieces, for statements built on every call
 * from many columns: drizzle then joins only text and values, where the same statement as a tree of
 * column, name and nested SQL objects cost it about two milliseconds to write out (the set-based result
 * writes, `recordset-sql.ts`, on every save of a few rows).
 */
export class StatementText {
  private readonly parts: string[] = [''];
  private readonly params: unknown[] = [];

  text(text: string): this {
    this.parts[this.parts.length - 1] += text;
    return this;
  }

  param(value: unknown): this {
    this.params.push(value);
    this.parts.push('');
    return this;
  }

  toSql(): SQL {
    const parts = [...this.parts];
    return sql(Object.assign(parts, { raw: parts }) as unknown as TemplateStringsArray, ...this.params);
  }
}

/** A table or column name as an SQL identifier. */
export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;
