// The spreadsheet import as a person does it: the 50,000-row XLSX of `import.ts` picked on the import
// screen in Debian's Chromium (headless, driven by playwright-core), checked (read and mapped in the page's
// worker, previewed chunk by chunk) and imported with the button, against the real server in its own
// process, on a fresh embedded data directory and on a fresh database on the PostgreSQL server at
// BENCH_DATABASE_URL when it answers. It prints, per database: the time from picking the file to the
// import button being ready, from the click to the outcome, both added, the processor seconds each
// process used in each part (the browser's page and its other processes, the server, PostgreSQL), and the
// longest the page's main thread went without running a 10 ms timer. Browser, server and database share
// the machine's cores, as they do on a laptop that runs all three. Needs `npm run build` (the web app) and
// Chromium (`node scripts/ensure-chromium.mjs`). BENCH_DATABASES=embedded (or postgres) runs one.
// Run: npx tsx bench/browser-import.ts

import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { type DatabaseKind, isPostgresReachable, startBenchServer } from './support/app-server.ts';
import { buildWorkbook, corporateForm } from './support/import-workbook.ts';
import { measureMachine } from './support/machine-speed.ts';

const ROWS = 50_000;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = resolve(import.meta.dirname, '../apps/web/dist/index.html');
const LABELS = { embedded: 'Embedded', postgres: 'PostgreSQL' } as const;
const STEP_TIMEOUT_MS = 300_000;

/** Processor seconds by process kind, from /proc: Chromium's page, its other processes, and the rest. */
function readProcessSeconds(serverPid: number | undefined): Map<string, number> {
  const seconds = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      const kind = name.startsWith('chrom')
        ? commandLine.includes('--type=renderer')
          ? 'page'
          : 'browser (other processes)'
        : name.startsWith('postgres')
          ? 'PostgreSQL'
          : Number(pid) === serverPid
            ? 'server'
            : undefined;
      if (kind) seconds.set(kind, (seconds.get(kind) ?? 0) + ticks / 100);
    } catch {
      // The process ended meanwhile.
    }
  }
  return seconds;
}

function describeSpent(kind: DatabaseKind, before: Map<string, number>, after: Map<string, number>): string {
  const kinds = [
    'page',
    'browser (other processes)',
    'server',
    ...(kind === 'postgres' ? ['PostgreSQL'] : []),
  ];
  return kinds
    .filter((name) => after.has(name))
    .map((name) => `${name} ${((after.get(name) ?? 0) - (before.get(name) ?? 0)).toFixed(2)} s`)
    .join(', ');
}

async function benchmark(kind: DatabaseKind, file: string): Promise<void> {
  const label = LABELS[kind];
  const server = await startBenchServer(kind, { companies: 1, usersPerCompany: 1, role: 'owner' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const user = server.users[0];
    if (!user) throw new Error('no member was seeded');
    const origin = `http://127.0.0.1:${server.port}`;
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies(
      user.cookie.split('; ').map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return { name, value, url: origin };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${origin}/dashboard/calculator/create/upload?instance=${user.instanceId}`);
    await page.getByTestId('import-file').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    // The longest the page's main thread kept a 10 ms timer waiting: what a person feels as a frozen page.
    await page.evaluate(() => {
      const state = { longest: 0, last: performance.now() };
      (globalThis as unknown as { stalls: typeof state }).stalls = state;
      setInterval(() => {
        const now = performance.now();
        state.longest = Math.max(state.longest, now - state.last);
        state.last = now;
      }, 10);
    });
    const serverPid = server.pid();
    const atPick = readProcessSeconds(serverPid);
    const pickedAt = performance.now();
    await page.getByTestId('import-file').setInputFiles(file);
    const startButton = page.getByTestId('import-start');
    await startButton.waitFor({ timeout: STEP_TIMEOUT_MS });
    // Enabled once every chunk is checked: polled often, so the wait adds little to the figure.
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    while (!(await startButton.isEnabled())) {
      if (Date.now() > deadline) throw new Error('the import button never became ready');
      await new Promise((done) => setTimeout(done, 20));
    }
    const checkedSeconds = (performance.now() - pickedAt) / 1000;
    const atCheck = readProcessSeconds(serverPid);
    const summary = (await page.getByTestId('import-summary').textContent()) ?? '';

    const clickedAt = performance.now();
    await startButton.click();
    // BENCH_SCREENSHOT_DIR=<dir>: what the page shows half a second into the import (costs the figure a little).
    if (process.env.BENCH_SCREENSHOT_DIR) {
      await page.waitForTimeout(500);
      await page.screenshot({ path: join(resolve(process.env.BENCH_SCREENSHOT_DIR), `import-${kind}.png`) });
    }
    await page.getByTestId('import-done').waitFor({ timeout: STEP_TIMEOUT_MS });
    const importSeconds = (performance.now() - clickedAt) / 1000;
    const atDone = readProcessSeconds(serverPid);
    const done = (await page.getByTestId('import-done').textContent()) ?? '';
    const longestStall = await page.evaluate(
      () => (globalThis as unknown as { stalls: { longest: number } }).stalls.longest,
    );
    if (!done.includes(`${ROWS.toLocaleString('en')} results were imported`)) {
      throw new Error(`the import did not store every row: "${summary}" / "${done}"`);
    }

    console.log(`\n${label}: ${summary.trim()}`);
    console.log(`${label}: file picked to import button ready  ${checkedSeconds.toFixed(2)} s`);
    console.log(`${label}: import clicked to outcome shown     ${importSeconds.toFixed(2)} s`);
    console.log(
      `${label}: both                                 ${(checkedSeconds + importSeconds).toFixed(2)} s`,
    );
    console.log(`${label}: processor time, checking: ${describeSpent(kind, atPick, atCheck)}`);
    console.log(`${label}: processor time, importing: ${describeSpent(kind, atCheck, atDone)}`);
    console.log(
      `${label}: the page's main thread was busy for at most ${Math.round(longestStall)} ms at a time`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (!existsSync(CHROMIUM_PATH)) {
  console.log(`No Chromium at ${CHROMIUM_PATH}: run node scripts/ensure-chromium.mjs first.`);
  process.exit(1);
}
if (!existsSync(WEB_DIST)) {
  console.log('The web app is not built: run npm run build first.');
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), 'browser-import-'));
try {
  const file = join(dir, 'inventory-2025.xlsx');
  writeFileSync(file, buildWorkbook(ROWS, corporateForm()));
  console.log(
    `This machine now: a bare Fastify hello-world at ${Math.round(await measureMachine()).toLocaleString('en')} requests/s.`,
  );
  const wanted = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
  if (wanted.includes('embedded')) await benchmark('embedded', file);
  if (wanted.includes('postgres')) {
    if (await isPostgresReachable()) await benchmark('postgres', file);
    else console.log('\nPostgreSQL did not answer: skipped.');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
