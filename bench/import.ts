// Spreadsheet import at scale: a 50,000-row XLSX (grid electricity, natural gas, diesel fleet, flights,
// hotel nights, IT spend, as a user fills the template) is read and mapped with the core parser, as the
// browser does, and then previewed and uploaded over loopback HTTP to the real server running in its own
// process (`PUT …/results/bulk-import/templates`, chunks of 1000, as the browser sends them: three preview
// chunks in flight, two upload chunks), into a Corporate year 2025 in Germany. This process
// plays the browser: reading the file and the JSON of each request and answer are its work, not the
// server's. For comparison, the same rows as the upload stored them are inserted again into another year
// by one bare INSERT … SELECT per 1000 rows, once the server has stopped. Runs on the embedded database
// (a fresh data directory) and on a fresh database on the PostgreSQL server at BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres) when it answers; both are removed afterwards.
// BENCH_IMPORT_ROWS lowers the rows on the embedded database only; BENCH_DATABASES=embedded (or postgres)
// runs one. Targets: the whole import under 5 s on PostgreSQL and under 8 s on the embedded database.
// First it prints how quick the machine is just now (a bare Fastify hello-world's requests per second).
// Run: npx tsx bench/import.ts

import { randomUUID } from 'node:crypto';
import {
  BULK_IMPORT_CHUNK_SIZE,
  BULK_IMPORT_PREVIEW_IN_FLIGHT,
  BULK_IMPORT_UPLOAD_IN_FLIGHT,
  type BulkImportRow,
  mapImportRows,
  readSpreadsheet,
} from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import { type DatabaseTarget, openDatabase } from '../apps/server/src/db/client.ts';
import {
  type BenchServer,
  type BenchUser,
  type DatabaseKind,
  isPostgresReachable,
  startBenchServer,
} from './support/app-server.ts';
import { buildWorkbook, corporateForm } from './support/import-workbook.ts';
import { measureMachine } from './support/machine-speed.ts';

const FULL_ROWS = 50_000;
const embeddedRows = Number(process.env.BENCH_IMPORT_ROWS ?? FULL_ROWS);
const LABELS = { embedded: 'Embedded', postgres: 'PostgreSQL' } as const;
const TARGET_SECONDS = { embedded: 8, postgres: 5 } as const;
const api = '/api/company/calculator';

/** A call to the server as the browser makes it: JSON in, JSON out, the member's cookie and CSRF token. */
async function call(server: BenchServer, user: BenchUser, method: string, path: string, payload: unknown) {
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: user.cookie, 'x-csrf-token': user.csrfToken },
    body: JSON.stringify(payload),
  });
  return { status: response.status, text: await response.text() };
}

async function createYear(server: BenchServer, user: BenchUser, name: string): Promise<string> {
  const response = await call(server, user, 'POST', `${api}/instances`, {
    container: { name, type: 'company' },
    general: {
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      surchargePercent: 0,
      selectedVoluntarySectionIds: [],
      electricityEmissionFactor: { region: 'DE' },
    },
  });
  if (response.status !== 201) throw new Error(`year not created: ${response.text}`);
  return JSON.parse(response.text).instance._id;
}

/**
 * Sends every chunk as the import screen does (`runImportChunks`): a preview keeps
 * BULK_IMPORT_PREVIEW_IN_FLIGHT chunks in flight, an upload BULK_IMPORT_UPLOAD_IN_FLIGHT, numbered in
 * one upload run. Answers the rows stored (or previewed) and fails loudly on any refused row.
 */
async function sendChunks(server: BenchServer, user: BenchUser, rows: BulkImportRow[], isPreview: boolean) {
  const runId = randomUUID();
  const sendChunk = async (start: number) => {
    const response = await call(server, user, 'PUT', `${api}/results/bulk-import/templates`, {
      isPreview,
      baseQuery: { instances: [user.instanceId] },
      bulkRequests: rows.slice(start, start + BULK_IMPORT_CHUNK_SIZE),
      generatedFromFile: 'bench.xlsx',
      lang: 'en',
      // As the import screen sends it: counts, not the stored results, come back.
      isSummaryOnly: true,
      ...(isPreview ? {} : { uploadRun: { id: runId, chunk: start / BULK_IMPORT_CHUNK_SIZE } }),
    });
    const body = response.status === 200 ? JSON.parse(response.text) : undefined;
    if (!body || body.errors.length > 0) {
      throw new Error(`chunk at ${start} refused: ${response.status} ${response.text.slice(0, 500)}`);
    }
    return isPreview ? body.preview.length : body.numCreated;
  };
  let counted = 0;
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const start = next;
      next += BULK_IMPORT_CHUNK_SIZE;
      // Read `counted` only once the answer is in: the other lane adds to it meanwhile.
      const numRows = await sendChunk(start);
      counted += numRows;
    }
  };
  const numLanes = isPreview ? BULK_IMPORT_PREVIEW_IN_FLIGHT : BULK_IMPORT_UPLOAD_IN_FLIGHT;
  await Promise.all(Array.from({ length: numLanes }, lane));
  return counted;
}

