import type { FactorUsed, Result } from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { REPORT_URL, readZipEntries } from '../calculator-report/report-test-kit.ts';
import { type CompanyClients, createProject, manage, setUpCompanyClients } from './test-kit.ts';

/**
 * Grid electricity priced with Ember's intensity split into generation (Scope 2) and upstream (category 3).
 * Expected figures are derived by hand from ../shared/data/emission-factors/electricity:
 * carbon-intensity-electricity.csv (g CO2e/kWh) and share-elec-by-source.csv (percent), with the medians
 * of IPCC AR5 Table A.III.2 (direct / life cycle: coal 760/820, gas 370/490, oil 840 × 0.8193 = 688.212/840,
 * bioenergy 0/230, hydro 0/24, nuclear 0/12, solar 0/48, wind 0/11, other renewables 0/38).
 * f = Σ share × direct ÷ Σ share × life cycle; generation = f × intensity, rounded to the intensity's
 * decimals; upstream = intensity − generation.
 */
const KWH = 1000;

/**
 * Germany 2023: 371.31064. direct = 0.24773174 × 760 + 0.1521968 × 370 + 0.041612897 × 688.212
 * = 188.2761224 + 56.312816 + 28.638495070164 = 273.227433470164; life cycle = 346.3662023657
 * (grid-split.test.ts); f = 0.78883976440; generation = 292.9045977… → 292.90460; upstream 78.40604.
 */
const DE_2023 = { generation: 0.2929046, upstream: 0.07840604 };
/**
 * Germany 2024: 344.13992. direct = 0.21569702 × 760 + 0.15905957 × 370 + 0.04136238 × 688.212
 * = 163.9297352 + 58.8520409 + 28.46608626456 = 251.24786236456; life cycle = 0.21569702 × 820
 * + 0.15905957 × 490 + 0.04136238 × 840 + 0.103618965 × 230 + 0.048340635 × 24 + 0 × 12
 * + 0.15037731 × 48 + 0.28109787 × 11 + 0.00044628367 × 38 = 176.8715564 + 77.9391893 + 34.7443992
 * + 23.83236195 + 1.16017524 + 0 + 7.21811088 + 3.09207657 + 0.01695877946 = 324.87482831946;
 * f = 0.77336820358; generation = 266.1468717… → 266.14687; upstream 344.13992 − 266.14687 = 77.99305.
 */
const DE_2024 = { generation: 0.26614687, upstream: 0.07799305 };
/**
 * France 2023: 55.27541. direct = 0.0031149635 × 760 + 0.058081493 × 370 + 0.018244787 × 688.212
 * = 2.36737226 + 21.49015241 + 12.556281350844 = 36.413806020844; life cycle = 2.55427007 + 28.45993157
 * + 15.32562108 (oil × 840) + 4.66354532 (bioenergy 0.020276284 × 230) + 2.59567416 (hydro 0.10815309 × 24)
 * + 7.85203032 (nuclear 0.65433586 × 12) + 2.097898848 (solar 0.043706226 × 48) + 1.02261731
 * (wind 0.09296521 × 11) + 0.0426421066 (other 0.0011221607 × 38) = 64.6142307846;
 * f = 0.56355706133; generation = 31.1508476… → 31.15085; upstream 55.27541 − 31.15085 = 24.12456.
 */
const FR_2023 = { generation: 0.03115085, upstream: 0.02412456 };
/**
 * France 2024: 44.179085. direct = 1.384013884 + 11.95658071 + 11.721880734228 = 25.062475328228;
 * life cycle = 1.493278138 + 15.83439067 + 14.30718996 + 4.6976488 + 3.04740168 + 8.15089968
 * + 2.131295712 + 0.844476985 + 0.0386709774 = 50.5452526024; f = 0.49584232025;
 * generation = 21.9058600… → 21.905860 (6 decimals); upstream 44.179085 − 21.905860 = 22.273225.
 */
const FR_2024 = { generation: 0.02190586, upstream: 0.022273225 };

