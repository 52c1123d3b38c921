import { describe, expect, it } from 'vitest';
import {
  buildReductionPathChartSpec,
  buildScope3CategoryChartSpec,
  buildScopeChartSpec,
  buildScopeStackChartSpec,
  buildSectionChartSpec,
  listScopeFigures,
  measureChartHeight,
} from './emission-charts.ts';

const totals = (unscoped: number) => ({
  totalCo2InKg: 1000 + 400 + 2500 + unscoped,
  totalLocationBasedCo2InKg: 1000 + 550 + 2500 + unscoped,
  totalCo2InKgPerScope: { 1: 1000, 2: 400, 3: 2500 },
  unscopedCo2InKg: unscoped,
});
const scopeLabels = {
  scope1: 'Scope 1',
  scope2Market: 'Scope 2 (market)',
  scope2Location: 'Scope 2 (location)',
  scope3: 'Scope 3',
  unscoped: 'Outside',
};

describe('listScopeFigures', () => {
  it.each([
    {
      unscoped: 0,
      expected: [
        { key: 'scope1', kg: 1000 },
        { key: 'scope2Market', kg: 400 },
        { key: 'scope2Location', kg: 550 },
        { key: 'scope3', kg: 2500 },
      ],
    },
    {
      unscoped: 0.0005,
      expected: [
        { key: 'scope1', kg: 1000 },
        { key: 'scope2Market', kg: 400 },
        { key: 'scope2Location', kg: 550 },
        { key: 'scope3', kg: 2500 },
      ],
    },
    {
      unscoped: 120,
      expected: [
        { key: 'scope1', kg: 1000 },
        { key: 'scope2Market', kg: 400 },
        { key: 'scope2Location', kg: 550 },
        { key: 'scope3', kg: 2500 },
        { key: 'unscoped', kg: 120 },
      ],
    },
  ])(
    'lists Scope 2 both ways and outside the scopes only when not zero ($unscoped kg)',
    ({ unscoped, expected }) => {
      expect(listScopeFigures(totals(unscoped))).toEqual(expected);
    },
  );
});

describe('buildScopeChartSpec', () => {
  it('draws one bar per scope figure in the scope colours', () => {
    expect(buildScopeChartSpec(listScopeFigures(totals(120)), scopeLabels, 'vertical')).toEqual({
      kind: 'bar',
      orientation: 'vertical',
      unit: 'kg',
      items: [
        { label: 'Scope 1', value: 1000, colour: '#047857' },
        { label: 'Scope 2 (market)', value: 400, colour: '#0284c7' },
        { label: 'Scope 2 (location)', value: 550, colour: '#7dd3fc' },
        { label: 'Scope 3', value: 2500, colour: '#f59e0b' },
        { label: 'Outside', value: 120, colour: '#94a3b8' },
      ],
    });
    expect(buildScopeChartSpec(listScopeFigures(totals(0)), scopeLabels).orientation).toBe('horizontal');
  });
});

describe('buildScope3CategoryChartSpec', () => {
  it('keeps the order given and names each category by the caller', () => {
    const spec = buildScope3CategoryChartSpec(
      [
        { category: 6, kg: 900 },
        { category: 1, kg: 300 },
        { category: 'uncategorized', kg: 20 },
      ],
      (category) => (category === 'uncategorized' ? 'Other' : `Category ${category}`),
    );
    expect(spec).toEqual({
      kind: 'bar',
      orientation: 'horizontal',
      unit: 'kg',
      items: [
        { label: 'Category 6', value: 900, colour: '#f59e0b' },
        { label: 'Category 1', value: 300, colour: '#f59e0b' },
        { label: 'Other', value: 20, colour: '#f59e0b' },
      ],
    });
  });
});

describe('buildSectionChartSpec', () => {
  it('cycles the series colours over the sections', () => {
    const sections = Array.from({ length: 11 }, (_, index) => ({ label: `S${index + 1}`, kg: index }));
    const spec = buildSectionChartSpec(sections);
    expect(spec.orientation).toBe('horizontal');
    expect(spec.items.map((item) => item.colour)).toEqual([
      '#047857',
      '#0284c7',
      '#f59e0b',
      '#10b981',
      '#6366f1',
      '#e11d48',
      '#0d9488',
      '#a16207',
      '#7c3aed',
      '#94a3b8',
      '#047857',
    ]);
    expect(spec.items[10]).toEqual({ label: 'S11', value: 10, colour: '#047857' });
  });
});

