/**
 * Conversion constants from US customary units to the library's SI units. All but mmBtu are exact by
 * definition (international yard and pound agreement, 1959); the mmBtu figure is the one the brief fixes
 * (1 mmBtu = 1,055,055.85262 kJ / 3,600 kJ per kWh, rounded to 8 decimals).
 */
export const KG_PER_LB = 0.45359237;
/** 1 short ton = 2,000 lb = 2,000 × 0.45359237 kg = 907.18474 kg = 0.90718474 t. */
export const T_PER_SHORT_TON = 0.90718474;
export const KWH_PER_MMBTU = 293.07107017;
/** 1 scf = (12 in × 0.0254 m)³ = 0.3048³ m³. */
export const M3_PER_SCF = 0.028316846592;
/** 1 US gallon = 231 in³ = 231 × 0.0254³ m³ = 3.785411784 l. */
export const L_PER_US_GALLON = 3.785411784;
export const KM_PER_MILE = 1.609344;
/** 1 short ton-mile = 0.90718474 t × 1.609344 km. */
export const TKM_PER_SHORT_TON_MILE = T_PER_SHORT_TON * KM_PER_MILE;
export const KG_PER_G = 0.001;

const DECIMAL_PATTERN = /^-?(\d+)(\.\d+)?([eE][-+]?\d+)?$/;

/**
 * Parses a published number and fails on anything that is not a plain decimal (thousands separators,
 * units, footnote letters), so a malformed cell can never become NaN or a wrong value in the library.
 */
export function parseDecimal(text: string, context: string): number {
  if (!DECIMAL_PATTERN.test(text)) throw new Error(`${context}: not a number: ${JSON.stringify(text)}`);
  return Number(text);
}

/**
 * Parses a published number where the source may leave the cell blank or write 'NA'; those become null.
 */
export function parseOptionalDecimal(text: string, context: string): number | null {
  if (text === '' || text === 'NA') return null;
  return parseDecimal(text, context);
}

/**
 * Moves the decimal point of a published decimal (g → kg is -3, percent → fraction is -2) on its text,
 * so the result is the exact decimal instead of a binary quotient such as 0.44455800000000004.
 */
export function shiftDecimal(text: string, places: number, context: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new Error(`${context}: not a plain decimal: ${JSON.stringify(text)}`);
  const integerPart = match[1] as string;
  const fractionPart = match[2] ?? '';
  const fractionDigits = fractionPart.length - places;
  const digits = `${integerPart}${fractionPart}`;
  if (fractionDigits <= 0) return Number(`${digits}${'0'.repeat(-fractionDigits)}`);
  const padded = digits.padStart(fractionDigits + 1, '0');
  return Number(`${padded.slice(0, -fractionDigits)}.${padded.slice(-fractionDigits)}`);
}

/**
 * Rounds a sum of published decimals to 10 decimal places. The inputs have at most 6, so this removes
 * only binary floating-point noise and never changes a published digit.
 */
export function roundSum(value: number): number {
  return Number(value.toFixed(10));
}

/**
 * Rounds a computed (not published) value to 15 significant digits: every double prints back exactly at
 * that precision, so this drops only the last-bit noise of binary arithmetic (0.013496000000000001 →
 * 0.013496) and changes no value by more than about one part in 10^15.
 */
export function roundDerived(value: number): number {
  return Number(value.toPrecision(15));
}
