import { encodePng, type RgbaImage } from './png-encoder.ts';

/** One bar: its value (any unit, the chart is relative) and its colour as '#rrggbb'. */
export type ChartBar = { value: number; colour: string };

export type BarChartOptions = {
  /** Pixels of the image; the document shows it smaller, so it stays sharp when printed. */
  width: number;
  height: number;
  /** Colour of the axis lines. */
  axisColour?: string;
};

const BACKGROUND = '#ffffff';
const DEFAULT_AXIS_COLOUR = '#64748b';
const GRID_COLOUR = '#e2e8f0';
const GRID_LINES = 4;
/** Share of a bar's slot the bar fills; the rest is the gap between bars. */
const BAR_FILL = 0.6;

/** Reads '#rrggbb' as RGBA bytes (opaque). */
export function parseHexColour(hex: string): [number, number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  return [
    Number.parseInt(match[1] ?? '0', 16),
    Number.parseInt(match[2] ?? '0', 16),
    Number.parseInt(match[3] ?? '0', 16),
    255,
  ];
}

/** A blank RGBA image in one colour. */
export function createImage(width: number, height: number, colour: string): RgbaImage {
  const pixels = new Uint8Array(width * height * 4);
  const rgba = parseHexColour(colour);
  for (let index = 0; index < pixels.length; index += 4) pixels.set(rgba, index);
  return { width, height, pixels };
}

/** Fills a rectangle, clipped to the image; fractional edges are rounded to whole pixels. */
export function fillRect(image: RgbaImage, x: number, y: number, w: number, h: number, colour: string): void {
  const rgba = parseHexColour(colour);
  const left = Math.max(0, Math.round(x));
  const top = Math.max(0, Math.round(y));
  const right = Math.min(image.width, Math.round(x + w));
  const bottom = Math.min(image.height, Math.round(y + h));
  for (let row = top; row < bottom; row += 1) {
    for (let column = left; column < right; column += 1)
      image.pixels.set(rgba, (row * image.width + column) * 4);
  }
}

/**
 * Draws a vertical bar chart: faint grid lines, bars in their colours on a shared scale, and the axis
 * lines (the baseline at zero, so negative figures hang below it). Nothing is written into the image:
 * labels and values belong in the table under it, where the reader's fonts and languages apply.
 */
export function drawBarChart(bars: readonly ChartBar[], options: BarChartOptions): RgbaImage {
  const { width, height } = options;
  const image = createImage(width, height, BACKGROUND);
  const margin = Math.round(Math.min(width, height) * 0.06);
  const plot = { left: margin, top: margin, width: width - 2 * margin, height: height - 2 * margin };
  const values = bars.map((bar) => (Number.isFinite(bar.value) ? bar.value : 0));
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const range = max - min || 1;
  const baselineY = plot.top + (max / range) * plot.height;
  const line = Math.max(1, Math.round(height / 260));

  for (let index = 1; index <= GRID_LINES; index += 1) {
    const y = plot.top + (plot.height * (index - 1)) / GRID_LINES;
    fillRect(image, plot.left, y, plot.width, line, GRID_COLOUR);
  }
  const slot = bars.length > 0 ? plot.width / bars.length : plot.width;
  bars.forEach((bar, index) => {
    const value = values[index] ?? 0;
    if (value === 0) return;
    // A figure too small for a pixel still shows as a hairline, so a present source never vanishes.
    const barHeight = Math.max(line, (Math.abs(value) / range) * plot.height);
    const x = plot.left + slot * index + (slot * (1 - BAR_FILL)) / 2;
    const y = value > 0 ? baselineY - barHeight : baselineY;
    fillRect(image, x, y, slot * BAR_FILL, barHeight, bar.colour);
  });
  const axisColour = options.axisColour ?? DEFAULT_AXIS_COLOUR;
  fillRect(image, plot.left, plot.top, line, plot.height, axisColour);
  fillRect(image, plot.left, baselineY - line / 2, plot.width, line, axisColour);
  return image;
}

/** Renders a bar chart as PNG bytes (see `drawBarChart`). */
export function renderBarChartPng(bars: readonly ChartBar[], options: BarChartOptions): Buffer {
  return encodePng(drawBarChart(bars, options));
}
