import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = resolve(import.meta.dirname, '../..');

/** A loopback port nobody listens on. */
async function findClosedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  await new Promise((done) => server.close(done));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('starting against an unreachable PostgreSQL server', () => {
  it('prints one clear line without the password or a stack, and exits 1', async () => {
    const port = await findClosedPort();
    const dataDir = mkdtempSync(join(tmpdir(), 'unreachable-start-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          DATABASE_URL: `postgres://app:s3cret-password@127.0.0.1:${port}/ledger`,
          DATA_DIR: dataDir,
          PORT: '0',
          LOG_LEVEL: 'warn',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
      expect(lines).toEqual([
        `Cannot start: The PostgreSQL server at 127.0.0.1:${port}/ledger is not reachable (connect ECONNREFUSED 127.0.0.1:${port}).`,
      ]);
      expect(run.stdout).not.toContain('s3cret');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
