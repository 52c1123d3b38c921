import type { DisplayLocale } from '../format/display-locale.ts';
import { MISSING_NUMBER_TEXT } from '../format/display-locale.ts';
import type { ChartSpec } from './chart-spec.ts';
import { formatChartValue } from './format-chart-value.ts';

/** A chart's figures as a table of formatted text: what a screen reader reads instead of the drawing. */
export type ChartTable = { columns: string[]; rows: string[][] };

/** The headers the caller's language gives; the series' own names head their columns. */
export type ChartTableHeaders = { label: string; value: string; share?: string; total?: string };

/** The data table of a chart definition, with every figure written by the §9 rules. */
export function describeChartTable(
  spec: ChartSpec,
  headers: ChartTableHeaders,
  locale: DisplayLocale,
): ChartTable {
  switch (spec.kind) {
    case 'bar':
    case 'donut': {
      const total = spec.items.reduce((sum, item) => sum + item.value, 0);
      const hasShare = headers.share !== undefined;
      return {
        columns: [headers.label, headers.value, ...(hasShare ? [headers.share ?? ''] : [])],
        rows: spec.items.map((item) => [
          item.label,
          formatChartValue(item.value, spec.unit, locale),
          ...(hasShare
            ? [
                total > 0
                  ? formatChartValue((item.value / total) * 100, 'percent', locale)
                  : MISSING_NUMBER_TEXT,
              ]
            : []),
        ]),
      };
    }
    case 'stacked-bar':
      return {
        columns: [headers.label, ...spec.series.map((series) => series.name), headers.total ?? headers.value],
        rows: spec.rows.map((row, index) => {
          const values = spec.series.map((series) => series.values[index] ?? 0);
          return [
            row,
            ...values.map((value) => formatChartValue(value, spec.unit, locale)),
            formatChartValue(
              values.reduce((sum, value) => sum + value, 0),
              spec.unit,
              locale,
            ),
          ];
        }),
      };
    case 'line':
      return {
        columns: [headers.label, ...spec.series.map((series) => series.name)],
        rows: spec.xValues.map((x, index) => [
          x,
          ...spec.series.map((series) => {
            const value = series.values[index];
            return value == null ? MISSING_NUMBER_TEXT : formatChartValue(value, spec.unit, locale);
          }),
        ]),
      };
    case 'scatter':
      return {
        columns: [headers.label, spec.xAxis.name, spec.yAxis.name],
        rows: spec.points.map((point) => [
          point.label,
          formatChartValue(point.x, 'plain', locale),
          formatChartValue(point.y, 'plain', locale),
        ]),
      };
  }
}
