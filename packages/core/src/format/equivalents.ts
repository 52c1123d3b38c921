import { type DisplayLocale, formatRoundedNumber, MISSING_NUMBER_TEXT } from './display-locale.ts';
import { MAX_PLAIN_EMISSION_LENGTH } from './format-emission.ts';
import { roundAmount } from './round-amount.ts';

/** kg CO2 that one unit of each reference stands for (spec section 9). */
export const EQUIVALENT_KG_CO2_PER_UNIT = {
  employees: 3000,
  flightsNycToLondon: 1022,
  tripsAroundTheWorldByCar: 6831,
  averageUsFootprintsPerPerson: 14700,
} as const;

export type EmissionEquivalents = Record<keyof typeof EQUIVALENT_KG_CO2_PER_UNIT, number>;

/**
 * Expresses kg CO2 as counts of familiar references (kg / kg-per-unit), unrounded so the caller rounds for
 * display. A non-finite kg gives 0 for every reference, so no NaN reaches a chart.
 */
export function calculateEquivalents(kg: number): EmissionEquivalents {
  const safeKg = Number.isFinite(kg) ? kg : 0;
  return {
    employees: safeKg / EQUIVALENT_KG_CO2_PER_UNIT.employees,
    flightsNycToLondon: safeKg / EQUIVALENT_KG_CO2_PER_UNIT.flightsNycToLondon,
    tripsAroundTheWorldByCar: safeKg / EQUIVALENT_KG_CO2_PER_UNIT.tripsAroundTheWorldByCar,
    averageUsFootprintsPerPerson: safeKg / EQUIVALENT_KG_CO2_PER_UNIT.averageUsFootprintsPerPerson,
  };
}

/**
 * A count of a reference as section 9 shows amounts: rounded to 2 decimals, always with both, and in
 * exponent form once the plain text would exceed 10 characters ("3,333,333.33" → "3.33e+6"), as
 * emissions are. "–" for a non-finite count.
 */
export function formatEquivalentCount(count: number, locale: DisplayLocale = 'en'): string {
  if (!Number.isFinite(count)) return MISSING_NUMBER_TEXT;
  const rounded = roundAmount(count);
  if (formatRoundedNumber(Math.abs(rounded), 'en', 'fixed').length <= MAX_PLAIN_EMISSION_LENGTH) {
    return formatRoundedNumber(rounded, locale, 'fixed');
  }
  const [mantissa = '0', exponent = '+0'] = count.toExponential(2).split('e');
  return `${formatRoundedNumber(Number(mantissa), locale, 'fixed')}e${exponent}`;
}