describe('grid electricity from Ember split into generation and upstream', () => {
  let testApp: TestApp;
  let clients: CompanyClients;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
  }, 120_000);
  afterAll(() => testApp.close());

  const gridRow = (instance: string) => ({
    instance,
    formOptionId: 'electricity-grid',
    emissionActivityInputs: [{ fieldId: 'energy', value: KWH, unit: 'kWh' }],
  });

  async function computeGridRow(region: string, year: number): Promise<Result> {
    const { instanceId } = await createProject(clients.owner, { name: `${region} ${year}`, region, year });
    const response = await manage(clients.editor, { toCreate: [gridRow(instanceId)] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results[0];
  }

  const notesOf = (result: Result, lineagePrefix: string) =>
    result.factorsUsed
      .filter((used: FactorUsed) => used.lineageKey?.startsWith(lineagePrefix))
      .map((used) => used.notes ?? []);

  it.each([
    ['DE', 2023, DE_2023, 2023],
    ['DE', 2025, DE_2024, 2024],
    ['FR', 2023, FR_2023, 2023],
    ['FR', 2025, FR_2024, 2024],
  ] as const)(
    'prices 1,000 kWh in %s %i: Scope 2 from generation, upstream in category 3',
    async (region, year, split, dataYear) => {
      const result = await computeGridRow(region, year);
      // Scope 2 = 1000 × generation; category 3 = 1000 × upstream; total = 1000 × the Ember intensity.
      expect(result.calculationIssue).toBeNull();
      expect(result.figures.scope2LocationBased).toBeCloseTo(KWH * split.generation, 6);
      expect(result.figures.scope2MarketBased).toBeCloseTo(KWH * split.generation, 6);
      expect(result.figures.fuelAndEnergyUpstream).toBeCloseTo(KWH * split.upstream, 6);
      expect(result.figures.scope3Category).toBeNull();
      expect(result.figures.total).toBeCloseTo(KWH * (split.generation + split.upstream), 6);
      expect(result.factorsUsed.map((used) => used.factorId)).toEqual([
        `ember-owid-generation-${dataYear}:${region}`,
        `ember-owid-upstream-${dataYear}:${region}`,
      ]);
      const yearNote = dataYear === year ? [] : [{ code: 'factorYear', factorYear: dataYear, year }];
      expect(notesOf(result, 'ember-owid-generation:')).toEqual([
        [...yearNote, { code: 'gridLossesNotIncluded', region }],
      ]);
      expect(notesOf(result, 'ember-owid-upstream:')).toEqual([yearNote]);
    },
  );

  it("counts a 2023 year's electricity by 2023's generation mix, not the latest year's", async () => {
    const { instanceId } = await createProject(clients.owner, {
      name: 'DE mix 2023',
      region: 'DE',
      year: 2023,
    });
    expect((await manage(clients.editor, { toCreate: [gridRow(instanceId)] })).statusCode).toBe(200);
    const setup = await clients.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/instances/setup',
      payload: { instances: [instanceId], lang: 'en' },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const mix = setup.json().aggregatedResults.energyMixInKwh.locationBased;
    // share-elec-by-source.csv, Germany 2023 (%): fossil = coal 24.773174 + gas 15.21968 + oil 4.1612897
    // = 44.1541437; nuclear 1.4334213; renewable = hydro 4.2168794 + solar 12.680418 + wind 27.300522
    // + bioenergy 10.176894 + other 0.037721615 = 54.412435015; each over their sum 100.000000015.
    // (2024's row would give renewable 58.39 %.)
    const sum = 44.1541437 + 1.4334213 + 54.412435015;
    expect(mix.fossil).toBeCloseTo((KWH * 44.1541437) / sum, 4);
    expect(mix.nuclear).toBeCloseTo((KWH * 1.4334213) / sum, 4);
    expect(mix.renewable).toBeCloseTo((KWH * 54.412435015) / sum, 4);
  });

  it('adds the T&D losses of an entered loss percentage to category 3 and recomputes the year', async () => {
    const { instanceId } = await createProject(clients.owner, {
      name: 'DE losses',
      region: 'DE',
      year: 2023,
    });
    await manage(clients.editor, { toCreate: [gridRow(instanceId)] });
    const disclosures = (gridLossPercent: unknown) =>
      clients.admin.inject({
        method: 'PUT',
        url: `/api/company/calculator/instances/${instanceId}/disclosures`,
        payload: {
          disclosures: { netRevenue: null, residualMix: null, scope3CategoryStatuses: {}, gridLossPercent },
        },
      });
    const refused = await disclosures('7,5');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('gridLossPercent');
    expect((await disclosures(100)).statusCode).toBe(400);
    const saved = await disclosures(7.5);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().instance.disclosures.gridLossPercent).toBe(7.5);

    const list = await clients.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/results/list',
      payload: { instances: [instanceId] },
    });
    const [row] = list.json().results as Result[];
    // losses = (292.9046 + 78.40604) × 0.075 ÷ (1 − 0.075) = 371.31064 × 0.0810810810… = 30.10626811
    // category 3 = 78.40604 + 30.10626811 = 108.51230811; Scope 2 stays 292.9046.
    expect(row?.figures.scope2LocationBased).toBeCloseTo(292.9046, 6);
    expect(row?.figures.fuelAndEnergyUpstream).toBeCloseTo(108.51230811, 6);
    const lossCitations = row?.factorsUsed.filter((used) => used.derivation?.startsWith('T&D losses'));
    expect(lossCitations?.map((used) => used.notes)).toEqual([
      [{ code: 'gridLossEntered', percent: 7.5 }],
      [{ code: 'gridLossEntered', percent: 7.5 }],
    ]);
    expect(notesOf(row as Result, 'ember-owid-generation:')[0]).toEqual([]);
    // A row saved after the percentage was entered is priced with it too.
    const later = await manage(clients.editor, { toCreate: [gridRow(instanceId)] });
    expect(later.json().results[0].figures.fuelAndEnergyUpstream).toBeCloseTo(108.51230811, 6);

    // Left out of a later write (an older client), the percentage is kept.
    const kept = await clients.admin.inject({
      method: 'PUT',
      url: `/api/company/calculator/instances/${instanceId}/disclosures`,
      payload: { disclosures: { netRevenue: 10, residualMix: null, scope3CategoryStatuses: {} } },
    });
    expect(kept.json().instance.disclosures.gridLossPercent).toBe(7.5);

    // The Word report lists the notes of the factors in its language, the percentage with them.
    const operator = await buildUser(testApp.app.database.db, {
      companyId: clients.companyId,
      role: 'owner',
      isSitewideAdmin: true,
    });
    const exporter = await signInAs(testApp.app, operator.email);
    const documentOf = async (lang: 'en' | 'de') => {
      const response = await exporter.inject({
        method: 'POST',
        url: REPORT_URL,
        payload: { instances: [instanceId], lang },
      });
      expect(response.statusCode, response.body).toBe(200);
      return readZipEntries(response.rawPayload).get('word/document.xml')?.toString('utf8') ?? '';
    };
    expect(await documentOf('en')).toContain(
      'Transmission and distribution losses at 7.5 %, entered for the year.',
    );
    expect(await documentOf('de')).toContain(
      'Übertragungs- und Verteilungsverluste mit 7,5 %, für das Jahr eingetragen.',
    );
  });

  it('leaves a UK and a US year on DESNZ and eGRID as before', async () => {
    const gb = await computeGridRow('GB', 2025);
    // DESNZ 2025 UK electricity 0.177; upstream 0.0459 + 0.01853 + 0.00397 = 0.0684 kg CO2e/kWh.
    expect(gb.figures.scope2LocationBased).toBeCloseTo(177, 6);
    expect(gb.figures.fuelAndEnergyUpstream).toBeCloseTo(68.4, 6);
    expect(gb.factorsUsed.every((used) => used.source === 'DESNZ' && used.notes === undefined)).toBe(true);
    const us = await computeGridRow('US', 2025);
    // eGRID2023 US average 0.35164249532643; T&D losses × 0.042 ÷ (1 − 0.042) = 0.0154162…
    expect(us.figures.scope2LocationBased).toBeCloseTo(351.64249532643, 6);
    expect(us.figures.fuelAndEnergyUpstream).toBeCloseTo((351.64249532643 * 0.042) / 0.958, 6);
    expect(us.factorsUsed.every((used) => used.source === 'EPA_EGRID' && used.notes === undefined)).toBe(
      true,
    );
  });

  it('previews the move of a German year from the life-cycle factor to the split, storing nothing until applied', async () => {
    const { instanceId } = await createProject(clients.owner, { name: 'DE old', region: 'DE', year: 2024 });
    const created = await manage(clients.editor, { toCreate: [gridRow(instanceId)] });
    const id = created.json().results[0]._id as string;
    // The row as the life-cycle pricing stored it: ember-owid-2024:DE, 0.3441399 kg CO2e/kWh, all Scope 2.
    const oldCitation = {
      part: 'direct',
      factorId: 'ember-owid-2024:DE',
      lineageKey: 'ember-owid:DE',
      source: 'EMBER_OWID',
      edition: '2024',
      licence: 'CC-BY-4.0',
      value: 0.3441399,
      valueUnit: 'kgCO2e/kWh',
    };
    await testApp.app.database.db.execute(sql`
      update calculator_results set factors_used = ${JSON.stringify([oldCitation])}::jsonb,
        kg_scope2_market = 344.1399, kg_scope2_location = 344.1399, kg_scope3 = 0,
        kg_fuel_energy_upstream = 0, kg_total = 344.1399, kg_total_location = 344.1399
      where id = ${id}`);
    const listRow = async () => {
      const list = await clients.viewer.inject({
        method: 'POST',
        url: '/api/company/calculator/results/list',
        payload: { instances: [instanceId] },
      });
      return (list.json().results as Result[])[0];
    };
    const preview = await clients.admin.inject({
      method: 'POST',
      url: `/api/company/calculator/instances/${instanceId}/recompute/preview`,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // Same total within rounding: 344.1399 (the 2024 file's 4 decimals) against 344.13992 × 1000 kWh.
    expect(preview.json()).toMatchObject({ numResults: 1, numChanged: 1 });
    expect(preview.json().totalBefore).toBeCloseTo(344.1399, 6);
    expect(preview.json().totalAfter).toBeCloseTo(344.13992, 6);
    const stored = await listRow();
    expect(stored?.figures.scope2LocationBased).toBeCloseTo(344.1399, 6);
    expect(stored?.figures.fuelAndEnergyUpstream).toBe(0);
    expect(stored?.factorsUsed.map((used) => used.factorId)).toEqual(['ember-owid-2024:DE']);

    const applied = await clients.admin.inject({
      method: 'POST',
      url: `/api/company/calculator/instances/${instanceId}/recompute`,
    });
    expect(applied.json()).toEqual({ numResults: 1, numChanged: 1 });
    const recomputed = await listRow();
    // Scope 2 down to 266.14687, category 3 up to 77.99305 (Germany 2024 above).
    expect(recomputed?.figures.scope2LocationBased).toBeCloseTo(KWH * DE_2024.generation, 6);
    expect(recomputed?.figures.fuelAndEnergyUpstream).toBeCloseTo(KWH * DE_2024.upstream, 6);
  });

  it("answers a country's series for the factor browser, behind the session", async () => {
    const url = '/api/data/factors/grid-series/DE';
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const refused = await clients.viewer.inject({ method: 'GET', url: '/api/data/factors/grid-series/deu' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('country');
    const response = await clients.viewer.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const { years } = response.json() as { years: { year: number }[] };
    // 2000-2024, newest first; 2024's life cycle from ember-owid-2024.ndjson (4 decimals).
    expect(years.map((entry) => entry.year)).toEqual(Array.from({ length: 25 }, (_, index) => 2024 - index));
    expect(years[0]).toEqual({ year: 2024, lifeCycle: 0.3441399, ...DE_2024 });
    expect(years[1]).toEqual({ year: 2023, lifeCycle: 0.37131064, ...DE_2023 });
  });
});
