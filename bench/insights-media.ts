// Requests per second and latency of a published widget's image (`GET /analytics/media/<id>.png`), the
// address outsiders put into busy pages, against a bare Fastify hello-world with the same loopback load
// generator. The server runs as its own process on PostgreSQL (BENCH_DATABASE_URL, when it answers) and
// on the embedded database; BENCH_DATABASES=embedded (or postgres) runs one. A company's owner enters a
// Corporate project, its year and a few results through the API, builds a footprint widget and
// publishes it; the image is then asked for by every connection at once.
// Targets: at least 30 % of the hello-world's requests per second, p99 under 50 ms, and every answer the
// same image (200, image/png, one ETag and length), drawn once: still one snapshot row, with the bytes
// that were served first.
// Run: npx tsx bench/insights-media.ts [seconds per measurement] [connections]

import { eq } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { insightSnapshots } from '../apps/server/src/db/schema/insights.ts';
import {
  type BenchServer,
  type BenchUser,
  type DatabaseKind,
  isPostgresReachable,
  startBenchServer,
  startHelloServer,
} from './support/app-server.ts';
import { type LoadAnswer, type LoadFigures, runLoad } from './support/http-load.ts';

const seconds = Math.min(120, Math.max(1, Number(process.argv[2] ?? 30)));
const connections = Math.min(500, Math.max(1, Number(process.argv[3] ?? 100)));
const WARM_UP_MS = 2000;
const TARGETS = { ratio: 0.3, p99Ms: 50 };

function print(label: string, figures: LoadFigures): void {
  console.log(
    `${label.padEnd(34)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  n=${figures.requests}` +
      `  errors=${figures.errors}  p50=${figures.p50Ms.toFixed(1)} ms  p99=${figures.p99Ms.toFixed(1)} ms`,
  );
}

