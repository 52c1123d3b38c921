import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const REPO_ROOT = resolve(import.meta.dirname, '../..');

export const DEMO_PASSWORD = 'Demo-Footprint-2025';
export const demoEmail = (role: string) => `${role}@demo.carbon-ledger.test`;

/** Runs the README's `npm run demo` against a data directory before a server opens it. */
export async function createDemoData(dataDir: string): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'demo'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DEMO_PASSWORD },
  });
  return stdout;
}