const seconds = (startedAt: number) => (performance.now() - startedAt) / 1000;
const rate = (rows: number, secs: number) => `${Math.round(rows / secs).toLocaleString('en')} rows/s`;

async function benchmark(kind: DatabaseKind, rowCount: number): Promise<number> {
  const label = LABELS[kind];
  const server = await startBenchServer(kind, { companies: 1, usersPerCompany: 1, role: 'owner' });
  try {
    const user = server.users[0] as BenchUser;
    const bareInstanceId = await createYear(server, user, 'Bare insert');
    const form = corporateForm();
    const workbook = buildWorkbook(rowCount, form);
    console.log(
      `\n${label}: ${rowCount.toLocaleString('en')}-row XLSX, ${(workbook.length / 1e6).toFixed(1)} MB`,
    );

    const startedAt = performance.now();
    const table = readSpreadsheet(workbook, 'bench.xlsx');
    const mapping = mapImportRows(table, {
      form,
      instances: [{ id: user.instanceId, name: 'HQ' }],
      defaultInstanceId: user.instanceId,
      fileName: 'bench.xlsx',
    });
    if (mapping.problems.length > 0 || mapping.rows.length !== rowCount) {
      throw new Error(
        `mapping: ${mapping.rows.length} rows, problems ${JSON.stringify(mapping.problems.slice(0, 3))}`,
      );
    }
    const parseSeconds = seconds(startedAt);
    const previewStartedAt = performance.now();
    const cpuBeforePreview = server.cpuSeconds();
    await sendChunks(server, user, mapping.rows, true);
    const previewSeconds = seconds(previewStartedAt);
    const uploadStartedAt = performance.now();
    const cpuBeforeUpload = server.cpuSeconds();
    const databaseCpuAtUpload = server.databaseCpuSeconds();
    const stored = await sendChunks(server, user, mapping.rows, false);
    const uploadSeconds = seconds(uploadStartedAt);
    const totalSeconds = seconds(startedAt);
    const cpuAfterUpload = server.cpuSeconds();
    const databaseCpuAfterUpload = server.databaseCpuSeconds();
    if (stored !== rowCount) throw new Error(`the upload stored ${stored} of ${rowCount} rows`);

    await server.stopServer();
    const bareSeconds = await timeBareInsert(server.target, user.instanceId, bareInstanceId);
    console.log(
      `${label}: read and map the file   ${parseSeconds.toFixed(2)} s  (${rate(rowCount, parseSeconds)})`,
    );
    console.log(
      `${label}: preview through the API  ${previewSeconds.toFixed(2)} s  (${rate(rowCount, previewSeconds)})`,
    );
    console.log(
      `${label}: upload through the API   ${uploadSeconds.toFixed(2)} s  (${rate(stored, uploadSeconds)})`,
    );
    console.log(
      `${label}: whole import             ${totalSeconds.toFixed(2)} s  (${rate(rowCount, totalSeconds)})`,
    );
    console.log(
      `${label}: bare bulk insert         ${bareSeconds.toFixed(2)} s  (${rate(rowCount, bareSeconds)})`,
    );
    console.log(`${label}: upload / bare insert = ${(uploadSeconds / bareSeconds).toFixed(1)}`);
    if (cpuBeforePreview !== undefined && cpuBeforeUpload !== undefined && cpuAfterUpload !== undefined) {
      // The server process's own processor time (a busy machine stretches wall time, not this much).
      const previewCpu = (cpuBeforeUpload - cpuBeforePreview).toFixed(2);
      const uploadCpu = (cpuAfterUpload - cpuBeforeUpload).toFixed(2);
      console.log(`${label}: server processor time: preview ${previewCpu} s, upload ${uploadCpu} s`);
    }
    if (databaseCpuAtUpload !== undefined && databaseCpuAfterUpload !== undefined) {
      // What the PostgreSQL server itself spent on the upload: the upload waits on whichever is busier.
      const databaseCpu = (databaseCpuAfterUpload - databaseCpuAtUpload).toFixed(2);
      console.log(`${label}: database processor time: upload ${databaseCpu} s`);
    }
    // The least the whole import could take on this machine with these rows: the same reading and preview,
    // and an upload that cost no more than copying the stored rows inside the database.
    const floorSeconds = parseSeconds + previewSeconds + bareSeconds;
    console.log(
      `${label}: read + preview + bare insert = ${floorSeconds.toFixed(2)} s (the floor of the whole import)`,
    );
    return totalSeconds;
  } finally {
    await server.stop();
  }
}

