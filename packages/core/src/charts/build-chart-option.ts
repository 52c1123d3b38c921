import type { EChartsOption } from 'echarts';
import { THEME_COLOURS } from './chart-palette.ts';
import type {
  BarChartSpec,
  ChartContext,
  ChartSpec,
  DonutChartSpec,
  LineChartSpec,
  ScatterChartSpec,
  StackedBarChartSpec,
} from './chart-spec.ts';
import { formatChartAxisValue, formatChartValue } from './format-chart-value.ts';

export type ChartOption = EChartsOption;

/**
 * The ECharts option of a chart definition, the same object in the browser (canvas-free SVG renderer)
 * and on the server (SVG and PNG for documents and published images). Pure: it only reads the spec.
 */
export function buildChartOption(spec: ChartSpec, context: ChartContext): ChartOption {
  const colours = THEME_COLOURS[context.theme];
  const base: ChartOption = {
    animation: !context.isStatic,
    backgroundColor: context.isStatic ? colours.background : 'transparent',
    textStyle: {
      color: colours.text,
      ...(context.fontFamily ? { fontFamily: context.fontFamily } : {}),
    },
    aria: { enabled: false },
  };
  switch (spec.kind) {
    case 'bar':
      return { ...base, ...buildBar(spec, context) };
    case 'stacked-bar':
      return { ...base, ...buildStackedBar(spec, context) };
    case 'line':
      return { ...base, ...buildLine(spec, context) };
    case 'donut':
      return { ...base, ...buildDonut(spec, context) };
    case 'scatter':
      return { ...base, ...buildScatter(spec, context) };
  }
}

function axisStyle(context: ChartContext) {
  const colours = THEME_COLOURS[context.theme];
  return {
    axisLine: { lineStyle: { color: colours.axis } },
    axisTick: { show: false },
    axisLabel: { color: colours.mutedText, fontSize: 12 },
    splitLine: { lineStyle: { color: colours.grid } },
  };
}

function valueAxis(unit: BarChartSpec['unit'], context: ChartContext) {
  const style = axisStyle(context);
  return {
    type: 'value' as const,
    ...style,
    axisLabel: {
      ...style.axisLabel,
      formatter: (value: number) => formatChartAxisValue(value, unit, context.locale),
    },
  };
}

function categoryAxis(labels: string[], context: ChartContext, isHorizontal: boolean) {
  const style = axisStyle(context);
  return {
    type: 'category' as const,
    data: labels,
    ...style,
    splitLine: { show: false },
    // Horizontal bars list the first item at the top, as the tables under them do.
    inverse: isHorizontal,
    // Every label is written, wrapped rather than cut, so a document image names each bar in full.
    axisLabel: {
      ...style.axisLabel,
      interval: 0,
      // Narrow enough to leave a phone's chart room for its bars.
      width: isHorizontal ? 120 : 96,
      // Wrapped lines keep apart: the library would set them at the font size.
      lineHeight: 15,
      overflow: 'break' as const,
    },
  };
}

function tooltip(context: ChartContext, trigger: 'item' | 'axis') {
  if (context.isStatic) return { show: false };
  return { trigger, confine: true };
}

function buildBar(spec: BarChartSpec, context: ChartContext): ChartOption {
  const isHorizontal = spec.orientation === 'horizontal';
  const labels = spec.items.map((item) => item.label);
  const category = categoryAxis(labels, context, isHorizontal);
  const value = valueAxis(spec.unit, context);
  return {
    grid: {
      left: 8,
      // Room for the value written after the longest bar ("12,345.67 t").
      right: context.isStatic && isHorizontal ? 96 : 24,
      top: context.isStatic && !isHorizontal ? 28 : 16,
      bottom: 8,
      containLabel: true,
    },
    tooltip: {
      ...tooltip(context, 'item'),
      valueFormatter: (raw) => formatChartValue(Number(raw), spec.unit, context.locale),
    },
    xAxis: isHorizontal ? value : category,
    yAxis: isHorizontal ? category : value,
    series: [
      {
        type: 'bar',
        barMaxWidth: 40,
        data: spec.items.map((item) => ({
          value: item.value,
          name: item.label,
          itemStyle: { color: item.colour },
        })),
        label: {
          show: context.isStatic,
          position: isHorizontal ? 'right' : 'top',
          color: THEME_COLOURS[context.theme].text,
          formatter: (params: { value: unknown }) =>
            formatChartValue(Number(params.value), spec.unit, context.locale),
        },
      },
    ],
  };
}

