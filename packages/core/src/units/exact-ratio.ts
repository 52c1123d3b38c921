/**
 * Exact rational arithmetic for unit factors. Factors are stored as decimal strings so the unit
 * data stays JSON-serialisable (a bigint in a unit definition would make `JSON.stringify` throw);
 * they become bigint fractions only while a conversion is computed.
 */

/** An exact factor written as a quotient of two decimal numbers, e.g. `{ numerator: '1', denominator: '3.6' }`. */
export type DecimalRatio = { readonly numerator: string; readonly denominator: string };

/** A reduced fraction with a positive denominator. */
export type Rational = { readonly n: bigint; readonly d: bigint };

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Significant digits kept before the single final rounding to a double (a double holds ~17). */
const SIGNIFICANT_DIGITS = 30;

/** Builds a ratio from decimal strings; the denominator defaults to 1. */
export function createRatio(numerator: string, denominator = '1'): DecimalRatio {
  return { numerator, denominator };
}

/** Parses a decimal string such as `-0.0003048` or `1.5e-7` into an exact fraction. */
export function parseDecimal(text: string): Rational {
  const match = DECIMAL_PATTERN.exec(text.trim());
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not a decimal number: "${text}"`);
  }
  const exponent = Number(match[4] ?? '0') - fraction.length;
  let n = BigInt(`${whole}${fraction}` || '0');
  let d = 1n;
  if (exponent >= 0) n *= 10n ** BigInt(exponent);
  else d = 10n ** BigInt(-exponent);
  return reduceFraction(match[1] === '-' ? -n : n, d);
}

/**
 * Reads a double as the decimal the user typed: `String(0.1)` is "0.1", so 0.1 is taken as exactly
 * one tenth rather than the binary value 0.1000000000000000055…
 */
export function parseNumber(value: number): Rational {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  return parseDecimal(String(value));
}

/** Turns a decimal ratio into an exact fraction. */
export function parseRatio(ratio: DecimalRatio): Rational {
  return divideRationals(parseDecimal(ratio.numerator), parseDecimal(ratio.denominator));
}

/** Multiplies two fractions exactly. */
export function multiplyRationals(a: Rational, b: Rational): Rational {
  return reduceFraction(a.n * b.n, a.d * b.d);
}

/** Divides two fractions exactly; throws on division by zero. */
export function divideRationals(a: Rational, b: Rational): Rational {
  if (b.n === 0n) throw new RangeError('Division by zero');
  return reduceFraction(a.n * b.d, a.d * b.n);
}

/** Rounds a fraction to the nearest double (one rounding, after 30 exact significant digits). */
export function roundToDouble(value: Rational): number {
  if (value.n === 0n) return 0;
  const negative = value.n < 0n;
  const magnitude = negative ? -value.n : value.n;
  const shift = SIGNIFICANT_DIGITS - (magnitude.toString().length - value.d.toString().length);
  const digits =
    shift >= 0 ? (magnitude * 10n ** BigInt(shift)) / value.d : magnitude / (value.d * 10n ** BigInt(-shift));
  const result = Number(`${digits}e${-shift}`);
  return negative ? -result : result;
}

function reduceFraction(n: bigint, d: bigint): Rational {
  const divisor = findGreatestCommonDivisor(n < 0n ? -n : n, d < 0n ? -d : d);
  const sign = d < 0n ? -1n : 1n;
  return { n: (sign * n) / divisor, d: (sign * d) / divisor };
}

function findGreatestCommonDivisor(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}
