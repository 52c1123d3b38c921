// Factor search over the whole library: loads reference-data/factors into an in-memory PGlite (and into a
// fresh database on the PostgreSQL server at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/
// postgres, when it answers; the database is dropped afterwards), then times a mix of searches the factor
// browser and picker make. Run: npx tsx bench/factor-search.ts [rounds]
import { randomBytes, randomUUID } from 'node:crypto';
import type { FactorFacet, FactorFilterQuery } from '@carbon-ledger/core';
import { factorFacetQuerySchema, factorLevelsQuerySchema, factorListQuerySchema } from '@carbon-ledger/core';
import { type DatabaseConnection, type DatabaseTarget, openDatabase } from '../apps/server/src/db/client.ts';
import { applyMigrations } from '../apps/server/src/db/migrate.ts';
import { loadFactorLibrary } from '../apps/server/src/modules/factors/library-loader.ts';
import {
  listFacetValues,
  listLevelValues,
  searchFactors,
} from '../apps/server/src/modules/factors/queries.ts';
import { findReferenceDataDir } from '../apps/server/src/modules/factors/reference-data-dir.ts';
import { isServerReachable, printTimings, runOnServer } from './support.ts';

const rounds = Number(process.argv[2] ?? 20);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const TEXT_SEARCHES = [
  'electricity',
  'elec',
  'diesel',
  'natural gas',
  'hotel stay',
  'flight economy',
  'steel',
  'R-404A',
  'waste landfill',
  'cement manufacturing',
];
const FILTERS: FactorFilterQuery[] = [
  { source: 'DESNZ', edition: '2025', scope: 3 },
  { region: 'DE' },
  { unitCategory: 'currency' },
  { source: 'EPA_EGRID', scope: 2 },
  { kind: 'conversion', unitCategory: 'energy' },
  { search: 'electricity', source: 'DESNZ', edition: '2025', scope: 2 },
];
const FACETS: FactorFacet[] = ['source', 'edition', 'region', 'scope', 'unitCategory'];

type Timed = Record<string, number[]>;

async function time(samples: Timed, name: string, run: () => Promise<unknown>): Promise<void> {
  const startedAt = performance.now();
  await run();
  samples[name] = [...(samples[name] ?? []), performance.now() - startedAt];
}

/** The level path the cascade walks: the first value at each level under the ones before. */
async function findLevelPath(connection: DatabaseConnection, companyId: string): Promise<FactorFilterQuery> {
  const path: Record<string, string> = { level0: 'Scope 3' };
  for (let level = 1; level <= 3; level += 1) {
    const query = factorLevelsQuerySchema.parse({ ...path, level });
    const [first] = await listLevelValues(connection.db, companyId, query);
    if (!first) break;
    path[`level${level}`] = first.value;
  }
  return path;
}

async function benchmark(label: string, target: DatabaseTarget): Promise<void> {
  const connection = await openDatabase(target);
  try {
    await applyMigrations(connection.db);
    const report = await loadFactorLibrary(connection.db, findReferenceDataDir());
    const rows = report.loaded.reduce((sum, file) => sum + file.rows, 0);
    console.log(
      `\n${label}: loaded ${rows} rows of ${report.loaded.length} files in ${report.durationMs} ms`,
    );
    const companyId = randomUUID();
    const path = await findLevelPath(connection, companyId);
    const samples: Timed = {};
    for (let round = 0; round < rounds; round += 1) {
      for (const search of TEXT_SEARCHES) {
        const query = factorListQuerySchema.parse({ search });
        await time(samples, 'text search (page of 50)', () => searchFactors(connection.db, companyId, query));
      }
      for (const filters of FILTERS) {
        const query = factorListQuerySchema.parse(filters);
        await time(samples, 'filters (page of 50)', () => searchFactors(connection.db, companyId, query));
      }
      for (let level = 0; level <= 4; level += 1) {
        const query = factorLevelsQuerySchema.parse({ ...path, level });
        await time(samples, 'level cascade (values of one level)', () =>
          listLevelValues(connection.db, companyId, query),
        );
      }
      const deep = factorListQuerySchema.parse({ skip: 9000, limit: 200 });
      await time(samples, 'browse, page at skip 9000', () => searchFactors(connection.db, companyId, deep));
      for (const facet of FACETS) {
        const query = factorFacetQuerySchema.parse({ facet, search: 'gas' });
        await time(samples, 'filter values (facet)', () => listFacetValues(connection.db, companyId, query));
      }
    }
    for (const [name, values] of Object.entries(samples)) printTimings(`${label}: ${name}`, values);
    printTimings(`${label}: all of the above`, Object.values(samples).flat());
  } finally {
    await connection.close();
  }
}

await benchmark('PGlite', { kind: 'memory' });
if (await isServerReachable(serverUrl)) {
  const name = `bench_factors_${randomBytes(4).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await benchmark('PostgreSQL', { kind: 'server', url: url.toString() });
  } finally {
    await runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  console.log(`\nPostgreSQL at ${serverUrl} did not answer: skipped.`);
}
