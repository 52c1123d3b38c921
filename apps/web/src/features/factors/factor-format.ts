import { formatNumber, MISSING_NUMBER_TEXT, toDisplayLocale } from '@carbon-ledger/core';

/** How units are written for people; ids not listed read well as they are ('kWh', 'kg', 'l'). */
const UNIT_LABELS: Readonly<Record<string, string>> = {
  m2: 'm²',
  ft2: 'ft²',
  m3: 'm³',
  't.km': 't·km',
  'p.km': 'passenger·km',
  'p.mi': 'passenger·mi',
  mioL: 'million l',
  mmBtu: 'MMBtu',
  USD2022: 'USD (2022)',
  kEUR: '1000 EUR',
};

const VALUE_UNIT_LABELS: Readonly<Record<string, string>> = { kgCO2e: 'kg CO2e', kWh: 'kWh' };

const regionNames = new Map<string, Intl.DisplayNames | undefined>();

/** A unit id as people write it (m2 → m², t.km → t·km). */
export function formatUnit(unitId: string): string {
  return UNIT_LABELS[unitId] ?? unitId;
}

/**
 * A factor's value with every published digit (the numbers are the product: nothing is rounded away),
 * in the locale's separators: en 0.20705, de 0,20705.
 */
export function formatFactorValue(value: number | null, locale: string): string {
  if (value === null || !Number.isFinite(value)) return MISSING_NUMBER_TEXT;
  return formatNumber(value, toDisplayLocale(locale), 12);
}

/** "0.177 kg CO2e / kWh". */
export function formatFactorPerUnit(
  factor: { value: number | null; valueUnit: string; activityUnit: string },
  locale: string,
): string {
  const unit = `${VALUE_UNIT_LABELS[factor.valueUnit] ?? factor.valueUnit} / ${formatUnit(factor.activityUnit)}`;
  return `${formatFactorValue(factor.value, locale)} ${unit}`;
}

/** A region code in words where the browser knows it (GB → United Kingdom), otherwise the code. */
export function formatRegion(region: string | null, locale: string): string {
  if (!region) return '';
  if (!/^[A-Z]{2}$/.test(region)) return region;
  if (!regionNames.has(locale)) {
    try {
      regionNames.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      regionNames.set(locale, undefined);
    }
  }
  try {
    return regionNames.get(locale)?.of(region) ?? region;
  } catch {
    return region;
  }
}
