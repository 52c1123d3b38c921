import { describe, expect, it } from 'vitest';
import { checkPublicText } from './check-public-text.ts';
import {
  describeFinancedContributions,
  describeMeasuredFootprint,
  type MeasuredFootprint,
} from './lawful-texts.ts';

describe('describeMeasuredFootprint', () => {
  it.each<{ footprint: MeasuredFootprint; en: string; de: string }>([
    {
      footprint: { kg: 1_234_567, year: 2025, scopes: [1, 2, 3] },
      en: 'Measured footprint 2025: 1,234.57 t CO2e (Scopes 1, 2 and 3)',
      de: 'Gemessener Fußabdruck 2025: 1.234,57 t CO2e (Scope 1, 2 und 3)',
    },
    {
      footprint: { kg: 999.99, year: 2024, scopes: [1] },
      en: 'Measured footprint 2024: 999.99 kg CO2e (Scope 1)',
      de: 'Gemessener Fußabdruck 2024: 999,99 kg CO2e (Scope 1)',
    },
    {
      footprint: { kg: 48_000, year: 2023, scopes: [3, 1, 1] },
      en: 'Measured footprint 2023: 48.00 t CO2e (Scopes 1 and 3)',
      de: 'Gemessener Fußabdruck 2023: 48,00 t CO2e (Scope 1 und 3)',
    },
    {
      footprint: { kg: 12_345_678_910, year: 2025, scopes: [2, 1] },
      en: 'Measured footprint 2025: 1.23e+7 t CO2e (Scopes 1 and 2)',
      de: 'Gemessener Fußabdruck 2025: 1,23e+7 t CO2e (Scope 1 und 2)',
    },
  ])('writes $en', ({ footprint, en, de }) => {
    expect(describeMeasuredFootprint(footprint, 'en')).toBe(en);
    expect(describeMeasuredFootprint(footprint, 'de')).toBe(de);
  });

  it('refuses a footprint of no scope and a year that is no whole number', () => {
    expect(() => describeMeasuredFootprint({ kg: 1, year: 2025, scopes: [] }, 'en')).toThrow(RangeError);
    expect(() => describeMeasuredFootprint({ kg: 1, year: 2025.5, scopes: [1] }, 'de')).toThrow(RangeError);
  });
});

describe('describeFinancedContributions', () => {
  it.each([
    {
      tonnes: 120,
      year: 2025,
      en: 'Financed climate projects in 2025: 120 t CO2e, reported beside the footprint and not subtracted from it',
      de: 'Finanzierte Klimaschutzprojekte 2025: 120 t CO2e, neben dem Fußabdruck ausgewiesen und nicht davon abgezogen',
    },
    {
      tonnes: 1234.567,
      year: 2024,
      en: 'Financed climate projects in 2024: 1,234.57 t CO2e, reported beside the footprint and not subtracted from it',
      de: 'Finanzierte Klimaschutzprojekte 2024: 1.234,57 t CO2e, neben dem Fußabdruck ausgewiesen und nicht davon abgezogen',
    },
  ])('writes $en', ({ tonnes, year, en, de }) => {
    expect(describeFinancedContributions({ tonnes, year }, 'en')).toBe(en);
    expect(describeFinancedContributions({ tonnes, year }, 'de')).toBe(de);
  });
});

describe('the lawful templates', () => {
  it.each(['en', 'de'] as const)('pass the claims check in %s', (locale) => {
    const texts = [
      describeMeasuredFootprint({ kg: 1_234_567, year: 2025, scopes: [1, 2, 3] }, locale),
      describeMeasuredFootprint({ kg: 0, year: 2025, scopes: [2] }, locale),
      describeFinancedContributions({ tonnes: 120, year: 2025 }, locale),
      describeFinancedContributions({ tonnes: 0, year: 2025 }, locale),
    ];
    expect(texts.map((text) => checkPublicText(text).findings)).toEqual([[], [], [], []]);
  });
});
