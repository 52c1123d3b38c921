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

/** An XBRL unit of tonnes CO2e per unit of a currency (`utr:tCO2e/iso4217:EUR`): the currency code. */
const PER_CURRENCY_UNIT = /^utr:tCO2e\/iso4217:([A-Z]{3})$/;

/**
 * A reported figure with its XBRL unit as people read it: `utr:MWh` → "1,234.5 MWh", `xbrli:pure` → no
 * unit. A GHG intensity per currency unit is shown per million of the currency, as ESRS E1-6 and the
 * Word report state it: 5.689e-6 `utr:tCO2e/iso4217:GBP` → "5.69 tCO2e per million GBP"
 * (de "5,69 tCO2e pro Mio. GBP"); the stored value keeps the taxonomy's unit.
 */
export function formatFigureWithUnit(value: number, unit: string, locale: DisplayLocale): string {
  const currency = PER_CURRENCY_UNIT.exec(unit)?.[1];
  if (currency) {
    const perMillion = locale === 'de' ? `pro Mio. ${currency}` : `per million ${currency}`;
    return `${formatFigure(value * 1_000_000, locale)} tCO2e ${perMillion}`;
  }
  const shown = unit === 'xbrli:pure' ? '' : unit.replace(/(utr|iso4217|xbrli):/g, '');
  return shown ? `${formatFigure(value, locale)} ${shown}` : formatFigure(value, locale);
}
