// How long the server takes from process start to answering /api/status: on a fresh data directory
// (the embedded database is created and migrated) and on an existing one. Run after `npm run build`:
//   npx tsx bench/server-start.ts [runs]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { printTimings } from './support.ts';

const SERVER_ENTRY = resolve(import.meta.dirname, '../apps/server/dist/main.js');
const runs = Number(process.argv[2] ?? 5);

async function timeStart(dataDir: string): Promise<number> {
  const startedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((ready, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = output.match(/running at (http:\/\/localhost:\d+)/);
      if (match?.[1]) ready(match[1]);
    });
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
  });
  const response = await fetch(`${url}/api/status`);
  await response.json();
  const elapsed = performance.now() - startedAt;
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  return elapsed;
}

const fresh: number[] = [];
const existing: number[] = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  try {
    fresh.push(await timeStart(dataDir));
    existing.push(await timeStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
printTimings('start to first answer, new data directory', fresh);
printTimings('start to first answer, existing data directory', existing);
