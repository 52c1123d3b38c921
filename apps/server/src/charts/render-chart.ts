import { createRequire } from 'node:module';
import { buildChartOption, type ChartContext, type ChartOption, type ChartSpec } from '@carbon-ledger/core';

/** Pixels of a chart image. */
export type ChartSize = { width: number; height: number };

/** The font images are drawn with: shipped with the server, so every machine draws the same pixels. */
export const CHART_FONT_FAMILY = 'DejaVu Sans';

const require = createRequire(import.meta.url);
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${file}`),
);

// Loaded on first use: a server that never draws a chart does not pay for the library at start.
let echartsModule: Promise<typeof import('echarts')> | undefined;
function loadEcharts(): Promise<typeof import('echarts')> {
  echartsModule ??= import('echarts');
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

/** A chart definition as PNG bytes: for documents and images, where nothing can be hovered. */
export async function renderChartPng(
  spec: ChartSpec,
  context: Omit<ChartContext, 'isStatic' | 'fontFamily'>,
  size: ChartSize,
): Promise<Buffer> {
  return convertSvgToPng(await renderChartSvg(spec, context, size), size.width);
}
