import { describe, expect, it } from 'vitest';
import { expectRelativelyClose, findFactor, readLibraryFactors } from './library-fixtures.ts';

const factors = readLibraryFactors('epa-hub-2025.ndjson');

// Conversion constants, written out again on purpose: the test must not reuse the code it checks.
const KWH_PER_MMBTU = 293.07107017;
const T_PER_SHORT_TON = 0.90718474;
const M3_PER_SCF = 0.028316846592;
const L_PER_GALLON = 3.785411784;
const KM_PER_MILE = 1.609344;
const GWP_CH4_AR5 = 28;
const GWP_N2O_AR5 = 265;

describe('EPA Hub 2025 stationary combustion (table 1)', () => {
  it('converts natural gas from per mmBtu to per kWh (gross CV) with AR5 GWPs', () => {
    // Table 1: 53.06 kg CO2, 1.0 g CH4, 0.1 g N2O per mmBtu.
    // CO2e = 53.06 + 1.0/1000 × 28 + 0.1/1000 × 265 = 53.06 + 0.028 + 0.0265 = 53.1145 kg CO2e/mmBtu
    // per kWh = 53.1145 / 293.07107017 = 0.18123419677414829 kg CO2e/kWh
    const factor = findFactor(factors, 'epa-hub-2025:t1/natural-gas:kwh');
    expectRelativelyClose(factor.value, 53.1145 / KWH_PER_MMBTU);
    expectRelativelyClose(factor.value, 0.18123419677414829);
    expectRelativelyClose(factor.gases?.co2 ?? null, 53.06 / KWH_PER_MMBTU);
    expectRelativelyClose(factor.gases?.ch4 ?? null, 0.028 / KWH_PER_MMBTU);
    expectRelativelyClose(factor.gases?.n2o ?? null, 0.0265 / KWH_PER_MMBTU);
    expect(factor).toMatchObject({
      activityUnit: 'kWh',
      sourceUnit: 'mmBtu',
      calorificBasis: 'gross',
      scope: 1,
      region: 'US',
      gwpSet: 'AR5',
      basis: 'combustion',
    });
  });

  it('converts natural gas per scf to per m3 from the published per-unit factors', () => {
    // 0.05444 kg CO2 + 0.00103 g CH4 × 28/1000 + 0.0001 g N2O × 265/1000 = 0.05449534 kg CO2e/scf
    // per m3 = 0.05449534 / 0.028316846592 m3/scf
    const factor = findFactor(factors, 'epa-hub-2025:t1/natural-gas:m3');
    expectRelativelyClose(factor.value, 0.05449534 / M3_PER_SCF);
    expect(factor.activityUnit).toBe('m3');
  });

  it('converts anthracite per short ton to per tonne', () => {
    // 2602 kg CO2 + 276 g CH4 × 28/1000 + 40 g N2O × 265/1000 = 2602 + 7.728 + 10.6 = 2620.328 kg/short ton
    const factor = findFactor(factors, 'epa-hub-2025:t1/anthracite:t');
    expectRelativelyClose(factor.value, 2620.328 / T_PER_SHORT_TON);
  });

  it('splits a biomass fuel into Scope 1 CH4+N2O and outside-of-scopes biogenic CO2', () => {
    // Wood and wood residuals: 93.8 kg CO2, 7.2 g CH4, 3.6 g N2O per mmBtu.
    const scope1 = findFactor(factors, 'epa-hub-2025:t1/wood-and-wood-residuals:kwh');
    const biogenic = findFactor(factors, 'epa-hub-2025:t1/wood-and-wood-residuals:kwh:biogenic-co2');
    expectRelativelyClose(
      scope1.value,
      ((7.2 / 1000) * GWP_CH4_AR5 + (3.6 / 1000) * GWP_N2O_AR5) / KWH_PER_MMBTU,
    );
    expect(scope1.gases?.co2).toBeUndefined();
    expectRelativelyClose(biogenic.value, 93.8 / KWH_PER_MMBTU);
    expect([scope1.scope, biogenic.scope, biogenic.level0]).toEqual([1, null, 'Outside of Scopes']);
  });
});

describe('EPA Hub 2025 mobile, transport, waste', () => {
  it('converts diesel CO2 per gallon to per litre (table 2)', () => {
    expectRelativelyClose(findFactor(factors, 'epa-hub-2025:t2/diesel-fuel').value, 10.21 / L_PER_GALLON);
  });

  it('converts CH4 and N2O per vehicle-mile to per vehicle-km (table 3) and repairs the wrapped truck label', () => {
    // Gasoline light-duty trucks 2022: 0.0079 g CH4, 0.0012 g N2O per vehicle-mile.
    const trucks = factors.filter((factor) =>
      factor.id.startsWith('epa-hub-2025:t3/gasoline-light-duty-trucks'),
    );
    // 1 row labelled 'Gasoline Light-Duty Trucks' + 40 rows labelled '(Vans, Pickup Trucks, SUVs)'.
    expect(trucks).toHaveLength(41);
    expect(new Set(trucks.map((factor) => factor.level3))).toEqual(
      new Set(['Gasoline Light-Duty Trucks (Vans, Pickup Trucks, SUVs)']),
    );
    const truck2022 = trucks.find((factor) => factor.variant === 'Model years 2022');
    expectRelativelyClose(truck2022?.value ?? null, (0.0079 * 0.028 + 0.0012 * 0.265) / KM_PER_MILE);
  });

  it('converts freight per short ton-mile to per tonne-km (table 8)', () => {
    // 0.186 kg CO2 + 0.0016 g CH4 × 28/1000 + 0.0054 g N2O × 265/1000 = 0.1874758 kg CO2e/short ton-mile
    // 1 short ton-mile = 0.90718474 t × 1.609344 km = 1.45997231821056 t.km
    const factor = findFactor(factors, 'epa-hub-2025:t8/medium-and-heavy-duty-truck/short-ton-mile');
    expectRelativelyClose(factor.value, 0.1874758 / (T_PER_SHORT_TON * KM_PER_MILE));
    expect(factor).toMatchObject({ activityUnit: 't.km', scope: 3, scope3Category: 4 });
    expect(factor.notes).toContain("'Medium- and Heavy-Duty TruckC'");
  });

  it('converts business travel per passenger-mile to per passenger-km (table 10)', () => {
    const factor = findFactor(factors, 'epa-hub-2025:t10/bus/passenger-mile');
    expectRelativelyClose(factor.value, (0.066 + 0.0046 * 0.028 + 0.0019 * 0.265) / KM_PER_MILE);
    expect(factor).toMatchObject({ activityUnit: 'p.km', scope3Category: 6 });
  });

  it('converts waste from metric tons CO2e per short ton to kg CO2e per tonne and skips NA cells (table 9)', () => {
    const landfilled = findFactor(factors, 'epa-hub-2025:t9/aluminum-cans:landfilled');
    expectRelativelyClose(landfilled.value, (0.02 * 1000) / T_PER_SHORT_TON);
    expect(factors.some((factor) => factor.id === 'epa-hub-2025:t9/aluminum-cans:composted')).toBe(false);
    // 61 materials × 6 treatments = 366 cells, of which 183 are NA.
    expect(factors.filter((factor) => factor.level1 === 'Waste')).toHaveLength(183);
  });
});
