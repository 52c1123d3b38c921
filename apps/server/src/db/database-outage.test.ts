import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { createProject, gasRow, manage, setUpCompanyClients } from '../modules/calculator/test-kit.ts';
import { body, importRow, url as importUrl } from '../modules/calculator-import/test-kit.ts';
import { poolOf } from '../test/pool-of.ts';
import { queryRows } from '../test/query-rows.ts';
import type { SignedInClient } from '../test/session.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const BATCHES = 6;
const ROWS_PER_BATCH = 1000;
const IMPORT_CHUNKS = 4;

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

/** Waits at most 15 s for `/api/status` to say the server accepts requests again; answers whether it did. */
function waitUntilAccepting(app: FastifyInstance): Promise<boolean> {
  return waitFor(
    async () => (await app.inject({ method: 'GET', url: '/api/status' })).json().isAcceptingRequests === true,
    15_000,
  );
}

// The outage needs a real PostgreSQL server behind a proxy; CI sets TEST_DATABASE_URL.

/** Waits for `step` at most 15 s; a step that takes longer is reported and left behind. */
async function within(name: string, step: Promise<unknown> | undefined): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), 15_000)));
  const outcome = await Promise.race([step, late]);
  clearTimeout(timer);
  if (outcome === 'late') console.warn(`clean-up: ${name} took longer than 15 s`);
}

