import { describe, expect, it } from 'vitest';
import { normalizeUnitText } from './normalize-unit-text.ts';

describe('normalizeUnitText', () => {
  it.each([
    ['Kubikfuß', 'kubikfuss'],
    ['Mètres Cubes', 'metrescubes'],
    ['m³', 'm3'],
    ['kWh (Gross CV)', 'kwh(grosscv)'],
    ['أطنان', 'اطنان'],
    ['سـاعة', 'ساعه'],
    ['t/Mio. EUR', 't/mioeur'],
  ])('turns "%s" into "%s"', (text, expected) => {
    expect(normalizeUnitText(text)).toBe(expected);
  });

  it('keeps case when asked, to tell Mg from mg', () => {
    expect(normalizeUnitText('M g', { preserveCase: true })).toBe('Mg');
  });
});
