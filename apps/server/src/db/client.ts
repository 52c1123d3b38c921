import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** A PostgreSQL server (15 or newer). */
  | { kind: 'server'; url: string }
  /** The embedded engine with its files in `dir` (held by one process at a time). */
  | { kind: 'embedded'; dir: string }
  /** The embedded engine in memory: tests. */
  | { kind: 'memory' };

export type DatabaseConnection = {
  db: Database;
  kind: DatabaseTarget['kind'];
  close: () => Promise<void>;
};

/** Opens the database the configuration asks for. Migrations are applied separately. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseConnection> {
  if (target.kind === 'server') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin command) must not take the
    // process down: the pool replaces it at the next query.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // Fail at start, with the server's own message, rather than on the first request.
    const probe = await pool.connect();
    probe.release();
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
    return { db, kind: 'server', close: () => pool.end() };
  }
  if (target.kind === 'memory') {
    const client = await PGlite.create();
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return { db, kind: 'memory', close: () => client.close() };
  }
  const lock = acquireDataDirLock(target.dir);
  try {
    const client = await PGlite.create({ dataDir: join(target.dir, 'db') });
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: 'embedded',
      close: async () => {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
