import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currencies.ts';
import { CurrencyError } from './currency-errors.ts';
import { convertCurrency, getRate, getRateYearRange, hasShippedRate } from './exchange-rates.ts';

const NO_RATE_MESSAGE = (code: string) =>
  `No documented exchange rate is shipped for ${code}. Enter the amount in another currency, or import a company rate.`;

/** Runs a conversion that must fail and returns its error. */
function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the conversion to throw');
}

// Annual averages copied literally from eurofxref-annual-avg.csv (units per EUR, "Source: European
// Central Bank"); 2026 is the average of the 70 fixings up to 2026-04-13.
const ECB_TABLE: readonly (readonly [string, number, number])[] = [
  ['USD', 2015, 1.109513],
  ['USD', 2022, 1.053049],
  ['USD', 2024, 1.08238],
  ['GBP', 2015, 0.725835],
  ['GBP', 2024, 0.846617],
  ['JPY', 2022, 138.027393],
  ['CHF', 2025, 0.937031],
  ['TRY', 2020, 8.054723],
  ['PLN', 2019, 4.297619],
  ['BRL', 2023, 5.401009],
  ['ZAR', 2026, 19.158896],
];

describe('getRate', () => {
  it.each(ECB_TABLE)('EUR → %s in %i is the ECB average %s', (currency, year, unitsPerEur) => {
    const rate = getRate('EUR', currency, year);
    expect(rate.rate).toBe(unitsPerEur);
    expect(rate).toMatchObject({ rateYear: year, isFallback: false, toLeg: { source: 'ecb' } });
  });

  it('crosses two currencies through EUR', () => {
    // USD per GBP in 2024 = 1.08238 / 0.846617, rounded once.
    expect(getRate('GBP', 'USD', 2024).rate).toBe(1.2784765720508802);
    expect(getRate('USD', 'EUR', 2024).rate).toBe(0.9238899462296051);
    expect(getRate('EUR', 'EUR', 2024).rate).toBe(1);
  });

  it('marks the running year as a partial-year average', () => {
    expect(getRate('EUR', 'ZAR', 2026).toLeg.isCompleteYear).toBe(false);
    expect(getRate('EUR', 'ZAR', 2025).toLeg.isCompleteYear).toBe(true);
  });

  it.each([2015, 2020, 2024, 2026])('uses the fixed LTL conversion rate 3.4528 LTL/EUR in %i', (year) => {
    const rate = getRate('EUR', 'LTL', year);
    expect(rate.rate).toBe(3.4528);
    expect(rate.toLeg.source).toBe('fixed-conversion');
  });

  it('converts LTL back to EUR at the fixed rate', () => {
    expect(getRate('LTL', 'EUR', 2020).rate).toBe(0.2896200185356812); // 1 / 3.4528
  });

  it.each([2015, 2019, 2022, 2024, 2026])('keeps AED at its USD peg of 3.6725 in %i', (year) => {
    const rate = getRate('USD', 'AED', year);
    expect(rate.rate).toBe(3.6725);
    expect(rate.toLeg.source).toBe('usd-peg');
  });

  it('derives AED per EUR from the peg and the ECB USD rate of the year', () => {
    const rate = getRate('EUR', 'AED', 2024);
    expect(rate.rate).toBe(3.97504055); // 3.6725 × 1.08238, exact
    expect(rate.toLeg.basis).toBe('3.6725 AED/USD × 1.08238 USD/EUR (ECB 2024)');
  });

  it.each([
    ['COP', 'USD', 'COP'],
    ['USD', 'COP', 'COP'],
    ['EUR', 'TND', 'TND'],
    ['TND', 'GBP', 'TND'],
    ['cop', 'eur', 'COP'],
  ])('refuses %s → %s: no documented rate is shipped for %s', (from, to, missing) => {
    for (const year of [2015, 2023, 2026, 2031]) {
      const error = catchError(() => getRate(from, to, year));
      expect(error).toBeInstanceOf(CurrencyError);
      expect(error).toMatchObject({ code: 'RATE_UNAVAILABLE', message: NO_RATE_MESSAGE(missing) });
    }
  });

  it('names both currencies when neither side has a rate, and refuses COP → COP too', () => {
    expect(() => getRate('COP', 'TND', 2024)).toThrow(
      'No documented exchange rate is shipped for COP and TND. Enter the amount in another currency',
    );
    expect(catchError(() => getRate('TND', 'TND', 2024))).toMatchObject({
      code: 'RATE_UNAVAILABLE',
      message: NO_RATE_MESSAGE('TND'),
    });
  });

  it('falls back to the nearest earlier year in which both currencies have a rate, and says so', () => {
    expect(getRate('GBP', 'EUR', 2028)).toMatchObject({
      requestedYear: 2028,
      rateYear: 2026,
      isFallback: true,
    });
    expect(getRate('EUR', 'USD', 2031)).toMatchObject({ rateYear: 2026, rate: 1.169626 });
  });

  it('throws when no year at or before the requested one has a rate', () => {
    expect(() => getRate('EUR', 'USD', 2014)).toThrow('No EUR/USD exchange rate for 2014 or an earlier year');
    expect(catchError(() => getRate('EUR', 'USD', 2014))).toMatchObject({ code: 'RATE_UNAVAILABLE' });
  });

  it('throws a clear error for an unknown currency', () => {
    expect(() => getRate('XYZ', 'EUR', 2024)).toThrow('Unknown currency "XYZ": supported are EUR, GBP, USD');
    expect(() => getRate('EUR', 'CNY', 2024)).toThrow(CurrencyError);
    try {
      getRate('EUR', 'BTC', 2024);
    } catch (error) {
      expect(error).toMatchObject({ name: 'CurrencyError', code: 'UNKNOWN_CURRENCY' });
    }
  });

  it('reads currency codes case-insensitively and rejects a non-calendar year', () => {
    expect(getRate('eur', 'usd', 2024)).toMatchObject({ from: 'EUR', to: 'USD', rate: 1.08238 });
    expect(() => getRate('EUR', 'USD', 2024.5)).toThrow('Not a calendar year: 2024.5');
  });

  it('covers 2015 to the latest published year', () => {
    expect(getRateYearRange()).toEqual({ first: 2015, last: 2026 });
  });
});

