import { describe, expect, it } from 'vitest';
import { CurrencyError } from './currency-errors.ts';
import { convertSpendToUsd2022, getCpiU } from './spend-deflation.ts';

describe('getCpiU', () => {
  it.each([
    [2015, 237.017, 12],
    [2022, 292.655, 12],
    [2024, 313.689, 12],
    [2025, 321.943, 11],
  ])('CPI-U %i averages %s over %i months (BLS)', (year, index, months) => {
    expect(getCpiU(year)).toMatchObject({ year, index, months, isFallback: false });
  });

  it('flags 2025 (October missing) and the running year as incomplete', () => {
    expect(getCpiU(2025).isCompleteYear).toBe(false);
    expect(getCpiU(2026)).toMatchObject({ months: 5, isCompleteYear: false });
  });

  it('uses the nearest earlier year after the table ends and refuses years before it', () => {
    expect(getCpiU(2030)).toMatchObject({ year: 2026, requestedYear: 2030, isFallback: true });
    expect(() => getCpiU(2010)).toThrow('No US CPI-U average for 2010 or earlier; the table starts in 2015');
  });
});

describe('convertSpendToUsd2022', () => {
  it('restates 1000 EUR spent in 2024 in 2022 US dollars, step by step', () => {
    const result = convertSpendToUsd2022(1000, 'EUR', 2024);

    // Step 1: EUR → USD at the ECB 2024 annual average, 1.08238 USD per EUR.
    //   1000 EUR × 1.08238 = 1082.38 USD (in 2024 prices)
    expect(result.exchangeRate).toMatchObject({ rate: 1.08238, rateYear: 2024, isFallback: false });
    expect(result.amountUsdNominal).toBe(1082.38);

    // Step 2: deflate to 2022 prices with CPI-U annual averages (BLS).
    //   CPI-U 2022 = 292.655, CPI-U 2024 = 313.689
    //   ratio = 292.655 / 313.689 = 0.9329463258195219
    expect(result.priceYearCpi).toMatchObject({ year: 2022, index: 292.655 });
    expect(result.spendYearCpi).toMatchObject({ year: 2024, index: 313.689 });
    expect(result.cpiRatio).toBe(0.9329463258195219);

    // Step 3: 1082.38 USD × 0.9329463258195219 = 1009.8024441405341 USD of 2022
    //   (= 1000 × 1.08238 × 292.655 / 313.689, computed exactly and rounded once)
    expect(result.amountUsd2022).toBe(1009.8024441405341);
    expect(result.amountUsd2022).toBeCloseTo((1082.38 * 292.655) / 313.689, 10);
  });

  it('leaves 2022 US dollars unchanged', () => {
    const result = convertSpendToUsd2022(500, 'USD', 2022);
    expect(result).toMatchObject({ amountUsdNominal: 500, cpiRatio: 1, amountUsd2022: 500 });
  });

  it.each(['COP', 'TND'])('refuses a spend in %s: no documented rate is shipped for it', (currency) => {
    for (const year of [2019, 2023, 2026]) {
      let caught: unknown;
      try {
        convertSpendToUsd2022(1000000, currency, year);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(CurrencyError);
      expect(caught).toMatchObject({
        code: 'RATE_UNAVAILABLE',
        message: `No documented exchange rate is shipped for ${currency}. Enter the amount in another currency, or import a company rate.`,
      });
    }
  });

  it('reports the fallback years it used for a year beyond the data', () => {
    const result = convertSpendToUsd2022(100, 'CHF', 2028);
    expect(result.exchangeRate).toMatchObject({ requestedYear: 2028, rateYear: 2026, isFallback: true });
    expect(result.spendYearCpi).toMatchObject({
      year: 2026,
      requestedYear: 2028,
      isFallback: true,
      isCompleteYear: false,
    });
  });

  it('throws for an unknown currency', () => {
    expect(() => convertSpendToUsd2022(100, 'ABC', 2024)).toThrow('Unknown currency "ABC"');
  });
});
