import { buildSpendAmount, type Result } from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../test/query-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, gasRow, manage, setUpCompanyClients } from './test-kit.ts';

/** Computations on the committed factor library (loaded once for the file: it takes seconds). */
describe('computing results on the server', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let gbYear: string;
  let deYear: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
    gbYear = (await createProject(clients.owner, { name: 'UK', region: 'GB', year: 2025 })).instanceId;
    deYear = (await createProject(clients.owner, { name: 'DE', region: 'DE', year: 2025 })).instanceId;
  }, 120_000);
  afterAll(() => testApp.close());

  async function createOne(row: Record<string, unknown>): Promise<Result> {
    const response = await manage(clients.editor, { toCreate: [row] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results[0];
  }

  it('puts 10,000 kWh of natural gas (GB, 2025) in Scope 1 with its well-to-tank in category 3', async () => {
    const result = await createOne(gasRow(gbYear, 10_000));
    expect(result).toMatchObject({ c1: 'scope-1', c2: 'stationary-combustion', calculationIssue: null });
    expect(result.figures.scope1).toBeCloseTo(1829.6, 6);
    expect(result.figures.fuelAndEnergyUpstream).toBeCloseTo(302.1, 6);
    expect(result.figures.scope3).toBeCloseTo(302.1, 6);
    expect(result.figures.total).toBeCloseTo(2131.7, 6);
    expect(result.figures.energyKwh).toBe(10_000);
    expect(result.ghgScope).toEqual({ scope: 1 });
    expect(result.emissionActivityInputs).toEqual([
      {
        fieldId: 'energy',
        value: 10_000,
        unit: 'kWh',
        unitCategory: 'energy',
        unitBase: 'kWh',
        conversionFactor: 1,
      },
    ]);
  });

  it('reproduces every figure from the factors it stores (value × amount)', async () => {
    const result = await createOne(
      gasRow(gbYear, 2500, { emissionActivityInputs: [{ fieldId: 'energy', value: 2.5, unit: 'MWh' }] }),
    );
    const direct = result.factorsUsed.filter((used) => used.part === 'direct');
    const indirect = result.factorsUsed.filter((used) => used.part === 'indirect');
    expect(direct).toHaveLength(1);
    expect(direct[0]).toMatchObject({ edition: '2025', licence: 'OGL-3.0', valueUnit: 'kgCO2e/kWh' });
    const kwh = 2.5 * 1000;
    expect(result.figures.scope1).toBeCloseTo(kwh * (direct[0]?.value ?? 0), 9);
    expect(result.figures.fuelAndEnergyUpstream).toBeCloseTo(
      kwh * indirect.reduce((sum, used) => sum + used.value, 0),
      9,
    );
  });

  it('splits the Ember intensity of Germany (newest year, 2024) into Scope 2 and category 3', async () => {
    const result = await createOne({
      instance: deYear,
      formOptionId: 'electricity-grid',
      emissionActivityInputs: [{ fieldId: 'energy', value: 10_000, unit: 'kWh' }],
    });
    // 2024: 344.13992 g CO2e/kWh = generation 266.14687 + upstream 77.99305 (ember-owid-series.ndjson).
    expect(result.factorsUsed).toEqual([
      expect.objectContaining({
        part: 'direct',
        lineageKey: 'ember-owid-generation:DE',
        edition: '2024',
        value: 0.26614687,
      }),
      expect.objectContaining({ part: 'indirect', lineageKey: 'ember-owid-upstream:DE', value: 0.07799305 }),
    ]);
    expect(result.figures.scope2MarketBased).toBeCloseTo(2661.4687, 6);
    expect(result.figures.scope2LocationBased).toBeCloseTo(2661.4687, 6);
    expect(result.figures.fuelAndEnergyUpstream).toBeCloseTo(779.9305, 6);
  });

  it('computes a long-haul flight in category 6 with the 2025 DESNZ factor', async () => {
    const result = await createOne({
      instance: gbYear,
      formOptionId: 'flight-long-haul-economy',
      emissionActivityInputs: [{ fieldId: 'passengerDistance', value: 5000, unit: 'p.km' }],
    });
    expect(result.c1).toBe('scope-3');
    expect(result.figures.scope3Category).toBe(6);
    expect(result.emissions.direct?.result).toBeCloseTo(5000 * 0.11704, 9);
    const perKm = result.factorsUsed.reduce((sum, used) => sum + used.value, 0);
    expect(result.figures.scope3).toBeCloseTo(5000 * perKm, 9);
  });

  it('computes a spend in EUR with USEEIO in 2022 dollars, spend year from the row', async () => {
    const result = await createOne({
      instance: gbYear,
      formOptionId: 'capital-spend-computers',
      emissionActivityInputs: [{ fieldId: 'spend', value: 5000, unit: 'EUR' }],
      genericInputs: { spendYear: 2024 },
    });
    const { working } = buildSpendAmount({ value: 5000, currency: 'EUR', year: 2024 });
    expect(result.emissionActivityInputs[0]).toMatchObject({
      unitBase: 'USD2022',
      conversionFactor: working.amountUsd2022,
    });
    expect(result.figures.scope3Category).toBe(2);
    expect(result.figures.scope3).toBeCloseTo(5000 * working.amountUsd2022 * 0.058, 9);
  });

  it('resolves each row of a batch with its own choices, whatever rows of the same option came before', async () => {
    // The use phase of sold products on a customer's grid: the region is the row's own choice.
    const usePhase = (region: string) => ({
      instance: gbYear,
      formOptionId: 'use-electricity',
      emissionActivityInputs: [
        { fieldId: 'energy', value: 1000, unit: 'kWh' },
        { fieldId: 'unitsSold', value: 10, unit: 'piece' },
      ],
      genericInputs: { region },
    });
    const response = await manage(clients.editor, {
      toCreate: [usePhase('GB'), usePhase('DE'), usePhase('GB'), usePhase('FR')],
    });
    expect(response.statusCode, response.body).toBe(200);
    const results: Result[] = response.json().results;
    const cited = results.map((result) => result.factorsUsed.map((used) => used.factorId).join());
    expect(cited).toEqual([
      expect.stringContaining('desnz-2025:'),
      'ember-owid-generation-2024:DE',
      cited[0],
      'ember-owid-generation-2024:FR',
    ]);
    // Each row's figure is its amount times the factor it cites.
    for (const result of results) {
      const [cite] = result.factorsUsed;
      expect(result.calculationIssue).toBeNull();
      expect(result.figures.scope3).toBeCloseTo(10_000 * (cite?.value ?? 0), 6);
    }
    const kg = results.map((result) => result.figures.scope3);
    expect(kg[2]).toBe(kg[0]);
    expect(new Set([kg[0], kg[1], kg[3]]).size).toBe(3);
  });

  it('reports green electricity at 0 market-based and the grid location-based, only with the certificate', async () => {
    const row = {
      instance: gbYear,
      formOptionId: 'electricity-certificates',
      emissionActivityInputs: [{ fieldId: 'energy', value: 1000, unit: 'kWh' }],
    };
    const withEvidence = await createOne({
      ...row,
      genericInputs: { certificateType: 'REGO', certificateReference: 'R-1' },
    });
    expect(withEvidence.figures.scope2MarketBased).toBe(0);
    expect(withEvidence.figures.scope2LocationBased).toBeCloseTo(177, 9);
    expect(withEvidence.figures.fuelAndEnergyUpstream).toBeCloseTo(68.4, 9);
    const without = await createOne(row);
    expect(without.calculationIssue).toBe('missingInstrumentEvidence');
    expect(without.figures.scope2MarketBased).toBe(0);
  });

  it('stores a row without an amount with no figure and a calculation issue, not an error', async () => {
    const result = await createOne(gasRow(gbYear, null));
    expect(result.calculationIssue).toBe('missingAmount');
    expect(result.figures.total).toBe(0);
    expect(result.emissions.direct).toMatchObject({ source: expect.stringContaining('DESNZ 2025') });
  });

  it('applies the instance surcharge', async () => {
    const { instanceId } = await createProject(clients.owner, { name: 'S', surchargePercent: 10 });
    const result = await createOne(gasRow(instanceId, 10_000));
    expect(result.figures.scope1).toBeCloseTo(1829.6 * 1.1, 6);
  });

  it('refuses a unit outside the input category, an unknown option and a negative amount, naming the field', async () => {
    const response = await manage(clients.editor, {
      toCreate: [
        gasRow(gbYear, 1),
        gasRow(gbYear, 1, { emissionActivityInputs: [{ fieldId: 'energy', value: 1, unit: 'kg' }] }),
        { ...gasRow(gbYear, 1), formOptionId: 'no-such-option' },
        gasRow(gbYear, -5),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'results.toCreate.1.emissionActivityInputs.0.unit', message: 'validation.unit' },
      { path: 'results.toCreate.2.formOptionId', message: 'validation.invalid' },
      { path: 'results.toCreate.3.emissionActivityInputs.0.value', message: 'validation.notNegative' },
    ]);
  });

  it('writes nothing when one item of a batch fails', async () => {
    const { instanceId } = await createProject(clients.owner, { name: 'Atomic' });
    const rows = Array.from({ length: 20 }, (_, index) => gasRow(instanceId, index + 1));
    rows.push({ ...gasRow(instanceId, 1), formOptionId: 'no-such-option' });
    expect((await manage(clients.editor, { toCreate: rows })).statusCode).toBe(400);
    const [count] = await queryRows<{ n: number }>(
      testApp.app.database.db,
      sql`select count(*)::int as n from calculator_results where instance_id = ${instanceId}`,
    );
    expect(count?.n).toBe(0);
  });

  it('refuses a batch of 1001 items', async () => {
    const rows = Array.from({ length: 1001 }, () => gasRow(gbYear, 1));
    const response = await manage(clients.editor, { toCreate: rows });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'results' }],
    });
  });

  it('creates 1000 results in one call, computed, and sums them in SQL like the JS twin', async () => {
    const { instanceId } = await createProject(clients.owner, { name: 'Bulk' });
    const rows = Array.from({ length: 1000 }, (_, index) =>
      index % 2 === 0
        ? gasRow(instanceId, 100 + index)
        : {
            instance: instanceId,
            formOptionId: 'flight-long-haul-economy',
            emissionActivityInputs: [{ fieldId: 'passengerDistance', value: 1000 + index, unit: 'p.km' }],
            distributionPercent: 50,
          },
    );
    // How long such a save takes is measured by bench/calculator.ts, not here: the suite's timing
    // depends on whatever else the machine runs.
    const response = await manage(clients.editor, { toCreate: rows }, [instanceId]);
    expect(response.statusCode).toBe(200);
    const results = response.json().results as Result[];
    expect(results).toHaveLength(1000);

    const setup = await clients.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/instances/setup',
      payload: { instances: [instanceId], lang: 'en' },
    });
    expect(setup.statusCode).toBe(200);
    const body = setup.json();
    const share = (result: Result) => (result.distributionPercent ?? 100) / 100;
    const sum = (pick: (result: Result) => number) =>
      results.reduce((total, result) => total + pick(result) * share(result), 0);
    const totals = body.aggregatedResults;
    expect(totals.numResults).toBe(1000);
    expect(totals.totalCo2InKg).toBeCloseTo(
      sum((result) => result.figures.total),
      6,
    );
    expect(totals.totalCo2InKgPerScope['1']).toBeCloseTo(
      sum((result) => result.figures.scope1),
      6,
    );
    expect(totals.totalCo2InKgPerScope['3']).toBeCloseTo(
      sum((result) => result.figures.scope3),
      6,
    );
    expect(totals.scope3PerCategory['3']).toBeCloseTo(
      sum((result) => result.figures.fuelAndEnergyUpstream),
      6,
    );
    expect(totals.scope3PerCategory['6']).toBeCloseTo(
      sum((result) => (result.figures.scope3Category === 6 ? result.figures.scope3 : 0)),
      6,
    );
    expect(totals.totalEnergyConsumptionInKwh).toBeCloseTo(
      sum((result) => result.figures.energyKwh),
      6,
    );
    const sections = body.formSectionAggregations;
    expect(sections['scope-1'].totalCo2).toBeCloseTo(
      sum((result) =>
        result.c1 === 'scope-1' ? result.figures.total - result.figures.fuelAndEnergyUpstream : 0,
      ),
      6,
    );
    const sectionTotal = ['scope-1', 'scope-2', 'scope-3'].reduce(
      (total, id) => total + (sections[id]?.totalCo2 ?? 0),
      0,
    );
    expect(sectionTotal).toBeCloseTo(totals.totalCo2InKg, 6);
    expect(response.json().formSectionAggregations).toEqual(sections);
    expect(body.topSources).toHaveLength(10);
  });

  it('leaves excluded rows and excluded sections out of the totals and counts a distributed share', async () => {
    const { instanceId } = await createProject(clients.owner, {
      name: 'Exclusions',
      region: 'GB',
      year: 2025,
    });
    const created = await manage(clients.editor, {
      toCreate: [
        gasRow(instanceId, 10_000),
        gasRow(instanceId, 10_000, { isExcluded: true }),
        gasRow(instanceId, 10_000, { distributionPercent: 50 }),
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const setup = async () => {
      const response = await clients.viewer.inject({
        method: 'POST',
        url: '/api/company/calculator/instances/setup',
        payload: { instances: [instanceId], lang: 'en' },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };
    const counted = await setup();
    expect(counted.aggregatedResults.numResults).toBe(2);
    expect(counted.aggregatedResults.totalCo2InKgPerScope['1']).toBeCloseTo(1829.6 * 1.5, 6);
    expect(counted.formSectionAggregations['stationary-combustion'].totalCo2).toBeCloseTo(1829.6 * 1.5, 6);
    expect(counted.sectionProgress['stationary-combustion']).toEqual({ numResults: 3, numMarkedComplete: 0 });

    const excluded = await clients.editor.inject({
      method: 'PUT',
      url: `/api/company/calculator/instances/${instanceId}/form-state`,
      payload: { sectionIdsMarkedAsExcluded: ['stationary-combustion'] },
    });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const withoutSection = await setup();
    expect(withoutSection.aggregatedResults.numResults).toBe(0);
    expect(withoutSection.aggregatedResults.totalCo2InKg).toBe(0);
  });

  it('recomputes a year when its region changes, and previews a recompute per section', async () => {
    const { instanceId } = await createProject(clients.owner, { name: 'Move', region: 'GB' });
    await createOne({
      instance: instanceId,
      formOptionId: 'electricity-grid',
      emissionActivityInputs: [{ fieldId: 'energy', value: 1000, unit: 'kWh' }],
    });
    const preview = await clients.admin.inject({
      method: 'POST',
      url: `/api/company/calculator/instances/${instanceId}/recompute/preview`,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ numResults: 1, numChanged: 0, editionsAfter: ['DESNZ 2025'] });
    expect(preview.json().totalAfter).toBeCloseTo(preview.json().totalBefore, 9);

    const patched = await clients.admin.inject({
      method: 'PATCH',
      url: `/api/company/calculator/instances/${instanceId}`,
      payload: {
        general: {
          startDate: '2025-01-01',
          endDate: '2025-12-31',
          electricityEmissionFactor: { region: 'DE' },
        },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const list = await clients.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/results/list',
      payload: { instances: [instanceId] },
    });
    const [row] = list.json().results as Result[];
    // Germany's Ember generation part of 2024 (the newest year for 2025): 266.14687 g CO2e/kWh × 1000 kWh.
    expect(row?.figures.scope2MarketBased).toBeCloseTo(266.14687, 6);
    const applied = await clients.admin.inject({
      method: 'POST',
      url: `/api/company/calculator/instances/${instanceId}/recompute`,
    });
    expect(applied.json()).toEqual({ numResults: 1, numChanged: 0 });
  });
});
