import { sql } from 'drizzle-orm';
import { doublePrecision, integer, jsonb, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseConnection, openDatabase } from '../../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { buildRecordsetInsert, buildRecordsetUpdate } from './recordset-sql.ts';

const samples = pgTable('recordset_samples', {
  id: integer('id').notNull(),
  label: text('label'),
  data: jsonb('data').$type<unknown>(),
  tags: jsonb('tags').$type<unknown>(),
});

type Sample = typeof samples.$inferSelect;
const KEYS = ['id', 'label', 'data', 'tags'] as const;
const textOf = (statement: ReturnType<typeof buildRecordsetInsert>) =>
  new PgDialect().sqlToQuery(statement).sql;

describe('recordset statements', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    database = await createTestDatabase();
    connection = await openDatabase(database.target);
    await connection.db.execute(
      sql.raw('create table recordset_samples (id integer primary key, label text, data jsonb, tags jsonb)'),
    );
  }, 60_000);
  afterAll(async () => {
    await connection.close();
    await database.drop();
  });

  const readAll = async () => (await connection.db.select().from(samples).orderBy(samples.id)) as Sample[];

  // Six rows: `tags` holds two distinct values and a null (sent once each), `data` a new value per row,
  // every text holding quotes, backslashes or braces that an array literal must escape.
  const rows: Sample[] = Array.from({ length: 6 }, (_, index) => ({
    id: index,
    label: index === 1 ? 'quote " back\\slash, {brace} NULL' : `row ${index}`,
    data: { amount: index * 1.5, text: `"${index}"\\` },
    tags: index === 3 ? null : index % 2 === 0 ? ['energy', { scope: 1 }] : { source: 'DESNZ "2025"' },
  }));

  it('stores rows whose JSON repeats a few values exactly as given, in order', async () => {
    const statement = buildRecordsetInsert(samples, KEYS, rows);
    // Each value travels once, in one JSON array per column; each row names its value by index.
    expect(textOf(statement)).toContain('::jsonb -> r."tags")');
    expect(textOf(statement)).toContain('::jsonb -> r."data")');
    const params = new PgDialect().sqlToQuery(statement).params as string[];
    expect(params).toContain(JSON.stringify([['energy', { scope: 1 }], { source: 'DESNZ "2025"' }]));
    await connection.db.execute(statement);
    expect(await readAll()).toEqual(rows);
  });

  it('updates rows with repeated JSON values on the rows they match', async () => {
    const changed = rows.map((row) => ({
      ...row,
      tags: row.id === 5 ? null : { reviewed: row.id < 3 },
    }));
    await connection.db.execute(buildRecordsetUpdate(samples, ['id'], ['label', 'tags'], changed));
    expect(await readAll()).toEqual(changed);
  });

  it('stores a column of all distinct values and of only nulls, and one row on its own', async () => {
    const distinct = rows.map((row) => ({ ...row, id: row.id + 10, data: null, tags: { id: row.id } }));
    await connection.db.execute(buildRecordsetInsert(samples, KEYS, distinct));
    const single = [{ id: 20, label: null, data: { only: ['one'] }, tags: 'text "quoted"' }];
    await connection.db.execute(buildRecordsetInsert(samples, KEYS, single));
    const stored = await readAll();
    expect(stored.filter((row) => row.id >= 10)).toEqual([...distinct, ...single]);
  });

  it('keeps a JSON value that is a bare string, number or boolean apart from SQL null', async () => {
    const scalars = [
      { id: 30, label: 'a', data: 'NULL', tags: 0 },
      { id: 31, label: 'b', data: false, tags: '' },
    ];
    await connection.db.execute(buildRecordsetInsert(samples, KEYS, scalars));
    expect((await readAll()).filter((row) => row.id >= 30)).toEqual(scalars);
  });

  it('sends a column every row agrees on as one value, and still stores each row as given', async () => {
    const stamp = new Date('2025-03-04T05:06:07.890Z');
    const agreeing = [40, 41, 42].map((id) => ({
      id,
      label: 'same "label" {x}',
      data: { shared: true },
      tags: null,
    }));
    const statement = buildRecordsetInsert(samples, KEYS, agreeing);
    const { sql: text, params } = new PgDialect().sqlToQuery(statement);
    // Only the ids differ: they alone travel as an array; the label and the JSON value go once each.
    expect(text).toMatch(/unnest\(\$\d+::integer\[\]\) as r\("id"\)/);
    expect(text).toContain('null::jsonb');
    expect(params).toEqual(['same "label" {x}', JSON.stringify({ shared: true }), '{40,41,42}']);
    await connection.db.execute(statement);
    expect((await readAll()).filter((row) => row.id >= 40 && row.id < 50)).toEqual(agreeing);
    // Equal dates that are distinct objects agree too; a NaN never does.
    const table = pgTable('recordset_times', {
      id: integer('id').notNull(),
      at: timestamp('at', { withTimezone: true }),
      amount: doublePrecision('amount'),
    });
    await connection.db.execute(
      sql.raw(
        'create table recordset_times (id integer primary key, at timestamptz, amount double precision)',
      ),
    );
    const timed = [1, 2].map((id) => ({ id, at: new Date(stamp.getTime()), amount: Number.NaN }));
    const timedStatement = buildRecordsetInsert(table, ['id', 'at', 'amount'], timed);
    expect(new PgDialect().sqlToQuery(timedStatement).params).toContain(stamp.toISOString());
    await connection.db.execute(timedStatement);
    const storedTimes = await connection.db.select().from(table).orderBy(table.id);
    expect(storedTimes).toEqual(timed);
  });

  it('sends arrays holding the same objects once, and arrays of equal copies once too', async () => {
    const energy = { factorId: 'desnz-2025:gas', value: 0.18 };
    const upstream = { factorId: 'desnz-2025:gas-wtt', value: 0.03 };
    // Each row builds its own array, as a computed result does, around the shared citations.
    const cited = [60, 61, 62, 63, 64, 65].map((id) => ({
      id,
      label: `row ${id}`,
      data: id === 62 ? [{ ...energy }] : id % 2 === 0 ? [energy, upstream] : [upstream, energy],
      tags: [energy],
    }));
    const statement = buildRecordsetInsert(samples, KEYS, cited);
    const { params } = new PgDialect().sqlToQuery(statement);
    expect(params).toContain(JSON.stringify([[energy, upstream], [upstream, energy], [energy]]));
    // One value for every row of `tags`, though each row holds an array of its own.
    expect(params).toContain(JSON.stringify([energy]));
    await connection.db.execute(statement);
    expect((await readAll()).filter((row) => row.id >= 60 && row.id < 70)).toEqual(cited);
  });

  it('stores rows that agree on every column, and updates rows matched by a shared key', async () => {
    const twins = [{ id: 50, label: 'twin', data: null, tags: [1] }];
    await connection.db.execute(buildRecordsetInsert(samples, KEYS, twins));
    await connection.db.execute(buildRecordsetInsert(samples, KEYS, []));
    expect((await readAll()).filter((row) => row.id >= 50 && row.id < 60)).toEqual(twins);
    // Every row sets the same label and is matched by its own id.
    const relabelled = [40, 41].map((id) => ({ id, label: 'relabelled' }));
    await connection.db.execute(buildRecordsetUpdate(samples, ['id'], ['label'], relabelled));
    const labels = (await readAll()).filter((row) => row.id >= 40 && row.id < 43).map((row) => row.label);
    expect(labels).toEqual(['relabelled', 'relabelled', 'same "label" {x}']);
  });
});
