import { describe, expect, it } from 'vitest';
import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY, getCurrency, isCurrencyCode } from './currencies.ts';
import { ANNUAL_RATES_PER_EUR } from './rates.generated.ts';

describe('currencies', () => {
  it('lists the 22 currencies of the spec in its order', () => {
    expect(CURRENCY_CODES).toEqual([
      'EUR',
      'GBP',
      'USD',
      'AED',
      'AUD',
      'BRL',
      'CAD',
      'CHF',
      'COP',
      'CZK',
      'DKK',
      'HKD',
      'JPY',
      'LTL',
      'MXN',
      'NOK',
      'NZD',
      'PLN',
      'SEK',
      'TND',
      'TRY',
      'ZAR',
    ]);
    expect(CURRENCIES.map((currency) => currency.code)).toEqual(CURRENCY_CODES);
  });

  it('defaults to EUR, symbol €, name Euros', () => {
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(getCurrency(DEFAULT_CURRENCY)).toEqual({
      code: 'EUR',
      symbol: '€',
      names: { en: 'Euros', de: 'Euro' },
    });
  });

  it('gives every currency a symbol and English and German names', () => {
    for (const currency of CURRENCIES) {
      expect(currency.symbol.length).toBeGreaterThan(0);
      expect(currency.names.en.length).toBeGreaterThan(0);
      expect(currency.names.de.length).toBeGreaterThan(0);
    }
  });

  it('recognises exact codes only', () => {
    expect(isCurrencyCode('CHF')).toBe(true);
    expect(isCurrencyCode('chf')).toBe(false);
    expect(isCurrencyCode('CNY')).toBe(false);
    expect(getCurrency('CNY')).toBeUndefined();
  });

  it('ships a rate for every year 2015-2024 of every currency with a documented source', () => {
    for (const [code, rates] of Object.entries(ANNUAL_RATES_PER_EUR)) {
      if (code === 'COP' || code === 'TND') continue;
      const years = rates.map((rate) => rate.year);
      for (let year = 2015; year <= 2024; year += 1) expect(years, `${code} ${year}`).toContain(year);
      for (const rate of rates) expect(rate.unitsPerEur).toBeGreaterThan(0);
    }
  });

  it('keeps COP and TND in the list but ships no rate for them (no documented source)', () => {
    expect(getCurrency('COP')?.names.en).toBe('Colombian pesos');
    expect(getCurrency('TND')?.names.en).toBe('Tunisian dinars');
    expect(ANNUAL_RATES_PER_EUR.COP).toEqual([]);
    expect(ANNUAL_RATES_PER_EUR.TND).toEqual([]);
  });

  it('ships only documented rate sources', () => {
    const sources = new Set(
      Object.values(ANNUAL_RATES_PER_EUR).flatMap((rates) => rates.map((r) => r.source)),
    );
    expect([...sources].sort()).toEqual(['ecb', 'fixed-conversion', 'usd-peg']);
  });
});
