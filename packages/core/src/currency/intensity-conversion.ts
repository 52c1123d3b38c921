import { convertUnit } from '../units/convert-unit.ts';
import { requireUnit } from '../units/unit-catalogue.ts';
import type { UnitDefinition } from '../units/unit-types.ts';
import type { CurrencyCode } from './currencies.ts';
import { CurrencyError } from './currency-errors.ts';
import { type ExchangeRate, getRate } from './exchange-rates.ts';

export type IntensityConversion = { readonly value: number; readonly exchangeRate: ExchangeRate };

/**
 * Converts an emission intensity between t/mio<CUR> units at the annual average rates of a year:
 * X t per million FROM = X × (TO per FROM)⁻¹ t per million TO. Both legs come from one rate year
 * (see `getRate`). Throws for units that are not monetary intensities (deliveries, trips).
 */
export function convertIntensity(
  value: number,
  fromUnitId: string,
  toUnitId: string,
  year: number,
): IntensityConversion {
  const fromCurrency = readCurrencyOf(requireUnit(fromUnitId, 'intensity'));
  const toCurrency = readCurrencyOf(requireUnit(toUnitId, 'intensity'));
  const exchangeRate = getRate(fromCurrency, toCurrency, year);
  const unitsPerEur = {
    [fromCurrency]: exchangeRate.fromLeg.unitsPerEur,
    [toCurrency]: exchangeRate.toLeg.unitsPerEur,
  };
  return {
    value: convertUnit(value, fromUnitId, toUnitId, { category: 'intensity', unitsPerEur }),
    exchangeRate,
  };
}

function readCurrencyOf(unit: UnitDefinition): CurrencyCode {
  if (unit.conversion.kind === 'exchange-rate') return unit.conversion.currency;
  if (unit.id === 't/mioEUR') return 'EUR';
  throw new CurrencyError('NOT_MONETARY_INTENSITY', `"${unit.id}" is not a tonnes-per-million-currency unit`);
}
