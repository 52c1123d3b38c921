import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database, Schema } from './client.ts';

/**
 * Where the SQL migrations are: next to this file in the source tree, next to the bundle
 * (copied by the build) in production.
 */
export function findMigrationsFolder(): string {
  const candidates = [new URL('./migrations', import.meta.url), new URL('./db/migrations', import.meta.url)];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(path)) return path;
  }
  throw new Error('The database migrations folder is missing from this build.');
}

/**
 * Applies the pending migrations in one go. Both drivers share drizzle's PostgreSQL migrator:
 * it only needs `execute` and transactions, which both provide.
 */
export async function applyMigrations(db: Database): Promise<void> {
  await migrate(db as unknown as NodePgDatabase<Schema>, { migrationsFolder: findMigrationsFolder() });
}
