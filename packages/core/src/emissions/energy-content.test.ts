import { describe, expect, it } from 'vitest';
import { getEnergyFigures, isOwnEnergyConsumption } from './energy-consumption.ts';
import {
  getBlendFossilShare,
  getCalorificReference,
  getDesnzBlend,
  getEvElectricityKwhKey,
  getGridMixLineageKey,
  getKwhPerBaseUnit,
  getVehicleFuel,
  getVehicleNetKwhKey,
  groupElectricityMix,
  isRenewableFuel,
  isSubregionWithNationalMix,
  splitUnknownVehicleFuel,
} from './energy-content.ts';

const energy = (value: number | null, conversionFactor = 1) => ({
  value,
  unitCategory: 'energy',
  conversionFactor,
});
const metered = { kwhPerBaseUnit: 1, locationBasedMix: { fossil: 0.5, nuclear: 0.2, renewable: 0.3 } };
const meteredProfile = { ...metered, marketBasedMix: { fossil: 0, nuclear: 0, renewable: 1 } };

describe('getEnergyFigures', () => {
  it.each([
    { name: 'kWh', amounts: [energy(250)], expected: 250 },
    { name: 'MWh converted', amounts: [energy(2, 1000)], expected: 2000 },
    {
      name: 'energy scaled by a percent share',
      amounts: [energy(1000), { value: 40, unitCategory: 'percent', conversionFactor: 0.01 }],
      expected: 400,
    },
    { name: 'two energy amounts (kWh² is no energy)', amounts: [energy(1), energy(2)], expected: 0 },
    { name: 'missing value', amounts: [energy(null)], expected: 0 },
    { name: 'no amounts', amounts: undefined, expected: 0 },
  ])('$name → $expected kWh', ({ amounts, expected }) => {
    expect(getEnergyFigures(amounts, meteredProfile).kwh).toBe(expected);
  });

  it('splits the kWh by the mix of each basis', () => {
    const figures = getEnergyFigures([energy(1000)], meteredProfile);
    expect(figures).toEqual({
      kwh: 1000,
      fossilKwh: 500,
      nuclearKwh: 200,
      renewableKwh: 300,
      marketBasedNuclearKwh: 0,
      marketBasedRenewableKwh: 1000,
    });
  });

  it('converts a fuel quantity with its calorific value (1000 l of diesel at 10.531 kWh/l)', () => {
    // DESNZ 2025 diesel (average biofuel blend): 2.57082 kg CO2e/l and 0.24411 kg CO2e/kWh (gross CV).
    const kwhPerM3 = getKwhPerBaseUnit(
      { valuePerBaseUnit: 2.57082 * 1000, unitCategory: 'volume' },
      { valuePerBaseUnit: 0.24411, unitCategory: 'energy' },
    );
    const fossil = { fossil: 1, nuclear: 0, renewable: 0 };
    const figures = getEnergyFigures([{ value: 1000, unitCategory: 'volume', conversionFactor: 0.001 }], {
      kwhPerBaseUnit: kwhPerM3 ?? Number.NaN,
      locationBasedMix: fossil,
      marketBasedMix: fossil,
    });
    expect(figures.kwh).toBeCloseTo((1000 * 2.57082) / 0.24411, 6);
    expect(figures.kwh).toBeCloseTo(10531.4, 1);
    expect(figures.fossilKwh).toBe(figures.kwh);
  });

  it('gives nothing without a profile (a refrigerant, a fuel without a calorific value)', () => {
    expect(getEnergyFigures([energy(10)], undefined).kwh).toBe(0);
  });
});

describe('isOwnEnergyConsumption', () => {
  it.each([
    { scope: { scope: 1 as const }, expected: true },
    { scope: { scope: 2 as const }, expected: true },
    { scope: { scope: 3 as const, category: 11 }, expected: false },
    { scope: { scope: 3 as const, category: 3 }, expected: false },
    { scope: null, expected: false },
  ])('scope $scope.scope counts: $expected', ({ scope, expected }) => {
    expect(isOwnEnergyConsumption(scope)).toBe(expected);
  });
});

