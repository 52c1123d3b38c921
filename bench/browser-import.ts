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
import {
  type BenchServer,
  type DatabaseKind,
  isPostgresReachable,
  readCpuSeconds,
  startBenchServer,
} from './support/app-server.ts';
import { buildWorkbook, corporateForm } from './support/import-workbook.ts';
import { measureMachine } from './support/machine-speed.ts';

const ROWS = 50_000;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = resolve(import.meta.dirname, '../apps/web/dist/index.html');
const LABELS = { embedded: 'Embedded', postgres: 'PostgreSQL' } as const;
const STEP_TIMEOUT_MS = 300_000;

type Spent = { page: number; browser: number; server?: number; database?: number };

/** The processor seconds of Chromium's processes (its page apart) and of each side of the server so far. */
function readSpent(server: BenchServer): Spent {
  const spent: Spent = {
    page: 0,
    browser: 0,
    server: server.cpuSeconds(),
    database: server.databaseCpuSeconds(),
  };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('chrom')) continue;
      const isPage = readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('--type=renderer');
      spent[isPage ? 'page' : 'browser'] += readCpuSeconds(Number(entry)) ?? 0;
    } catch {
      // The process ended between listing and reading.
    }
  }
  return spent;
}

function describeSpent(before: Spent, after: Spent): string {
  const between = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined ? undefined : `${(to - from).toFixed(2)} s`;
  const parts = [
    ['page', between(before.page, after.page)],
    ['browser (other processes)', between(before.browser, after.browser)],
    ['server', between(before.server, after.server)],
    ['PostgreSQL', between(before.database, after.database)],
  ] as const;
  return parts.flatMap(([name, text]) => (text ? [`${name} ${text}`] : [])).join(', ');
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
    const atPick = readSpent(server);
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
    const atCheck = readSpent(server);
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
    const atDone = readSpent(server);
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
    console.log(`${label}: processor time, checking: ${describeSpent(atPick, atCheck)}`);
    console.log(`${label}: processor time, importing: ${describeSpent(atCheck, atDone)}`);
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
