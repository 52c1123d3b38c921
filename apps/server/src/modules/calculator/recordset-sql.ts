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
 * Writes a value of a column as an element of its array literal: numbers and flags bare, dates as ISO
 * text, anything else quoted. The rows of a write share their timestamps (one `now` per request), so the
 * text of the last date is kept and reused.
 */
function scalarWriter(): (value: unknown) => string {
  let lastDate: Date | undefined;
  let lastDateText = '';
  return (value) => {
    if (typeof value === 'number') return Number.isNaN(value) ? '"NaN"' : String(value);
    if (typeof value === 'boolean') return value ? 't' : 'f';
    if (value instanceof Date) {
      if (value !== lastDate) {
        lastDate = value;
        lastDateText = `"${value.toISOString()}"`;
      }
      return lastDateText;
    }
    return quoteElement(String(value));
  };
}

const isJsonType = (type: string) => type === 'jsonb' || type === 'json';

const fieldOf = (row: object, key: string) => (row as Record<string, unknown>)[key];

/**
 * A column of the rows as the text of a PostgreSQL array literal (`{…}`), written here in one pass: the
 * driver would serialize a JavaScript array element by element through its generic value conversion,
 * which costs an import of 50,000 rows most of a second. A `json` column's values go as their JSON text.
 */
function toArrayLiteral(rows: readonly object[], key: string, type: string): string {
  const write = isJsonType(type) ? (value: unknown) => JSON.stringify(JSON.stringify(value)) : scalarWriter();
  let literal = '{';
  for (let index = 0; index < rows.length; index += 1) {
    const value = fieldOf(rows[index] as object, key);
    if (index > 0) literal += ',';
    literal += value === null || value === undefined ? 'NULL' : write(value);
  }
  return `${literal}}`;
}

/**
 * A `jsonb` column as its values once, in one JSON array, and per row the index of its value (`null` for
 * no value). The rows of a write repeat a few values in many columns (the factors of a form option, a
 * default data quality, the sources): those travel and are parsed once. The array's text is the values'
 * own JSON joined, so no value is quoted a second time as an array element would need; PostgreSQL reads
 * the array once and each row takes its element by index. Repeats are looked for until half the rows
 * have brought a value of their own: a column of mostly distinct values is not worth the lookups. An
 * array of objects met before (the citations of a factor every row using it shares) is recognised by
 * the objects themselves, without serializing it again (`elementsKey`).
 */
function toIndexedJson(rows: readonly object[], key: string) {
  const indexOf = new Map<string, number>();
  const elements = createElementIds();
  let isLookingForRepeats = true;
  let count = 0;
  let hasNull = false;
  let firstText = '';
  let distinct = '[';
  let indexes = '{';
  let lastValue: unknown;
  let lastIndex = -1;
  for (let index = 0; index < rows.length; index += 1) {
    const value = fieldOf(rows[index] as object, key);
    if (index > 0) indexes += ',';
    if (value === null || value === undefined) {
      hasNull = true;
      indexes += 'NULL';
      continue;
    }
    if (value === lastValue) {
      indexes += lastIndex;
      continue;
    }
    const known = elements.keyOf(value);
    let found = known === undefined ? undefined : indexOf.get(known);
    if (found === undefined) {
      const text = JSON.stringify(value);
      found = isLookingForRepeats ? indexOf.get(text) : undefined;
      if (found === undefined) {
        found = count;
        count += 1;
        if (found === 0) firstText = text;
        distinct += found > 0 ? `,${text}` : text;
        if (isLookingForRepeats) indexOf.set(text, found);
        if (count * 2 > rows.length) isLookingForRepeats = false;
      }
      const learned = isLookingForRepeats ? elements.learn(value) : undefined;
      if (learned !== undefined) indexOf.set(learned, found);
    }
    lastValue = value;
    lastIndex = found;
    indexes += found;
  }
  // One value for every row (or none): it travels as a single parameter instead (`sameForEveryRow`).
  const same = count === 0 ? { text: null } : count === 1 && !hasNull ? { text: firstText } : undefined;
  return { distinct: `${distinct}]`, indexes: `${indexes}}`, same };
}

