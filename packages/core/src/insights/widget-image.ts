import { buildChartOption, type ChartOption } from '../charts/build-chart-option.ts';
import { THEME_COLOURS } from '../charts/chart-palette.ts';
import type { ChartTheme } from '../charts/chart-spec.ts';
import { WIDGET_PIXELS, type WidgetSize, type WidgetView } from '../contracts/insights.ts';

type Layout = {
  title: number;
  headline: number;
  statement: number;
  footer: number;
  pad: number;
  chartTop: number;
};

/** Type sizes per widget size; the small badge has no chart, only the figure. */
const LAYOUTS: Record<WidgetSize, Layout> = {
  small: { title: 15, headline: 30, statement: 12, footer: 10, pad: 16, chartTop: 0 },
  medium: { title: 19, headline: 34, statement: 13, footer: 11, pad: 24, chartTop: 132 },
  large: { title: 28, headline: 50, statement: 18, footer: 15, pad: 36, chartTop: 196 },
};

export type WidgetImageOptions = {
  size: WidgetSize;
  theme: ChartTheme;
  locale: 'en' | 'de';
  /** "Computed 3 Dec 2026 · Verify: https://…": where the image says when it was computed and how to check it. */
  footer: string;
  fontFamily?: string;
};

/**
 * A widget as one chart-library drawing: its title, headline figure and first statement as text, the
 * chart under them, and the footer with the computing date and the verification address. The server
 * renders it to SVG and PNG; nothing in it depends on the viewer.
 */
export function buildWidgetImageOption(view: WidgetView, options: WidgetImageOptions): ChartOption {
  const { width, height } = WIDGET_PIXELS[options.size];
  const layout = LAYOUTS[options.size];
  const colours = THEME_COLOURS[options.theme];
  const textWidth = width - 2 * layout.pad;
  const text = (top: number, value: string, fontSize: number, fill: string, fontWeight = 'normal') => ({
    type: 'text' as const,
    left: layout.pad,
    top,
    silent: true,
    style: { text: value, fontSize, fontWeight, fill, width: textWidth, overflow: 'truncate' as const },
  });
  const headlineTop = layout.pad + layout.title * 1.5;
  const statementTop = headlineTop + layout.headline * 1.25;
  const graphic = [
    text(layout.pad, view.title, layout.title, colours.text, 'bold'),
    text(
      headlineTop,
      view.headline || view.emptyReason || '',
      view.headline ? layout.headline : layout.statement,
      colours.text,
      'bold',
    ),
    ...(view.statements[0]
      ? [text(statementTop, view.statements[0], layout.statement, colours.mutedText)]
      : []),
    {
      type: 'text' as const,
      left: layout.pad,
      bottom: layout.pad / 2,
      silent: true,
      style: {
        text: options.footer,
        fontSize: layout.footer,
        fill: colours.mutedText,
        width: textWidth,
        overflow: 'truncate' as const,
      },
    },
  ];
  const base: ChartOption = {
    animation: false,
    backgroundColor: colours.background,
    textStyle: { color: colours.text, ...(options.fontFamily ? { fontFamily: options.fontFamily } : {}) },
    graphic,
  };
  if (!view.chart || options.size === 'small') return base;
  const chartOption = buildChartOption(view.chart, {
    locale: options.locale,
    theme: options.theme,
    isStatic: true,
    ...(options.fontFamily ? { fontFamily: options.fontFamily } : {}),
  });
  const chartBottom = layout.footer * 2 + layout.pad;
  const chartHeight = height - layout.chartTop - chartBottom;
  return {
    ...chartOption,
    ...base,
    grid: {
      left: layout.pad,
      right: layout.pad * 2,
      top: layout.chartTop + 28,
      bottom: chartBottom,
      containLabel: true,
    },
    legend: view.chart.kind === 'donut' ? donutLegend(chartOption, layout) : topLegend(chartOption, layout),
    series: placeDonut(chartOption, layout.chartTop + chartHeight / 2, chartHeight, width),
  };
}

function topLegend(option: ChartOption, layout: Layout): ChartOption['legend'] {
  if (!option.legend) return undefined;
  return {
    ...(option.legend as object),
    top: layout.chartTop,
    left: layout.pad,
    textStyle: { ...((option.legend as { textStyle?: object }).textStyle ?? {}), fontSize: layout.statement },
  };
}

function donutLegend(option: ChartOption, layout: Layout): ChartOption['legend'] {
  return {
    ...(option.legend as object),
    right: layout.pad * 2,
    top: layout.chartTop + 24,
    orient: 'vertical',
    textStyle: { ...((option.legend as { textStyle?: object }).textStyle ?? {}), fontSize: layout.statement },
  };
}

function placeDonut(
  option: ChartOption,
  centreY: number,
  chartHeight: number,
  width: number,
): ChartOption['series'] {
  const series = (
    Array.isArray(option.series) ? option.series : option.series ? [option.series] : []
  ) as Record<string, unknown>[];
  return series.map((entry) =>
    entry.type === 'pie'
      ? { ...entry, center: [width * 0.3, centreY], radius: [chartHeight * 0.25, chartHeight * 0.45] }
      : entry,
  ) as ChartOption['series'];
}
