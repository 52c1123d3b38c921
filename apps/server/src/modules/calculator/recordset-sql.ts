import { getTableColumns, getTableName, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { quoteName, StatementText } from '../../db/static-sql.ts';

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
  return text.includes('"') || text.includes('\\') ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

/**
 * Writes a value of a column as an element of its array literal, chosen once per column: dates as ISO
 * text, JSON (already written as text by `jsonTextsOf`) quoted. The text of JSON holds no raw control
 * character, so quoting it as a JSON string (natively) escapes exactly its quotes and backslashes, as an
 * array element needs.
 */
function elementWriterOf(type: string): (value: unknown) => string {
  if (isJsonType(type)) return (text) => JSON.stringify(text);
  return (value) => {
    if (typeof value === 'number') return Number.isNaN(value) ? '"NaN"' : String(value);
    if (typeof value === 'boolean') return value ? 't' : 'f';
    if (value instanceof Date) return `"${value.toISOString()}"`;
    return quoteElement(String(value));
  };
}

const isJsonType = (type: string) => type === 'jsonb' || type === 'json';

/**
 * A column of the rows as the text of a PostgreSQL array literal (`{…}`), written here in one pass: the
 * driver would serialize a JavaScript array element by element through its generic value conversion,
 * which costs an import of 50,000 rows most of a second. A JSON column's values come as their JSON text.
 */
function toArrayLiteral(values: readonly unknown[], type: string): string {
  const write = elementWriterOf(type);
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    if (index > 0) literal += ',';
    literal += value === null || value === undefined ? 'NULL' : write(value);
  }
  return `${literal}}`;
}

/** The JSON text of each value of a JSON column (undefined stays undefined: no value), written once. */
function jsonTextsOf(values: readonly unknown[]): (string | undefined)[] {
  return values.map((value) => (value === null || value === undefined ? undefined : JSON.stringify(value)));
}

/**
 * A JSON column whose rows mostly repeat a few values (the factors of a form option, a default data
 * quality): the distinct values once, as one JSON array, and per row the index of its value. The
 * statement then carries and parses each value once instead of once per row.
 */
type SharedJson = { distinct: string; indexes: (number | null)[] };

/** The column as shared values, when at most half of its rows hold a value no row before them held. */
function shareRepeatedJson(texts: readonly (string | undefined)[]): SharedJson | undefined {
  const indexOf = new Map<string, number>();
  const indexes = new Array<number | null>(texts.length);
  for (let index = 0; index < texts.length; index += 1) {
    const text = texts[index];
    if (text === undefined) {
      indexes[index] = null;
      continue;
    }
    let found = indexOf.get(text);
    if (found === undefined) {
      found = indexOf.size;
      indexOf.set(text, found);
      if (indexOf.size * 2 > texts.length) return undefined;
    }
    indexes[index] = found;
  }
  return { distinct: `[${[...indexOf.keys()].join(',')}]`, indexes };
}

/** A column's value for row `r` of the recordset: its own, or its entry in the values sent once. */
type WriteValue = (column: Column, statement: StatementText) => void;

/**
 * The rows as a table: one typed array parameter per column, zipped by `unnest`, so PostgreSQL reads each
 * array in one pass, with no per-row JSON to take apart (what `jsonb_to_recordset` costs). A JSON column
 * of repeated values travels as the index of each row's value into its distinct values (`shareRepeatedJson`);
 * `writeValue` writes the expression of a column's value for a row `r`, `writeFrom` the recordset itself.
 */
function unnestOf(columns: readonly Column[], rows: readonly object[]) {
  const shared = new Map<string, string>();
  const arrays = columns.map((column) => {
    const fields = rows.map((row) => (row as Record<string, unknown>)[column.key]);
    const values = isJsonType(column.type) ? jsonTextsOf(fields) : fields;
    const repeated =
      isJsonType(column.type) && rows.length > 1
        ? shareRepeatedJson(values as (string | undefined)[])
        : undefined;
    if (!repeated) return { literal: toArrayLiteral(values, column.type), type: column.type };
    shared.set(column.key, repeated.distinct);
    return { literal: toArrayLiteral(repeated.indexes, 'integer'), type: 'integer' };
  });
  const writeValue: WriteValue = (column, statement) => {
    const distinct = shared.get(column.key);
    if (distinct === undefined) {
      statement.text(`r.${quoteName(column.key)}`);
      return;
    }
    statement
      .text('(')
      .param(distinct)
      .text(`::${column.type} -> r.${quoteName(column.key)})`);
  };
  const writeFrom = (statement: StatementText) => {
    statement.text('unnest(');
    arrays.forEach((array, index) => {
      if (index > 0) statement.text(', ');
      statement.param(array.literal).text(`::${array.type}[]`);
    });
    statement.text(`) as r(${columns.map((column) => quoteName(column.key)).join(', ')})`);
  };
  return { writeValue, writeFrom };
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
  const recordset = unnestOf(columns, rows);
  const statement = new StatementText().text(
    `insert into ${quoteName(getTableName(table))} (${columns.map((column) => quoteName(column.name)).join(', ')}) select `,
  );
  columns.forEach((column, index) => {
    if (index > 0) statement.text(', ');
    recordset.writeValue(column, statement);
  });
  statement.text(' from ');
  recordset.writeFrom(statement);
  return statement.toSql();
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
  const recordset = unnestOf([...match, ...set], rows);
  const tableName = quoteName(getTableName(table));
  const statement = new StatementText().text(`update ${tableName} set `);
  set.forEach((column, index) => {
    statement.text(`${index > 0 ? ', ' : ''}${quoteName(column.name)} = `);
    recordset.writeValue(column, statement);
  });
  statement.text(' from ');
  recordset.writeFrom(statement);
  statement.text(' where ');
  match.forEach((column, index) => {
    statement.text(`${index > 0 ? ' and ' : ''}${tableName}.${quoteName(column.name)} = `);
    recordset.writeValue(column, statement);
  });
  return statement.toSql();
}
