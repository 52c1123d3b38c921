import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { buildCompany, buildUser } from '../test/factories.ts';
import { signInAs } from '../test/session.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
const CLI = ['apps/server/src/cli/grant-sitewide-admin.ts'];
const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');

type CliRun = { exitCode: number; stdout: string; stderr: string };

/** Runs `npm run sitewide-admin -- …` the way the README says, with the given settings. */
async function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [...CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...inherited, ...env },
    });
    return { exitCode: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { exitCode: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('npm run sitewide-admin', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('says in one line, without a stack trace, that a server holding the embedded database must be stopped first', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cli-locked-'));
    dirs.push(dataDir);
    // The lock a running server holds: this test process stands in for it.
    writeFileSync(join(dataDir, 'server.lock'), `${process.pid}\n`);
    const run = await runCli(['ops@example.org'], { DATA_DIR: dataDir });
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^A running server holds the embedded database in .*: stop the server first/);
  }, 60_000);

  describe.skipIf(!process.env.TEST_DATABASE_URL)('beside a running server on PostgreSQL', () => {
    let database: TestDatabase;
    let app: Awaited<ReturnType<typeof buildApp>>;
    let databaseUrl: string;

    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    it('grants operator rights the running server honours, and refuses to revoke the last operator', async () => {
      database = await createTestDatabase();
      if (database.target.kind !== 'server') throw new Error('expected a PostgreSQL test database');
      databaseUrl = database.target.url;
      const dataDir = mkdtempSync(join(tmpdir(), 'cli-server-'));
      dirs.push(dataDir);
      app = await buildApp(
        { ...readConfig({ LOG_LEVEL: 'silent' }), dataDir },
        {
          database: database.target,
          isFactorLibraryLoaded: false,
        },
      );
      const company = await buildCompany(app.database.db);
      const user = await buildUser(app.database.db, { companyId: company.id, role: 'editor' });

      const granted = await runCli([user.email.toUpperCase()], { DATABASE_URL: databaseUrl });
      expect(granted).toMatchObject({ exitCode: 0, stderr: '' });
      expect(granted.stdout.trim()).toBe(`${user.email} is now a platform operator (sitewide admin).`);
      const client = await signInAs(app, user.email);
      const whoami = await client.inject({ method: 'GET', url: '/api/auth/whoami' });
      expect(whoami.json()).toMatchObject({
        isSitewideAdmin: true,
        companyRelationship: { role: 'sitewide-admin' },
      });

      const revoked = await runCli([user.email, '--revoke'], { DATABASE_URL: databaseUrl });
      expect(revoked.exitCode).toBe(1);
      expect(revoked.stderr.trim()).toBe(
        'The platform needs at least one operator. Make someone else an operator first.',
      );
    }, 90_000);
  });
});
