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

  // Six rows: `tags` holds two distinct values and a null (sent once each), `data` a new value per row.
  const rows: Sample[] = Array.from({ length: 6 }, (_, index) => ({
    id: index,
    label: index === 1 ? 'quote " back\\slash, {brace} NULL' : `row ${index}`,
    data: { amount: index * 1.5, text: `"${index}"\\` },
    tags: index === 3 ? null : index % 2 === 0 ? ['energy', { scope: 1 }] : { source: 'DESNZ "2025"' },
  }));

  it('stores rows whose JSON repeats a few values exactly as given, in order', async () => {
    const statement = buildRecordsetInsert(samples, KEYS, rows);
    // Repeated values travel once, each row names its value by index; distinct ones go row by row.
    expect(textOf(statement)).toContain('::jsonb -> r."tags")');
    expect(textOf(statement)).not.toContain('-> r."data"');
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

  it('sends a column row by row when most of its values differ', () => {
    const distinct = rows.map((row) => ({ ...row, tags: { id: row.id } }));
    expect(textOf(buildRecordsetInsert(samples, KEYS, distinct))).not.toContain('-> r.');
  });
});
