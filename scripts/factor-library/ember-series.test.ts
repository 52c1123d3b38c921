import { describe, expect, it } from 'vitest';
import { findFactor, readLibraryFactors } from './library-fixtures.ts';

const factors = readLibraryFactors('ember-owid-series.ndjson');
const latest = readLibraryFactors('ember-owid-2024.ndjson');
const byId = new Map(factors.map((factor) => [factor.id, factor]));

describe('Ember / OWID grid electricity by country and year', () => {
  it('splits Germany 2023 into generation (Scope 2) and upstream (category 3)', () => {
    // carbon-intensity-electricity.csv Germany 2023: 371.31064 g CO2e/kWh; split as in grid-split.test.ts:
    // f = 273.2274335 ÷ 346.3662024 = 0.7888397644; generation 292.90460, upstream 78.40604 g CO2e/kWh.
    const generation = findFactor(factors, 'ember-owid-generation-2023:DE');
    expect(generation).toMatchObject({
      lineageKey: 'ember-owid-generation:DE',
      edition: '2023',
      year: 2023,
      scope: 2,
      scope3Category: null,
      basis: 'combustion',
      value: 0.2929046,
      region: 'DE',
    });
    expect(generation.derivation).toContain(
      'coal 0.24773174 × 760 + gas 0.1521968 × 370 + oil 0.041612897 × 688.212',
    );
    expect(generation.derivation).toContain(
      '= 292.90460 g CO2e/kWh (rounded to the 5 decimals of the source)',
    );
    expect(findFactor(factors, 'ember-owid-upstream-2023:DE')).toMatchObject({
      lineageKey: 'ember-owid-upstream:DE',
      scope: 3,
      scope3Category: 3,
      value: 0.07840604,
    });
    expect(findFactor(factors, 'ember-owid-upstream-2023:DE').derivation).toContain(
      'upstream = 371.31064 − 292.90460 = 78.40604 g CO2e/kWh',
    );
    expect(findFactor(factors, 'ember-owid-lifecycle-2023:DE')).toMatchObject({
      lineageKey: 'ember-owid:DE',
      basis: 'lifeCycle',
      value: 0.37131064,
    });
  });

  it('adds up generation and upstream to the life-cycle intensity of every country and year exactly', () => {
    const generationRows = factors.filter((factor) => factor.lineageKey.startsWith('ember-owid-generation:'));
    expect(generationRows.length).toBeGreaterThan(5000);
    for (const generation of generationRows) {
      const suffix = `${generation.year}:${generation.region}`;
      const upstream = byId.get(`ember-owid-upstream-${suffix}`);
      const lifeCycle = byId.get(`ember-owid-lifecycle-${suffix}`);
      // In g with the source's decimals the parts are integers of the last decimal: compare those.
      const toUnits = (value: number | null | undefined) => Math.round((value ?? Number.NaN) * 1e9);
      if (lifeCycle) {
        expect(toUnits(generation.value) + toUnits(upstream?.value), suffix).toBe(toUnits(lifeCycle.value));
        continue;
      }
      // The year ember-owid-2024.ndjson holds: that file rounds the same figure to 4 decimals (g CO2e/kWh).
      const rounded = latest.find((factor) => factor.region === generation.region)?.value ?? Number.NaN;
      expect(Math.abs((generation.value ?? 0) + (upstream?.value ?? 0) - rounded), suffix).toBeLessThan(6e-8);
    }
  });

  it('keeps the life-cycle year ember-owid-2024.ndjson holds there and leaves out the aggregates', () => {
    expect(byId.has('ember-owid-lifecycle-2024:DE')).toBe(false);
    expect(byId.has('ember-owid-lifecycle-2023:DE')).toBe(true);
    expect(factors.some((factor) => !/^[A-Z]{2}$/.test(factor.region ?? ''))).toBe(false);
    const latestIds = new Set(latest.map((factor) => factor.id));
    expect(factors.some((factor) => latestIds.has(factor.id))).toBe(false);
  });
});
