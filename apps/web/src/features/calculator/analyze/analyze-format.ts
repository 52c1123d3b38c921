import {
  calculateEquivalents,
  type DisplayLocale,
  type EmissionEquivalents,
  EQUIVALENT_KG_CO2_PER_UNIT,
  formatAmount,
  formatRoundedNumber,
  MISSING_NUMBER_TEXT,
  roundAmount,
} from '@carbon-ledger/core';

const KWH_PER_MWH = 1000;

/** A share in percent with 2 decimals: en "12.50%", de "12,50 %" (German sets a space before %). */
export function formatPercent(percent: number, locale: DisplayLocale): string {
  if (!Number.isFinite(percent)) return MISSING_NUMBER_TEXT;
  // Shares always show 2 decimals, so the rows of a table line up and add up visibly.
  const text = formatRoundedNumber(roundAmount(percent), locale, 'fixed');
  return locale === 'de' ? `${text} %` : `${text}%`;
}

/**
 * Energy in kWh below 1000 kWh, otherwise in MWh with exactly 2 decimals: "850 kWh", "22.50 MWh".
 * MWh always carry both decimals, as in the Word report's E1-5 table, so the two read the same.
 */
export function formatEnergy(kwh: number, locale: DisplayLocale): string {
  if (!Number.isFinite(kwh)) return MISSING_NUMBER_TEXT;
  if (Math.abs(kwh) < KWH_PER_MWH) return `${formatAmount(kwh, locale)} kWh`;
  return `${formatRoundedNumber(roundAmount(kwh / KWH_PER_MWH), locale, 'fixed')} MWh`;
}

export type EquivalentKey = keyof EmissionEquivalents;

export type EquivalentRow = {
  key: EquivalentKey;
  /** How many of the reference the total stands for, unrounded. */
  count: number;
  /** kg CO2 per unit of the reference (spec section 9). */
  kgPerUnit: number;
};

const EQUIVALENT_ORDER: readonly EquivalentKey[] = [
  'employees',
  'flightsNycToLondon',
  'tripsAroundTheWorldByCar',
  'averageUsFootprintsPerPerson',
];

/** The spec's four reference equivalents of a total in kg, in a fixed order. */
export function listEquivalents(totalKg: number): EquivalentRow[] {
  const equivalents = calculateEquivalents(totalKg);
  return EQUIVALENT_ORDER.map((key) => ({
    key,
    count: equivalents[key],
    kgPerUnit: EQUIVALENT_KG_CO2_PER_UNIT[key],
  }));
}
