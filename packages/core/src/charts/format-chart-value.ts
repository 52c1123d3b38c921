import type { DisplayLocale } from '../format/display-locale.ts';
import { formatEmission, formatEmissionParts } from '../format/format-emission.ts';
import { formatNumber, formatPercent } from '../format/format-number.ts';
import type { ChartValueUnit } from './chart-spec.ts';

/** A chart figure as the page writes it: emissions by the §9 rules ("1.23 t"), shares as "12.5 %". */
export function formatChartValue(value: number, unit: ChartValueUnit, locale: DisplayLocale): string {
  if (unit === 'kg') return formatEmission(value, locale);
  if (unit === 'percent') return formatPercent(value, locale);
  return formatNumber(value, locale);
}

/**
 * An axis tick: short, so emissions drop to whole or one-decimal tonnes ("12 t", "1.5 t") once the
 * axis reaches a tonne, and to the §9 exponent form where the figures take it ("1.00e+6 t"); the exact figures are in the tooltip and the table.
 */
export function formatChartAxisValue(value: number, unit: ChartValueUnit, locale: DisplayLocale): string {
  if (unit === 'kg') {
    if (Math.abs(value) < 1000) return `${formatNumber(value, locale, 0)} kg`;
    // The same switch as the figures: where they turn to exponents, so does the axis.
    if (formatEmissionParts(value, locale)?.isExponent) return formatEmission(value, locale);
    return `${formatNumber(value / 1000, locale, Math.abs(value) < 10_000 ? 1 : 0)} t`;
  }
  if (unit === 'percent') return formatPercent(value, locale, { maxDecimals: 0 });
  return formatNumber(value, locale, 1);
}
