import type { RecomputePreview, Result } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  general,
  manage,
  setUpCompanyClients,
} from './test-kit.ts';

/**
 * Moving a UK year from 2025 to 2024 changes the DESNZ edition its factors come from. Expected figures
 * are derived by hand from the DESNZ flat files (shared/data/emission-factors/desnz), 2025 and 2024 v1.1:
 * natural gas 1_100_1004_6_1 0.18296 / 0.18290 kg CO2e per kWh (gross CV), its well-to-tank
 * 11_100_1004_6_1 0.03021 in both; UK electricity 7_400_4000_5_1 0.17700 / 0.20705, its upstream
 * 15_917_4000_5_1 0.04590 / 0.04590, 13_402_4000_5_1 0.01853 / 0.01830, 15_918_4000_5_1 0.00397 / 0.00397.
 */
const KWH = 10_000;
const GAS = { 2025: 0.18296, 2024: 0.1829 };
const GAS_WTT = 0.03021;
const GRID = { 2025: 0.177, 2024: 0.20705 };
const GRID_UPSTREAM = { 2025: 0.0459 + 0.01853 + 0.00397, 2024: 0.0459 + 0.0183 + 0.00397 };

describe('a year recomputed under another edition', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let instanceId: string;
  const api = '/api/company/calculator';

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
    instanceId = (await createProject(clients.owner, { name: 'UK', region: 'GB', year: 2025 })).instanceId;
    const created = await manage(clients.editor, {
      toCreate: [
        gasRow(instanceId, KWH),
        {
          instance: instanceId,
          formOptionId: 'electricity-grid',
          emissionActivityInputs: [{ fieldId: 'energy', value: KWH, unit: 'kWh' }],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
  }, 120_000);
  afterAll(() => testApp.close());

  const listResults = async (): Promise<Result[]> => {
    const response = await clients.viewer.inject({
      method: 'POST',
      url: `${api}/results/list`,
      payload: { instances: [instanceId] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results;
  };

  it('keeps an edition-qualified factor id on every result, whose library row holds the value used', async () => {
    for (const result of await listResults()) {
      for (const used of result.factorsUsed) {
        expect(used.factorId, used.lineageKey ?? '').toMatch(/^desnz-2025:/);
        const response = await clients.viewer.inject({
          method: 'GET',
          url: `/api/data/factors/${encodeURIComponent(used.factorId ?? '')}`,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(JSON.stringify(response.json())).toContain(`"value":${used.value}`);
      }
    }
  });

  it('previews a change of dates with both editions and the change per section, writing nothing', async () => {
    const before = await listResults();
    const response = await clients.owner.inject({
      method: 'POST',
      url: `${api}/instances/${instanceId}/general/preview`,
      payload: { general: general({ year: 2024, region: 'GB' }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview: RecomputePreview = response.json();
    expect(preview.editionsBefore).toEqual(['DESNZ 2025']);
    expect(preview.editionsAfter).toEqual(['DESNZ 2024 v1.1']);
    expect(preview).toMatchObject({ numResults: 2, numChanged: 2 });

    const section = (id: string) => preview.sections.find((entry) => entry.sectionId === id);
    expect(section('scope-1')?.before).toBeCloseTo(KWH * GAS[2025], 6);
    expect(section('scope-1')?.after).toBeCloseTo(KWH * GAS[2024], 6);
    expect(section('scope-2')?.before).toBeCloseTo(KWH * GRID[2025], 6);
    expect(section('scope-2')?.after).toBeCloseTo(KWH * GRID[2024], 6);
    const total = (year: 2024 | 2025) => KWH * (GAS[year] + GAS_WTT + GRID[year] + GRID_UPSTREAM[year]);
    expect(preview.totalBefore).toBeCloseTo(total(2025), 6);
    expect(preview.totalAfter).toBeCloseTo(total(2024), 6);

    // Nothing was recomputed: the stored figures are those of 2025.
    expect(await listResults()).toEqual(before);
  });

  it('applies the same figures once the dates are saved', async () => {
    const saved = await clients.owner.inject({
      method: 'PATCH',
      url: `${api}/instances/${instanceId}`,
      payload: { general: general({ year: 2024, region: 'GB' }) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const results = await listResults();
    const gas = results.find((result) => result.formOptionId === 'stationary-natural-gas-kwh');
    const grid = results.find((result) => result.formOptionId === 'electricity-grid');
    expect(gas?.figures.scope1).toBeCloseTo(KWH * GAS[2024], 6);
    expect(grid?.figures.scope2LocationBased).toBeCloseTo(KWH * GRID[2024], 6);
    expect(grid?.figures.fuelAndEnergyUpstream).toBeCloseTo(KWH * GRID_UPSTREAM[2024], 6);
    for (const result of results) {
      for (const used of result.factorsUsed) expect(used.factorId).toMatch(/^desnz-2024-v1\.1:/);
    }
  });

  it('refuses a preview for a frozen year, naming the field', async () => {
    const frozen = await clients.owner.inject({
      method: 'POST',
      url: `${api}/instances/${instanceId}/freeze`,
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    const response = await clients.owner.inject({
      method: 'POST',
      url: `${api}/instances/${instanceId}/general/preview`,
      payload: { general: general({ year: 2025, region: 'GB' }) },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