function buildStackedBar(spec: StackedBarChartSpec, context: ChartContext): ChartOption {
  const isHorizontal = spec.orientation === 'horizontal';
  const category = categoryAxis(spec.rows, context, isHorizontal);
  const value = valueAxis(spec.unit, context);
  return {
    grid: { left: 8, right: 24, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: THEME_COLOURS[context.theme].mutedText } },
    tooltip: {
      ...tooltip(context, 'axis'),
      valueFormatter: (raw) => formatChartValue(Number(raw), spec.unit, context.locale),
    },
    xAxis: isHorizontal ? value : category,
    yAxis: isHorizontal ? category : value,
    series: spec.series.map((series) => ({
      type: 'bar' as const,
      name: series.name,
      stack: 'total',
      barMaxWidth: 40,
      itemStyle: { color: series.colour },
      data: series.values,
    })),
  };
}

function buildLine(spec: LineChartSpec, context: ChartContext): ChartOption {
  const category = categoryAxis(spec.xValues, context, false);
  return {
    grid: { left: 8, right: 24, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: THEME_COLOURS[context.theme].mutedText } },
    tooltip: {
      ...tooltip(context, 'axis'),
      valueFormatter: (raw) => (raw == null ? '–' : formatChartValue(Number(raw), spec.unit, context.locale)),
    },
    xAxis: { ...category, boundaryGap: false, axisLabel: { ...category.axisLabel, width: undefined } },
    yAxis: valueAxis(spec.unit, context),
    series: spec.series.map((series) => ({
      type: 'line' as const,
      name: series.name,
      data: series.values,
      connectNulls: series.style !== 'points',
      itemStyle: { color: series.colour },
      // Actual years are filled marks, the paths' years small open ones.
      symbol: series.style === 'points' ? 'circle' : 'emptyCircle',
      symbolSize: series.style === 'points' ? 9 : 4,
      lineStyle: {
        color: series.colour,
        width: series.style === 'points' ? 0 : 2,
        type: series.style === 'dashed' ? ('dashed' as const) : ('solid' as const),
      },
    })),
  };
}

function buildDonut(spec: DonutChartSpec, context: ChartContext): ChartOption {
  const total = spec.items.reduce((sum, item) => sum + Math.max(0, item.value), 0);
  return {
    legend: {
      orient: 'vertical',
      right: 8,
      top: 'middle',
      textStyle: { color: THEME_COLOURS[context.theme].mutedText },
    },
    tooltip: {
      ...tooltip(context, 'item'),
      valueFormatter: (raw) => formatChartValue(Number(raw), spec.unit, context.locale),
    },
    series: [
      {
        type: 'pie',
        radius: ['45%', '72%'],
        center: ['35%', '50%'],
        data: spec.items.map((item) => ({
          value: item.value,
          name: item.label,
          itemStyle: { color: item.colour },
        })),
        label: {
          show: context.isStatic,
          color: THEME_COLOURS[context.theme].text,
          formatter: (params: { value: unknown }) =>
            total > 0
              ? formatChartValue((Number(params.value) / total) * 100, 'percent', context.locale)
              : '',
        },
      },
    ],
  };
}

function buildScatter(spec: ScatterChartSpec, context: ChartContext): ChartOption {
  const colours = THEME_COLOURS[context.theme];
  const style = axisStyle(context);
  const axis = (axisSpec: ScatterChartSpec['xAxis']) => ({
    type: 'value' as const,
    name: axisSpec.name,
    nameLocation: 'middle' as const,
    nameGap: 28,
    nameTextStyle: { color: colours.mutedText },
    min: axisSpec.min,
    max: axisSpec.max,
    ...style,
  });
  const thresholdLines = [
    ...(spec.xAxis.threshold === undefined ? [] : [{ xAxis: spec.xAxis.threshold }]),
    ...(spec.yAxis.threshold === undefined ? [] : [{ yAxis: spec.yAxis.threshold }]),
  ];
  return {
    grid: { left: 48, right: 24, top: 16, bottom: 48 },
    tooltip: {
      ...tooltip(context, 'item'),
      formatter: (params: unknown) => {
        const { data } = params as { data: { name: string; value: [number, number] } };
        return `${data.name}: ${formatChartValue(data.value[0], 'plain', context.locale)} / ${formatChartValue(data.value[1], 'plain', context.locale)}`;
      },
    },
    xAxis: axis(spec.xAxis),
    yAxis: axis(spec.yAxis),
    series: [
      {
        type: 'scatter',
        symbolSize: 14,
        data: spec.points.map((point) => ({
          name: point.label,
          value: [point.x, point.y],
          itemStyle: { color: point.colour },
        })),
        label: {
          show: true,
          position: 'right',
          color: colours.text,
          fontSize: 11,
          formatter: (params: { name: string }) => params.name,
        },
        markLine: {
          silent: true,
          symbol: 'none',
          lineStyle: { color: colours.axis, type: 'dashed' },
          label: { show: false },
          data: thresholdLines,
        },
      },
    ],
  };
}