/**
 * The same rows as the upload stored them, copied into another year by one INSERT … SELECT per 1000
 * rows (new ids, no computing, no checks): what storing them costs at the least.
 */
async function timeBareInsert(target: DatabaseTarget, fromInstance: string, toInstance: string) {
  const connection = await openDatabase(target);
  try {
    const { db } = connection;
    const startedAt = performance.now();
    const { rows } = (await db.execute(
      sql`select min(position)::bigint as "first", max(position)::bigint as "last" from calculator_results
        where instance_id = ${fromInstance}`,
    )) as unknown as { rows: { first: string; last: string }[] };
    const first = Number(rows[0]?.first ?? 0);
    const last = Number(rows[0]?.last ?? -1);
    for (let start = first; start <= last; start += BULK_IMPORT_CHUNK_SIZE) {
      await db.execute(sql`insert into calculator_results (company_id, id, instance_id, parent_id, form_option_id,
          form_version, c1, c2, c3, name, assumptions, notes, is_marked_complete, emission_activity_inputs,
          generic_inputs, generated_from_file, sources, data_quality, emissions, ghg_scope, factors_used,
          kg_scope1, kg_scope2_market, kg_scope2_location, kg_scope3, scope3_category, kg_fuel_energy_upstream,
          kg_unscoped, kg_total, kg_total_location, kwh_energy)
        select company_id, gen_random_uuid(), ${toInstance}, null, form_option_id, form_version, c1, c2, c3, name,
          assumptions, notes, is_marked_complete, emission_activity_inputs, generic_inputs, generated_from_file,
          sources, data_quality, emissions, ghg_scope, factors_used, kg_scope1, kg_scope2_market,
          kg_scope2_location, kg_scope3, scope3_category, kg_fuel_energy_upstream, kg_unscoped, kg_total,
          kg_total_location, kwh_energy
        from calculator_results where instance_id = ${fromInstance}
          and position >= ${start} and position < ${start + BULK_IMPORT_CHUNK_SIZE}`);
    }
    return seconds(startedAt);
  } finally {
    await connection.close();
  }
}

/** Prints whether the whole import met its target (only a full-size run can). */
function printVerdict(kind: DatabaseKind, total: number, rowCount: number): void {
  const target = TARGET_SECONDS[kind];
  const verdict =
    rowCount < FULL_ROWS ? 'cannot be judged on fewer rows than' : total < target ? 'meets' : 'MISSES';
  console.log(
    `${LABELS[kind]}: the whole import took ${total.toFixed(2)} s and ${verdict} the target (< ${target} s).`,
  );
}

console.log(
  `This machine now: a bare Fastify hello-world at ${Math.round(await measureMachine()).toLocaleString('en')} requests/s (the targets were set at about 50,000).`,
);
const wanted = (process.env.BENCH_DATABASES ?? 'embedded,postgres').split(',');
if (wanted.includes('embedded')) {
  printVerdict('embedded', await benchmark('embedded', embeddedRows), embeddedRows);
}
if (wanted.includes('postgres')) {
  if (await isPostgresReachable()) {
    printVerdict('postgres', await benchmark('postgres', FULL_ROWS), FULL_ROWS);
  } else {
    console.log(
      `\nPostgreSQL did not answer: skipped (no verdict on the ${TARGET_SECONDS.postgres} s target).`,
    );
  }
}
