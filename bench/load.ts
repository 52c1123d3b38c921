// A realistic load on the real server, on loopback: USERS signed-in members (default 200, ten per company)
// for SECONDS (default 60). Each member asks, with a think time of 0.5–1.5 s between requests, for whoami,
// the calculator setup, instances/setup or a page of results/list, and saves a results/manage batch of
// ten rows every 4–6 s. Meanwhile a probe asks GET /api/status on a fresh connection every 250 ms. Runs on
// PostgreSQL (BENCH_DATABASE_URL, when it answers) and on the embedded database; BENCH_DATABASES=embedded
// (or postgres) runs one. Prints requests, errors, timeouts (no answer within 30 s), p50/p95/p99, the
// status probe's p99, and whether the rows the saves reported equal the rows read back afterwards.
// Targets: 0 errors, p99 < 1.5 s, no timeouts and a status p99 < 250 ms.
// Run: npx tsx bench/load.ts [users] [seconds]
import { Agent, request } from 'node:http';
import {
  type BenchServer,
  type BenchUser,
  type DatabaseKind,
  isPostgresReachable,
  startBenchServer,
} from './support/app-server.ts';
import { percentile } from './support.ts';

const users = Math.min(1000, Math.max(1, Number(process.argv[2] ?? 200)));
const seconds = Math.min(600, Math.max(1, Number(process.argv[3] ?? 60)));
const USERS_PER_COMPANY = 10;
const ROWS_PER_SAVE = 10;
const TIMEOUT_MS = 30_000;
const STATUS_PROBE_INTERVAL_MS = 250;
const TARGETS = { p99Ms: 1500, statusP99Ms: 250 };
/** Think time between a member's requests, `low-high` in ms (BENCH_THINK_MS, default 500-1500). */
const [THINK_LOW_MS, THINK_HIGH_MS] = (process.env.BENCH_THINK_MS ?? '500-1500')
  .split('-')
  .map((part) => Math.min(60_000, Math.max(0, Number.parseInt(part, 10) || 0)));

type Answer = { status: number; body: string; ms: number } | { status: 'timeout' | 'failed'; ms: number };

function send(
  agent: Agent | false,
  port: number,
  method: 'GET' | 'POST',
  path: string,
  user?: BenchUser,
  payload?: unknown,
): Promise<Answer> {
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  const headers: Record<string, string> = {};
  if (user) headers.cookie = user.cookie;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['x-csrf-token'] = user?.csrfToken ?? '';
  }
  const startedAt = performance.now();
  return new Promise((settle) => {
    const outgoing = request({ host: '127.0.0.1', port, method, path, headers, agent }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        settle({
          status: incoming.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - startedAt,
        }),
      );
    });
    outgoing.setTimeout(TIMEOUT_MS, () => {
      outgoing.destroy();
      settle({ status: 'timeout', ms: performance.now() - startedAt });
    });
    outgoing.on('error', () => settle({ status: 'failed', ms: performance.now() - startedAt }));
    outgoing.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (low: number, high: number) => low + Math.random() * (high - low);

type Tally = { latencies: number[]; errors: number; timeouts: number; byRoute: Map<string, number[]> };

function record(tally: Tally, route: string, answer: Answer): void {
  tally.latencies.push(answer.ms);
  const samples = tally.byRoute.get(route) ?? [];
  samples.push(answer.ms);
  tally.byRoute.set(route, samples);
  if (answer.status === 'timeout') tally.timeouts += 1;
  else if (answer.status === 'failed' || answer.status >= 400) tally.errors += 1;
}

async function runMember(
  server: BenchServer,
  agent: Agent,
  user: BenchUser,
  index: number,
  endsAt: number,
  tally: Tally,
) {
  const reads = [
    () => ['whoami', send(agent, server.port, 'GET', '/api/auth/whoami', user)] as const,
    () => ['setup', send(agent, server.port, 'GET', '/api/company/calculator/setup', user)] as const,
    () =>
      [
        'instances/setup',
        send(agent, server.port, 'POST', '/api/company/calculator/instances/setup', user, {
          instances: [user.instanceId],
          lang: 'en',
        }),
      ] as const,
    () =>
      [
        'results/list',
        send(agent, server.port, 'POST', '/api/company/calculator/results/list', user, {
          instances: [user.instanceId],
        }),
      ] as const,
  ];
  let rowsSaved = 0;
  let saves = 0;
  let nextSaveAt = performance.now() + between(0, 5000);
  while (performance.now() < endsAt) {
    if (performance.now() >= nextSaveAt) {
      const toCreate = Array.from({ length: ROWS_PER_SAVE }, (_, row) => ({
        instance: user.instanceId,
        formOptionId: 'stationary-natural-gas-kwh',
        name: `load ${index}-${saves}-${row}`,
        emissionActivityInputs: [{ fieldId: 'energy', value: 1000 + row, unit: 'kWh' }],
      }));
      const answer = await send(agent, server.port, 'POST', '/api/company/calculator/results/manage', user, {
        results: { toCreate },
        aggregateFormSectionsForInstances: [user.instanceId],
      });
      record(tally, 'results/manage', answer);
      if (answer.status === 200) rowsSaved += ROWS_PER_SAVE;
      saves += 1;
      nextSaveAt = performance.now() + between(4000, 6000);
    } else {
      const pick = reads[Math.floor(Math.random() * reads.length)];
      if (!pick) continue;
      const [route, pending] = pick();
      record(tally, route, await pending);
    }
    await sleep(between(THINK_LOW_MS ?? 500, THINK_HIGH_MS ?? 1500));
  }
  return rowsSaved;
}

