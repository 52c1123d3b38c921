import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseTarget, openDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { loadShippedFactorLibrary } from '../modules/factors/index.ts';

/**
 * Where a test database starts from: an archive of a migrated embedded database (in memory), or a
 * migrated database on the PostgreSQL server to copy (`CREATE DATABASE … TEMPLATE`).
 */
export type DatabaseTemplate =
  | { kind: 'memory'; archive: string }
  | { kind: 'server'; serverUrl: string; database: string };

/** A migrated database, and one with the shipped factor library loaded as well. */
export type DatabaseTemplates = { migrated: DatabaseTemplate; withFactorLibrary: DatabaseTemplate };

/** Runs one statement (CREATE or DROP DATABASE) on the server at `url`. */
export async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Migrates the database (and loads the factor library) the way every app start would. */
async function prepare(target: DatabaseTarget, withFactorLibrary: boolean) {
  const connection = await openDatabase(target);
  await applyMigrations(connection.db);
  if (withFactorLibrary) await loadShippedFactorLibrary(connection.db);
  return connection;
}

/**
 * Builds both templates once for a whole test run: creating and migrating a database for every test
 * file cost most of each file's time (the embedded engine alone takes seconds to create an empty
 * database). Answers the templates and how to remove them.
 */
export async function createDatabaseTemplates(
  serverUrl: string | undefined,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  if (!serverUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'test-database-templates-'));
    const build = async (withFactorLibrary: boolean, name: string): Promise<DatabaseTemplate> => {
      const connection = await prepare({ kind: 'memory' }, withFactorLibrary);
      try {
        const archive = join(dir, name);
        if (!connection.dumpDataDir) throw new Error('The embedded database cannot be dumped.');
        writeFileSync(archive, await connection.dumpDataDir());
        return { kind: 'memory', archive };
      } finally {
        await connection.close();
      }
    };
    const templates = {
      migrated: await build(false, 'migrated.tar'),
      withFactorLibrary: await build(true, 'library.tar'),
    };
    return { templates, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const prefix = `template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const created: string[] = [];
  const build = async (withFactorLibrary: boolean, name: string): Promise<DatabaseTemplate> => {
    const database = `${prefix}_${name}`;
    await runOnServer(serverUrl, `CREATE DATABASE ${database}`);
    created.push(database);
    const connection = await prepare(
      { kind: 'server', url: databaseUrl(serverUrl, database) },
      withFactorLibrary,
    );
    // A template is copied only while nobody is connected to it.
    await connection.close();
    return { kind: 'server', serverUrl, database };
  };
  const remove = async () => {
    for (const database of created)
      await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  };
  try {
    const templates = {
      migrated: await build(false, 'migrated'),
      withFactorLibrary: await build(true, 'library'),
    };
    return { templates, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
