import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../test/pool-of.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { type DatabaseConnection, openDatabase } from './client.ts';
import { MAX_PREPARED_PER_CONNECTION, prepareRepeatedReads } from './named-statements.ts';

/** A connection that records the first argument of every query it is handed. */
function recordingClient() {
  const calls: unknown[] = [];
  const client = {
    query: (...args: unknown[]) => {
      calls.push(args[0]);
      return Promise.resolve({ rows: [] });
    },
  } as unknown as pg.PoolClient;
  return { client, calls, nameOf: (index: number) => (calls[index] as { name?: string }).name };
}

describe('naming the reads a connection repeats', () => {
  it('names a read from its second run on, the same name every time after', () => {
    const { client, calls, nameOf } = recordingClient();
    const reads = prepareRepeatedReads(client);
    const config = { text: 'select id from companies where id = $1', values: ['a'] };
    for (let run = 0; run < 3; run += 1) void client.query(config as never);
    expect(nameOf(0)).toBeUndefined();
    expect(nameOf(1)).toMatch(/^read\d+_0$/);
    expect(nameOf(2)).toBe(nameOf(1));
    expect(reads.names).toEqual([nameOf(1)]);
    // The caller's object is left as it was, and the values travel with the name.
    expect(config).not.toHaveProperty('name');
    expect(calls[2]).toMatchObject({ text: config.text, values: ['a'] });
  });

  it('names a `with` that only reads, its columns named like writes or not', () => {
    const { client, nameOf } = recordingClient();
    const text = 'with ranked as (select id, updated_at from results order by kg desc) select * from ranked';
    prepareRepeatedReads(client);
    for (let run = 0; run < 2; run += 1) void client.query({ text } as never);
    expect(nameOf(1)).toMatch(/^read\d+_0$/);
  });

  it('never names a write, a long text, a statement passed as plain text or one named already', () => {
    const { client, calls } = recordingClient();
    const reads = prepareRepeatedReads(client);
    const texts = [
      'insert into t (a) select * from unnest($1::int[])',
      'update t set a = $1',
      'with moved as (update heads set n = $1 returning n) insert into log (n) select n from moved',
      '  delete from t where a = $1',
      'begin',
      `select ${'a, '.repeat(4000)}b from t`,
    ];
    for (let run = 0; run < 3; run += 1) {
      for (const text of texts) void client.query({ text } as never);
      void client.query('select 1' as never);
      void client.query({ text: 'select 2', name: 'mine' } as never);
    }
    expect(reads.names).toEqual([]);
    expect(
      calls.filter((call) => typeof call === 'object' && (call as { name?: string }).name !== 'mine'),
    ).toSatisfy((objects: { name?: string }[]) => objects.every((call) => call.name === undefined));
  });

  it('gives each connection names of its own and stops at its limit', () => {
    const first = recordingClient();
    const second = recordingClient();
    prepareRepeatedReads(first.client);
    const reads = prepareRepeatedReads(second.client);
    for (const { client } of [first, second]) {
      for (let run = 0; run < 2; run += 1) void client.query({ text: 'select 1 as one' } as never);
    }
    expect(first.nameOf(1)).not.toBe(second.nameOf(1));
    for (let index = 0; index < MAX_PREPARED_PER_CONNECTION + 10; index += 1) {
      for (let run = 0; run < 2; run += 1)
        void second.client.query({ text: `select ${index} as n` } as never);
    }
    expect(reads.names).toHaveLength(MAX_PREPARED_PER_CONNECTION);
  });
});

// Runs on the embedded engine, and on the PostgreSQL server in the CI run that sets TEST_DATABASE_URL.
describe('prepared reads on the database', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    connection = await openDatabase(database.target);
    pool = poolOf(connection.db);
  });
  afterAll(async () => {
    await connection.close();
    await database.drop();
  });

  /** The reads prepared in the session of `client` (on the embedded database: every connection's). */
  const preparedIn = async (client: pg.PoolClient) =>
    (
      await client.query<{ name: string; statement: string }>(
        `select name, statement from pg_prepared_statements where name like 'read%' order by name`,
      )
    ).rows;

  it('answers a repeated read as before, from a statement its connection prepared once', async () => {
    const client = await pool.connect();
    try {
      const read = { text: 'select $1::int * 2 as doubled', values: [21] };
      const answers = [];
      for (let run = 0; run < 4; run += 1) answers.push((await client.query(read)).rows);
      expect(answers).toEqual(Array.from({ length: 4 }, () => [{ doubled: 42 }]));
      expect((await preparedIn(client)).filter((row) => row.statement === read.text)).toHaveLength(1);
    } finally {
      client.release();
    }
  });

  it('runs a prepared read again after it failed, and after a transaction it was refused in', async () => {
    await connection.db.transaction(async (tx) => {
      for (let run = 0; run < 3; run += 1) await tx.execute(sql`select 10 / ${2}::int as tenth`);
    });
    const divide = (divisor: number) =>
      connection.db.execute(sql`select 10 / ${divisor}::int as tenth`).then(
        (result) => (result as unknown as { rows: unknown[] }).rows,
        (error: unknown) => error,
      );
    expect(await divide(0)).toBeInstanceOf(Error);
    expect(await divide(5)).toEqual([{ tenth: 2 }]);
    const refused = await connection.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1 / 0`).catch(() => {});
        // The transaction is aborted: the read is refused, whether its statement was prepared before or not.
        await tx.execute(sql`select 10 / ${1}::int as tenth`);
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(Error);
    expect(await divide(2)).toEqual([{ tenth: 5 }]);
  });

  it.runIf(process.env.TEST_DATABASE_URL === undefined)(
    "frees a connection's statements when it is gone, on the embedded database's one session",
    async () => {
      const leaving = await pool.connect();
      const text = 'select $1::text as word';
      for (let run = 0; run < 3; run += 1) await leaving.query({ text, values: ['kept'] });
      const staying = await pool.connect();
      try {
        expect((await preparedIn(staying)).some((row) => row.statement === text)).toBe(true);
        // Given back broken, the pool ends the connection and forgets it.
        leaving.release(new Error('gone'));
        const deadline = Date.now() + 5000;
        while ((await preparedIn(staying)).some((row) => row.statement === text) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect((await preparedIn(staying)).some((row) => row.statement === text)).toBe(false);
      } finally {
        staying.release();
      }
    },
  );
});
