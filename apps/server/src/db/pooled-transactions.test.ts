import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolOf } from '../test/pool-of.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { type DatabaseConnection, openDatabase } from './client.ts';
import { isDatabaseUnavailableError } from './connection-errors.ts';

type PooledClient = pg.PoolClient & { connection: { stream: { destroy: () => void } } };

/** Connections lent out and not yet given back. */
const lentOut = (pool: pg.Pool) => pool.totalCount - pool.idleCount;

/** The error `promise` fails with (undefined when it succeeds). */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** Resolves with whether `promise` settled within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), ms)));
  const outcome = await Promise.race([promise.then(() => true), late]);
  clearTimeout(timer);
  return outcome;
}

/** A database connection that breaks the next time a transaction takes it, as in an outage. */
function breakNextCheckout(pool: pg.Pool): void {
  pool.once('acquire', (client) => (client as PooledClient).connection.stream.destroy());
}

// Runs on the embedded engine, and on the PostgreSQL server in the CI run that sets TEST_DATABASE_URL.
describe('a transaction whose connection breaks', () => {
  let database: TestDatabase;
  let connection: DatabaseConnection;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createTestDatabase();
    connection = await openDatabase(database.target);
    pool = poolOf(connection.db);
  });
  afterAll(async () => {
    // Closing waits for every connection lent out; a lost one would hold it up forever.
    expect(await settlesWithin(connection.close(), 15_000)).toBe(true);
    await database.drop();
  });

  it('gives its connection back when BEGIN fails, so the pool neither shrinks nor hangs on close', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      breakNextCheckout(pool);
      const failure = await failureOf(connection.db.transaction(async (tx) => tx.execute(sql`select 1`)));
      expect(isDatabaseUnavailableError(failure)).toBe(true);
      expect(lentOut(pool)).toBe(0);
    }
    // The broken connections were discarded, not lent out again: the next transaction works.
    const answer = await connection.db.transaction(async (tx) => tx.execute(sql`select 42 as n`));
    expect((answer as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 42 }]);
    expect(lentOut(pool)).toBe(0);
  });

  it('reports what failed the transaction, not the ROLLBACK that could not be sent after it', async () => {
    const failure = await failureOf(
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('the row was refused');
      }),
    );
    expect((failure as Error).message).toBe('the row was refused');

    let lent: PooledClient | undefined;
    pool.once('acquire', (client) => (lent = client as PooledClient));
    const broken = await failureOf(
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        lent?.connection.stream.destroy();
        throw new Error('the connection went away');
      }),
    );
    expect((broken as Error).message).toBe('the connection went away');
    expect(lentOut(pool)).toBe(0);
  });
});
