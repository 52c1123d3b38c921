import { describe, expect, it } from 'vitest';
import type { DisplayLocale } from './display-locale.ts';
import { formatFigure, formatFigureWithUnit } from './format-figure.ts';

describe('formatFigure', () => {
  it.each([
    [1.8296, 'en', '1.83'],
    [1_250_000.5, 'en', '1,250,000.5'],
    [1_250_000.5, 'de', '1.250.000,5'],
    [0, 'en', '0'],
    [0.01, 'en', '0.01'],
    [0.000035512345, 'en', '0.00003551'],
    [0.000035512345, 'de', '0,00003551'],
    [-0.0042, 'de', '-0,0042'],
    [1.83e-7, 'en', '1.83e-7'],
    [Number.NaN, 'en', '–'],
  ] as [number, DisplayLocale, string][])('%d in %s → %s', (value, locale, text) => {
    expect(formatFigure(value, locale)).toBe(text);
  });
});

describe('formatFigureWithUnit', () => {
  it.each([
    [5.689e-6, 'utr:tCO2e/iso4217:GBP', 'en', '5.69 tCO2e per million GBP'],
    [5.689e-6, 'utr:tCO2e/iso4217:GBP', 'de', '5,69 tCO2e pro Mio. GBP'],
    [1.82961234e-6, 'utr:tCO2e/iso4217:EUR', 'en', '1.83 tCO2e per million EUR'],
    [1234.5, 'utr:MWh', 'en', '1,234.5 MWh'],
    [1.8296, 'utr:tCO2e', 'de', '1,83 tCO2e'],
    [12, 'xbrli:pure', 'en', '12'],
    [250000, 'iso4217:EUR', 'de', '250.000 EUR'],
  ] as [number, string, DisplayLocale, string][])('%d %s in %s → %s', (value, unit, locale, text) => {
    expect(formatFigureWithUnit(value, unit, locale)).toBe(text);
  });
});
