import { describe, expect, it } from 'vitest';
import { FOSSIL_ENERGY } from '../emissions/energy-consumption.ts';
import { getOwnSectionKg, splitByScope, summarizeResultFigures } from './result-figures.ts';

describe('the figures stored with a result', () => {
  it('splits a Scope 1 fuel into its own section and the category-3 upstream', () => {
    const figures = summarizeResultFigures(
      { direct: { result: 1829.6 }, indirect: { result: 302.1 } },
      { scope: 1 },
      [{ value: 10_000, unitCategory: 'energy', conversionFactor: 1 }],
      { kwhPerBaseUnit: 1, locationBasedMix: FOSSIL_ENERGY, marketBasedMix: FOSSIL_ENERGY },
    );
    expect(figures.scope1).toBe(1829.6);
    expect(figures.scope3).toBe(302.1);
    expect(figures.fuelAndEnergyUpstream).toBe(302.1);
    expect(figures.total).toBeCloseTo(2131.7, 9);
    expect(getOwnSectionKg(figures)).toBeCloseTo(1829.6, 9);
    expect(figures.energyKwh).toBe(10_000);
    expect(figures.energyFossilKwh).toBe(10_000);
    expect(figures.scope3Category).toBeNull();
  });

  it('never counts the energy of a value-chain row (use phase of sold products)', () => {
    const figures = summarizeResultFigures(
      { direct: { result: 177 } },
      { scope: 3, category: 11 },
      [{ value: 1000, unitCategory: 'energy', conversionFactor: 1 }],
      { kwhPerBaseUnit: 1, locationBasedMix: FOSSIL_ENERGY, marketBasedMix: FOSSIL_ENERGY },
    );
    expect(figures.energyKwh).toBe(0);
    expect(figures.energyFossilKwh).toBe(0);
  });

  it('keeps biogenic CO2 outside the scopes and every total', () => {
    const figures = summarizeResultFigures(
      { direct: { result: 11.5 }, biogenic: { result: 350 } },
      { scope: 1 },
      [],
    );
    expect(figures.biogenicCo2).toBe(350);
    expect(figures.total).toBe(11.5);
    expect(figures.locationBasedTotal).toBe(11.5);
  });

  it('keeps both Scope 2 bases and totals them separately', () => {
    const figures = summarizeResultFigures(
      { direct: { result: 0 }, directLocationBased: { result: 177 }, indirect: { result: 68.4 } },
      { scope: 2 },
      [],
    );
    expect(figures.scope2MarketBased).toBe(0);
    expect(figures.scope2LocationBased).toBe(177);
    expect(figures.total).toBeCloseTo(68.4, 9);
    expect(figures.locationBasedTotal).toBeCloseTo(245.4, 9);
  });

  it('keeps the upstream of a Scope 3 row in its own category and section', () => {
    const figures = summarizeResultFigures(
      { direct: { result: 100 }, indirect: { result: 20 } },
      { scope: 3, category: 6 },
      [],
    );
    expect(figures.scope3).toBe(120);
    expect(figures.scope3Category).toBe(6);
    expect(figures.fuelAndEnergyUpstream).toBe(0);
    expect(getOwnSectionKg(figures)).toBe(120);
  });

  it('counts a result without a scope outside the scopes and without a result as zero', () => {
    expect(summarizeResultFigures({ direct: { result: 5 } }, undefined, []).unscoped).toBe(5);
    expect(summarizeResultFigures({ direct: { factor: 1 } as never }, { scope: 1 }, []).total).toBe(0);
  });
});

describe('splitByScope', () => {
  it('lists the scopes of a source that falls in several, and none for a one-scope source', () => {
    expect(splitByScope({ scope1: 0, scope2: 3540, scope3: 1370.5, unscoped: 0 })).toEqual([
      { scope: 'scope-2', kg: 3540 },
      { scope: 'scope-3', kg: 1370.5 },
    ]);
    expect(splitByScope({ scope1: 0, scope2: 0, scope3: 840, unscoped: 0 })).toEqual([]);
  });
});
