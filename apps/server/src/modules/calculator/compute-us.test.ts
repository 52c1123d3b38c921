import type { Result } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { listFactorSources } from '../calculator-report/report-queries.ts';
import { type CompanyClients, createProject, manage, setUpCompanyClients } from './test-kit.ts';

/**
 * A US company (eGRID subregion CAMX, 2025) on the US EPA GHG Emission Factors Hub 2025. Every expected
 * figure is derived here by hand from the published files in `shared/data/emission-factors`
 * (epa-hub/epa_hub_2025_table*.csv, desnz/ghg-conversion-factors-2025-flat-format.csv), with exact unit
 * constants and the AR5 GWPs of EPA table 11 (CH4 28, N2O 265), never from the library the server uses.
 */
const GAL_L = 3.785411784;
const MMBTU_KWH = 1055.05585262 / 3.6;
const LB_KG = 0.45359237;
const CH4 = 28;
const N2O = 265;
/** kg CO2e from kg CO2 and grams of CH4 and N2O per unit (EPA tables 2–10). */
const co2e = (co2Kg: number, ch4G: number, n2oG: number) => co2Kg + (ch4G * CH4 + n2oG * N2O) / 1000;

// DESNZ 2025 well-to-tank rows used as proxies (Scope 3 category 3).
const WTT_PETROL_MINERAL_PER_L = 0.60664; // 11_101_1018_8_1
const WTT_DIESEL_MINERAL_PER_L = 0.62409; // 11_101_1012_8_1
const WTT_NATURAL_GAS_PER_KWH_GROSS = 0.03021; // 11_100_1004_6_1
const HEAT_UPSTREAM_PER_KWH = 0.03341 + 0.00945 + 0.00176; // 16_919_4003, 13_403_4004, 16_920_4004

/** Relative closeness: the stored figures are doubles computed through other unit paths. */
function expectClose(actual: number | undefined, expected: number, where: string) {
  expect(actual, where).toBeDefined();
  expect(Math.abs((actual ?? 0) - expected) / Math.max(Math.abs(expected), 1e-12), where).toBeLessThan(1e-9);
}