describe('getCalorificReference', () => {
  it.each([
    ['desnz:1_101_1011_8_1', 'desnz:1_101_1011_8_1', 'desnz:1_101_1011_6_1'],
    ['desnz:1_100_1004_7_1', 'desnz:1_100_1004_7_1', 'desnz:1_100_1004_6_1'],
    ['desnz:2_104_1045_15_1', 'desnz:2_104_1045_15_1', 'desnz:2_104_1045_5_1'],
    ['epa-hub:t1/natural-gas:m3', 'epa-hub:t1/natural-gas:m3', 'epa-hub:t1/natural-gas:kwh'],
    [
      'epa-hub:t2/diesel-fuel',
      'epa-hub:t1/distillate-fuel-oil-no.-2:l',
      'epa-hub:t1/distillate-fuel-oil-no.-2:kwh',
    ],
  ])('%s reads %s ÷ %s', (key, perUnit, perKwh) => {
    expect(getCalorificReference(key)).toEqual({ perUnitLineageKey: perUnit, perKwhLineageKey: perKwh });
  });

  it.each(['desnz:3_200_2000_15_1', 'desnz:7_400_4000_5_1', 'ember-owid:GB', 'epa-hub:t9/x'])(
    '%s is no fuel',
    (key) => {
      expect(getCalorificReference(key)).toBeUndefined();
    },
  );
});

describe('getKwhPerBaseUnit', () => {
  it('refuses a per-kWh factor that is not in energy, or zero', () => {
    expect(
      getKwhPerBaseUnit(
        { valuePerBaseUnit: 2, unitCategory: 'volume' },
        { valuePerBaseUnit: 1, unitCategory: 'volume' },
      ),
    ).toBeUndefined();
    expect(
      getKwhPerBaseUnit(
        { valuePerBaseUnit: 2, unitCategory: 'volume' },
        { valuePerBaseUnit: 0, unitCategory: 'energy' },
      ),
    ).toBeUndefined();
  });
});

describe('groupElectricityMix', () => {
  it('groups the Ember/OWID GB 2024 shares as ESRS E1-5 does', () => {
    const mix = {
      coal: 0.006686,
      gas: 0.303702,
      hydro: 0.02027,
      nuclear: 0.142842,
      solar: 0.052048,
      wind: 0.293074,
      bioenergy: 0.141082,
      otherFossil: 0.040294,
      otherRenewables: null,
      renewable: 0.506474,
      nonRenewable: 0.493524,
    };
    const grouped = groupElectricityMix(mix);
    const sum = 0.006686 + 0.303702 + 0.040294 + 0.142842 + 0.02027 + 0.052048 + 0.293074 + 0.141082;
    expect(grouped?.fossil).toBeCloseTo((0.006686 + 0.303702 + 0.040294) / sum, 12);
    expect(grouped?.nuclear).toBeCloseTo(0.142842 / sum, 12);
    expect(grouped?.renewable).toBeCloseTo((0.02027 + 0.052048 + 0.293074 + 0.141082) / sum, 12);
  });

  it('has no mix without shares', () => {
    expect(groupElectricityMix(null)).toBeUndefined();
  });
});

describe('fuel and grid classification', () => {
  it('tells biomass from fossil fuels', () => {
    expect(isRenewableFuel({ lineageKey: 'desnz:2_104_1045_15_1' })).toBe(true);
    expect(
      isRenewableFuel({
        lineageKey: 'epa-hub:t1/wood-and-wood-residuals:t',
        level2: 'Biomass Fuels - Solid',
      }),
    ).toBe(true);
    expect(isRenewableFuel({ lineageKey: 'desnz:1_101_1011_8_1', level1: 'Fuels' })).toBe(false);
  });

  it('reads the country mix of a region', () => {
    expect(getGridMixLineageKey('GB')).toBe('ember-owid:GB');
    expect(getGridMixLineageKey('US-RFCE')).toBe('ember-owid:US');
    expect(getGridMixLineageKey('')).toBeUndefined();
  });
});

describe('forecourt blends', () => {
  it('finds the blend and its mineral fuel for every DESNZ unit of diesel and petrol', () => {
    expect(getDesnzBlend('desnz:1_101_1011_8_1')).toEqual({
      blendKwhKey: 'desnz:1_101_1011_6_1',
      mineralKwhKey: 'desnz:1_101_1012_6_1',
    });
    expect(getDesnzBlend('desnz:1_101_1017_15_1')?.mineralKwhKey).toBe('desnz:1_101_1018_6_1');
    expect(getDesnzBlend('desnz:1_101_1012_8_1')).toBeUndefined();
    expect(getDesnzBlend('desnz:1_100_1004_6_1')).toBeUndefined();
  });

  it('takes the fossil share from the CO2 per kWh of blend and mineral fuel (DESNZ 2025 diesel)', () => {
    expect(getBlendFossilShare(0.24098, 0.24887)).toBeCloseTo(0.9683, 4);
    expect(getBlendFossilShare(0.3, 0.25)).toBe(1);
    expect(getBlendFossilShare(undefined, 0.25)).toBeUndefined();
    expect(getBlendFossilShare(0.2, 0)).toBeUndefined();
  });

  it('counts EPA mobile biodiesel and ethanol renewable', () => {
    expect(isRenewableFuel({ lineageKey: 'epa-hub:t2/biodiesel-100', level2: 'Biodiesel (100%)' })).toBe(
      true,
    );
    expect(isRenewableFuel({ lineageKey: 'epa-hub:t2/diesel-fuel', level2: 'Diesel Fuel' })).toBe(false);
  });
});

