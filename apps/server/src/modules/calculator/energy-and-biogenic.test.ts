import type { Result } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, manage, setUpCompanyClients } from './test-kit.ts';

/*
 * Reference figures derived by hand from the published files (reference-data/factors, built from
 * shared/data/emission-factors): energy in kWh on a gross calorific value basis, ESRS E1-5 breakdown,
 * biogenic CO2 outside the scopes.
 *
 * DESNZ 2025 (flat file):
 *   natural gas   1_100_1004_6_1  0.18296 kg CO2e/kWh (Gross CV); 1_100_1004_7_1 0.2027 /kWh (Net CV)
 *   diesel (blend) 1_101_1011_8_1 2.57082 /litre; 1_101_1011_6_1 0.24411 /kWh (Gross CV);
 *                  biogenic 99_604_1011_8_2 0.14 kg CO2 per litre (outside of scopes)
 *   wood pellets  2_104_1045_15_1 55.19389 /tonne; 2_104_1045_5_1 0.0115 /kWh;
 *                 biogenic 99_104_1045_15_2 1677.18 kg CO2 per tonne
 * Ember/OWID 2024 generation shares:
 *   GB coal 0.006686 gas 0.303702 otherFossil 0.040294 nuclear 0.142842
 *      hydro 0.02027 solar 0.052048 wind 0.293074 bioenergy 0.141082 (other renewables blank)
 *   US coal 0.148521 gas 0.425846 otherFossil 0.006939 nuclear 0.178059
 *      hydro 0.053983 solar 0.069175 wind 0.102915 bioenergy 0.010572 otherRenewables 0.00399
 * EPA GHG Emission Factors Hub 2025, table 1 (HHV): distillate fuel oil no. 2 0.138 mmBtu per gallon;
 *   1 therm = 100,000 Btu = 0.1 mmBtu; 1 mmBtu = 293.07107017 kWh; 1 US gallon = 3.785411784 l.
 */
const GB = { fossil: 0.006686 + 0.303702 + 0.040294, nuclear: 0.142842 };
const GB_RENEWABLE = 0.02027 + 0.052048 + 0.293074 + 0.141082;
const GB_SUM = GB.fossil + GB.nuclear + GB_RENEWABLE;
const US = { fossil: 0.148521 + 0.425846 + 0.006939, nuclear: 0.178059 };
const US_RENEWABLE = 0.053983 + 0.069175 + 0.102915 + 0.010572 + 0.00399;
const US_SUM = US.fossil + US.nuclear + US_RENEWABLE;

const DIESEL_KWH_PER_LITRE = 2.57082 / 0.24411;
const PELLETS_KWH_PER_TONNE = 55.19389 / 0.0115;
const GAS_GROSS_PER_NET_KWH = 0.2027 / 0.18296;
const MMBTU_KWH = 293.07107017;
const DISTILLATE_KWH_PER_LITRE = (0.138 * MMBTU_KWH) / 3.785411784;

/** Relative closeness, for figures the publishers round (0.1 % as the product promises). */
function expectWithin(actual: number, expected: number, relative: number) {
  expect(Math.abs(actual - expected) / expected).toBeLessThan(relative);
}

