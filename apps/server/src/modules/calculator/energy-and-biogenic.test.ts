import type { Result } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { signInAs } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { REPORT_URL, readZipEntries } from '../calculator-report/report-test-kit.ts';
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
 *   diesel (100% mineral) 1_101_1012_6_1: CO2 part 0.24887 per kWh (Gross CV); blend CO2 part 0.24098
 *     → fossil energy share of the blend 0.24098 / 0.24887, the rest biodiesel (renewable)
 *   petrol (average biofuel blend) 1_101_1017_6_1 0.21956 /kWh (Gross CV), CO2 part 0.21811;
 *     petrol (100% mineral) 1_101_1018_6_1 CO2 part 0.24013
 *   CNG 1_100_1001_6_1 0.18296 /kWh (Gross CV)
 *   vehicles per km (Scope 1): average car, diesel 4_301_3069_4_1 0.17304; average car, BEV
 *     4_301_3076_4_1 0; van up to 3.5 t, petrol 5_303_3103_4_1 0.21335; van, CNG 5_303_3104_4_1 0.25113;
 *     HGV all sizes, average laden 5_304_3140_4_1 0.89121 (all diesel)
 *   average car, fuel unknown 4_301_3074_4_1 0.16725 per km, SECR kWh 6_301_3074_4_5 0.68773 kWh (Net CV)
 *     per km; diesel blend 1_101_1011_7_1 0.25953 /kWh (Net CV), petrol blend 1_101_1017_7_1 0.23181
 *   electric car charged elsewhere: 8_301_3076_4_1 0.03663 kg CO2e/km (Scope 2);
 *     SECR kWh UK electricity for EVs 9_301_3076_4_6 0.20656 kWh per km
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
const DIESEL_FOSSIL = 0.24098 / 0.24887;
const PETROL_FOSSIL = 0.21811 / 0.24013;
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
    // The forecourt blend is split: its biodiesel share is renewable.
    expect(diesel?.figures.energyFossilKwh).toBeCloseTo(1000 * DIESEL_KWH_PER_LITRE * DIESEL_FOSSIL, 6);
    expect(diesel?.figures.energyRenewableKwh).toBeCloseTo(
      1000 * DIESEL_KWH_PER_LITRE * (1 - DIESEL_FOSSIL),
      6,
    );
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
    const dieselKwh = 1000 * DIESEL_KWH_PER_LITRE;
    const fuelKwh = 10_000 + 10_000 * GAS_GROSS_PER_NET_KWH + dieselKwh * DIESEL_FOSSIL;
    const pelletsKwh = 2 * PELLETS_KWH_PER_TONNE + dieselKwh * (1 - DIESEL_FOSSIL);
    const electricityKwh = 25_000;
    expect(totals.totalEnergyConsumptionInKwh).toBeCloseTo(fuelKwh + pelletsKwh + electricityKwh + 3000, 4);
    // Bought heat without a supplier instrument counts fossil (the documented conservative default).
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

  it('keeps biogenic CO2 out of a year’s surcharge, which raises the inventory’s emissions only', async () => {
    const surcharged = (
      await createProject(clients.owner, { name: 'UK +10 %', region: 'GB', year: 2025, surchargePercent: 10 })
    ).instanceId;
    const [pellets] = await create([row(surcharged, 'stationary-wood-pellets', 'weight', 2, 't')]);
    // 2 t × 55.19389 kg CO2e/t × 1.1 in Scope 1; 2 t × 1677.18 kg CO2/t biogenic, without the 10 %.
    expect(pellets?.figures.scope1).toBeCloseTo(2 * 55.19389 * 1.1, 9);
    expect(pellets?.figures.biogenicCo2).toBeCloseTo(2 * 1677.18, 9);
    expect((await totalsOf(surcharged)).biogenicCo2InKg).toBeCloseTo(2 * 1677.18, 9);
  });

  it('derives the fuel of company vehicles entered by distance, never counting electric cars twice', async () => {
    const year = (await createProject(clients.owner, { name: 'Fleet', region: 'GB', year: 2025 })).instanceId;
    const [car, van, cngVan, hgv, bev, evElsewhere, businessCar, unknownFuel] = await create([
      row(year, 'fleet-average-diesel', 'distance', 10_000, 'km'),
      row(year, 'fleet-van-petrol', 'distance', 5000, 'km'),
      row(year, 'fleet-van-cng', 'distance', 1000, 'km'),
      row(year, 'fleet-hgv-all', 'distance', 20_000, 'km'),
      row(year, 'fleet-average-bev', 'distance', 8000, 'km'),
      row(year, 'ev-car-bev', 'distance', 8000, 'km'),
      { ...row(year, 'travel-car-average-diesel', 'distance', 3000, 'km') },
      row(year, 'fleet-average-unknown-fuel', 'distance', 1000, 'km'),
    ]);
    // kWh (gross CV) per km = kg CO2e per km ÷ the fuel's kg CO2e per kWh (gross CV).
    const carKwh = (10_000 * 0.17304) / 0.24411;
    expect(car?.figures.energyKwh).toBeCloseTo(carKwh, 6);
    expect(car?.figures.energyFossilKwh).toBeCloseTo(carKwh * DIESEL_FOSSIL, 6);
    expect(car?.figures.energyRenewableKwh).toBeCloseTo(carKwh * (1 - DIESEL_FOSSIL), 6);
    const vanKwh = (5000 * 0.21335) / 0.21956;
    expect(van?.figures.energyKwh).toBeCloseTo(vanKwh, 6);
    expect(van?.figures.energyFossilKwh).toBeCloseTo(vanKwh * PETROL_FOSSIL, 6);
    expect(cngVan?.figures).toMatchObject({ energyRenewableKwh: 0 });
    expect(cngVan?.figures.energyFossilKwh).toBeCloseTo((1000 * 0.25113) / 0.18296, 6);
    const hgvKwh = (20_000 * 0.89121) / 0.24411;
    expect(hgv?.figures.energyKwh).toBeCloseTo(hgvKwh, 6);
    // A battery electric car burns no fuel in Scope 1 (DESNZ: 0 per km); its electricity is Scope 2.
    expect(bev?.figures.energyKwh).toBe(0);
    // Charged elsewhere: DESNZ's kWh per km, split by the grid mix like other electricity.
    expect(evElsewhere?.figures.energyKwh).toBeCloseTo(8000 * 0.20656, 6);
    expect(evElsewhere?.figures.energyNuclearKwh).toBeCloseTo((8000 * 0.20656 * GB.nuclear) / GB_SUM, 6);
    // Business travel is Scope 3: never the company's own energy.
    expect(businessCar?.figures.energyKwh).toBe(0);
    // Fuel unknown: DESNZ's net kWh per km split into diesel d and petrol p (d + p = 0.68773 kWh,
    // 0.25953 d + 0.23181 p = 0.16725 kg CO2e), each raised to gross CV by its own ratio.
    const dieselNet = (0.16725 - 0.68773 * 0.23181) / (0.25953 - 0.23181);
    const unknownDiesel = (1000 * dieselNet * 0.25953) / 0.24411;
    const unknownPetrol = (1000 * (0.68773 - dieselNet) * 0.23181) / 0.21956;
    expect(dieselNet).toBeGreaterThan(0.2);
    expect(unknownFuel?.figures.energyKwh).toBeCloseTo(unknownDiesel + unknownPetrol, 6);
    expect(unknownFuel?.figures.energyRenewableKwh).toBeCloseTo(
      unknownDiesel * (1 - DIESEL_FOSSIL) + unknownPetrol * (1 - PETROL_FOSSIL),
      6,
    );

    const totals = await totalsOf(year);
    expect(totals.totalEnergyConsumptionInKwh).toBeCloseTo(
      carKwh + vanKwh + (1000 * 0.25113) / 0.18296 + hgvKwh + 8000 * 0.20656 + unknownDiesel + unknownPetrol,
      4,
    );
    expect(totals.energyMixInKwh.locationBased.renewable).toBeCloseTo(
      (carKwh + hgvKwh + unknownDiesel) * (1 - DIESEL_FOSSIL) +
        (vanKwh + unknownPetrol) * (1 - PETROL_FOSSIL) +
        (8000 * 0.20656 * GB_RENEWABLE) / GB_SUM,
      4,
    );
  });

  it('counts electricity priced with the residual mix fossil on the market basis, the grid mix without', async () => {
    const year = (await createProject(clients.owner, { name: 'Residual', region: 'GB', year: 2025 }))
      .instanceId;
    const [grid] = await create([row(year, 'electricity-grid', 'energy', 10_000, 'kWh')]);
    expect(grid?.figures.energyMarketBasedRenewableKwh).toBeCloseTo((10_000 * GB_RENEWABLE) / GB_SUM, 6);
    const saved = await clients.editor.inject({
      method: 'PUT',
      url: `/api/company/calculator/instances/${year}/disclosures`,
      payload: {
        disclosures: {
          netRevenue: null,
          residualMix: { factor: 0.35, source: 'AIB European Residual Mix 2024, UK' },
          scope3CategoryStatuses: {},
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const totals = await totalsOf(year);
    // Location-based: still the grid mix. Market-based: the residual mix, whose make-up is not given.
    expect(totals.energyMixInKwh.locationBased.nuclear).toBeCloseTo((10_000 * GB.nuclear) / GB_SUM, 4);
    expect(totals.energyMixInKwh.marketBased).toEqual({ fossil: 10_000, nuclear: 0, renewable: 0 });
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

  it('says in the report that an eGRID subregion is split by the national mix, in English and German', async () => {
    const year = (await createProject(clients.owner, { name: 'California', region: 'US-CAMX', year: 2025 }))
      .instanceId;
    const [grid] = await create([row(year, 'electricity-grid', 'energy', 10_000, 'kWh')]);
    // /work/shared/data holds no generation mix per eGRID subregion: the US mix (Ember/OWID) stands in.
    expect(grid?.figures.energyNuclearKwh).toBeCloseTo((10_000 * US.nuclear) / US_SUM, 6);
    const operator = await buildUser(testApp.app.database.db, {
      companyId: clients.companyId,
      role: 'owner',
      isSitewideAdmin: true,
    });
    const admin = await signInAs(testApp.app, operator.email);
    const documentOf = async (instances: string[], lang: 'en' | 'de') => {
      const response = await admin.inject({ method: 'POST', url: REPORT_URL, payload: { instances, lang } });
      expect(response.statusCode, response.body).toBe(200);
      return readZipEntries(response.rawPayload).get('word/document.xml')?.toString('utf8') ?? '';
    };
    expect(await documentOf([year], 'en')).toContain(
      'Electricity in the eGRID subregions US-CAMX is split by the national generation mix of the United States',
    );
    expect(await documentOf([year], 'de')).toContain(
      'Strom in den eGRID-Teilregionen US-CAMX wird nach dem landesweiten Erzeugungsmix',
    );
    // A year on the US average (national grid) needs no such note.
    expect(await documentOf([usYear], 'en')).not.toContain('eGRID subregions');
  });

  it('lists each year’s factor source per kind of activity in the report and says the surcharge spares biogenic CO2', async () => {
    const german = (
      await createProject(clients.owner, { name: 'Berlin', region: 'DE', year: 2025, surchargePercent: 5 })
    ).instanceId;
    const operator = await buildUser(testApp.app.database.db, {
      companyId: clients.companyId,
      role: 'owner',
      isSitewideAdmin: true,
    });
    const admin = await signInAs(testApp.app, operator.email);
    const documentOf = async (instances: string[], lang: 'en' | 'de') => {
      const response = await admin.inject({ method: 'POST', url: REPORT_URL, payload: { instances, lang } });
      expect(response.statusCode, response.body).toBe(200);
      return readZipEntries(response.rawPayload).get('word/document.xml')?.toString('utf8') ?? '';
    };
    const english = await documentOf([german, usYear], 'en');
    for (const text of [
      'Ember / Our World in Data grid intensity, split into generation (Scope 2) and upstream (Scope 3, category 3) (Berlin 2025)',
      'eGRID2023 via the US EPA GHG Emission Factors Hub 2025 (US 2025)',
      'FIGARO supply factors (Ecodex) 2026.5, in euros (Berlin 2025)',
      'Energy consumption and biogenic CO2 carry no surcharge',
    ]) {
      expect(english).toContain(text);
    }
    const deutsch = await documentOf([german], 'de');
    for (const text of [
      'Netzintensität von Ember / Our World in Data, aufgeteilt in Erzeugung (Scope 2) und Vorkette (Scope 3, Kategorie 3)',
      'FIGARO-Angebotsfaktoren (Ecodex) 2026.5, in Euro',
      'Der Energieverbrauch und biogenes CO2 erhalten keinen Zuschlag',
    ]) {
      expect(deutsch).toContain(text);
    }
  });
});