describe('buildScopeStackChartSpec', () => {
  const labels = { scope1: 'Scope 1', scope2: 'Scope 2', scope3: 'Scope 3', unscoped: 'Outside' };
  it.each([
    {
      name: 'without outside figures',
      rows: [
        { label: '2024', perScope: { scope1: 100, scope2: 200, scope3: 300, unscoped: 0 } },
        { label: '2025', perScope: undefined },
      ],
      series: [
        { name: 'Scope 1', colour: '#047857', values: [100, 0] },
        { name: 'Scope 2', colour: '#0284c7', values: [200, 0] },
        { name: 'Scope 3', colour: '#f59e0b', values: [300, 0] },
      ],
    },
    {
      name: 'with outside figures',
      rows: [
        { label: 'Berlin', perScope: { scope1: 100, scope2: 0, scope3: 300, unscoped: 40 } },
        { label: 'Paris', perScope: { scope1: 10, scope2: 20, scope3: 30, unscoped: 0 } },
      ],
      series: [
        { name: 'Scope 1', colour: '#047857', values: [100, 10] },
        { name: 'Scope 2', colour: '#0284c7', values: [0, 20] },
        { name: 'Scope 3', colour: '#f59e0b', values: [300, 30] },
        { name: 'Outside', colour: '#94a3b8', values: [40, 0] },
      ],
    },
  ])('stacks the scopes $name', ({ rows, series }) => {
    expect(buildScopeStackChartSpec(rows, labels, 'horizontal')).toEqual({
      kind: 'stacked-bar',
      orientation: 'horizontal',
      unit: 'kg',
      rows: rows.map((row) => row.label),
      series,
    });
  });
});

describe('buildReductionPathChartSpec', () => {
  const labels = { reference: '1.5 °C', target: 'Target', actual: 'Actual' };
  const target = {
    baseYear: 2025,
    targetYear: 2027,
    referencePath: [
      { year: 2025, kg: 1000 },
      { year: 2026, kg: 958 },
      { year: 2027, kg: 916 },
    ],
    targetPath: [
      { year: 2025, kg: 1000 },
      { year: 2026, kg: 900 },
      { year: 2027, kg: 800 },
    ],
  };
  it.each([
    {
      name: 'actual years inside the path, one before the base year left out',
      progress: [
        { year: 2024, actualKg: 1200 },
        { year: 2025, actualKg: 1000 },
        { year: 2026, actualKg: 950 },
      ],
      xValues: ['2025', '2026', '2027'],
      reference: [1000, 958, 916],
      path: [1000, 900, 800],
      actual: [1000, 950, null],
    },
    {
      name: 'an actual year after the target year',
      progress: [{ year: 2028, actualKg: 700 }],
      xValues: ['2025', '2026', '2027', '2028'],
      reference: [1000, 958, 916, null],
      path: [1000, 900, 800, null],
      actual: [null, null, null, 700],
    },
  ])('draws the paths over the years: $name', ({ progress, xValues, reference, path, actual }) => {
    expect(buildReductionPathChartSpec({ ...target, progress }, labels)).toEqual({
      kind: 'line',
      unit: 'kg',
      xValues,
      series: [
        { name: '1.5 °C', colour: '#059669', style: 'dashed', values: reference },
        { name: 'Target', colour: '#0369a1', style: 'solid', values: path },
        { name: 'Actual', colour: '#f59e0b', style: 'points', values: actual },
      ],
    });
  });
});

describe('measureChartHeight', () => {
  const items = (count: number) =>
    Array.from({ length: count }, () => ({ label: 'A', value: 1, colour: '#000000' }));
  it.each([
    {
      name: 'horizontal bars of 1',
      spec: { kind: 'bar', orientation: 'horizontal', unit: 'kg', items: items(1) },
      height: 120,
    },
    {
      name: 'horizontal bars of 5',
      spec: { kind: 'bar', orientation: 'horizontal', unit: 'kg', items: items(5) },
      height: 248,
    },
    {
      name: 'vertical bars',
      spec: { kind: 'bar', orientation: 'vertical', unit: 'kg', items: items(5) },
      height: 280,
    },
    {
      name: 'horizontal stacked bars of 3',
      spec: { kind: 'stacked-bar', orientation: 'horizontal', unit: 'kg', rows: ['a', 'b', 'c'], series: [] },
      height: 200,
    },
    { name: 'a line', spec: { kind: 'line', unit: 'kg', xValues: [], series: [] }, height: 280 },
  ] as const)('gives $name $height px', ({ spec, height }) => {
    expect(measureChartHeight(structuredClone(spec) as Parameters<typeof measureChartHeight>[0])).toBe(
      height,
    );
  });
});
