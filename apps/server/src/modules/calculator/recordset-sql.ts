import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

type ColumnKey<TTable extends PgTable> = keyof TTable['$inferSelect'] & string;
type Column = { key: string; name: string; type: string };

function describeColumns<TTable extends PgTable>(
  table: TTable,
  keys: readonly ColumnKey<TTable>[],
): Column[] {
  const all = getTableColumns(table) as Record<string, { name: string; getSQLType: () => string }>;
  return keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`unknown column ${key}`);
    return { key, name: column.name, type: column.getSQLType() };
  });
}

/** Quotes a text as an element of an array literal (`"…"`, backslashes and quotes escaped). */
function quoteElement(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * A value as an element of its column's array literal: dates as ISO text, JSON as its text. The text of
 * JSON holds no raw control character, so quoting it as a JSON string (natively) escapes exactly its
 * quotes and backslashes, as an array element needs.
 */
function toArrayElement(value: unknown, type: string): string {
  if (value === null || value === undefined) return 'NULL';
  if (type === 'jsonb' || type === 'json') return JSON.stringify(JSON.stringify(value));
  if (typeof value === 'number') return Number.isNaN(value) ? '"NaN"' : String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return `"${value.toISOString()}"`;
  return quoteElement(String(value));
}

/**
 * A column of the rows as the text of a PostgreSQL array literal (`{…}`), written here in one pass: the
 * driver would serialize a JavaScript array element by element through its generic value conversion,
 * which costs an import of 50,000 rows most of a second.
 */
function toArrayLiteral(rows: readonly object[], column: Column): string {
  const elements = new Array<string>(rows.length);
  for (let index = 0; index < rows.length; index += 1) {
    elements[index] = toArrayElement((rows[index] as Record<string, unknown>)[column.key], column.type);
  }
  return `{${elements.join(',')}}`;
}

/**
 * The rows as a table: one typed array parameter per column, zipped by `unnest`. PostgreSQL reads each
 * array in one pass, with no per-row JSON to take apart (what `jsonb_to_recordset` costs).
 */
function unnestOf(columns: readonly Column[], rows: readonly object[]): SQL {
  const arrays = columns.map(
    (column) => sql`${sql.param(toArrayLiteral(rows, column))}::${sql.raw(column.type)}[]`,
  );
  const names = sql.raw(columns.map((column) => `"${column.key}"`).join(', '));
  return sql`unnest(${sql.join(arrays, sql`, `)}) as r(${names})`;
}

/**
 * One INSERT for many rows with exactly the given columns, each column travelling as one array
 * parameter (`unnest`). Unlike `buildBulkInsert` it also writes columns that have a default (ids made
 * here, names, flags): results need them all. The statement triggers on the table then run once.
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
  return sql`insert into ${table} (${targets}) select ${selected} from ${unnestOf(columns, rows)}`;
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
  return sql`update ${table} set ${assignments} from ${unnestOf([...match, ...set], rows)} where ${conditions}`;
}
