import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../test/pool-of.ts';
import { type DatabaseConnection, openDatabase } from './client.ts';

/** Rows of a raw SQL read. */
const rowsOf = async <T>(answer: Promise<unknown>) => ((await answer) as { rows: T[] }).rows;

/** The embedded engine's answers cross from its worker thread in chunks: none may be lost or mixed up. */
describe('answers of the embedded database', () => {
  let connection: DatabaseConnection;

  beforeAll(async () => {
    connection = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await connection.close();
  });

  const numbered = (count: number) =>
    Array.from({ length: count }, (_, index) => String(index + 1).padStart(7, '0')).join('');

  it('delivers an answer of several megabytes byte for byte, and small ones after it', async () => {
    const big = await rowsOf<{ text: string }>(
      connection.db.execute(
        sql`select string_agg(lpad(g::text, 7, '0'), '' order by g) as text from generate_series(1, 700000) as g`,
      ),
    );
    expect(big[0]?.text).toBe(numbered(700_000));
    expect(await rowsOf(connection.db.execute(sql`select 41 + 1 as n`))).toEqual([{ n: 42 }]);
  });

  it('gives each of many queued queries its own answer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        rowsOf<{ text: string }>(
          connection.db.execute(
            sql`select string_agg(lpad(g::text, 7, '0'), '' order by g) as text from generate_series(1, ${(index + 1) * 5000}::int) as g`,
          ),
        ),
      ),
    );
    answers.forEach((answer, index) => {
      expect(answer[0]?.text).toBe(numbered((index + 1) * 5000));
    });
  });

  it('reports an error of a query and keeps answering', async () => {
    await expect(connection.db.execute(sql`select 1 / (0 * ${1}::int) as n`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '22012' }),
    });
    expect(await rowsOf(connection.db.execute(sql`select 7 as n`))).toEqual([{ n: 7 }]);
  });
});

/** Many pool connections share the engine's one session: a transaction keeps it to itself until it ends. */
describe('connections of the embedded database', () => {
  let connection: DatabaseConnection;
  let pool: pg.Pool;

  beforeAll(async () => {
    connection = await openDatabase({ kind: 'memory' });
    pool = poolOf(connection.db);
    await connection.db.execute(sql`create table probe (n int)`);
  });
  afterAll(async () => {
    await connection.close();
  });

  const count = async () =>
    Number((await rowsOf<{ n: string }>(connection.db.execute(sql`select count(*) as n from probe`)))[0]?.n);

  it('lets a query of another connection wait for a transaction and see what it committed', async () => {
    let isOutsideDone = false;
    let outside: Promise<number> | undefined;
    await connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (1)`);
      outside = count().finally(() => {
        isOutsideDone = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      // Ran inside the transaction, it would have seen the row before the commit, or not at all.
      expect(isOutsideDone).toBe(false);
      await tx.execute(sql`insert into probe values (2)`);
    });
    expect(await outside).toBe(2);
  });

  it('rolls back what a connection that went away left open, and serves the others again', async () => {
    const client = await pool.connect();
    await client.query('begin');
    await client.query('insert into probe values (3)');
    const waiting = count();
    client.release(new Error('the connection broke'));
    expect(await waiting).toBe(2);
    expect(await count()).toBe(2);
  });
});
