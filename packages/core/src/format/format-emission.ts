import { type DisplayLocale, formatRoundedNumber, MISSING_NUMBER_TEXT } from './display-locale.ts';
import { roundAmount } from './round-amount.ts';

export const KG_PER_TONNE = 1000;
/** A tonne figure whose plain text is longer than this switches to exponent form (spec section 9). */
export const MAX_PLAIN_EMISSION_LENGTH = 10;

export type EmissionUnit = 'kg' | 't';
/** 'short': "kg" / "t"; 'co2e': "kg CO2e" / "t CO2e". */
export type EmissionUnitLabelVariant = 'short' | 'co2e';

export type FormattedEmission = {
  /** The number alone, in the locale: "999.99", "1,234.50", "1.23e+7" (de "999,99", "1.234,50", "1,23e+7"). */
  text: string;
  unit: EmissionUnit;
  isExponent: boolean;
};

/** The label of an emission unit: "kg", "t", "kg CO2e" or "t CO2e". */
export function getEmissionUnitLabel(
  unit: EmissionUnit,
  variant: EmissionUnitLabelVariant = 'short',
): string {
  return variant === 'co2e' ? `${unit} CO2e` : unit;
}

/**
 * Splits an emission in kg into display parts. The rule, identical in every locale:
 * 1. round kg to 2 decimals (`roundAmount`); if |rounded| < 1000 show kg: "999.99" (so 999.995 kg → "1.00 t");
 * 2. otherwise show tonnes (kg / 1000) rounded to 2 decimals, grouped: "1,234.57";
 * 3. if that number's en text without its sign exceeds 10 characters, show the tonnes in exponent form,
 *    mantissa with 2 decimals: "1.00e+6". With grouping and 2 fixed decimals this happens exactly from
 *    1,000,000.00 t (999,999,995 kg) on, for negatives too.
 * Always 2 decimals: a fixed width keeps the text length growing with the value, so the switch in step 3
 * is one threshold instead of flipping on whether a value has decimals. The length is measured on the en
 * text, so de ("1.234,57", "1,00e+6") switches at the same value. Undefined for a non-finite kg.
 */
export function formatEmissionParts(kg: number, locale: DisplayLocale = 'en'): FormattedEmission | undefined {
  if (!Number.isFinite(kg)) return undefined;
  const roundedKg = roundAmount(kg);
  if (Math.abs(roundedKg) < KG_PER_TONNE) {
    return { text: formatRoundedNumber(roundedKg, locale, 'fixed'), unit: 'kg', isExponent: false };
  }
  const tonnes = kg / KG_PER_TONNE;
  const roundedTonnes = roundAmount(tonnes);
  if (formatRoundedNumber(Math.abs(roundedTonnes), 'en', 'fixed').length <= MAX_PLAIN_EMISSION_LENGTH) {
    return { text: formatRoundedNumber(roundedTonnes, locale, 'fixed'), unit: 't', isExponent: false };
  }
  return { text: formatExponent(tonnes, locale), unit: 't', isExponent: true };
}

/**
 * Formats an emission given in kg for display: "999.99 kg", "1.23 t", "1.23e+7 t" (de "1,23 t"), or with
 * `unitLabel: 'co2e'` "1.23 t CO2e". See `formatEmissionParts` for the rule; "–" for a non-finite kg.
 */
export function formatEmission(
  kg: number,
  locale: DisplayLocale = 'en',
  options: { unitLabel?: EmissionUnitLabelVariant } = {},
): string {
  const parts = formatEmissionParts(kg, locale);
  if (!parts) return MISSING_NUMBER_TEXT;
  return `${parts.text} ${getEmissionUnitLabel(parts.unit, options.unitLabel)}`;
}

function formatExponent(value: number, locale: DisplayLocale): string {
  // toExponential carries the rounding into the exponent (9.999e7 → "1.00e+8"), which splitting by hand would not.
  const [mantissa = '0', exponent = '+0'] = value.toExponential(2).split('e');
  return `${formatRoundedNumber(Number(mantissa), locale, 'fixed')}e${exponent}`;
}
