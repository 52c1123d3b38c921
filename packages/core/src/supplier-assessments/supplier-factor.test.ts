import { describe, expect, it } from 'vitest';
import { convertSpendToEur } from '../spend-factors/spend-in-eur.ts';
import { buildSupplierSpendFactor } from './supplier-factor.ts';

const report = { year: 2024, scope1Tonnes: 120, scope2Tonnes: 30, scope3Tonnes: null, revenue: 1_500_000 };

describe('a supplier spend factor from its reported emissions', () => {
  it('allocates Scope 1 and 2 to each euro of revenue', () => {
    const factor = buildSupplierSpendFactor({ ...report, currency: 'EUR' });
    expect(factor.kgPerEur).toBeCloseTo(0.1, 12);
    expect(factor.derivation).toBe(
      'Scope 1 + 2 (market-based) 150 t CO2e × 1000 ÷ revenue 1500000 EUR = 0.1 kg CO2e/EUR (2024)',
    );
  });

  it('adds a reported Scope 3 and converts the revenue at the year’s ECB average', () => {
    const rate = convertSpendToEur('USD', 2024).eurPerUnit;
    const factor = buildSupplierSpendFactor({ ...report, scope3Tonnes: 50, currency: 'USD' });
    expect(factor.kgPerEur).toBeCloseTo(200_000 / (1_500_000 * rate), 12);
    expect(factor.derivation).toContain('Scope 1 + 2 (market-based) + 3 200 t CO2e');
  });

  it('refuses a revenue of zero and negative emissions', () => {
    expect(() => buildSupplierSpendFactor({ ...report, revenue: 0, currency: 'EUR' })).toThrow(RangeError);
    expect(() => buildSupplierSpendFactor({ ...report, scope1Tonnes: -1, currency: 'EUR' })).toThrow(
      RangeError,
    );
  });
});
