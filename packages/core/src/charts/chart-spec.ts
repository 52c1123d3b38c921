import type { DisplayLocale } from '../format/display-locale.ts';

/** How a chart's figures are written: emissions in kg (shown by the §9 rules), percent points, or plain. */
export type ChartValueUnit = 'kg' | 'percent' | 'plain';

export type ChartTheme = 'light' | 'dark';

/** One bar, slice or point with its colour as '#rrggbb'. */
export type ChartItem = { label: string; value: number; colour: string };

/** Bars of one series; horizontal bars read best for long labels (sections, categories). */
export type BarChartSpec = {
  kind: 'bar';
  orientation: 'horizontal' | 'vertical';
  items: ChartItem[];
  unit: ChartValueUnit;
};

/** One bar per row (a year, an entity), stacked by series (the scopes). */
export type StackedBarChartSpec = {
  kind: 'stacked-bar';
  orientation: 'horizontal' | 'vertical';
  rows: string[];
  series: { name: string; colour: string; values: number[] }[];
  unit: ChartValueUnit;
};

/** Lines over years; `null` leaves a gap. 'points' draws the marks alone (actual years against a path). */
export type LineChartSpec = {
  kind: 'line';
  xValues: string[];
  series: { name: string; colour: string; values: (number | null)[]; style: 'solid' | 'dashed' | 'points' }[];
  unit: ChartValueUnit;
};

/** Shares of a whole (the energy mix). */
export type DonutChartSpec = { kind: 'donut'; items: ChartItem[]; unit: ChartValueUnit };

/** Points on two axes with optional threshold lines (a materiality matrix). */
export type ScatterChartSpec = {
  kind: 'scatter';
  points: (ChartItem & { x: number; y: number })[];
  xAxis: { name: string; min: number; max: number; threshold?: number };
  yAxis: { name: string; min: number; max: number; threshold?: number };
};

/** A chart definition: what to show, independent of where it is drawn (page, document, image). */
export type ChartSpec =
  | BarChartSpec
  | StackedBarChartSpec
  | LineChartSpec
  | DonutChartSpec
  | ScatterChartSpec;

/**
 * Where a chart is drawn. `isStatic` is an image (a document, a published widget): nothing to hover, so
 * values are written on the chart and nothing animates.
 */
export type ChartContext = {
  locale: DisplayLocale;
  theme: ChartTheme;
  isStatic: boolean;
  /** The font the image renderer has; the page keeps its own. */
  fontFamily?: string;
};
