import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type FactorSummary, factorLibraryManifestSchema } from '@carbon-ledger/core';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories.ts';
import { queryRows } from '../../test/query-rows.ts';
import { type SignedInClient, signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadShippedFactorLibrary } from './index.ts';
import { findReferenceDataDir } from './reference-data-dir.ts';

// The one test file that loads the whole library (seconds on PGlite): everything that needs the shipped
// factors is checked here, against the same loaded database.
const manifest = factorLibraryManifestSchema.parse(
  JSON.parse(readFileSync(join(findReferenceDataDir(), 'manifest.json'), 'utf8')),
);

type Row = Record<string, unknown>;

describe('the loaded factor library', () => {
  let testApp: TestApp;
  let client: SignedInClient;

  const query = (statement: SQL) => queryRows(testApp.app.database.db, statement);
  const list = async (search: string) => {
    const response = await client.inject({ method: 'GET', url: `/api/data/factors?${search}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { factors: FactorSummary[]; pagination: Row };
  };
  const levels = async (search: string) => {
    const response = await client.inject({ method: 'GET', url: `/api/data/factors/levels?${search}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { values: { value: string; count: number }[] }).values;
  };
  const detail = async (id: string) => {
    const response = await client.inject({
      method: 'GET',
      url: `/api/data/factors/${encodeURIComponent(id)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().factor as Row;
  };

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    const company = await buildCompany(testApp.app.database.db);
    const user = await buildUser(testApp.app.database.db, { companyId: company.id, role: 'viewer' });
    client = await signInAs(testApp.app, user.email);
  }, 120_000);
  afterAll(() => testApp.close());

  describe('loading', () => {
    it('loads every DESNZ row id of both editions: 8,740 distinct source rows each', async () => {
      const rows = await query(sql`
        select edition, count(distinct row_id)::int as row_ids, count(distinct id)::int as factors
        from factors, unnest(source_row_ids) as row_id where source = 'DESNZ' group by edition order by edition`);
      expect(rows).toEqual([
        { edition: '2024 v1.1', row_ids: 8740, factors: 3997 },
        { edition: '2025', row_ids: 8740, factors: 3997 },
      ]);
    });

    it('records every manifest file with its sha256, and holds exactly its rows', async () => {
      const editions = await query(sql`select library_file, sha256, row_count from factor_editions`);
      const counts = await query(
        sql`select library_file, count(*)::int as rows from factors group by library_file`,
      );
      for (const file of manifest.files) {
        expect(editions).toContainEqual({
          library_file: file.file,
          sha256: file.sha256,
          row_count: file.rows,
        });
        if (file.format === 'ndjson')
          expect(counts).toContainEqual({ library_file: file.file, rows: file.rows });
      }
      const [gwp] = await query(sql`select count(*)::int as gases from gwp_values`);
      const [blends] = await query(sql`select count(*)::int as blends from refrigerant_blends`);
      expect(gwp).toEqual({ gases: 106 });
      expect(blends).toEqual({ blends: 30 });
    });

    it('does not load anything twice: a second start finds every file up to date', async () => {
      const [before] = await query(sql`select count(*)::int as n from factors`);
      const report = await loadShippedFactorLibrary(testApp.app.database.db);
      const [after] = await query(sql`select count(*)::int as n from factors`);
      expect(report.loaded).toEqual([]);
      expect(report.unchanged).toHaveLength(manifest.files.length);
      expect(after).toEqual(before);
      // 10,142 factors of the other sources + 16,247 FIGARO rows (9,435 supply, 6,812 purchaser prices)
      // + 15,233 of ember-owid-series.ndjson.
      expect(before).toEqual({ n: 41622 });
    });
  });

  describe('golden values', () => {
    it.each([
      ['UK grid electricity 2025', 'desnz-2025:7_400_4000_5_1', 0.177],
      ['UK grid electricity 2024', 'desnz-2024-v1.1:7_400_4000_5_1', 0.20705],
      ['natural gas, gross CV, 2025', 'desnz-2025:1_100_1004_6_1', 0.18296],
    ])('%s is exactly as published', async (_name, id, value) => {
      const factor = await detail(id);
      expect(factor).toMatchObject({ id, value, valueUnit: 'kgCO2e', activityUnit: 'kWh', source: 'DESNZ' });
    });

    it('answers a factor with its full provenance', async () => {
      const factor = await detail('desnz-2025:7_400_4000_5_1');
      expect(factor).toMatchObject({
        sourceName: expect.stringContaining('DESNZ'),
        edition: '2025',
        licence: 'OGL-3.0',
        attribution: expect.stringContaining('Open Government Licence v3.0'),
        sourceRowIds: ['7_400_4000_5_1', '7_400_4000_5_2', '7_400_4000_5_3', '7_400_4000_5_4'],
        gases: { co2: 0.17489, ch4: 0.0009, n2o: 0.00122 },
        gwpSet: 'AR5',
        basis: 'combustion',
        scope: 2,
        region: 'GB',
        sourceUnit: 'kWh',
        sourceValueUnit: 'kg CO2e',
        derivation: null,
        isCustom: false,
      });
    });

    it('answers 404 for an unknown factor id', async () => {
      const response = await client.inject({ method: 'GET', url: '/api/data/factors/desnz-2025:nope' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    });
  });

  describe('search', () => {
    it('finds factors by words, best matches first', async () => {
      const { factors, pagination } = await list('search=electricity&source=DESNZ&edition=2025');
      expect(pagination.total).toBeGreaterThan(100);
      expect(factors.map((factor) => factor.id)).toContain('desnz-2025:7_400_4000_5_1');
      const [best] = factors;
      expect([best?.level1, best?.level2, best?.level3].join(' ')).toMatch(/electricity/i);
    });

    it('leaves out the level-1 sections a picker excludes (vehicle fuels from stationary combustion)', async () => {
      const filter = 'source=EPA_HUB&scope=1&unitCategory=volume&limit=200';
      const all = await list(filter);
      const mobile = all.factors.filter((factor) => factor.level1?.startsWith('Mobile combustion'));
      expect(mobile.length).toBeGreaterThan(0);
      const excluded = encodeURIComponent('Mobile combustion CO2|Mobile combustion CH4 and N2O');
      const stationary = await list(`${filter}&excludeLevel1=${excluded}`);
      expect(stationary.factors.length).toBe(all.factors.length - mobile.length);
      expect(stationary.factors.every((factor) => factor.level1 === 'Stationary combustion')).toBe(true);
      expect(stationary.pagination.total).toBe(stationary.factors.length);
    });

    it('matches word prefixes and parts of codes', async () => {
      const prefix = await list('search=elec%20gener&source=DESNZ&edition=2025&scope=2');
      expect(prefix.factors.map((factor) => factor.id)).toContain('desnz-2025:7_400_4000_5_1');
      const code = await list('search=R-404A');
      expect(code.factors.length).toBeGreaterThan(0);
      expect(code.factors.every((factor) => JSON.stringify(factor).includes('404A'))).toBe(true);
    });

    it('falls back to matching inside words when no word starts with the text', async () => {
      const { factors, pagination } = await list('search=iogas&limit=200');
      expect(pagination.total).toBeGreaterThan(0);
      expect(factors.every((factor) => /biogas/i.test(JSON.stringify(factor)))).toBe(true);
    });

    it.each([
      // 238 latest-year rows + 15,233 of the series.
      ['source=EMBER_OWID', 15471, (factor: FactorSummary) => factor.source === 'EMBER_OWID'],
      ['source=DESNZ&edition=2025', 3997, (factor: FactorSummary) => factor.edition === '2025'],
      // 1,016 USEEIO sectors + 16,247 FIGARO rows.
      ['unitCategory=currency', 17263, (factor: FactorSummary) => factor.unitCategory === 'currency'],
      // Germany: 3 as before + 62 FIGARO supply industries × 5 years + Germany's grid series 2000-2024:
      // 25 generation, 25 upstream, 24 life cycle (2024 is in ember-owid-2024.ndjson).
      ['region=de', 387, (factor: FactorSummary) => factor.region === 'DE'],
      ['scope=2&source=EPA_EGRID', 112, (factor: FactorSummary) => factor.scope === 2],
    ])('filters by %s', async (filter, total, isMatch) => {
      const { factors, pagination } = await list(`${filter}&limit=200`);
      expect(pagination.total).toBe(total);
      expect(factors.every(isMatch)).toBe(true);
    });

    it('pages through the results without gaps or repeats', async () => {
      const first = await list('source=EPA_EGRID&limit=100');
      const second = await list('source=EPA_EGRID&limit=100&skip=100');
      expect(first.pagination).toEqual({ position: 100, canLoadMore: true, total: 112 });
      expect(second.pagination).toEqual({ position: 112, canLoadMore: false, total: 112 });
      const ids = [...first.factors, ...second.factors].map((factor) => factor.id);
      expect(new Set(ids).size).toBe(112);
      expect((await list('')).factors).toHaveLength(50);
    });
  });

  describe('the level cascade', () => {
    it('gives the values of each level under the chosen parents, with counts', async () => {
      const scopes = await levels('level=0');
      expect(scopes.map((entry) => entry.value)).toEqual(
        expect.arrayContaining(['Outside of Scopes', 'Scope 1', 'Scope 2', 'Scope 3']),
      );
      expect(scopes.reduce((sum, entry) => sum + entry.count, 0)).toBe(41622);

      const level1 = await levels('level=1&level0=Scope%202&source=DESNZ&edition=2025');
      expect(level1).toContainEqual({ value: 'UK electricity', count: 1 });
      const level2 = await levels('level=2&level0=Scope%202&level1=Electricity');
      expect(level2.map((entry) => entry.value)).toEqual(
        expect.arrayContaining(['eGRID subregion', 'Grid average, life cycle']),
      );
      const chosen = await list('level0=Scope%202&level1=UK%20electricity&source=DESNZ&edition=2025');
      expect(chosen.factors.map((factor) => factor.id)).toEqual(['desnz-2025:7_400_4000_5_1']);
    });

    it('ignores the chosen level itself and deeper ones, so siblings stay listed', async () => {
      const values = await levels('level=1&level0=Scope%202&level1=UK%20electricity&source=DESNZ');
      expect(values.length).toBeGreaterThan(1);
    });
  });

  describe('filter values', () => {
    it('lists the values of one field under the other filters, ignoring its own', async () => {
      const response = await client.inject({
        method: 'GET',
        url: '/api/data/factors/facets?facet=edition&source=DESNZ&edition=2025',
      });
      expect(response.json()).toEqual({
        facet: 'edition',
        values: [
          { value: '2024 v1.1', count: 3997 },
          { value: '2025', count: 3997 },
        ],
      });
      const scopes = await client.inject({ method: 'GET', url: '/api/data/factors/facets?facet=scope' });
      expect(scopes.json().values.map((entry: { value: string }) => entry.value)).toEqual(['1', '2', '3']);
    });
  });

  describe('access and validation', () => {
    it.each([
      '/api/data/factors',
      '/api/data/factors/levels?level=0',
      '/api/data/factors/facets?facet=source',
      '/api/data/factors/desnz-2025:7_400_4000_5_1',
    ])('answers 401 without a session: %s', async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['scope=7', 'scope'],
      ['unitCategory=furlong', 'unitCategory'],
      ['source=WIKIPEDIA', 'source'],
      ['limit=201', 'limit'],
      ['skip=-1', 'skip'],
      ['region=%3Bdrop', 'region'],
    ])('answers 400 naming the field for %s', async (search, field) => {
      const response = await client.inject({ method: 'GET', url: `/api/data/factors?${search}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.map((detail: { path: string }) => detail.path)).toContain(field);
    });

    it('answers 400 naming the level for a level outside 0..4', async () => {
      const response = await client.inject({ method: 'GET', url: '/api/data/factors/levels?level=5' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].path).toBe('level');
    });
  });
});
