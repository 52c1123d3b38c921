import { describe, expect, it } from 'vitest';
import { expectRelativelyClose, findFactor, readLibraryFactors } from './library-fixtures.ts';

const factors = readLibraryFactors('epa-egrid-egrid2023.ndjson');

describe('eGRID2023 subregions', () => {
  it('has the total-output and non-baseload rate of 27 subregions and the US average, each in AR5 and AR6', () => {
    expect(factors).toHaveLength(28 * 2 * 2);
    expect(new Set(factors.map((factor) => factor.region)).size).toBe(28);
    expect(factors.filter((factor) => factor.region === 'US')).toHaveLength(4);
  });

  it('recomputes CAMX (WECC California) by hand with the AR5 GWPs of EPA table 11', () => {
    // Table 6, CAMX total output: 436.655 lb CO2, 0.025 lb CH4, 0.003 lb N2O per MWh.
    // AR5: 436.655 + 0.025 × 28 + 0.003 × 265 = 436.655 + 0.7 + 0.795 = 438.15 lb CO2e/MWh
    // 438.15 lb/MWh × 0.45359237 kg/lb ÷ 1000 kWh/MWh = 0.1987414969155 kg CO2e/kWh
    const factor = findFactor(factors, 'epa-egrid-egrid2023:camx:total-output:ar5');
    expectRelativelyClose(factor.value, (438.15 * 0.45359237) / 1000);
    expectRelativelyClose(factor.value, 0.1987414969155);
    expectRelativelyClose(factor.gases?.co2 ?? null, (436.655 * 0.45359237) / 1000);
    expectRelativelyClose(factor.gases?.ch4 ?? null, (0.7 * 0.45359237) / 1000);
    expectRelativelyClose(factor.gases?.n2o ?? null, (0.795 * 0.45359237) / 1000);
    expect(factor).toMatchObject({
      region: 'US-CAMX',
      scope: 2,
      gwpSet: 'AR5',
      gridGrossLossFraction: 0.041,
      activityUnit: 'kWh',
      variant: 'Total output emission rate',
    });
  });

  it('recomputes CAMX by hand with the AR6 GWPs of the IPCC table (CH4 row "CH4" = 27.9, N2O 273)', () => {
    // AR6: 436.655 + 0.025 × 27.9 + 0.003 × 273 = 436.655 + 0.6975 + 0.819 = 438.1715 lb CO2e/MWh
    // 438.1715 × 0.45359237 ÷ 1000 = 0.198751249151455 kg CO2e/kWh
    const factor = findFactor(factors, 'epa-egrid-egrid2023:camx:total-output:ar6');
    expectRelativelyClose(factor.value, (438.1715 * 0.45359237) / 1000);
    expectRelativelyClose(factor.value, 0.198751249151455);
    expect(factor.gwpSet).toBe('AR6');
  });

  it('keeps the non-baseload rate as a separate factor that says what it is for', () => {
    // CAMX non-baseload: 1033.985 + 0.051 × 28 + 0.007 × 265 = 1033.985 + 1.428 + 1.855 = 1037.268 lb/MWh
    const factor = findFactor(factors, 'epa-egrid-egrid2023:camx:nonbaseload:ar5');
    expectRelativelyClose(factor.value, (1037.268 * 0.45359237) / 1000);
    expect(factor.notes).toContain('not a Scope 2 inventory factor');
  });

  it('leaves the grid gross loss of PRMS empty, as eGRID publishes none', () => {
    const prms = factors.filter((factor) => factor.region === 'US-PRMS');
    expect(prms.map((factor) => factor.gridGrossLossFraction)).toEqual([null, null, null, null]);
    expect(prms.every((factor) => factor.notes?.includes('no grid gross loss'))).toBe(true);
  });
});
