import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseTarget } from '../db/client.ts';

export type TestDatabase = { target: DatabaseTarget; drop: () => Promise<void> };

async function runOnServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test file: in-memory PGlite by default, or a fresh database on
 * the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by `drop`).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { target: { kind: 'memory' }, drop: async () => {} };
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'server', url: url.toString() },
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
