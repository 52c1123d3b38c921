import { formatStoredNumber } from '../numbers/format-stored-number.ts';
import type { DisplayLocale } from './display-locale.ts';
import { formatAmount } from './round-amount.ts';

/**
 * A reported figure as read (ESG forms and dashboards): 2 decimals like every amount (1.8296 → "1.83"),
 * except figures below 0.01 such as GHG intensities per currency unit, which keep 4 significant digits
 * ("0.00003551", de "0,00003551") where 2 decimals would show 0. "–" when not finite.
 */
export function formatFigure(value: number, locale: DisplayLocale): string {
  const magnitude = Math.abs(value);
  return magnitude > 0 && magnitude < 0.01
    ? formatStoredNumber(Number(value.toPrecision(4)), locale)
    : formatAmount(value, locale);
}
