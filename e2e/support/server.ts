import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';

/** What the browser suite's global setup hands its test files. */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared server's data directory: its mail lands in the outbox folder there. */
    dataDir: string;
    /** A stopped installation, migrated and with its factor library, that servers of test files copy. */
    templateDataDir: string;
  }
}

export type RunningServer = { url: string; dataDir: string; stop: () => Promise<void>; output: () => string };

/** Where a test reads the mail of a server that sends over SMTP: the first link under `prefix`. */
export type Inbox = { linkTo: (to: string, prefix: string) => Promise<string> };

/** The servers this test file started, by URL: how to read what each of them mailed. */
const startedServers = new Map<string, { dataDir: string; inbox?: Inbox; sendsOverSmtp: boolean }>();

/** How to read the mail of a server this test file started (undefined for the shared one). */
export function findStartedServer(url: string) {
  return startedServers.get(url);
}

const SERVER_ENTRY = resolve(import.meta.dirname, '../../apps/server/dist/main.js');
const START_TIMEOUT_MS = 60_000;

function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

/**
 * A data directory of its own for a server a test file starts: a copy of the installation the global
 * setup made (migrated, factor library loaded, no account yet), which starts in a third of the time a
 * new one takes; or, with `fresh`, an empty one the server sets up itself.
 */
export function newDataDir(fresh = false): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  if (!fresh) cpSync(inject('templateDataDir'), dataDir, { recursive: true });
  return dataDir;
}

/**
 * Starts the built app as a real process on a free port with a data directory of its own (or the
 * given one), and resolves once it prints its URL. Without `SMTP_URL` its mail lands in the data
 * directory's outbox folder.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    /** Without `dataDir`: an empty data directory instead of a copy of the set-up installation. */
    fresh?: boolean;
    /** With `SMTP_URL`: the test mailbox, so helpers can follow mailed links (registration). */
    inbox?: Inbox;
  } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? newDataDir(options.fresh);
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One browser suite registers far more companies from 127.0.0.1 than a real address would.
      REGISTRATIONS_PER_IP_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));

  const url = await new Promise<string>((ready, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`server did not start in time:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const check = () => {
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        ready(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code} before starting:\n${output}`));
    });
  });

  startedServers.set(url, { dataDir, inbox: options.inbox, sendsOverSmtp: Boolean(env.SMTP_URL) });
  return {
    url,
    dataDir,
    output: () => output,
    stop: async () => {
      startedServers.delete(url);
      child.kill('SIGTERM');
      await waitForExit(child);
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
