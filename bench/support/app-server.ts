// Starts the real server as a child process on a database prepared for a benchmark: a fresh database on
// the PostgreSQL server at BENCH_DATABASE_URL, or a fresh embedded data directory. Companies, members
// and their sessions are written before the server starts (the embedded database admits one process at
// a time), so a benchmark signs nobody in through the throttled login route.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInstanceRequestSchema } from '@carbon-ledger/core';
import { type DatabaseTarget, openDatabase } from '../../apps/server/src/db/client.ts';
import { applyMigrations } from '../../apps/server/src/db/migrate.ts';
import { createSession } from '../../apps/server/src/modules/auth/session-store.ts';
import { createInstance } from '../../apps/server/src/modules/calculator/instance-service.ts';
import { loadShippedFactorLibrary } from '../../apps/server/src/modules/factors/index.ts';
import { buildCompany, buildUser } from '../../apps/server/src/test/factories.ts';
import { isServerReachable, runOnServer } from '../support.ts';

const SERVER_DIR = resolve(import.meta.dirname, '../../apps/server');
export const BENCH_SERVER_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type DatabaseKind = 'postgres' | 'embedded';

/** One signed-in member: the cookie and CSRF header a browser would send, and their company's year. */
export type BenchUser = { cookie: string; csrfToken: string; companyId: string; instanceId: string };

export type BenchServer = {
  port: number;
  users: BenchUser[];
  /** The database the server runs on, for a benchmark's own statements once the server has stopped. */
  target: DatabaseTarget;
  /**
   * The processor seconds the server process has used so far (every thread: the embedded database's
   * worker too, not a PostgreSQL server's own processes), or undefined where /proc does not tell.
   */
  cpuSeconds: () => number | undefined;
  /**
   * On PostgreSQL, the processor seconds this machine's PostgreSQL processes have used so far (the
   * server's connections stay open through a run, so a difference over it is the database's own work);
   * undefined on the embedded database, whose work `cpuSeconds` already holds.
   */
  databaseCpuSeconds: () => number | undefined;
  /** Stops the server and keeps its database (the embedded one then admits another process). */
  stopServer: () => Promise<void>;
  /** Stops the server if it still runs and removes its database. */
  stop: () => Promise<void>;
};

type Prepared = { target: DatabaseTarget; env: Record<string, string>; cleanUp: () => Promise<void> };

