import { describe, expect, it } from 'vitest';
import { getEnergyFigures, isOwnEnergyConsumption } from './energy-consumption.ts';
import {
  getCalorificReference,
  getGridMixLineageKey,
  getKwhPerBaseUnit,
  groupElectricityMix,
  isRenewableFuel,
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