describe('energy consumption and biogenic CO2 on the server', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let ukYear: string;
  let usYear: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
    ukYear = (await createProject(clients.owner, { name: 'UK', region: 'GB', year: 2025 })).instanceId;
    usYear = (await createProject(clients.owner, { name: 'US', region: 'US', year: 2025 })).instanceId;
  }, 120_000);
  afterAll(() => testApp.close());

  async function create(rows: Record<string, unknown>[]): Promise<Result[]> {
    const response = await manage(clients.editor, { toCreate: rows });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results;
  }

  async function totalsOf(instanceId: string) {
    const response = await clients.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/instances/setup',
      payload: { instances: [instanceId], lang: 'en' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().aggregatedResults;
  }

  const row = (instance: string, formOptionId: string, fieldId: string, value: number, unit: string) => ({
    instance,
    formOptionId,
    emissionActivityInputs: [{ fieldId, value, unit }],
  });

  it('counts a UK company’s own fuels and purchased energy, by source, and never the use phase', async () => {
    const [gas, gasNet, diesel, pellets, grid, green, heat, usePhase] = await create([
      row(ukYear, 'stationary-natural-gas-kwh', 'energy', 10_000, 'kWh'),
      row(ukYear, 'stationary-natural-gas-kwh-net', 'energy', 10_000, 'kWh'),
      row(ukYear, 'vehicle-diesel', 'volume', 1000, 'l'),
      row(ukYear, 'stationary-wood-pellets', 'weight', 2, 't'),
      row(ukYear, 'electricity-grid', 'energy', 20_000, 'kWh'),
      {
        ...row(ukYear, 'electricity-certificates', 'energy', 5000, 'kWh'),
        genericInputs: { certificateType: 'REGO', certificateReference: 'R-2025-001' },
      },
      row(ukYear, 'heat-district', 'energy', 3000, 'kWh'),
      { ...row(ukYear, 'use-electricity', 'energy', 100_000, 'kWh'), genericInputs: { region: 'GB' } },
    ]);

    // Per row.
    expect(gas?.figures).toMatchObject({ energyKwh: 10_000, energyFossilKwh: 10_000, energyRenewableKwh: 0 });
    expect(gasNet?.figures.energyKwh).toBeCloseTo(10_000 * GAS_GROSS_PER_NET_KWH, 6);
    expect(diesel?.figures.energyKwh).toBeCloseTo(1000 * DIESEL_KWH_PER_LITRE, 6);
    expect(diesel?.figures.energyFossilKwh).toBeCloseTo(1000 * DIESEL_KWH_PER_LITRE, 6);
    expect(diesel?.figures.biogenicCo2).toBeCloseTo(1000 * 0.14, 9);
    expect(pellets?.figures.energyKwh).toBeCloseTo(2 * PELLETS_KWH_PER_TONNE, 6);
    expect(pellets?.figures.energyRenewableKwh).toBeCloseTo(2 * PELLETS_KWH_PER_TONNE, 6);
    expect(pellets?.figures.biogenicCo2).toBeCloseTo(2 * 1677.18, 9);
    expect(pellets?.figures.scope1).toBeCloseTo(2 * 55.19389, 9);
    expect(grid?.figures.energyNuclearKwh).toBeCloseTo((20_000 * GB.nuclear) / GB_SUM, 6);
    expect(grid?.figures.energyMarketBasedRenewableKwh).toBeCloseTo((20_000 * GB_RENEWABLE) / GB_SUM, 6);
    expect(green?.figures.energyRenewableKwh).toBeCloseTo((5000 * GB_RENEWABLE) / GB_SUM, 6);
    expect(green?.figures.energyMarketBasedRenewableKwh).toBe(5000);
    expect(heat?.figures).toMatchObject({ energyKwh: 3000, energyFossilKwh: 3000 });
    expect(usePhase?.figures.scope3Category).toBe(11);
    expect(usePhase?.figures.energyKwh).toBe(0);

    // Per year.
    const totals = await totalsOf(ukYear);
    const fuelKwh = 10_000 + 10_000 * GAS_GROSS_PER_NET_KWH + 1000 * DIESEL_KWH_PER_LITRE;
    const pelletsKwh = 2 * PELLETS_KWH_PER_TONNE;
    const electricityKwh = 25_000;
    expect(totals.totalEnergyConsumptionInKwh).toBeCloseTo(fuelKwh + pelletsKwh + electricityKwh + 3000, 4);
    expect(totals.energyMixInKwh.locationBased.fossil).toBeCloseTo(
      fuelKwh + 3000 + (electricityKwh * GB.fossil) / GB_SUM,
      4,
    );
    expect(totals.energyMixInKwh.locationBased.nuclear).toBeCloseTo(
      (electricityKwh * GB.nuclear) / GB_SUM,
      4,
    );
    expect(totals.energyMixInKwh.locationBased.renewable).toBeCloseTo(
      pelletsKwh + (electricityKwh * GB_RENEWABLE) / GB_SUM,
      4,
    );
    expect(totals.energyMixInKwh.marketBased.renewable).toBeCloseTo(
      pelletsKwh + 5000 + (20_000 * GB_RENEWABLE) / GB_SUM,
      4,
    );
    expect(totals.energyMixInKwh.marketBased.nuclear).toBeCloseTo((20_000 * GB.nuclear) / GB_SUM, 4);
    expect(totals.energyMixInKwh.marketBased.fossil).toBeCloseTo(
      fuelKwh + 3000 + (20_000 * GB.fossil) / GB_SUM,
      4,
    );
    // Biogenic CO2 is reported beside the scopes, never inside them.
    expect(totals.biogenicCo2InKg).toBeCloseTo(1000 * 0.14 + 2 * 1677.18, 6);
    const scopes = totals.totalCo2InKgPerScope;
    expect(totals.totalCo2InKg).toBeCloseTo(
      scopes['1'] + scopes['2'] + scopes['3'] + totals.unscopedCo2InKg,
      6,
    );
    // Per scope by hand: Scope 1 = gas (gross and net rows), diesel per litre, pellets per tonne (CH4 and
    // N2O only); Scope 2 = UK grid 0.177 kg CO2e/kWh (DESNZ 7_400_4000_5_1), certificates 0 market-based,
    // district heat 0.17529 (10_401_4003_5_1).
    expect(scopes['1']).toBeCloseTo(10_000 * 0.18296 + 10_000 * 0.2027 + 1000 * 2.57082 + 2 * 55.19389, 6);
    expect(scopes['2']).toBeCloseTo(20_000 * 0.177 + 3000 * 0.17529, 6);
    expect(totals.totalLocationBasedCo2InKg - totals.totalCo2InKg).toBeCloseTo(5000 * 0.177, 6);
  });

  it('converts a US company’s therms and gallons with the EPA heat contents', async () => {
    const [gas, oil, grid] = await create([
      {
        ...row(usYear, 'stationary-other-fuel', 'energy', 1000, 'therm'),
        pickedFactorId: 'epa-hub-2025:t1/natural-gas:kwh',
      },
      {
        ...row(usYear, 'stationary-other-fuel-volume', 'volume', 1000, 'galUS'),
        pickedFactorId: 'epa-hub-2025:t1/distillate-fuel-oil-no.-2:l',
      },
      row(usYear, 'electricity-grid', 'energy', 10_000, 'kWh'),
    ]);
    // 1000 therm = 100 mmBtu = 29,307.107017 kWh.
    expect(gas?.figures.energyKwh).toBeCloseTo(100 * MMBTU_KWH, 6);
    expect(gas?.figures.scope1).toBeCloseTo(100 * 53.1145, 6);
    // 1000 gallons × 0.138 mmBtu = 138 mmBtu = 40,443.8 kWh (the factors' ratio agrees within 0.1 %).
    expectWithin(oil?.figures.energyKwh ?? 0, 138 * MMBTU_KWH, 0.001);
    // Scope 1 per gallon: 10.21 kg CO2 + 0.41 g CH4 × 28 + 0.08 g N2O × 265 = 10.24268 kg CO2e (table 1).
    expect(oil?.figures.scope1).toBeCloseTo(1000 * 10.24268, 6);
    expectWithin(oil?.figures.energyKwh ?? 0, 1000 * 3.785411784 * DISTILLATE_KWH_PER_LITRE, 0.001);
    expect(grid?.figures.energyFossilKwh).toBeCloseTo((10_000 * US.fossil) / US_SUM, 6);
    expect(grid?.figures.energyNuclearKwh).toBeCloseTo((10_000 * US.nuclear) / US_SUM, 6);

    const totals = await totalsOf(usYear);
    expect(totals.totalEnergyConsumptionInKwh).toBeCloseTo(
      (gas?.figures.energyKwh ?? 0) + (oil?.figures.energyKwh ?? 0) + 10_000,
      6,
    );
    expect(totals.energyMixInKwh.locationBased.renewable).toBeCloseTo((10_000 * US_RENEWABLE) / US_SUM, 6);
    expect(totals.biogenicCo2InKg).toBe(0);
  });
});
