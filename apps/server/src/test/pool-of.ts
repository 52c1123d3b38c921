import type pg from 'pg';
import type { Database } from '../db/client.ts';

/** The node-postgres pool under a Drizzle database, for tests that take or break its connections. */
export const poolOf = (db: Database): pg.Pool => (db as unknown as { $client: pg.Pool }).$client;
