import { join } from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import {
  DatabaseUnreachableError,
  describeDatabaseUrl,
  isDatabaseUnavailableError,
} from './connection-errors.ts';
import { createCorkedSocket } from './corked-socket.ts';
import { createDatabaseHealth, type DatabaseHealth } from './database-health.ts';
import { startEmbeddedEngine } from './embedded-engine.ts';
import { createIdentityWrites, type IdentityWrites, watchIdentityWrites } from './identity-writes.ts';
import { acquireDataDirLock } from './lock.ts';
import { prepareRepeatedReads } from './named-statements.ts';
import { releaseConnectionsOnEveryFailure } from './pooled-transactions.ts';
import * as schema from './schema/index.ts';
import { serializeQueries } from './serialize-queries.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  /** A PostgreSQL server (15 or newer). */
  | { kind: 'server'; url: string }
  /** The embedded engine with its files in `dir` (held by one process at a time). */
  | { kind: 'embedded'; dir: string }
  /**
   * The embedded engine in memory: tests. `loadDataDir` is the path of an archive of a data directory
   * (`dumpDataDir`) to start from, so a test database need not be created and migrated each time.
   */
  | { kind: 'memory'; loadDataDir?: string };

export type DatabaseConnection = {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** Whether the database answers; requests that find it unreachable report it here. */
  health: DatabaseHealth;
  /** Committed writes to sessions, users, memberships or companies, for caches of sessions. */
  identityWrites: IdentityWrites;
  /** The embedded engine's data directory as a tar archive (undefined on a PostgreSQL server). */
  dumpDataDir?: () => Promise<Uint8Array>;
  close: () => Promise<void>;
};

/** Connections to a PostgreSQL server per process. */
const SERVER_POOL_SIZE = 10;
/** Connections to the embedded engine: its worker queues their queries on its one session. */
const EMBEDDED_POOL_SIZE = 10;
/** How long a request waits for a connection to a server that does not answer before it fails (503). */
const SERVER_CONNECT_TIMEOUT_MS = 10_000;

function logHealthChange(isReachable: boolean, error?: unknown): void {
  if (isReachable) console.error('Database reachable again.');
  else console.error(`Database unreachable: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * One pool for both engines. Every connection gets an error listener of its own: node-postgres emits
 * `error` on a connection that breaks while a request holds it (between the statements of a transaction),
 * and an unheard `error` event ends the process.
 */
function createPool(config: pg.PoolConfig): {
  pool: pg.Pool;
  health: DatabaseHealth;
  identityWrites: IdentityWrites;
} {
  const pool = new pg.Pool(config);
  const identityWrites = createIdentityWrites();
  const health = createDatabaseHealth(async () => {
    const client = await pool.connect();
    try {
      await client.query('select 1');
    } finally {
      client.release();
    }
  }, logHealthChange);
  const onConnectionError = (error: Error) => {
    if (isDatabaseUnavailableError(error)) health.reportFailure(error);
    else console.error(`Database connection error: ${error.message}`);
  };
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    prepareRepeatedReads(client);
    serializeQueries(client);
    watchIdentityWrites(client, identityWrites);
  });
  // An idle connection dropped by the server (restart, failover, admin command): the pool replaces it.
  pool.on('error', onConnectionError);
  return { pool, health, identityWrites };
}

function openDrizzle(pool: pg.Pool): Database {
  const db = drizzleNodePg({ client: pool, schema });
  releaseConnectionsOnEveryFailure(db, pool);
  return db as unknown as Database;
}

async function probeAtStart(pool: pg.Pool, describe: () => string): Promise<void> {
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnreachableError(`${describe()} is not reachable (${reason}).`);
  }
}

/** Opens the database the configuration asks for. Migrations are applied separately. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseConnection> {
  if (target.kind === 'server') {
    const { pool, health, identityWrites } = createPool({
      connectionString: target.url,
      max: SERVER_POOL_SIZE,
      stream: createCorkedSocket,
      connectionTimeoutMillis: SERVER_CONNECT_TIMEOUT_MS,
    });
    // Fail at start with one clear line rather than on the first request.
    await probeAtStart(pool, () => `The PostgreSQL server at ${describeDatabaseUrl(target.url)}`);
    const db = openDrizzle(pool);
    return {
      db,
      kind: 'server',
      health,
      identityWrites,
      close: async () => {
        health.stop();
        await pool.end();
      },
    };
  }
  const lock = target.kind === 'embedded' ? acquireDataDirLock(target.dir) : undefined;
  try {
    const engine =
      target.kind === 'embedded'
        ? await startEmbeddedEngine(join(target.dir, 'db'))
        : await startEmbeddedEngine(undefined, target.loadDataDir);
    // The engine has a single session, which a transaction holds to itself; the worker queues the queries
    // of the other connections meanwhile and runs each next one as soon as the session is free.
    const { pool, health, identityWrites } = createPool({
      max: EMBEDDED_POOL_SIZE,
      stream: engine.createStream,
      // The engine's only role and database; any other name ends its session for good.
      user: 'postgres',
      database: 'postgres',
      // Connections are streams to the worker and cost nothing idle; kept, their prepared reads stay
      // useful instead of being prepared again by the next one.
      idleTimeoutMillis: 0,
    });
    engine.onStopped((error) => health.reportFailure(error));
    await probeAtStart(pool, () => 'The embedded database');
    const db = openDrizzle(pool);
    return {
      db,
      kind: target.kind,
      health,
      identityWrites,
      dumpDataDir: engine.dumpDataDir,
      close: async () => {
        try {
          health.stop();
          await pool.end();
          await engine.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
