import type { ChartTheme } from './chart-spec.ts';

/** The scope colours of every chart and legend (emerald-700, sky-600, amber-500, slate-400; sky-300 location-based). */
export const SCOPE_COLOURS = {
  scope1: '#047857',
  scope2: '#0284c7',
  scope2Location: '#7dd3fc',
  scope3: '#f59e0b',
  unscoped: '#94a3b8',
} as const;

/** Colours for charts of many parts (sections, categories, energy carriers), cycled in order. */
export const SERIES_COLOURS = [
  '#047857',
  '#0284c7',
  '#f59e0b',
  '#10b981',
  '#6366f1',
  '#e11d48',
  '#0d9488',
  '#a16207',
  '#7c3aed',
  '#94a3b8',
] as const;

/** The colour of the `index`th part of a chart. */
export function pickSeriesColour(index: number): string {
  return SERIES_COLOURS[index % SERIES_COLOURS.length] ?? '#94a3b8';
}

export type ChartColours = {
  background: string;
  text: string;
  mutedText: string;
  axis: string;
  grid: string;
};

/** Text and lines per theme; both reach WCAG AA contrast on their background. */
export const THEME_COLOURS: Record<ChartTheme, ChartColours> = {
  light: { background: '#ffffff', text: '#0f172a', mutedText: '#475569', axis: '#94a3b8', grid: '#e2e8f0' },
  dark: { background: '#0f172a', text: '#f1f5f9', mutedText: '#cbd5e1', axis: '#64748b', grid: '#334155' },
};

/** A target's chart: the 1.5 °C reference (emerald-600, dashed), the target's path (sky-700), the actual years (amber-500). */
export const PATH_COLOURS = { reference: '#059669', target: '#0369a1', actual: '#f59e0b' } as const;
