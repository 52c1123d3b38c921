import {
  type BarChartSpec,
  buildScopeChartSpec,
  buildSectionChartSpec,
  listScopeFigures,
  measureChartHeight,
  type Totals,
} from '@carbon-ledger/core';
import type { Paragraph, Table } from 'docx';
import { renderChartPng } from '../../charts/render-chart.ts';
import { createChartParagraph, createTable } from './docx-parts.ts';
import { formatKg, formatShare, getReportTexts, type ReportLang } from './report-format.ts';

/**
 * Image pixels per pixel of the chart's layout: the chart is laid out at the text width and drawn at
 * twice its pixels, so its 12 px text prints at 9 pt and stays sharp.
 */
export const CHART_PIXEL_RATIO = 2;

/** The width a chart is laid out at: the document's text width. */
const CHART_LAYOUT_WIDTH = 600;

/** Pixels of a chart's image: the text width at twice its pixels, as tall as its bars need. */
export function measureChartImage(spec: BarChartSpec): { width: number; height: number } {
  return {
    width: CHART_LAYOUT_WIDTH * CHART_PIXEL_RATIO,
    height: measureChartHeight(spec) * CHART_PIXEL_RATIO,
  };
}

/** A bar's row in the legend table; `wholeKg` is the total its share is of, when not the chart's. */
type LegendRow = { kg: number; wholeKg?: number };

/**
 * A bar chart drawn from its shared definition, with its legend: the table under it names each bar in
 * order, with its colour, emissions and share of the total, for readers who cannot see the image.
 */
async function createBarChartBlock(
  spec: BarChartSpec,
  rows: readonly LegendRow[],
  options: { title: string; totalKg: number; lang: ReportLang },
): Promise<(Paragraph | Table)[]> {
  const texts = getReportTexts(options.lang);
  const size = measureChartImage(spec);
  const png = await renderChartPng(spec, { locale: options.lang, theme: 'light' }, size, {
    pixelRatio: CHART_PIXEL_RATIO,
  });
  const legend = createTable(
    [
      { title: texts.legend.colour, weight: 2 },
      { title: texts.legend.label, weight: 6 },
      { title: texts.legend.value, weight: 3, isNumeric: true },
      { title: texts.scopes.share, weight: 2, isNumeric: true },
    ],
    spec.items.map((item, index) => {
      const row = rows[index];
      return [
        { text: '', fill: item.colour.slice(1).toUpperCase() },
        item.label,
        formatKg(item.value, options.lang),
        formatShare(item.value, row?.wholeKg ?? options.totalKg, options.lang),
      ];
    }),
  );
  return [createChartParagraph(png, size, options.title), legend];
}

/** The per-scope chart: Scope 1, Scope 2 market- and location-based side by side, Scope 3. */
export async function createScopeChart(totals: Totals, lang: ReportLang): Promise<(Paragraph | Table)[]> {
  const texts = getReportTexts(lang);
  const figures = listScopeFigures(totals);
  return createBarChartBlock(
    buildScopeChartSpec(figures, texts.scopes.names),
    figures.map((figure) =>
      figure.key === 'scope2Location'
        ? { kg: figure.kg, wholeKg: totals.totalLocationBasedCo2InKg }
        : { kg: figure.kg },
    ),
    { title: texts.scopes.chartTitle, totalKg: totals.totalCo2InKg, lang },
  );
}

/** The per-section chart: one bar per top-level section of the form. */
export async function createSectionChart(
  sections: readonly { label: string; kg: number }[],
  totalKg: number,
  lang: ReportLang,
): Promise<(Paragraph | Table)[]> {
  return createBarChartBlock(
    buildSectionChartSpec(sections),
    sections.map((section) => ({ kg: section.kg })),
    { title: getReportTexts(lang).sections.chartTitle, totalKg, lang },
  );
}
