import { describe, expect, it } from 'vitest';
import { type AggregatableResult, aggregateResults } from './aggregate-results.ts';

const electricity: AggregatableResult = {
  c1: 'energy',
  c2: 'electricity',
  ghgScope: { scope: 2 },
  emissions: { direct: { result: 400 }, directLocationBased: { result: 300 }, indirect: { result: 40 } },
  energyKwh: 1000,
};
const fuel: AggregatableResult = {
  c1: 'energy',
  c2: 'fuels',
  c3: 'diesel',
  ghgScope: { scope: 1 },
  emissions: { direct: { result: 200 }, indirect: { result: 20 } },
};
const travel: AggregatableResult = {
  c1: 'travel',
  ghgScope: { scope: 3, category: 6 },
  emissions: { direct: { result: 1000 } },
};
const custom: AggregatableResult = { c1: 'other', emissions: { direct: { result: 8 } } };

describe('aggregateResults', () => {
  it('sums totals, scopes, energy and sections', () => {
    expect(aggregateResults([electricity, fuel, travel, custom])).toEqual({
      numResults: 4,
      totalCo2InKg: 1668,
      totalCo2InKgPerScope: { 1: 200, 2: 400, 3: 1060 },
      totalEnergyConsumptionInKwh: 1000,
      totalLocationBasedCo2InKg: 1568,
      formSectionAggregations: {
        energy: { totalCo2: 660 },
        electricity: { totalCo2: 440 },
        fuels: { totalCo2: 220 },
        diesel: { totalCo2: 220 },
        travel: { totalCo2: 1000 },
        other: { totalCo2: 8 },
      },
    });
  });

  it.each([
    { name: 'an excluded result', results: [electricity, { ...fuel, isExcluded: true }], options: {} },
    {
      name: 'an excluded c1 section',
      results: [electricity, { ...fuel, c1: 'gone' }],
      options: { excludedSectionIds: ['gone'] },
    },
    {
      name: 'an excluded c2 section',
      results: [electricity, fuel],
      options: { excludedSectionIds: ['fuels'] },
    },
    {
      name: 'an excluded c3 section',
      results: [electricity, fuel],
      options: { excludedSectionIds: ['diesel'] },
    },
  ])('leaves out $name everywhere', ({ results, options }) => {
    const aggregated = aggregateResults(results, options);
    expect(aggregated).toMatchObject({
      numResults: 1,
      totalCo2InKg: 440,
      totalCo2InKgPerScope: { 1: 0, 2: 400, 3: 40 },
      totalLocationBasedCo2InKg: 340,
    });
    expect(Object.keys(aggregated.formSectionAggregations)).toEqual(['energy', 'electricity']);
  });

  it.each([
    { distributionPercent: 25, total: 110, scope2: 100, energy: 250, location: 85 },
    { distributionPercent: 50, total: 220, scope2: 200, energy: 500, location: 170 },
    { distributionPercent: 0, total: 0, scope2: 0, energy: 0, location: 0 },
    { distributionPercent: undefined, total: 440, scope2: 400, energy: 1000, location: 340 },
    { distributionPercent: Number.NaN, total: 440, scope2: 400, energy: 1000, location: 340 },
  ])('counts a distributed result at $distributionPercent %', (row) => {
    const aggregated = aggregateResults([{ ...electricity, distributionPercent: row.distributionPercent }]);
    expect(aggregated).toEqual({
      numResults: 1,
      totalCo2InKg: row.total,
      totalCo2InKgPerScope: { 1: 0, 2: row.scope2, 3: row.total - row.scope2 },
      totalEnergyConsumptionInKwh: row.energy,
      totalLocationBasedCo2InKg: row.location,
      formSectionAggregations: { energy: { totalCo2: row.total }, electricity: { totalCo2: row.total } },
    });
  });

  it('counts a result once in a section listed at two levels', () => {
    const aggregated = aggregateResults([{ ...travel, c2: 'travel' }]);
    expect(aggregated.formSectionAggregations).toEqual({ travel: { totalCo2: 1000 } });
  });

  it('answers zeros for no results and ignores results without emissions', () => {
    const empty = {
      numResults: 0,
      totalCo2InKg: 0,
      totalCo2InKgPerScope: { 1: 0, 2: 0, 3: 0 },
      totalEnergyConsumptionInKwh: 0,
      totalLocationBasedCo2InKg: 0,
      formSectionAggregations: {},
    };
    expect(aggregateResults([])).toEqual(empty);
    expect(aggregateResults([{ isExcluded: false }])).toEqual({ ...empty, numResults: 1 });
  });
});
