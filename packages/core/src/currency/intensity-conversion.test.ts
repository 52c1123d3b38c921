import { describe, expect, it } from 'vitest';
import { CurrencyError } from './currency-errors.ts';
import { convertIntensity } from './intensity-conversion.ts';

describe('convertIntensity', () => {
  it.each([
    // A million EUR is 1.08238 million USD in 2024, so 1 t per million USD is 1.08238 t per million EUR.
    [1, 't/mioUSD', 't/mioEUR', 2024, 1.08238],
    [1.08238, 't/mioEUR', 't/mioUSD', 2024, 1],
    [100, 't/mioEUR', 't/mioJPY', 2024, 0.6103071826185686], // 100 / 163.851914
    [2, 't/mioAED', 't/mioUSD', 2022, 7.345], // 2 × 3.6725 AED per USD
    [5, 't/mioEUR', 't/mioEUR', 2024, 5],
  ])('%s %s is %s %s in %i', (value, from, to, year, expected) => {
    expect(convertIntensity(value, from, to, year).value).toBe(expected);
  });

  it('reports the rate year it used', () => {
    const result = convertIntensity(1, 't/mioUSD', 't/mioEUR', 2029);
    expect(result.exchangeRate).toMatchObject({ requestedYear: 2029, rateYear: 2026, isFallback: true });
    expect(result.value).toBe(1.169626);
  });

  it.each([
    ['t/mioTND', 't/mioEUR', 'TND'],
    ['t/mioUSD', 't/mioCOP', 'COP'],
  ])('refuses %s → %s: no documented rate is shipped for %s', (from, to, missing) => {
    let caught: unknown;
    try {
      convertIntensity(1, from, to, 2024);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CurrencyError);
    expect(caught).toMatchObject({
      code: 'RATE_UNAVAILABLE',
      message: `No documented exchange rate is shipped for ${missing}. Enter the amount in another currency, or import a company rate.`,
    });
  });

  it('refuses units that are not tonnes per million of a currency', () => {
    expect(() => convertIntensity(1, 'deliveries', 't/mioEUR', 2024)).toThrow(
      '"deliveries" is not a tonnes-per-million-currency unit',
    );
    expect(() => convertIntensity(1, 'kg', 't/mioEUR', 2024)).toThrow(
      'Unknown unit "kg" in category "intensity"',
    );
  });
});
