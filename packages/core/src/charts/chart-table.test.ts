import { describe, expect, it } from 'vitest';
import type { ChartSpec } from './chart-spec.ts';
import { describeChartTable } from './chart-table.ts';

const bar: ChartSpec = {
  kind: 'bar',
  orientation: 'horizontal',
  unit: 'kg',
  items: [
    { label: 'Scope 1', value: 12_345.678, colour: '#047857' },
    { label: 'Scope 3', value: 999.995, colour: '#f59e0b' },
    { label: 'Outside', value: 0, colour: '#94a3b8' },
  ],
};

describe('describeChartTable', () => {
  it.each([
    {
      name: 'bar with shares',
      spec: bar,
      headers: { label: 'Scope', value: 'Emissions', share: 'Share' },
      en: {
        columns: ['Scope', 'Emissions', 'Share'],
        rows: [
          ['Scope 1', '12.35 t', '92.5 %'],
          ['Scope 3', '1.00 t', '7.5 %'],
          ['Outside', '0.00 kg', '0 %'],
        ],
      },
      de: {
        columns: ['Scope', 'Emissions', 'Share'],
        rows: [
          ['Scope 1', '12,35 t', '92,5 %'],
          ['Scope 3', '1,00 t', '7,5 %'],
          ['Outside', '0,00 kg', '0 %'],
        ],
      },
    },
    {
      name: 'bar without shares, all zero',
      spec: { ...bar, items: [{ label: 'A', value: 0, colour: '#000000' }] },
      headers: { label: 'Section', value: 'Emissions' },
      en: { columns: ['Section', 'Emissions'], rows: [['A', '0.00 kg']] },
      de: { columns: ['Section', 'Emissions'], rows: [['A', '0,00 kg']] },
    },
    {
      name: 'bar of a zero total with shares',
      spec: { ...bar, items: [{ label: 'A', value: 0, colour: '#000000' }] },
      headers: { label: 'Section', value: 'Emissions', share: 'Share' },
      en: { columns: ['Section', 'Emissions', 'Share'], rows: [['A', '0.00 kg', '–']] },
      de: { columns: ['Section', 'Emissions', 'Share'], rows: [['A', '0,00 kg', '–']] },
    },
    {
      name: 'stacked bar with a short series',
      spec: {
        kind: 'stacked-bar',
        orientation: 'vertical',
        unit: 'kg',
        rows: ['2024', '2025'],
        series: [
          { name: 'Scope 1', colour: '#047857', values: [1500, 250.5] },
          { name: 'Scope 2', colour: '#0284c7', values: [500] },
        ],
      },
      headers: { label: 'Year', value: 'Emissions', total: 'Total' },
      en: {
        columns: ['Year', 'Scope 1', 'Scope 2', 'Total'],
        rows: [
          ['2024', '1.50 t', '500.00 kg', '2.00 t'],
          ['2025', '250.50 kg', '0.00 kg', '250.50 kg'],
        ],
      },
      de: {
        columns: ['Year', 'Scope 1', 'Scope 2', 'Total'],
        rows: [
          ['2024', '1,50 t', '500,00 kg', '2,00 t'],
          ['2025', '250,50 kg', '0,00 kg', '250,50 kg'],
        ],
      },
    },
    {
      name: 'line with a gap',
      spec: {
        kind: 'line',
        unit: 'kg',
        xValues: ['2025', '2026'],
        series: [
          { name: '1.5 °C', colour: '#059669', style: 'dashed', values: [38_524, 36_906] },
          { name: 'Actual', colour: '#f59e0b', style: 'points', values: [null, 800.5] },
        ],
      },
      headers: { label: 'Year', value: 'Emissions' },
      en: {
        columns: ['Year', '1.5 °C', 'Actual'],
        rows: [
          ['2025', '38.52 t', '–'],
          ['2026', '36.91 t', '800.50 kg'],
        ],
      },
      de: {
        columns: ['Year', '1.5 °C', 'Actual'],
        rows: [
          ['2025', '38,52 t', '–'],
          ['2026', '36,91 t', '800,50 kg'],
        ],
      },
    },
    {
      name: 'donut of percent points',
      spec: {
        kind: 'donut',
        unit: 'percent',
        items: [
          { label: 'Fossil', value: 62.5, colour: '#000000' },
          { label: 'Renewable', value: 37.5, colour: '#111111' },
        ],
      },
      headers: { label: 'Source', value: 'Share' },
      en: {
        columns: ['Source', 'Share'],
        rows: [
          ['Fossil', '62.5 %'],
          ['Renewable', '37.5 %'],
        ],
      },
      de: {
        columns: ['Source', 'Share'],
        rows: [
          ['Fossil', '62,5 %'],
          ['Renewable', '37,5 %'],
        ],
      },
    },
    {
      name: 'scatter',
      spec: {
        kind: 'scatter',
        points: [{ label: 'Climate', value: 0, x: 4.25, y: 3.5, colour: '#000000' }],
        xAxis: { name: 'Impact', min: 0, max: 5 },
        yAxis: { name: 'Financial', min: 0, max: 5 },
      },
      headers: { label: 'Topic', value: 'Score' },
      en: { columns: ['Topic', 'Impact', 'Financial'], rows: [['Climate', '4.25', '3.5']] },
      de: { columns: ['Topic', 'Impact', 'Financial'], rows: [['Climate', '4,25', '3,5']] },
    },
  ] satisfies {
    name: string;
    spec: ChartSpec;
    headers: Parameters<typeof describeChartTable>[1];
    en: object;
    de: object;
  }[])('writes the figures of a $name in en and de', ({ spec, headers, en, de }) => {
    expect(describeChartTable(spec, headers, 'en')).toEqual(en);
    expect(describeChartTable(spec, headers, 'de')).toEqual(de);
  });
});