describe.skipIf(!serverUrl)('a PostgreSQL outage in the middle of writes (needs TEST_DATABASE_URL)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  let owner: SignedInClient;
  let instanceId: string;
  let companyId: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'outage-test-'));
  const uncaught: unknown[] = [];
  const warnings: string[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  const onWarning = (warning: Error) => warnings.push(warning.message);

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);
    process.on('warning', onWarning);
    database = await createTestDatabase();
    if (database.target.kind !== 'server') throw new Error('expected a PostgreSQL test database');
    const direct = new URL(database.target.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    app = await buildApp(
      { ...readConfig({ LOG_LEVEL: 'silent' }), dataDir },
      { database: { kind: 'server', url: proxied.toString() }, isFactorLibraryLoaded: true },
    );
    const clients = await setUpCompanyClients(app);
    owner = clients.owner;
    companyId = clients.companyId;
    instanceId = (await createProject(owner)).instanceId;
  }, 180_000);

  afterAll(async () => {
    // Each step of the clean-up is bounded and says which one ran over, so a connection lost in the
    // outage (which closing the pool would wait for forever) shows as such rather than as a hook timeout.
    await within('stopping the proxy', proxy?.kill());
    await within('closing the app', app?.close());
    await within('dropping the database', database?.drop());
    rmSync(dataDir, { recursive: true, force: true });
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
    process.off('warning', onWarning);
  });

  it('answers 503 while the database is gone, recovers, and keeps every batch whole or absent', async () => {
    const batch = (index: number) =>
      Array.from({ length: ROWS_PER_BATCH }, (_, row) =>
        gasRow(instanceId, 100 + row, { name: `batch${index}-${row}` }),
      );
    const bytesBefore = proxy.bytesUp();
    const writes = Array.from({ length: BATCHES }, (_, index) => manage(owner, { toCreate: batch(index) }));
    // Cut the database off while the batches' inserts are on the wire.
    expect(await waitFor(() => proxy.bytesUp() - bytesBefore > 64 * 1024, 30_000)).toBe(true);
    await proxy.kill();

    const answers = await Promise.all(writes);
    for (const answer of answers) expect([200, 503]).toContain(answer.statusCode);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.json().error.code).toBe('DATABASE_UNAVAILABLE');

    // During the outage: reads fail fast with 503 and the status page says so.
    const read = await owner.inject({
      method: 'POST',
      url: '/api/company/calculator/results/list',
      payload: { instances: [instanceId] },
    });
    expect(read.statusCode).toBe(503);
    expect(read.json().error.code).toBe('DATABASE_UNAVAILABLE');
    const status = await app.inject({ method: 'GET', url: '/api/status' });
    expect(status.json()).toEqual({ isAcceptingRequests: false });

    await proxy.restart();
    expect(await waitUntilAccepting(app)).toBe(true);

    // Every batch landed whole or not at all; every batch answered 200 is stored.
    const counts = await queryRows<{ batch: string; n: number }>(
      app.database.db,
      sql`select split_part(name, '-', 1) as batch, count(*)::int as n from calculator_results
          where company_id = ${companyId} group by 1`,
    );
    const stored = new Map(counts.map((row) => [row.batch, row.n]));
    answers.forEach((answer, index) => {
      const count = stored.get(`batch${index}`) ?? 0;
      expect([0, ROWS_PER_BATCH]).toContain(count);
      if (answer.statusCode === 200) expect(count).toBe(ROWS_PER_BATCH);
    });

    // And the server works as before.
    const after = await manage(owner, { toCreate: [gasRow(instanceId, 5, { name: 'after-0' })] });
    expect(after.statusCode).toBe(200);
    // No connection stayed lent out to a request the outage failed: the pool has its full size again.
    const pool = poolOf(app.database.db);
    expect(await waitFor(() => pool.totalCount === pool.idleCount, 5_000)).toBe(true);
    expect(uncaught).toEqual([]);
    expect(warnings.filter((message) => message.includes('already executing a query'))).toEqual([]);
  }, 120_000);

  it('fails an upload’s chunks whole when the database goes mid-import, and the same file again completes it once', async () => {
    const year = (await createProject(owner, { name: 'Import outage', region: 'GB' })).instanceId;
    const rows = Array.from({ length: IMPORT_CHUNKS * ROWS_PER_BATCH }, (_, index) =>
      importRow(year, 10 + index, 3 + index),
    );
    const chunkOf = (chunk: number) => rows.slice(chunk * ROWS_PER_BATCH, (chunk + 1) * ROWS_PER_BATCH);
    // One upload run, every chunk sent at once: the server stores them in the run's order.
    const upload = (runId: string) =>
      Array.from({ length: IMPORT_CHUNKS }, (_, chunk) =>
        owner.inject({
          method: 'PUT',
          url: importUrl,
          payload: body([year], chunkOf(chunk), { uploadRun: { id: runId, chunk }, isSummaryOnly: true }),
        }),
      );
    const bytesBefore = proxy.bytesUp();
    const answers = upload(randomUUID());
    // Past the first chunk's INSERT (about 600 kB), so the database goes while a later one is on the wire.
    expect(await waitFor(() => proxy.bytesUp() - bytesBefore > 900 * 1024, 60_000)).toBe(true);
    await proxy.kill();
    const outcomes = await Promise.all(answers);
    // A chunk is stored (200), fails with the database (503), or is refused as its run stopped (409).
    for (const outcome of outcomes) expect([200, 409, 503], outcome.body).toContain(outcome.statusCode);
    expect(outcomes.some((outcome) => outcome.statusCode === 503)).toBe(true);

    await proxy.restart();
    expect(await waitUntilAccepting(app)).toBe(true);
    const storedPerChunk = async () => {
      const counts = await queryRows<{ chunk: number; n: number }>(
        app.database.db,
        sql`select (sheet_row - 3) / ${ROWS_PER_BATCH} as chunk, count(*)::int as n from (
              select (substring(name from 'Boiler ([0-9]+)'))::int as sheet_row from calculator_results
              where company_id = ${companyId} and instance_id = ${year}) as stored group by 1`,
      );
      const byChunk = new Map(counts.map((row) => [Number(row.chunk), row.n]));
      return Array.from({ length: IMPORT_CHUNKS }, (_, chunk) => byChunk.get(chunk) ?? 0);
    };
    // Each chunk landed whole or not at all, in the run's order, and every chunk answered 200 is stored.
    const stored = await storedPerChunk();
    stored.forEach((count, chunk) => {
      expect([0, ROWS_PER_BATCH]).toContain(count);
      if (outcomes[chunk]?.statusCode === 200) expect(count).toBe(ROWS_PER_BATCH);
      if (chunk > 0 && count > 0) expect(stored[chunk - 1]).toBe(ROWS_PER_BATCH);
    });

    // The same file again stores what is missing and leaves what landed alone: every row once.
    const again = await Promise.all(upload(randomUUID()));
    again.forEach((outcome, chunk) => {
      expect(outcome.statusCode, outcome.body).toBe(200);
      const landed = stored[chunk] === ROWS_PER_BATCH;
      expect(outcome.json()).toMatchObject({
        numCreated: landed ? 0 : ROWS_PER_BATCH,
        numUnchanged: landed ? ROWS_PER_BATCH : 0,
        errors: [],
      });
    });
    expect(await storedPerChunk()).toEqual(Array.from({ length: IMPORT_CHUNKS }, () => ROWS_PER_BATCH));
    const pool = poolOf(app.database.db);
    expect(await waitFor(() => pool.totalCount === pool.idleCount, 5_000)).toBe(true);
    expect(uncaught).toEqual([]);
  }, 180_000);
});
