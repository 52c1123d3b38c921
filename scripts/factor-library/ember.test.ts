import { describe, expect, it } from 'vitest';
import { findFactor, readLibraryFactors } from './library-fixtures.ts';

const factors = readLibraryFactors('ember-owid-2024.ndjson');

describe('Ember / OWID grid electricity', () => {
  it('has 214 countries and 24 aggregates, each with its own region code', () => {
    expect(factors).toHaveLength(238);
    expect(new Set(factors.map((factor) => factor.region)).size).toBe(238);
    // 'EU' is two letters too: ISO 3166-1 reserves it for the European Union.
    const twoLetter = factors.filter((factor) => /^[A-Z]{2}$/.test(factor.region ?? ''));
    expect(twoLetter.filter((factor) => factor.region !== 'EU')).toHaveLength(214);
  });

  it('converts the UK from g to kg CO2e/kWh with its generation mix as shares', () => {
    // 2024: 210.8911 g CO2e/kWh; gas 30.3702 %, wind 29.3074 %, nuclear 14.2842 %, other renewables blank.
    const uk = findFactor(factors, 'ember-owid-2024:GB');
    expect(uk).toMatchObject({
      value: 0.2108911,
      year: 2024,
      scope: 2,
      basis: 'lifeCycle',
      activityUnit: 'kWh',
    });
    expect(uk.electricityMix).toMatchObject({
      gas: 0.303702,
      wind: 0.293074,
      nuclear: 0.142842,
      otherRenewables: null,
    });
    // renewable = hydro 2.027 + solar 5.2048 + wind 29.3074 + bioenergy 14.1082 (+ blank) = 50.6474 %
    expect(uk.electricityMix?.renewable).toBe(0.506474);
    // non-renewable = coal 0.6686 + gas 30.3702 + other fossil 4.0294 + nuclear 14.2842 = 49.3524 %
    expect(uk.electricityMix?.nonRenewable).toBe(0.493524);
  });

  it('maps ISO alpha-3 to alpha-2, including Namibia whose code is the text NA, and Kosovo to XK', () => {
    expect(factors.find((factor) => factor.level3 === 'Namibia')?.region).toBe('NA');
    expect(factors.find((factor) => factor.level3 === 'Kosovo')?.region).toBe('XK');
    expect(factors.find((factor) => factor.level3 === 'Germany')?.region).toBe('DE');
  });

  it('gives aggregates explicit codes and keeps OWID aggregates apart from Ember ones', () => {
    expect(findFactor(factors, 'ember-owid-2024:WORLD')).toMatchObject({ value: 0.4730065, level3: 'World' });
    expect(findFactor(factors, 'ember-owid-2024:EU').level3).toBe('EU (Ember)');
    expect(findFactor(factors, 'ember-owid-2024:OWID-EU27').level3).toBe('European Union (27)');
  });

  it('splits every mix into renewable and non-renewable (nuclear counted as non-renewable)', () => {
    for (const factor of factors) {
      const mix = factor.electricityMix;
      expect(mix).not.toBeNull();
      expect(Math.abs((mix?.renewable ?? 0) + (mix?.nonRenewable ?? 0) - 1)).toBeLessThan(0.01);
    }
  });
});