describe('a US company computed with the EPA Hub', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let usYear: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
    usYear = (await createProject(clients.owner, { name: 'US', region: 'US-CAMX', year: 2025 })).instanceId;
  }, 120_000);
  afterAll(() => testApp.close());

  async function create(rows: Record<string, unknown>[]): Promise<Result[]> {
    const response = await manage(clients.editor, { toCreate: rows });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results;
  }
  const row = (formOptionId: string, fieldId: string, value: number, unit: string, extra = {}) => ({
    instance: usYear,
    formOptionId,
    emissionActivityInputs: [{ fieldId, value, unit }],
    ...extra,
  });

  it('files an EPA vehicle under mobile combustion: CO2 per gallon, CH4 and N2O per mile by model year', async () => {
    const [parent, child] = await create([
      {
        ...row('fleet-epa-gasoline-car', 'volume', 100, 'galUS'),
        children: [row('fleet-epa-gasoline-car-2019', 'distance', 1000, 'mi', { instance: undefined })],
      },
    ]);
    expect(parent).toMatchObject({ c1: 'scope-1', c2: 'mobile-combustion', ghgScope: { scope: 1 } });
    expect(child).toMatchObject({ c1: 'scope-1', c2: 'mobile-combustion', ghgScope: { scope: 1 } });
    // Table 2: Motor Gasoline 8.78 kg CO2 per gallon.
    expectClose(parent?.figures.scope1, 100 * 8.78, 'gasoline CO2');
    // Table 3: Gasoline Passenger Cars 2019: 0.0051 g CH4, 0.0015 g N2O per vehicle-mile.
    expectClose(child?.figures.scope1, 1000 * co2e(0, 0.0051, 0.0015), 'CH4 and N2O by miles');
    expect(child?.figures.fuelAndEnergyUpstream).toBe(0);
    // No US well-to-tank factor: the DESNZ 100 % mineral petrol row, labelled as a proxy.
    expectClose(parent?.figures.fuelAndEnergyUpstream, 100 * GAL_L * WTT_PETROL_MINERAL_PER_L, 'petrol WTT');
    const upstream = parent?.factorsUsed.filter((used) => used.part === 'indirect');
    expect(upstream).toEqual([
      expect.objectContaining({
        lineageKey: 'desnz:11_101_1018_8_1',
        edition: '2025',
        proxyFor: 'epa-hub:t2/motor-gasoline',
      }),
    ]);
  });

  it('gives one activity the same category 3 figure whichever source its main factor comes from', async () => {
    const [desnzDiesel, epaDiesel, desnzGas, epaGas, pickedGas, desnzHeat, epaSteam] = await create([
      row('vehicle-diesel-mineral', 'volume', 500, 'l'),
      row('fleet-epa-diesel-car', 'volume', 500, 'l'),
      row('stationary-natural-gas-kwh', 'energy', 10_000, 'kWh'),
      row('stationary-epa-natural-gas', 'energy', 10_000, 'kWh'),
      row('stationary-other-fuel', 'energy', 10_000, 'kWh', {
        pickedFactorId: 'epa-hub-2025:t1/natural-gas:kwh',
      }),
      row('heat-district', 'energy', 100 * MMBTU_KWH, 'kWh'),
      row('heat-epa-steam', 'energy', 100, 'mmBtu'),
    ]);
    expectClose(desnzDiesel?.figures.fuelAndEnergyUpstream, 500 * WTT_DIESEL_MINERAL_PER_L, 'DESNZ diesel');
    expectClose(epaDiesel?.figures.fuelAndEnergyUpstream, 500 * WTT_DIESEL_MINERAL_PER_L, 'EPA diesel');
    // DESNZ 1_101_1012_8_1: 2.66155 kg CO2e per litre; EPA table 2 Diesel Fuel: 10.21 kg CO2 per gallon.
    expectClose(desnzDiesel?.figures.scope1, 500 * 2.66155, 'DESNZ diesel combustion');
    expectClose(epaDiesel?.figures.scope1, (500 / GAL_L) * 10.21, 'EPA diesel combustion');

    const gasUpstream = 10_000 * WTT_NATURAL_GAS_PER_KWH_GROSS;
    for (const [result, where] of [
      [desnzGas, 'DESNZ gas'],
      [epaGas, 'EPA gas option'],
      [pickedGas, 'EPA gas picked'],
    ] as const) {
      expectClose(result?.figures.fuelAndEnergyUpstream, gasUpstream, where);
      expect(result?.ghgScope, where).toEqual({ scope: 1 });
    }
    // Table 1: natural gas 53.06 kg CO2, 1.0 g CH4, 0.1 g N2O per mmBtu (higher heating value).
    const epaGasScope1 = (10_000 / MMBTU_KWH) * co2e(53.06, 1.0, 0.1);
    expectClose(epaGas?.figures.scope1, epaGasScope1, 'EPA gas combustion');
    expectClose(pickedGas?.figures.scope1, epaGasScope1, 'picked EPA gas combustion');
    expect(pickedGas?.factorsUsed.find((used) => used.part === 'indirect')).toMatchObject({
      lineageKey: 'desnz:11_100_1004_6_1',
      proxyFor: 'epa-hub:t1/natural-gas:kwh',
    });

    const heatUpstream = 100 * MMBTU_KWH * HEAT_UPSTREAM_PER_KWH;
    expectClose(desnzHeat?.figures.fuelAndEnergyUpstream, heatUpstream, 'DESNZ heat');
    expectClose(epaSteam?.figures.fuelAndEnergyUpstream, heatUpstream, 'EPA steam');
    // Table 7: 66.33 kg CO2, 1.25 g CH4, 0.125 g N2O per mmBtu of steam and heat, Scope 2.
    expectClose(epaSteam?.figures.scope2LocationBased, 100 * co2e(66.33, 1.25, 0.125), 'EPA steam');
    expect(epaSteam?.ghgScope).toEqual({ scope: 2 });
  });

  it('adds US grid losses to category 3 from the eGRID subregion grid gross loss', async () => {
    const [grid] = await create([row('electricity-grid', 'energy', 10_000, 'kWh')]);
    // Table 6, CAMX: 436.655 lb CO2, 0.025 lb CH4, 0.003 lb N2O per MWh; grid gross loss 0.041.
    const perKwh = ((436.655 + 0.025 * CH4 + 0.003 * N2O) * LB_KG) / 1000;
    expectClose(grid?.figures.scope2LocationBased, 10_000 * perKwh, 'CAMX Scope 2');
    expectClose(grid?.figures.fuelAndEnergyUpstream, (10_000 * perKwh * 0.041) / (1 - 0.041), 'CAMX T&D');
    expect(grid?.factorsUsed.find((used) => used.part === 'indirect')).toMatchObject({
      lineageKey: 'epa-egrid:camx:total-output:ar5',
      derivation: expect.stringContaining('0.041'),
    });
  });

  it('computes EPA freight, waste, business travel and commuting in their Scope 3 categories', async () => {
    const results = await create([
      row('upstream-freight-epa-truck', 'freight', 1000, 'shortTon.mi'),
      row('downstream-freight-epa-rail', 'freight', 1000, 'shortTon.mi'),
      row('waste-epa-aluminum-cans-recycled', 'weight', 10, 'shortTon'),
      row('end-of-life-epa-mixed-msw-landfilled', 'weight', 10, 'shortTon'),
      row('travel-epa-air-medium', 'passengerDistance', 1000, 'p.mi'),
      {
        instance: usYear,
        formOptionId: 'commute-epa-car',
        emissionActivityInputs: [
          { fieldId: 'distance', value: 2000, unit: 'mi' },
          { fieldId: 'employees', value: 5, unit: 'employee' },
        ],
      },
    ]);
    const expected: [number, number][] = [
      [4, 1000 * co2e(0.186, 0.0016, 0.0054)], // table 8, truck per short ton-mile
      [9, 1000 * co2e(0.021, 0.0016, 0.0005)], // table 8, rail per short ton-mile
      [5, 10 * 0.06 * 1000], // table 9, aluminum cans recycled: 0.06 t CO2e per short ton
      [12, 10 * 0.58 * 1000], // table 9, mixed MSW landfilled: 0.58 t CO2e per short ton
      [6, 1000 * co2e(0.129, 0.0006, 0.0041)], // table 10, medium-haul flight per passenger-mile
      [7, 2000 * 5 * co2e(0.297, 0.0059, 0.0053)], // table 10, passenger car per vehicle-mile
    ];
    results.forEach((result, index) => {
      const [category, kg] = expected[index] ?? [0, 0];
      expect(result.ghgScope, result.formOptionId).toEqual({ scope: 3, category });
      expect(result.figures.scope3Category, result.formOptionId).toBe(category);
      expectClose(result.figures.scope3, kg, result.formOptionId);
      expect(result.figures.fuelAndEnergyUpstream, result.formOptionId).toBe(0);
    });
  });

  it('takes category 3 rows entered by hand where no upstream factor can be applied', async () => {
    const [manual] = await create([
      row('upstream-fuel-volume', 'volume', 1000, 'l', {
        // A typed factor is per base unit of its category: 500 kg CO2e per m³ = 0.5 per litre.
        userFactor: { factor: 500, source: 'Supplier well-to-tank study 2025' },
      }),
    ]);
    expect(manual).toMatchObject({
      c2: 'fuel-and-energy-related-activities',
      ghgScope: { scope: 3, category: 3 },
    });
    expectClose(manual?.figures.scope3, 500, 'manual category 3');
  });

  it('lists the DESNZ proxies apart in the report data, labelled as proxies', async () => {
    const sources = await listFactorSources(testApp.app.database.db, clients.companyId, [usYear]);
    const desnz = sources.filter((source) => source.source === 'DESNZ' && source.edition === '2025');
    // DESNZ rows used in their own right (the UK comparison rows above) and as proxies of EPA fuels.
    expect(desnz.map((source) => source.isProxy).sort()).toEqual([false, true]);
    expect(sources.find((source) => source.source === 'EPA_HUB')).toMatchObject({ isProxy: false });
  });

  it('never files a vehicle fuel under stationary combustion', async () => {
    const response = await manage(clients.editor, {
      toCreate: [
        row('stationary-other-fuel-volume', 'volume', 100, 'l', {
          pickedFactorId: 'epa-hub-2025:t2/motor-gasoline',
        }),
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ path: 'results.toCreate.0.pickedFactorId' }),
    ]);
  });
});