/** Every row of each company's year, read back page by page through results/list. */
async function countStoredRows(server: BenchServer, agent: Agent): Promise<number> {
  const firstOfCompany = new Map(server.users.map((user) => [user.companyId, user]));
  let total = 0;
  for (const user of firstOfCompany.values()) {
    for (let skip = 0; ; ) {
      const answer = await send(
        agent,
        server.port,
        'POST',
        `/api/company/calculator/results/list?skip=${skip}`,
        user,
        {
          instances: [user.instanceId],
        },
      );
      if (answer.status !== 200 || !('body' in answer))
        throw new Error(`reading back failed: ${answer.status}`);
      const page = JSON.parse(answer.body) as {
        results: unknown[];
        pagination: { position: number; canLoadMore: boolean };
      };
      total += page.results.length;
      if (!page.pagination.canLoadMore) break;
      skip = page.pagination.position;
    }
  }
  return total;
}

async function probeStatus(port: number, endsAt: number, tally: Tally): Promise<void> {
  while (performance.now() < endsAt) {
    // A fresh connection each time, like a browser opening the app.
    record(tally, 'status', await send(false, port, 'GET', '/api/status'));
    await sleep(STATUS_PROBE_INTERVAL_MS);
  }
}

const format = (ms: number) => `${ms.toFixed(0)} ms`;

async function benchmark(kind: DatabaseKind): Promise<void> {
  const companies = Math.ceil(users / USERS_PER_COMPANY);
  const server = await startBenchServer(kind, { companies, usersPerCompany: USERS_PER_COMPANY });
  const agent = new Agent({ keepAlive: true, maxSockets: users + 10 });
  try {
    const members = server.users.slice(0, users);
    const tally: Tally = { latencies: [], errors: 0, timeouts: 0, byRoute: new Map() };
    const statusTally: Tally = { latencies: [], errors: 0, timeouts: 0, byRoute: new Map() };
    // Warm-up, not counted: every route once per company, so first-use work (compiling, loading) is done.
    const warmUp: Tally = { latencies: [], errors: 0, timeouts: 0, byRoute: new Map() };
    const firstOfCompany = [...new Map(members.map((user) => [user.companyId, user])).values()];
    const warmUpRows = await Promise.all(
      firstOfCompany.map((user, index) =>
        runMember(server, agent, user, -1 - index, performance.now() + 3000, warmUp),
      ),
    );
    if (warmUp.errors + warmUp.timeouts > 0)
      console.log(`  warm-up: ${warmUp.errors} errors, ${warmUp.timeouts} timeouts`);
    const startedAt = performance.now();
    const endsAt = startedAt + seconds * 1000;
    const [saved] = await Promise.all([
      Promise.all(members.map((user, index) => runMember(server, agent, user, index, endsAt, tally))),
      probeStatus(server.port, endsAt, statusTally),
    ]);
    const elapsed = (performance.now() - startedAt) / 1000;
    const rowsWritten = [...warmUpRows, ...saved].reduce((sum, rows) => sum + rows, 0);
    const rowsRead = await countStoredRows(server, agent);

    const sorted = [...tally.latencies].sort((a, b) => a - b);
    const statusSorted = [...statusTally.latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 0.99);
    const statusP99 = percentile(statusSorted, 0.99);
    console.log(
      `\n${kind}: ${members.length} users for ${elapsed.toFixed(0)} s, think time ${THINK_LOW_MS}–${THINK_HIGH_MS} ms`,
    );
    console.log(
      `  requests ${sorted.length} (${(sorted.length / elapsed).toFixed(0)}/s)  errors ${tally.errors}  timeouts ${tally.timeouts}` +
        `  p50 ${format(percentile(sorted, 0.5))}  p95 ${format(percentile(sorted, 0.95))}  p99 ${format(p99)}`,
    );
    for (const [route, samples] of tally.byRoute) {
      const ordered = [...samples].sort((a, b) => a - b);
      console.log(
        `    ${route.padEnd(16)} n=${String(ordered.length).padStart(6)}  p50 ${format(percentile(ordered, 0.5))}` +
          `  p99 ${format(percentile(ordered, 0.99))}`,
      );
    }
    console.log(
      `  GET /api/status, fresh connection: n=${statusSorted.length}  errors ${statusTally.errors}` +
        `  timeouts ${statusTally.timeouts}  p50 ${format(percentile(statusSorted, 0.5))}  p99 ${format(statusP99)}`,
    );
    console.log(
      `  rows written ${rowsWritten}, read back ${rowsRead}: ${rowsWritten === rowsRead ? 'equal' : 'DIFFERENT'}`,
    );
    const isMet =
      tally.errors === 0 &&
      tally.timeouts + statusTally.timeouts === 0 &&
      p99 < TARGETS.p99Ms &&
      statusP99 < TARGETS.statusP99Ms &&
      rowsWritten === rowsRead;
    console.log(
      `  targets (0 errors, 0 timeouts, p99 < ${TARGETS.p99Ms} ms, status p99 < ${TARGETS.statusP99Ms} ms, rows equal): ${isMet ? 'met' : 'MISSED'}`,
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
}

const wanted = (process.env.BENCH_DATABASES ?? 'postgres,embedded').split(',');
const kinds: DatabaseKind[] = [];
if (wanted.includes('postgres')) {
  if (await isPostgresReachable()) kinds.push('postgres');
  else console.log('PostgreSQL does not answer at BENCH_DATABASE_URL: skipped');
}
if (wanted.includes('embedded')) kinds.push('embedded');
for (const kind of kinds) await benchmark(kind);