/** A call of the company's API as the app's pages make it: session cookie, CSRF header, JSON. */
async function callApi<T>(server: BenchServer, user: BenchUser, path: string, body: unknown): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method: 'POST',
    headers: { cookie: user.cookie, 'x-csrf-token': user.csrfToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

type ProjectAnswer = { instance: { _id: string }; container: { _id: string } };
type WidgetAnswer = { widget: { _id: string; publication: { publicId: string } | null } };

/** A Corporate project with its 2025 year, one result per scope, and a footprint widget published. */
async function publishWidget(
  server: BenchServer,
  user: BenchUser,
): Promise<{ id: string; publicId: string }> {
  const project = await callApi<ProjectAnswer>(server, user, '/api/company/calculator/instances', {
    container: { name: 'Corporate', type: 'company' },
    general: {
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      surchargePercent: 0,
      selectedVoluntarySectionIds: [],
      electricityEmissionFactor: { region: 'DE' },
    },
  });
  const instance: string = project.instance._id;
  const row = (formOptionId: string, fieldId: string, value: number, unit: string) => ({
    instance,
    formOptionId,
    emissionActivityInputs: [{ fieldId, value, unit }],
  });
  await callApi(server, user, '/api/company/calculator/results/manage', {
    results: {
      toCreate: [
        row('stationary-natural-gas-kwh', 'energy', 120_000, 'kWh'),
        row('electricity-grid', 'energy', 250_000, 'kWh'),
        row('flight-long-haul-economy', 'passengerDistance', 40_000, 'p.km'),
      ],
    },
    aggregateFormSectionsForInstances: [],
  });
  const created = await callApi<WidgetAnswer>(server, user, '/api/company/analytics/widgets', {
    kind: 'footprint',
    title: '',
    container: project.container._id,
    years: [2025],
    size: 'medium',
    language: 'en',
    theme: 'light',
  });
  const id: string = created.widget._id;
  const published = await callApi<WidgetAnswer>(
    server,
    user,
    `/api/company/analytics/widgets/${id}/publish`,
    {},
  );
  const publicId = published.widget.publication?.publicId;
  if (!publicId) throw new Error('the widget was not published');
  return { id, publicId };
}

/** One header's value from an answer's head, found by its lower-case name in the head's lower-case copy. */
function readHeader(head: string, lowerHead: string, name: string): string | undefined {
  const start = lowerHead.indexOf(`\r\n${name}:`);
  if (start < 0) return undefined;
  const from = start + name.length + 3;
  const end = head.indexOf('\r\n', from);
  return head.slice(from, end < 0 ? undefined : end).trim();
}

/** The snapshot rows of the widget, read once the server has stopped (the embedded database admits one). */
async function readSnapshots(server: BenchServer, widgetId: string) {
  const connection = await openDatabase(server.target);
  try {
    return await connection.db
      .select({ png: insightSnapshots.png })
      .from(insightSnapshots)
      .where(eq(insightSnapshots.widgetId, widgetId));
  } finally {
    await connection.close();
  }
}

async function benchmark(kind: DatabaseKind, baseline: LoadFigures): Promise<boolean> {
  const server = await startBenchServer(kind, { companies: 1, usersPerCompany: 1, role: 'owner' });
  try {
    const user = server.users[0];
    if (!user) throw new Error('no user seeded');
    const widget = await publishWidget(server, user);
    const path = `/analytics/media/${widget.publicId}.png`;
    const first = await fetch(`http://127.0.0.1:${server.port}${path}`);
    const firstBytes = Buffer.from(await first.arrayBuffer());
    const etag = first.headers.get('etag');
    if (first.status !== 200 || !etag) throw new Error(`the first image answered ${first.status}`);
    console.log(
      `\n${kind}: widget ${widget.publicId}, ${first.headers.get('content-type')}, ${firstBytes.length} bytes, ETag ${etag}`,
    );

    // What differed, counted only for the answers that differ, so the generator's cost stays that of a read.
    const mismatches = new Map<string, number>();
    const check = ({ status, head, body }: LoadAnswer) => {
      const lowerHead = head.toLowerCase();
      const type = readHeader(head, lowerHead, 'content-type');
      const answerEtag = readHeader(head, lowerHead, 'etag');
      if (status === 200 && type === 'image/png' && answerEtag === etag && body.length === firstBytes.length)
        return true;
      const differences = [
        status === 200 ? '' : `status ${status}`,
        type === 'image/png' ? '' : 'content-type',
        answerEtag === etag ? '' : 'etag',
        body.length === firstBytes.length ? '' : 'length',
      ];
      for (const what of differences.filter(Boolean)) mismatches.set(what, (mismatches.get(what) ?? 0) + 1);
      return false;
    };
    const load = { port: server.port, path, connections };
    await runLoad({ ...load, durationMs: WARM_UP_MS });
    const cpuBefore = server.cpuSeconds();
    const figures = await runLoad({ ...load, durationMs: seconds * 1000, check });
    const cpuAfter = server.cpuSeconds();
    print(`image on ${kind}`, figures);
    const ratio = figures.requestsPerSecond / baseline.requestsPerSecond;
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      const perRequest = ((cpuAfter - cpuBefore) / figures.requests) * 1e6;
      console.log(
        `${''.padEnd(34)} server processor ${(cpuAfter - cpuBefore).toFixed(1)} s (${perRequest.toFixed(0)} µs a request)`,
      );
    }
    const rejected = [...mismatches].map(([what, count]) => `${what} ${count}`).join(', ');
    console.log(
      `${''.padEnd(34)} answers unlike the first: ${figures.rejected}${rejected ? ` (${rejected})` : ''}`,
    );

    await server.stopServer();
    const rows = await readSnapshots(server, widget.id);
    const isSameBytes = rows.length === 1 && rows[0]?.png.equals(firstBytes) === true;
    console.log(
      `${''.padEnd(34)} snapshot rows of the widget: ${rows.length}; stored image ${isSameBytes ? 'equals' : 'DIFFERS FROM'} the first served`,
    );

    const isRatioMet = ratio >= TARGETS.ratio;
    const isP99Met = figures.p99Ms < TARGETS.p99Ms;
    const isSame = figures.errors === 0 && figures.rejected === 0 && isSameBytes;
    console.log(
      `${''.padEnd(34)} ratio to hello-world ${(ratio * 100).toFixed(1)} % (${isRatioMet ? 'meets' : 'MISSES'} the target of ≥ ${TARGETS.ratio * 100} %)`,
    );
    console.log(
      `${''.padEnd(34)} p99 ${figures.p99Ms.toFixed(1)} ms (${isP99Met ? 'meets' : 'MISSES'} the target of < ${TARGETS.p99Ms} ms)`,
    );
    console.log(
      `${''.padEnd(34)} one image drawn once and served alike: ${isSame ? 'holds' : 'DOES NOT HOLD'}`,
    );
    return isRatioMet && isP99Met && isSame;
  } finally {
    await server.stop();
  }
}

console.log(`${seconds} s per measurement, ${connections} connections, loopback\n`);
const hello = await startHelloServer();
let baseline: LoadFigures;
try {
  await runLoad({ port: hello.port, path: '/', connections, durationMs: WARM_UP_MS });
  baseline = await runLoad({ port: hello.port, path: '/', connections, durationMs: seconds * 1000 });
  print('bare Fastify hello-world', baseline);
} finally {
  await hello.stop();
}

const wanted = (process.env.BENCH_DATABASES ?? 'postgres,embedded').split(',');
const kinds: DatabaseKind[] = [];
if (wanted.includes('postgres')) {
  if (await isPostgresReachable()) kinds.push('postgres');
  else console.log('PostgreSQL does not answer at BENCH_DATABASE_URL: skipped');
}
if (wanted.includes('embedded')) kinds.push('embedded');
const verdicts: string[] = [];
for (const kind of kinds) verdicts.push(`${kind} ${(await benchmark(kind, baseline)) ? 'met' : 'MISSED'}`);
console.log(`\ntargets: ${verdicts.join(', ')}`);