/**
 * Names arrays by the objects they hold: `keyOf` answers a key for an array whose elements are all
 * objects `learn` has seen (undefined otherwise), and `learn` numbers the elements of an array and
 * answers its key. Two arrays with the same key hold the same objects in the same order, so, while the
 * rows are not changed meanwhile, their JSON is the same. Keys start with a character no JSON text
 * starts with, so they never meet a value's text in one map.
 */
function createElementIds() {
  const idOf = new Map<object, number>();
  const isObject = (element: unknown): element is object => typeof element === 'object' && element !== null;
  const keyOf = (value: unknown): string | undefined => {
    if (!Array.isArray(value) || value.length === 0) return undefined;
    let key = '#';
    for (const element of value) {
      const id = isObject(element) ? idOf.get(element) : undefined;
      if (id === undefined) return undefined;
      key += `${id},`;
    }
    return key;
  };
  const learn = (value: unknown): string | undefined => {
    if (!Array.isArray(value) || value.length === 0 || !value.every(isObject)) return undefined;
    for (const element of value) if (!idOf.has(element)) idOf.set(element, idOf.size);
    return keyOf(value);
  };
  return { keyOf, learn };
}

/** A value as the text of a parameter of its column's type: what `scalarWriter` writes, unquoted. */
function toParamText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * The one value every row holds in a scalar column (`{ text: null }` when all are null), or undefined
 * when the rows differ. The rows of a write share their company, year, timestamps and most flags: such a
 * column travels as one parameter instead of an array the database would take apart value by value.
 */
function sameForEveryRow(rows: readonly object[], key: string): { text: string | null } | undefined {
  if (rows.length === 0) return undefined;
  const first = fieldOf(rows[0] as object, key) ?? null;
  const firstTime = first instanceof Date ? first.getTime() : undefined;
  for (let index = 1; index < rows.length; index += 1) {
    const value = fieldOf(rows[index] as object, key) ?? null;
    if (value === first) continue;
    const isSameTime = firstTime !== undefined && value instanceof Date && value.getTime() === firstTime;
    if (!isSameTime) return undefined;
  }
  // NaN never equals itself, so a column holding one is never taken as the same for every row.
  return { text: toParamText(first) };
}

/** A column's value for row `r` of the recordset: its own, or its entry in the values sent once. */
type WriteValue = (column: Column, statement: StatementText) => void;

/**
 * The rows as a table: one typed array parameter per column, zipped by `unnest`, so PostgreSQL reads each
 * array in one pass, with no per-row JSON to take apart (what `jsonb_to_recordset` costs). A `jsonb`
 * column travels as the index of each row's value into its values sent once (`toIndexedJson`); a column
 * whose rows all hold the same value travels as that value alone (one array stays, for the row count).
 * `writeValue` writes the expression of a column's value for a row `r`, `writeFrom` the recordset itself.
 */
function unnestOf(columns: readonly Column[], rows: readonly object[]) {
  const shared = new Map<string, string>();
  const same = new Map<string, { text: string | null }>();
  const arrays: { column: Column; literal: string; type: string }[] = [];
  const indexedJson = new Map<string, ReturnType<typeof toIndexedJson>>();
  const sendAsArray = (column: Column) => {
    const indexed = indexedJson.get(column.key);
    if (!indexed) {
      arrays.push({ column, literal: toArrayLiteral(rows, column.key, column.type), type: column.type });
      return;
    }
    shared.set(column.key, indexed.distinct);
    arrays.push({ column, literal: indexed.indexes, type: 'integer' });
  };
  for (const column of columns) {
    const indexed = column.type === 'jsonb' ? toIndexedJson(rows, column.key) : undefined;
    if (indexed) indexedJson.set(column.key, indexed);
    const value = indexed ? indexed.same : sameForEveryRow(rows, column.key);
    if (value) same.set(column.key, value);
    else sendAsArray(column);
  }
  // unnest needs one array to give the rows: when every column agrees, the first one travels as one.
  const [first] = columns;
  if (arrays.length === 0 && first) {
    same.delete(first.key);
    sendAsArray(first);
  }
  const writeValue: WriteValue = (column, statement) => {
    const constant = same.get(column.key);
    if (constant) {
      if (constant.text === null) statement.text(`null::${column.type}`);
      else statement.param(constant.text).text(`::${column.type}`);
      return;
    }
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
    statement.text(`) as r(${arrays.map((array) => quoteName(array.column.key)).join(', ')})`);
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