describe('vehicles by distance', () => {
  it.each([
    { key: 'desnz:4_301_3069_4_1', level2: 'Cars (by size)', variant: 'Diesel', fuel: 'diesel' },
    { key: 'desnz:4_301_3071_9_1', level2: 'Cars (by size)', variant: 'Hybrid', fuel: 'petrol' },
    {
      key: 'desnz:5_303_3107_4_1',
      level2: 'Vans',
      variant: 'Plug-in Hybrid Electric Vehicle',
      fuel: 'petrol',
    },
    { key: 'desnz:5_303_3104_4_1', level2: 'Vans', variant: 'CNG', fuel: 'cng' },
    { key: 'desnz:5_304_3140_4_1', level2: 'HGV (all diesel)', variant: 'Average laden', fuel: 'diesel' },
    { key: 'desnz:4_302_3080_4_1', level2: 'Motorbike', variant: null, fuel: 'petrol' },
    {
      key: 'desnz:4_301_3076_4_1',
      level2: 'Cars (by size)',
      variant: 'Battery Electric Vehicle',
      fuel: 'electric',
    },
    { key: 'desnz:4_301_3074_4_1', level2: 'Cars (by size)', variant: 'Unknown', fuel: undefined },
    { key: 'desnz:25_301_3069_4_1', level2: 'Cars (by size)', variant: 'Diesel', fuel: undefined },
  ])('$key ($variant) burns $fuel', ({ key, level2, variant, fuel }) => {
    expect(getVehicleFuel({ lineageKey: key, level2, variant })).toBe(fuel);
  });

  it('names DESNZ kWh rows per km: net kWh of a vehicle, electricity of an EV charged elsewhere', () => {
    expect(getVehicleNetKwhKey('desnz:4_301_3074_4_1')).toBe('desnz:6_301_3074_4_5');
    expect(getVehicleNetKwhKey('desnz:25_301_3074_4_1')).toBeUndefined();
    expect(getEvElectricityKwhKey('desnz:8_301_3076_4_1')).toBe('desnz:9_301_3076_4_6');
    expect(getEvElectricityKwhKey('desnz:8_301_3076_9_1')).toBe('desnz:9_301_3076_9_6');
  });

  it('splits a car of unknown fuel into diesel and petrol (DESNZ 2025 average car)', () => {
    const split = splitUnknownVehicleFuel({
      kgPerDistance: 0.16725,
      netKwhPerDistance: 0.68773,
      diesel: { perNetKwh: 0.25953, perGrossKwh: 0.24411 },
      petrol: { perNetKwh: 0.23181, perGrossKwh: 0.21956 },
    });
    const dieselNet = (0.16725 - 0.68773 * 0.23181) / (0.25953 - 0.23181);
    expect(split?.dieselKwh).toBeCloseTo((dieselNet * 0.25953) / 0.24411, 9);
    expect(split?.petrolKwh).toBeCloseTo(((0.68773 - dieselNet) * 0.23181) / 0.21956, 9);
    // A pure diesel car comes back as diesel only, on the gross basis of the litres method.
    const diesel = splitUnknownVehicleFuel({
      kgPerDistance: 0.68773 * 0.25953,
      netKwhPerDistance: 0.68773,
      diesel: { perNetKwh: 0.25953, perGrossKwh: 0.24411 },
      petrol: { perNetKwh: 0.23181, perGrossKwh: 0.21956 },
    });
    expect(diesel?.petrolKwh).toBeCloseTo(0, 9);
    expect(diesel?.dieselKwh).toBeCloseTo((0.68773 * 0.25953) / 0.24411, 9);
  });
});

describe('isSubregionWithNationalMix', () => {
  it('is true for an eGRID subregion only', () => {
    expect(isSubregionWithNationalMix('US-CAMX')).toBe(true);
    expect(isSubregionWithNationalMix('US')).toBe(false);
    expect(isSubregionWithNationalMix('GB')).toBe(false);
  });
});
