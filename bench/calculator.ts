// Carbon calculator at scale: a company with a Corporate year 2025 (region DE) filled with 100,000 results
// through the service path of `results/manage` (batches of 1000, a mix of gas, grid electricity, diesel
// fleet, flights, hotel nights and IT spend), then per round: `instances/setup` of that year (the function
// the route calls), a `results/manage` of 1000 creates (into a second, fresh year) and of 1000 updates (of
// rows of the full year), both asking for the section totals of the year written as the client does, and
// a bare SQL count/sum over the full year's rows for comparison. Runs on an in-memory PGlite and on a fresh
// database on the PostgreSQL server at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
// postgres) when it answers; that database is dropped afterwards. BENCH_RESULTS lowers the number of
// results on PGlite only (PostgreSQL always gets 100,000). Target: setup p95 < 150 ms on PostgreSQL.
// Run: npx tsx bench/calculator.ts [rounds]
import { randomBytes } from 'node:crypto';
import {
  createInstanceRequestSchema,
  type ManageResultsRequest,
  manageResultsRequestSchema,
  RESULTS_BATCH_SIZE,
  type ResultInput,
} from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import { type Database, type DatabaseTarget, openDatabase } from '../apps/server/src/db/client.ts';
import { applyMigrations } from '../apps/server/src/db/migrate.ts';
import { createInstance } from '../apps/server/src/modules/calculator/instance-service.ts';
import { loadInstancesSetup } from '../apps/server/src/modules/calculator/instance-setup-service.ts';
import { manageResults } from '../apps/server/src/modules/calculator/result-service.ts';
import { loadFactorLibrary } from '../apps/server/src/modules/factors/library-loader.ts';
import { findReferenceDataDir } from '../apps/server/src/modules/factors/reference-data-dir.ts';
import { buildCompany } from '../apps/server/src/test/factories.ts';
import {
  createRandom,
  isServerReachable,
  percentile,
  pickWeighted,
  printTimings,
  runOnServer,
} from './support.ts';

