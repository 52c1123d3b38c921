import { describe, expect, it } from 'vitest';
import { formatFactorPerUnit, formatFactorValue, formatRegion, formatUnit } from './factor-format.ts';

describe('factor formatting', () => {
  it.each([
    [0.177, 'en', '0.177'],
    [0.20705, 'de', '0,20705'],
    [3033.38067, 'en', '3,033.38067'],
    [0.000012345, 'en', '0.000012345'],
    [null, 'en', '–'],
  ])('shows %s in %s as %s, with every published digit', (value, locale, text) => {
    expect(formatFactorValue(value, locale)).toBe(text);
  });

  it('writes value and unit the way people read them', () => {
    expect(formatFactorPerUnit({ value: 0.177, valueUnit: 'kgCO2e', activityUnit: 'kWh' }, 'en')).toBe(
      '0.177 kg CO2e / kWh',
    );
    expect(formatUnit('t.km')).toBe('t·km');
    expect(formatUnit('kg')).toBe('kg');
  });

  it('names ISO regions and keeps other codes', () => {
    expect(formatRegion('GB', 'en')).toBe('United Kingdom');
    expect(formatRegion('DE', 'de')).toBe('Deutschland');
    expect(formatRegion('US-CAMX', 'en')).toBe('US-CAMX');
    expect(formatRegion(null, 'en')).toBe('');
  });
});