describe('convertCurrency', () => {
  it.each([
    [1000, 'EUR', 'USD', 2024, 1082.38],
    [100, 'USD', 'JPY', 2024, 15138.113601507788], // 100 × 163.851914 / 1.08238
    [1000, 'AED', 'USD', 2015, 272.2940776038121], // 1000 / 3.6725
    [3.4528, 'LTL', 'EUR', 2018, 1],
    [0, 'GBP', 'EUR', 2020, 0],
  ])('%s %s is %s %s at the %s average', (amount, from, to, year, expected) => {
    expect(convertCurrency(amount, from, to, year).amount).toBe(expected);
  });

  it('returns the rate it used with the result', () => {
    expect(convertCurrency(10, 'EUR', 'GBP', 2015).exchangeRate).toMatchObject({
      rate: 0.725835,
      rateYear: 2015,
    });
  });

  it('rejects an amount that is not a finite number', () => {
    expect(() => convertCurrency(Number.NaN, 'EUR', 'USD', 2024)).toThrow('not a finite number');
  });

  it.each([
    ['COP', 'EUR'],
    ['EUR', 'COP'],
    ['TND', 'USD'],
    ['AED', 'TND'],
  ])('refuses to convert %s → %s (no documented rate)', (from, to) => {
    const missing = from === 'COP' || from === 'TND' ? from : to;
    expect(catchError(() => convertCurrency(1000, from, to, 2024))).toMatchObject({
      name: 'CurrencyError',
      code: 'RATE_UNAVAILABLE',
      message: NO_RATE_MESSAGE(missing),
    });
  });
});

describe('hasShippedRate', () => {
  it('is false for COP and TND, which have no documented rate source', () => {
    expect(hasShippedRate('COP')).toBe(false);
    expect(hasShippedRate('TND')).toBe(false);
    expect(hasShippedRate('tnd')).toBe(false);
  });

  it('is true for every other supported currency, EUR included', () => {
    const others = CURRENCY_CODES.filter((code) => code !== 'COP' && code !== 'TND');
    expect(others).toHaveLength(20);
    for (const code of others) expect(hasShippedRate(code), code).toBe(true);
    expect(hasShippedRate('usd')).toBe(true);
  });

  it('is false for a code outside the supported list', () => {
    expect(hasShippedRate('CNY')).toBe(false);
    expect(hasShippedRate('')).toBe(false);
  });
});
