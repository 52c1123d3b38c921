import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type ColumnKey<TTable extends PgTable> = keyof TTable['$inferSelect'] & string;

function describeColumns<TTable extends PgTable>(table: TTable, keys: readonly ColumnKey<TTable>[]) {
  const all = getTableColumns(table) as Record<string, { name: string; getSQLType: () => string }>;
  return keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`unknown column ${key}`);
    return { key, name: column.name, type: column.getSQLType() };
  });
}

function recordsetOf(columns: { key: string; type: string }[], rows: readonly object[]): SQL {
  const recordType = sql.raw(columns.map((column) => `"${column.key}" ${column.type}`).join(', '));
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${recordType})`;
}

/**
 * One INSERT for many rows with exactly the given columns, the rows travelling as one JSON parameter
 * (`jsonb_to_recordset`, like db/bulk-insert.ts). Unlike `buildBulkInsert` it also writes columns that
 * have a default (ids made here, names, flags): results need them all.
 */
export function buildRecordsetInsert<TTable extends PgTable>(
  table: TTable,
  keys: readonly ColumnKey<TTable>[],
  rows: readonly Partial<TTable['$inferSelect']>[],
): SQL {
  const columns = describeColumns(table, keys);
  const targets = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const selected = sql.join(
    columns.map((column) => sql`r.${sql.identifier(column.key)}`),
    sql`, `,
  );
  return sql`insert into ${table} (${targets}) select ${selected} from ${recordsetOf(columns, rows)}`;
}

/**
 * One UPDATE for many rows: each row sets `setKeys` on the row matched by `matchKeys` (the company id
 * first, so the statement never reaches another tenant's rows).
 */
export function buildRecordsetUpdate<TTable extends PgTable>(
  table: TTable,
  matchKeys: readonly ColumnKey<TTable>[],
  setKeys: readonly ColumnKey<TTable>[],
  rows: readonly Partial<TTable['$inferSelect']>[],
): SQL {
  const match = describeColumns(table, matchKeys);
  const set = describeColumns(table, setKeys);
  const assignments = sql.join(
    set.map((column) => sql`${sql.identifier(column.name)} = r.${sql.identifier(column.key)}`),
    sql`, `,
  );
  const conditions = sql.join(
    match.map((column) => sql`${table}.${sql.identifier(column.name)} = r.${sql.identifier(column.key)}`),
    sql` and `,
  );
  return sql`update ${table} set ${assignments} from ${recordsetOf([...match, ...set], rows)} where ${conditions}`;
}
