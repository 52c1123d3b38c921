import { describe, expect, it } from 'vitest';
import { buildChartOption } from './build-chart-option.ts';
import type { BarChartSpec, ChartContext, ChartSpec } from './chart-spec.ts';

// The parts of an ECharts option the tests read; the option type itself is a wide union.
type Label = { show: boolean; formatter: (params: { value: unknown }) => string };
type Series = { type: string; label?: Label; data: { name?: string; value: unknown }[] };
type Axis = { type: string; data?: string[]; inverse?: boolean; axisLabel: { color: string } };
type ReadOption = {
  animation: boolean;
  backgroundColor: string;
  textStyle: { color: string; fontFamily?: string };
  tooltip: { show?: boolean; trigger?: string; valueFormatter?: (raw: unknown) => string };
  xAxis: Axis;
  yAxis: Axis;
  series: Series[];
};
const read = (spec: ChartSpec, context: ChartContext) =>
  buildChartOption(spec, context) as unknown as ReadOption;

const bar = (orientation: BarChartSpec['orientation']): BarChartSpec => ({
  kind: 'bar',
  orientation,
  unit: 'kg',
  items: [
    { label: 'Scope 1', value: 12_345.678, colour: '#047857' },
    { label: 'Scope 2', value: 850, colour: '#0284c7' },
    { label: 'Scope 3', value: 30_500, colour: '#f59e0b' },
  ],
});

describe('buildChartOption', () => {
  it.each([
    { locale: 'de', isStatic: true, labels: ['12,35 t', '850,00 kg', '30,50 t'], tooltip: { show: false } },
    { locale: 'en', isStatic: true, labels: ['12.35 t', '850.00 kg', '30.50 t'], tooltip: { show: false } },
  ] as const)(
    'writes value labels in $locale and hides tooltips on a static chart',
    ({ locale, isStatic, labels, tooltip }) => {
      const option = read(bar('vertical'), { locale, theme: 'light', isStatic, fontFamily: 'DejaVu Sans' });
      const [series] = option.series;
      expect(series?.label?.show).toBe(true);
      expect(series?.data.map((item) => series.label?.formatter({ value: item.value }))).toEqual(labels);
      expect(option.tooltip).toMatchObject(tooltip);
      expect(option.animation).toBe(false);
      expect(option.backgroundColor).toBe('#ffffff');
      expect(option.textStyle.fontFamily).toBe('DejaVu Sans');
    },
  );

  it('shows tooltips through the core formatters and writes no labels on the page', () => {
    const option = read(bar('vertical'), { locale: 'de', theme: 'light', isStatic: false });
    expect(option.series[0]?.label?.show).toBe(false);
    expect(option.tooltip.trigger).toBe('item');
    expect(option.tooltip.show).toBeUndefined();
    expect(option.tooltip.valueFormatter?.(12_345.678)).toBe('12,35 t');
    expect(option.animation).toBe(true);
    expect(option.backgroundColor).toBe('transparent');
    expect(option.textStyle.fontFamily).toBeUndefined();
  });

  it.each([
    { orientation: 'horizontal', categoryAxis: 'yAxis', valueAxis: 'xAxis', inverse: true },
    { orientation: 'vertical', categoryAxis: 'xAxis', valueAxis: 'yAxis', inverse: false },
  ] as const)(
    'keeps the first item first on $orientation bars',
    ({ orientation, categoryAxis, valueAxis, inverse }) => {
      const option = read(bar(orientation), { locale: 'en', theme: 'light', isStatic: true });
      expect(option[categoryAxis]).toMatchObject({
        type: 'category',
        data: ['Scope 1', 'Scope 2', 'Scope 3'],
        inverse,
      });
      expect(option[valueAxis].type).toBe('value');
      expect(option.series[0]?.data.map((item) => item.name)).toEqual(['Scope 1', 'Scope 2', 'Scope 3']);
    },
  );

  it.each([
    { theme: 'light', background: '#ffffff', text: '#0f172a', muted: '#475569' },
    { theme: 'dark', background: '#0f172a', text: '#f1f5f9', muted: '#cbd5e1' },
  ] as const)('draws in the $theme theme colours', ({ theme, background, text, muted }) => {
    const option = read(bar('horizontal'), { locale: 'en', theme, isStatic: true });
    expect(option.backgroundColor).toBe(background);
    expect(option.textStyle.color).toBe(text);
    expect(option.xAxis.axisLabel.color).toBe(muted);
    expect(option.yAxis.axisLabel.color).toBe(muted);
  });

  it('stacks the series of a stacked bar and formats its tooltip', () => {
    const option = read(
      {
        kind: 'stacked-bar',
        orientation: 'vertical',
        unit: 'kg',
        rows: ['2024', '2025'],
        series: [
          { name: 'Scope 1', colour: '#047857', values: [1500, 250.5] },
          { name: 'Scope 2', colour: '#0284c7', values: [500, 0] },
        ],
      },
      { locale: 'de', theme: 'light', isStatic: false },
    );
    expect(option.series.map((series) => [series.type, (series as { stack?: string }).stack])).toEqual([
      ['bar', 'total'],
      ['bar', 'total'],
    ]);
    expect(option.xAxis.data).toEqual(['2024', '2025']);
    expect(option.tooltip.trigger).toBe('axis');
    expect(option.tooltip.valueFormatter?.(1500)).toBe('1,50 t');
  });

  it('leaves the gaps of a line and draws an actual series as points', () => {
    const option = read(
      {
        kind: 'line',
        unit: 'kg',
        xValues: ['2025', '2026'],
        series: [
          { name: 'Path', colour: '#0369a1', style: 'solid', values: [1000, 900] },
          { name: 'Actual', colour: '#f59e0b', style: 'points', values: [null, 950] },
        ],
      },
      { locale: 'en', theme: 'light', isStatic: false },
    );
    const [path, actual] = option.series as unknown as {
      connectNulls: boolean;
      lineStyle: { width: number };
      data: unknown[];
    }[];
    expect([path?.connectNulls, path?.lineStyle.width]).toEqual([true, 2]);
    expect([actual?.connectNulls, actual?.lineStyle.width, actual?.data]).toEqual([false, 0, [null, 950]]);
    expect(option.tooltip.valueFormatter?.(null)).toBe('–');
  });
});
