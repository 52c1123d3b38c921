import { describe, expect, it } from 'vitest';
import type { DisplayLocale } from './display-locale.ts';
import { formatFigure } from './format-figure.ts';

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