async function prepareDatabase(kind: DatabaseKind): Promise<Prepared> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-app-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'embedded') {
    return {
      target: { kind: 'embedded', dir: dataDir },
      env: { DATA_DIR: dataDir },
      cleanUp: async () => removeDir(),
    };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await runOnServer(BENCH_SERVER_URL, `CREATE DATABASE ${name}`);
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'server', url: url.toString() },
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanUp: async () => {
      removeDir();
      await runOnServer(BENCH_SERVER_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** How many companies and members to seed, and the members' role (editors unless said). */
type SeedSize = { companies: number; usersPerCompany: number; role?: 'editor' | 'owner' };

async function seed(target: DatabaseTarget, size: SeedSize): Promise<BenchUser[]> {
  const { companies, usersPerCompany, role = 'editor' } = size;
  const connection = await openDatabase(target);
  const { db } = connection;
  try {
    await applyMigrations(db);
    await loadShippedFactorLibrary(db);
    const users: BenchUser[] = [];
    for (let index = 0; index < companies; index += 1) {
      const company = await buildCompany(db);
      const year = createInstanceRequestSchema.parse({
        container: { name: 'HQ', type: 'company' },
        general: {
          startDate: '2025-01-01',
          endDate: '2025-12-31',
          electricityEmissionFactor: { region: 'DE' },
        },
      });
      const instanceId = (await createInstance(db, company.id, year)).instance._id;
      for (let member = 0; member < usersPerCompany; member += 1) {
        const user = await buildUser(db, { companyId: company.id, role });
        const session = await createSession(db, {
          userId: user.id,
          companyId: company.id,
          userAgent: 'bench',
        });
        users.push({
          cookie: `session=${session.token}; csrf_token=${session.csrfToken}`,
          csrfToken: session.csrfToken,
          companyId: company.id,
          instanceId,
        });
      }
    }
    return users;
  } finally {
    await connection.close();
  }
}

function waitForPort(child: ChildProcess): Promise<number> {
  return new Promise((ready, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/running at http:\/\/localhost:(\d+)/);
      if (match?.[1]) ready(Number(match[1]));
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
}

/** Clock ticks per second of /proc's times: 100 on Linux on every architecture Node.js runs on. */
const CLOCK_TICKS = 100;

/** User and system time of a process from /proc/<pid>/stat (fields 14 and 15, after the command). */
export function readCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** The processor seconds of every process named `postgres` on this machine (from /proc). */
function readPostgresCpuSeconds(): number | undefined {
  try {
    let total = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
        total += readCpuSeconds(Number(entry)) ?? 0;
      } catch {
        // The process ended between listing and reading.
      }
    }
    return total;
  } catch {
    return undefined;
  }
}

let builtServer: Promise<void> | undefined;

/**
 * How the server is started: the bundle `npm start` runs, built once per bench run (esbuild, about a
 * second), with the flags `npm start` gives Node.js, so the figures are those of the product
 * (BENCH_NO_BUILD=1 runs the bundle already built); BENCH_FROM_SOURCE=1 runs the sources through tsx
 * instead, whose transform adds work of its own to every function the server defines.
 */
async function serverEntry(): Promise<string[]> {
  if (process.env.BENCH_FROM_SOURCE === '1') return ['--import', 'tsx', 'src/main.ts'];
  builtServer ??= process.env.BENCH_NO_BUILD === '1' ? Promise.resolve() : buildServerBundle();
  await builtServer;
  return [...startFlags(), 'dist/main.js'];
}

/**
 * The Node.js flags of `npm start` (the root package.json's start script), so a bench runs the server as
 * it is run: a larger young generation, for one, takes a tenth off an import's processor time.
 */
function startFlags(): string[] {
  const manifest = JSON.parse(readFileSync(resolve(SERVER_DIR, '../../package.json'), 'utf8'));
  const words = String(manifest.scripts?.start ?? '').split(/\s+/);
  return words.filter((word) => word.startsWith('--'));
}

async function buildServerBundle(): Promise<void> {
  const child = spawn(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  const code = await new Promise((done) => child.once('exit', done));
  if (code !== 0) throw new Error(`building the server bundle failed (exit ${code})`);
}

/** Whether PostgreSQL answers at BENCH_DATABASE_URL (the PostgreSQL half is skipped otherwise). */
export const isPostgresReachable = () => isServerReachable(BENCH_SERVER_URL);

/** A seeded database and the server on it, listening on a free loopback port. */
export async function startBenchServer(kind: DatabaseKind, seedSize: SeedSize): Promise<BenchServer> {
  const prepared = await prepareDatabase(kind);
  try {
    const users = await seed(prepared.target, seedSize);
    // BENCH_PROFILE_DIR=<dir>: the server writes a CPU profile there when it stops (open it in DevTools).
    const profile = process.env.BENCH_PROFILE_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.env.BENCH_PROFILE_DIR)}`]
      : [];
    const child = spawn(process.execPath, [...profile, ...(await serverEntry())], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...prepared.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const port = await waitForPort(child);
    const exited = new Promise((done) => child.once('exit', done));
    const stopServer = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    };
    return {
      port,
      users,
      target: prepared.target,
      cpuSeconds: () => readCpuSeconds(child.pid),
      databaseCpuSeconds: () => (kind === 'postgres' ? readPostgresCpuSeconds() : undefined),
      stopServer,
      stop: async () => {
        await stopServer();
        await prepared.cleanUp();
      },
    };
  } catch (error) {
    await prepared.cleanUp();
    throw error;
  }
}

/** Starts bench/support/hello-server.ts, the bare Fastify baseline. */
export async function startHelloServer(): Promise<{ port: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'hello-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((ready, fail) => {
    child.stdout?.on('data', (chunk) => {
      const match = String(chunk).match(/listening on (\d+)/);
      if (match?.[1]) ready(Number(match[1]));
    });
    child.once('exit', (code) => fail(new Error(`hello server exited with ${code}`)));
  });
  return {
    port,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
