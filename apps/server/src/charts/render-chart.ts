import { createRequire } from 'node:module';
import { buildChartOption, type ChartContext, type ChartOption, type ChartSpec } from '@carbon-ledger/core';
import { readFontMetrics } from './font-metrics.ts';

/** Pixels of a chart image. */
export type ChartSize = { width: number; height: number };

/** The font images are drawn with: shipped with the server, so every machine draws the same pixels. */
export const CHART_FONT_FAMILY = 'DejaVu Sans';

const require = createRequire(import.meta.url);
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${file}`),
);

/**
 * The chart library lays text out by measuring it; without a browser it would guess with another
 * font's widths and cut labels at the image's edge, so it measures with the image font's own widths.
 */
function measureWithImageFont(echarts: typeof import('echarts')): void {
  const [regular, bold] = FONT_FILES.map((file) => readFontMetrics(file));
  echarts.setPlatformAPI({
    measureText: (text: string, font?: string) => {
      const size = Number(/(\d+(?:\.\d+)?)px/.exec(font ?? '')?.[1] ?? 12);
      const metrics = /\b(bold|[6-9]00)\b/.test(font ?? '') ? bold : regular;
      return { width: metrics?.measure(text, size) ?? 0 };
    },
  });
}

// Loaded on first use: a server that never draws a chart does not pay for the library at start.
let echartsModule: Promise<typeof import('echarts')> | undefined;
function loadEcharts(): Promise<typeof import('echarts')> {
  echartsModule ??= import('echarts').then((echarts) => {
    measureWithImageFont(echarts);
    return echarts;
  });
  return echartsModule;
}

/** A chart definition drawn as an SVG document by ECharts' server-side renderer, in the image font. */
export async function renderChartSvg(
  spec: ChartSpec,
  context: Omit<ChartContext, 'isStatic' | 'fontFamily'>,
  size: ChartSize,
): Promise<string> {
  return renderOptionSvg(
    buildChartOption(spec, { ...context, isStatic: true, fontFamily: CHART_FONT_FAMILY }),
    size,
  );
}

/** A ready chart-library option (a widget image, built in core) drawn as an SVG document. */
export async function renderOptionSvg(option: ChartOption, size: ChartSize): Promise<string> {
  const echarts = await loadEcharts();
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: size.width,
    height: size.height,
  });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** An SVG document as PNG bytes at `width` pixels (its height follows), with the shipped font only. */
export async function convertSvgToPng(svg: string, width: number): Promise<Buffer> {
  const { Resvg } = await import('@resvg/resvg-js');
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: width },
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: CHART_FONT_FAMILY },
  });
  return Buffer.from(resvg.render().asPng());
}

/** How a PNG is drawn: `pixelRatio` image pixels per drawing pixel (a document's sharp print: 2). */
export type ChartPngOptions = { pixelRatio?: number };

/**
 * A chart definition as PNG bytes of `size` pixels: for documents and images, where nothing can be
 * hovered. With a `pixelRatio` above 1 the chart is laid out at `size / pixelRatio` and drawn at
 * `size`, so its text keeps its size where the image is shown at that smaller width.
 */
export async function renderChartPng(
  spec: ChartSpec,
  context: Omit<ChartContext, 'isStatic' | 'fontFamily'>,
  size: ChartSize,
  options: ChartPngOptions = {},
): Promise<Buffer> {
  const ratio = options.pixelRatio ?? 1;
  const layout = { width: Math.round(size.width / ratio), height: Math.round(size.height / ratio) };
  return convertSvgToPng(await renderChartSvg(spec, context, layout), size.width);
}
