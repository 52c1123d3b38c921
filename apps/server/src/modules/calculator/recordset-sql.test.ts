import { sql } from 'drizzle-orm';
import { integer, jsonb, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
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
});
