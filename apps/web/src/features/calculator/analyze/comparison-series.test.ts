import { describe, expect, it } from 'vitest';
import { buildTotals } from './analyze-fixtures.ts';
import { buildEntitySeries, buildYearSeries, toScopeStackRows } from './comparison-series.ts';

const y2023 = buildTotals({ totalCo2InKg: 1000, totalCo2InKgPerScope: { 1: 200, 2: 300, 3: 500 } });
const y2024 = buildTotals({
  totalCo2InKg: 2000,
  totalCo2InKgPerScope: { 1: 1000, 2: 0, 3: 600 },
  unscopedCo2InKg: 400,
});

describe('buildYearSeries', () => {
  const instances = [
    { _id: 'i2024', startDate: '2024-01-01', endDate: '2024-12-31', isFrozen: false },
    { _id: 'i2023', startDate: '2023-01-01', endDate: '2023-12-31', isFrozen: true },
    { _id: 'ify', startDate: '2024-07-01', endDate: '2025-06-30', isFrozen: false },
  ];

  it('gives one bar per year, oldest first, stacked by the scopes that hold emissions', () => {
    const rows = buildYearSeries(instances, { i2023: y2023, i2024: y2024 }, ['i2024']);
    expect(rows).toEqual([
      {
        id: 'i2023',
        label: '2023',
        totalKg: 1000,
        isActive: false,
        segments: [
          { key: 'scope-1', kg: 200 },
          { key: 'scope-2', kg: 300 },
          { key: 'scope-3', kg: 500 },
        ],
      },
      {
        id: 'i2024',
        label: '2024',
        totalKg: 2000,
        isActive: true,
        segments: [
          { key: 'scope-1', kg: 1000 },
          { key: 'scope-3', kg: 600 },
          { key: 'unscoped', kg: 400 },
        ],
      },
      { id: 'ify', label: '2024 - 2025', totalKg: undefined, isActive: false, segments: [] },
    ]);
  });
});

describe('buildEntitySeries', () => {
  it('gives one bar per entity, largest first, adding two instances of one container', () => {
    const rows = buildEntitySeries(
      [
        { _id: 'a1', container: { _id: 'a', name: 'Berlin' } },
        { _id: 'b1', container: { _id: 'b', name: 'Hamburg' } },
        { _id: 'a2', container: { _id: 'a', name: 'Berlin' } },
      ],
      { a1: y2023, b1: y2024, a2: y2023 },
    );
    expect(rows.map((row) => [row.id, row.label, row.totalKg])).toEqual([
      ['a', 'Berlin', 2000],
      ['b', 'Hamburg', 2000],
    ]);
    expect(rows[0]?.segments).toEqual([
      { key: 'scope-1', kg: 400 },
      { key: 'scope-2', kg: 600 },
      { key: 'scope-3', kg: 1000 },
    ]);
  });
});

describe('toScopeStackRows', () => {
  it("gives each row's scopes to the chart, and none to a year without figures", () => {
    const rows = buildYearSeries(
      [
        { _id: 'x', startDate: '2024-01-01', endDate: '2024-12-31', isFrozen: false },
        { _id: 'y', startDate: '2025-01-01', endDate: '2025-12-31', isFrozen: false },
      ],
      { x: y2024 },
      [],
    );
    expect(toScopeStackRows(rows)).toEqual([
      { label: '2024', perScope: { scope1: 1000, scope2: 0, scope3: 600, unscoped: 400 } },
      { label: '2025', perScope: undefined },
    ]);
  });
});