const rounds = Number(process.argv[2] ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FULL_RESULTS = 100_000;
const pgliteResults = Number(process.env.BENCH_RESULTS ?? FULL_RESULTS);
const SETUP_TARGET_MS = 150;

type Timed = Record<string, number[]>;

async function time(samples: Timed, name: string, run: () => Promise<unknown>): Promise<void> {
  const startedAt = performance.now();
  await run();
  samples[name] = [...(samples[name] ?? []), performance.now() - startedAt];
}

// The mix of a typical corporate inventory: option, quantity field, unit, amount range, weight.
const MIX = [
  {
    formOptionId: 'stationary-natural-gas-kwh',
    fieldId: 'energy',
    unit: 'kWh',
    min: 500,
    max: 200_000,
    weight: 15,
  },
  { formOptionId: 'electricity-grid', fieldId: 'energy', unit: 'kWh', min: 1_000, max: 500_000, weight: 20 },
  {
    formOptionId: 'fleet-average-diesel',
    fieldId: 'distance',
    unit: 'km',
    min: 100,
    max: 60_000,
    weight: 20,
  },
  {
    formOptionId: 'flight-international-economy',
    fieldId: 'passengerDistance',
    unit: 'p.km',
    min: 800,
    max: 20_000,
    weight: 15,
  },
  { formOptionId: 'hotel-de', fieldId: 'nights', unit: 'nights', min: 1, max: 30, weight: 10 },
  {
    formOptionId: 'purchase-spend-it-services',
    fieldId: 'spend',
    unit: 'EUR',
    min: 200,
    max: 250_000,
    weight: 20,
  },
] as const;

function buildRow(instance: string, random: () => number, index: number): ResultInput {
  const entry = pickWeighted(MIX, random);
  const value = Math.round((entry.min + random() * (entry.max - entry.min)) * 100) / 100;
  return {
    instance,
    formOptionId: entry.formOptionId,
    name: `${entry.formOptionId} #${index}`,
    emissionActivityInputs: [{ fieldId: entry.fieldId, value, unit: entry.unit }],
    ...(entry.formOptionId === 'purchase-spend-it-services' ? { genericInputs: { spendYear: 2025 } } : {}),
  };
}

const manage = (db: Database, companyId: string, request: ManageResultsRequest) =>
  manageResults(db, companyId, manageResultsRequestSchema.parse(request));

async function createYear(db: Database, companyId: string, name: string): Promise<string> {
  const request = createInstanceRequestSchema.parse({
    container: { name, type: 'company' },
    general: {
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      electricityEmissionFactor: { region: 'DE' },
    },
  });
  return (await createInstance(db, companyId, request)).instance._id;
}

type BenchFigures = { setupP95: number; ratio: number };

async function benchmark(label: string, target: DatabaseTarget, resultCount: number): Promise<BenchFigures> {
  const connection = await openDatabase(target);
  const { db } = connection;
  try {
    await applyMigrations(db);
    const report = await loadFactorLibrary(db, findReferenceDataDir());
    console.log(`\n${label} (${resultCount} results): factor library loaded in ${report.durationMs} ms`);
    const company = await buildCompany(db);
    const companyId = company.id;
    const instanceId = await createYear(db, companyId, 'HQ');
    const freshInstanceId = await createYear(db, companyId, 'Plant');

    const random = createRandom(2025);
    // Rows to update later: their ids with the inputs they were created with.
    const updatable: (ResultInput & { _id: string })[] = [];
    const fillStartedAt = performance.now();
    for (let done = 0; done < resultCount; done += RESULTS_BATCH_SIZE) {
      const size = Math.min(RESULTS_BATCH_SIZE, resultCount - done);
      const toCreate = Array.from({ length: size }, (_, index) => buildRow(instanceId, random, done + index));
      const response = await manage(db, companyId, { results: { toCreate } });
      if (updatable.length < rounds * RESULTS_BATCH_SIZE) {
        response.results.forEach((result, index) => {
          const input = toCreate[index];
          if (input) updatable.push({ ...input, _id: result._id });
        });
      }
    }
    const fillMs = performance.now() - fillStartedAt;
    const [stored] = (
      (await db.execute(
        sql`select count(*)::int as n from calculator_results where company_id = ${companyId} and instance_id = ${instanceId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    console.log(
      `${label}: filled ${stored?.n} results in ${(fillMs / 1000).toFixed(1)} s ` +
        `(${Math.round((resultCount / fillMs) * 1000)} rows/s, batches of ${RESULTS_BATCH_SIZE} through manageResults)`,
    );
    // What autovacuum does after a bulk of inserts: statistics, and the visibility map that lets the totals
    // be read by an index-only scan.
    await db.execute(sql`vacuum analyze calculator_results`);

    const samples: Timed = {};
    const setupName = 'instances/setup (1 year)';
    const bareName = 'bare SQL count/sum over the same rows';
    for (let round = 0; round < rounds; round += 1) {
      await time(samples, setupName, () => loadInstancesSetup(db, companyId, [instanceId], 'en'));
      const toCreate = Array.from({ length: RESULTS_BATCH_SIZE }, (_, index) =>
        buildRow(freshInstanceId, random, index),
      );
      await time(samples, 'results/manage, 1000 creates', () =>
        manage(db, companyId, {
          results: { toCreate },
          aggregateFormSectionsForInstances: [freshInstanceId],
        }),
      );
      const start = (round * RESULTS_BATCH_SIZE) % Math.max(1, updatable.length);
      const toUpdate = updatable.slice(start, start + RESULTS_BATCH_SIZE).map((row) => ({
        ...row,
        emissionActivityInputs: row.emissionActivityInputs?.map((input) => ({
          ...input,
          value: Math.round((input.value ?? 0) * (0.5 + random()) * 100) / 100,
        })),
      }));
      await time(samples, 'results/manage, 1000 updates (full year)', () =>
        manage(db, companyId, { results: { toUpdate }, aggregateFormSectionsForInstances: [instanceId] }),
      );
      await time(samples, bareName, () =>
        db.execute(
          sql`select count(*), sum(kg_total), sum(kg_scope1), sum(kg_scope2_market), sum(kg_scope3)
            from calculator_results where company_id = ${companyId} and instance_id = ${instanceId}`,
        ),
      );
    }
    for (const [name, values] of Object.entries(samples)) printTimings(`${label}: ${name}`, values);
    await checkSetupAgainstScan(db, label, companyId, instanceId);
    const p50 = (name: string) =>
      percentile(
        [...(samples[name] ?? [])].sort((a, b) => a - b),
        0.5,
      );
    const setupP95 = percentile(
      [...(samples[setupName] ?? [])].sort((a, b) => a - b),
      0.95,
    );
    const ratio = p50(setupName) / p50(bareName);
    console.log(`${label}: p50(setup) / p50(bare aggregate) = ${ratio.toFixed(1)}`);
    return { setupP95, ratio };
  } finally {
    await connection.close();
  }
}

/** The setup's totals come from sums the database keeps; they must equal a scan of the rows themselves. */
async function checkSetupAgainstScan(db: Database, label: string, companyId: string, instanceId: string) {
  const setup = await loadInstancesSetup(db, companyId, [instanceId], 'en');
  const [scan] = (
    (await db.execute(
      sql`select sum(kg_total * coalesce(distribution_percent, 100) / 100)::float8 as kg
        from calculator_results where company_id = ${companyId} and instance_id = ${instanceId}
          and not is_excluded`,
    )) as unknown as { rows: { kg: number }[] }
  ).rows;
  const kept = setup.aggregatedResults.totalCo2InKg;
  const scanned = Number(scan?.kg ?? 0);
  if (Math.abs(kept - scanned) > 0.001 * Math.max(1, Math.abs(scanned) / 1e6)) {
    throw new Error(`${label}: setup total ${kept} kg differs from a scan of the rows (${scanned} kg)`);
  }
  console.log(`${label}: setup total ${(kept / 1000).toFixed(3)} t CO2e equals a scan of the rows`);
}

if (pgliteResults !== FULL_RESULTS) {
  console.log(
    `PGlite: BENCH_RESULTS=${pgliteResults} (not ${FULL_RESULTS}); PostgreSQL still gets ${FULL_RESULTS}.`,
  );
}
await benchmark('PGlite', { kind: 'memory' }, pgliteResults);
if (await isServerReachable(serverUrl)) {
  const name = `bench_calculator_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const { setupP95 } = await benchmark('PostgreSQL', { kind: 'server', url: url.toString() }, FULL_RESULTS);
    const verdict = setupP95 < SETUP_TARGET_MS ? 'meets' : 'MISSES';
    console.log(
      `PostgreSQL: instances/setup p95 ${setupP95.toFixed(1)} ms ${verdict} the target (< ${SETUP_TARGET_MS} ms).`,
    );
  } finally {
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  console.log(
    `\nPostgreSQL at ${serverUrl} did not answer: skipped (no verdict on the ${SETUP_TARGET_MS} ms target).`,
  );
}
