import { describe, expect, it } from 'vitest';
import { divideRationals, parseDecimal, parseNumber, parseRatio, roundToDouble } from './exact-ratio.ts';

describe('exact ratios', () => {
  it.each([
    ['0.0003048', 381n, 1250000n],
    ['-2.50', -5n, 2n],
    ['1.5e-7', 3n, 20000000n],
    ['1e3', 1000n, 1n],
    ['.5', 1n, 2n],
    ['0', 0n, 1n],
  ])('parses "%s" as %s/%s', (text, n, d) => {
    expect(parseDecimal(text)).toEqual({ n, d });
  });

  it.each(['', 'abc', '1.2.3', '--1', 'e5'])('rejects "%s"', (text) => {
    expect(() => parseDecimal(text)).toThrow(RangeError);
  });

  it('reads a double as the decimal it prints as', () => {
    expect(parseNumber(0.1)).toEqual({ n: 1n, d: 10n });
    expect(() => parseNumber(Number.NaN)).toThrow(RangeError);
  });

  it('rounds to the nearest double once', () => {
    expect(roundToDouble(parseRatio({ numerator: '1', denominator: '3.6' }))).toBe(0.2777777777777778);
    expect(roundToDouble(parseRatio({ numerator: '2', denominator: '3' }))).toBe(2 / 3);
    expect(roundToDouble(parseDecimal('-1e-300'))).toBe(-1e-300);
    expect(roundToDouble(parseDecimal('123456789012345678901234567890'))).toBe(1.2345678901234568e29);
  });

  it('refuses division by zero', () => {
    expect(() => divideRationals(parseDecimal('1'), parseDecimal('0'))).toThrow('Division by zero');
  });
});
