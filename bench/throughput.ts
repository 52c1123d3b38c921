// Throughput of an authenticated JSON call (`GET /api/auth/whoami` with a session cookie) against a bare
// Fastify hello-world, measured in one run with the same loopback load generator: the server runs as its
// own process on PostgreSQL (BENCH_DATABASE_URL, when it answers) and on the embedded database.
// Targets: whoami ≥ 10 % of hello-world on PostgreSQL and ≥ 5 % on the embedded database.
// Run: npx tsx bench/throughput.ts [seconds per measurement] [connections]

import {
  type DatabaseKind,
  isPostgresReachable,
  startBenchServer,
  startHelloServer,
} from './support/app-server.ts';
import { type LoadFigures, runLoad } from './support/http-load.ts';

const seconds = Math.min(120, Math.max(1, Number(process.argv[2] ?? 10)));
const connections = Math.min(500, Math.max(1, Number(process.argv[3] ?? 50)));
const WARM_UP_MS = 2000;
const TARGETS: Record<DatabaseKind, number> = { postgres: 0.1, embedded: 0.05 };

function print(label: string, figures: LoadFigures): void {
  console.log(
    `${label.padEnd(34)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  n=${figures.requests}` +
      `  errors=${figures.errors}  p50=${figures.p50Ms.toFixed(1)} ms  p99=${figures.p99Ms.toFixed(1)} ms`,
  );
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

const kinds: DatabaseKind[] = (await isPostgresReachable()) ? ['postgres', 'embedded'] : ['embedded'];
for (const kind of kinds) {
  const server = await startBenchServer(kind, { companies: 1, usersPerCompany: 1 });
  try {
    const user = server.users[0];
    if (!user) throw new Error('no user seeded');
    const load = {
      port: server.port,
      path: '/api/auth/whoami',
      headers: { cookie: user.cookie },
      connections,
    };
    await runLoad({ ...load, durationMs: WARM_UP_MS });
    const figures = await runLoad({ ...load, durationMs: seconds * 1000 });
    print(`whoami on ${kind}`, figures);
    const ratio = figures.requestsPerSecond / baseline.requestsPerSecond;
    const verdict = ratio >= TARGETS[kind] ? 'meets' : 'misses';
    console.log(
      `${''.padEnd(34)} ratio to hello-world ${(ratio * 100).toFixed(1)} % (${verdict} the target of ${TARGETS[kind] * 100} %)`,
    );
  } finally {
    await server.stop();
  }
}
