import type { Paragraph, Table } from 'docx';
import { renderBarChartPng } from './bar-chart.ts';
import { createChartParagraph, createTable } from './docx-parts.ts';
import type { ScopeFigure, ScopeKey } from './report-figures.ts';
import { formatKg, formatShare, getReportTexts, type ReportLang } from './report-format.ts';

/** The app's scope colours (Analyze: emerald-700, sky-600, amber-500, slate-400); sky-300 for location-based. */
export const SCOPE_COLOURS: Record<ScopeKey, string> = {
  scope1: '#047857',
  scope2Market: '#0284c7',
  scope2Location: '#7dd3fc',
  scope3: '#f59e0b',
  unscoped: '#94a3b8',
};

/** Section bars cycle through the app's palette. */
export const SECTION_COLOURS = ['#047857', '#0284c7', '#f59e0b', '#10b981', '#6366f1', '#e11d48', '#94a3b8'];

/** Pixels of a chart image; shown at the text width, about twice the pixels for a sharp print. */
export const CHART_SIZE = { width: 1200, height: 480 };

export type LegendEntry = {
  colour: string;
  label: string;
  kg: number;
  /** The total its share is of, when not the chart's (location-based Scope 2: the location-based total). */
  wholeKg?: number;
};

/**
 * A bar chart with its legend: the image has no text, so the table under it names each bar in order,
 * with its colour, emissions and share of the total.
 */
export function createBarChartBlock(
  entries: readonly LegendEntry[],
  options: { title: string; totalKg: number; lang: ReportLang },
): (Paragraph | Table)[] {
  const texts = getReportTexts(options.lang);
  const png = renderBarChartPng(
    entries.map((entry) => ({ value: entry.kg, colour: entry.colour })),
    CHART_SIZE,
  );
  const legend = createTable(
    [
      { title: texts.legend.colour, weight: 2 },
      { title: texts.legend.label, weight: 6 },
      { title: texts.legend.value, weight: 3, isNumeric: true },
      { title: texts.scopes.share, weight: 2, isNumeric: true },
    ],
    entries.map((entry) => [
      { text: '', fill: entry.colour.slice(1).toUpperCase() },
      entry.label,
      formatKg(entry.kg, options.lang),
      formatShare(entry.kg, entry.wholeKg ?? options.totalKg, options.lang),
    ]),
  );
  return [createChartParagraph(png, CHART_SIZE, options.title), legend];
}

/** The per-scope chart: Scope 1, Scope 2 market- and location-based side by side, Scope 3. */
export function createScopeChart(
  figures: readonly ScopeFigure[],
  totals: { market: number; location: number },
  lang: ReportLang,
): (Paragraph | Table)[] {
  const texts = getReportTexts(lang);
  return createBarChartBlock(
    figures.map((figure) => ({
      colour: SCOPE_COLOURS[figure.key],
      label: texts.scopes.names[figure.key],
      kg: figure.kg,
      ...(figure.key === 'scope2Location' ? { wholeKg: totals.location } : {}),
    })),
    { title: texts.scopes.chartTitle, totalKg: totals.market, lang },
  );
}

/** The per-section chart: one bar per top-level section of the form. */
export function createSectionChart(
  sections: readonly { label: string; kg: number }[],
  totalKg: number,
  lang: ReportLang,
): (Paragraph | Table)[] {
  return createBarChartBlock(
    sections.map((section, index) => ({
      colour: SECTION_COLOURS[index % SECTION_COLOURS.length] ?? '#94a3b8',
      label: section.label,
      kg: section.kg,
    })),
    { title: getReportTexts(lang).sections.chartTitle, totalKg, lang },
  );
}
