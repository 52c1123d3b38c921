import { describe, expect, it } from 'vitest';
import { getEquivalentsTotalKg, toScopeRows, toSectionRows, toTopSourceRows } from './report-view-model.ts';

const scopes = { scope1: 600, scope2Market: 300, scope2Location: 450, scope3: 100, unscoped: 0 };

describe('report view model', () => {
  it('builds scope rows with shares, and the location-based Scope 2 only when published', () => {
    const rows = toScopeRows(scopes);
    expect(rows.map((row) => [row.key, row.kg, row.percent])).toEqual([
      ['scope-1', 600, 60],
      ['scope-2', 300, 30],
      ['scope-3', 100, 10],
    ]);
    expect(rows[1]?.locationBasedKg).toBe(450);
    expect(toScopeRows({ ...scopes, scope2Location: null })[1]).not.toHaveProperty('locationBasedKg');
    expect(toScopeRows({ ...scopes, unscoped: 50 }).at(-1)?.key).toBe('unscoped');
  });

  it("gives sections their share of the sections' sum", () => {
    expect(
      toSectionRows([
        { label: 'Energy', kg: 750 },
        { label: 'Travel', kg: 250 },
      ]),
    ).toEqual([
      { label: 'Energy', kg: 750, percent: 75 },
      { label: 'Travel', kg: 250, percent: 25 },
    ]);
  });

  it('gives top sources positional keys and no instance', () => {
    const rows = toTopSourceRows([{ name: 'Boiler', sectionPath: ['Energy'], kg: 250 }], 1000);
    expect(rows).toEqual([
      { resultId: 'source-1', name: 'Boiler', sectionPath: ['Energy'], instanceId: '', kg: 250, percent: 25 },
    ]);
  });

  it('reads the total back from the equivalents', () => {
    expect(
      getEquivalentsTotalKg({
        employees: 2,
        flightsNycToLondon: 0,
        tripsAroundTheWorldByCar: 0,
        averageUsFootprintsPerPerson: 0,
      }),
    ).toBe(6000);
  });
});
