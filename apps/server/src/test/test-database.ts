import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../db/client.ts';
import { keepEngineStartedAhead } from '../db/embedded-engine.ts';
import { databaseUrl, runOnServer } from './database-templates.ts';

export type TestDatabase = { target: DatabaseTarget; drop: () => Promise<void> };

/**
 * A database of its own for one test file, already migrated (and with the shipped factor library when
 * asked): in-memory PGlite started from the run's template archive by default, or a copy of the run's
 * template database on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped by `drop`).
 * The templates are built once per run by `global-setup.ts`.
 */
export async function createTestDatabase(
  options: { withFactorLibrary?: boolean } = {},
): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  const template = options.withFactorLibrary ? templates.withFactorLibrary : templates.migrated;
  if (template.kind === 'memory') {
    // The next test file's database loads while this one's tests run.
    keepEngineStartedAhead(template.archive);
    return { target: { kind: 'memory', loadDataDir: template.archive }, drop: async () => {} };
  }
  const { serverUrl } = template;
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template.database}`);
  return {
    target: { kind: 'server', url: databaseUrl(serverUrl, name) },
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
