import { describe, expect, it } from 'vitest';
import { findFactor, readLibraryFactors } from './library-fixtures.ts';

const factors = readLibraryFactors('epa-useeio-v1.3.0.ndjson');

describe('USEEIO v1.3.0 spend-based factors', () => {
  it('has one factor per NAICS-6 code: 1,016', () => {
    expect(factors).toHaveLength(1016);
    expect(new Set(factors.map((factor) => factor.level2)).size).toBe(1016);
  });

  it('uses the with-margins (purchaser price) value per 2022 USD', () => {
    // Soybean farming: without margins 0.488 + margins 0.044 = with margins 0.532 kg CO2e/USD.
    const soybeans = findFactor(factors, 'epa-useeio-v1.3.0:111110');
    expect(soybeans).toMatchObject({
      value: 0.532,
      activityUnit: 'USD2022',
      unitCategory: 'currency',
      basis: 'spend',
      scope: 3,
      scope3Category: 1,
      level3: 'Soybean Farming',
      region: 'US',
      gwpSet: 'AR5',
    });
    // CO2 0.172 kg; CH4 4.82e-4 kg × 28; N2O 1.30e-3 kg × 265.
    expect(soybeans.gases?.co2).toBe(0.172);
    expect(soybeans.gases?.ch4).toBeCloseTo(4.82e-4 * 28, 15);
    expect(soybeans.gases?.n2o).toBeCloseTo(1.3e-3 * 265, 15);
    expect(soybeans.sourceRowIds).toHaveLength(1 + 18);
  });

  it('has a by-gas breakdown that adds up to the published total within the rounding of the by-gas file', () => {
    const relativeGaps = factors.map((factor) => {
      const { co2 = 0, ch4 = 0, n2o = 0, other = 0 } = factor.gases ?? {};
      return Math.abs(co2 + ch4 + n2o + other - (factor.value ?? 0)) / (factor.value ?? 1);
    });
    relativeGaps.sort((a, b) => a - b);
    // The by-gas figures have 3 significant digits; with AR5 the median gap is ~0.1 %, the worst ~1.1 %.
    expect(relativeGaps[Math.floor(relativeGaps.length / 2)]).toBeLessThan(0.002);
    expect(relativeGaps.at(-1)).toBeLessThan(0.012);
  });

  it('keeps category 1 and only notes when a code is often a capital good', () => {
    expect(new Set(factors.map((factor) => factor.scope3Category))).toEqual(new Set([1]));
    const computers = factors.find((factor) => factor.level2 === '334111');
    expect(computers?.notes).toContain('category 2');
    expect(findFactor(factors, 'epa-useeio-v1.3.0:111110').notes).not.toContain('category 2');
  });
});
