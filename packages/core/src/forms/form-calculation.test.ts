import { describe, expect, it } from 'vitest';
import { calculateEmissions } from '../emissions/calculate-emissions.ts';
import { classifyEmissionsByScope } from '../emissions/ghg-scope.ts';
import { CORPORATE_FORM } from './content/corporate-form.ts';
import { findFormOption, getResultGhgScope, getResultSectionIds, type OptionEntry } from './form-walk.ts';
import { resolveGridElectricity } from './grid-electricity.ts';
import { pickEditionForYear } from './pick-edition.ts';
import { buildSpendAmount } from './spend-amount.ts';
import { loadFactorLibrary } from './testing/factor-library.ts';

const library = loadFactorLibrary();

function requireOption(id: string): OptionEntry {
  const entry = findFormOption(CORPORATE_FORM, id);
  if (!entry) throw new Error(`no option ${id}`);
  return entry;
}

function factorOf(lineageKey: string, year: number) {
  const factor = pickEditionForYear(library.byLineageKey.get(lineageKey) ?? [], year);
  if (!factor || factor.value === null) throw new Error(`no value for ${lineageKey} in ${year}`);
  return factor;
}

function upstreamFactor(entry: OptionEntry, year: number): number {
  return (entry.option.upstream ?? []).reduce(
    (sum, ref) => sum + (ref.kind === 'library' ? (factorOf(ref.lineageKey, year).value ?? 0) : 0),
    0,
  );
}

describe("computing with the Corporate form (the server's path, on the committed library)", () => {
  it('puts natural gas in Scope 1 and its well-to-tank part in Scope 3 category 3', () => {
    const entry = requireOption('stationary-natural-gas-kwh');
    expect(getResultSectionIds(entry)).toEqual({ c1: 'scope-1', c2: 'stationary-combustion' });
    const lineageKey = entry.option.factor.kind === 'library' ? entry.option.factor.lineageKey : '';
    const factor = factorOf(lineageKey, 2025);
    const { emissions } = calculateEmissions({
      amounts: [{ value: 10_000, conversionFactor: 1 }],
      emissions: {
        direct: { factor: factor.value, source: factor.id },
        indirect: { factor: upstreamFactor(entry, 2025), source: 'DESNZ 2025 WTT' },
      },
    });
    const scoped = classifyEmissionsByScope(emissions, getResultGhgScope(entry, factor));
    expect(scoped.scope1).toBeCloseTo(1829.6, 6);
    expect(scoped.scope3PerCategory).toEqual({ 3: expect.closeTo(302.1, 6) });
  });

  it('reports green electricity in GB at 0 market-based, 0.177 location-based, with DESNZ upstream', () => {
    const entry = requireOption('electricity-certificates');
    const grid = resolveGridElectricity('GB');
    const location = factorOf(grid?.lineageKey ?? '', 2025);
    const upstream = (grid?.upstreamLineageKeys ?? []).reduce(
      (sum, key) => sum + (factorOf(key, 2025).value ?? 0),
      0,
    );
    const { emissions } = calculateEmissions({
      amounts: [{ value: 1000, conversionFactor: 1 }],
      emissions: {
        direct: { factor: 0, source: 'GO certificate ref 123' },
        directLocationBased: { factor: location.value, source: location.id },
        indirect: { factor: upstream, source: 'DESNZ 2025 WTT and T&D' },
      },
    });
    const scoped = classifyEmissionsByScope(emissions, getResultGhgScope(entry, location));
    expect(scoped.scope2MarketBased).toBe(0);
    expect(scoped.scope2LocationBased).toBeCloseTo(177, 9);
    expect(scoped.scope3PerCategory[3]).toBeCloseTo(68.4, 9);
  });

  it('reports a commute with a DESNZ business travel factor in category 7, per employee × employees', () => {
    const entry = requireOption('commute-car-average-petrol');
    const lineageKey = entry.option.factor.kind === 'library' ? entry.option.factor.lineageKey : '';
    const factor = factorOf(lineageKey, 2025);
    expect(factor.scope3Category).toBe(6);
    expect(getResultGhgScope(entry, factor)).toEqual({ scope: 3, category: 7 });
    const { emissions } = calculateEmissions({
      amounts: [
        { value: 4000, conversionFactor: 1 },
        { value: 10, conversionFactor: 1 },
      ],
      emissions: { direct: { factor: factor.value, source: factor.id } },
    });
    expect(emissions.direct?.result).toBeCloseTo(40_000 * 0.16272, 6);
  });

  it('reports a USEEIO capital good in category 2 from a spend in EUR', () => {
    const entry = requireOption('capital-spend-computers');
    const lineageKey = entry.option.factor.kind === 'spend' ? (entry.option.factor.lineageKey ?? '') : '';
    const factor = factorOf(lineageKey, 2022);
    const { amount, working } = buildSpendAmount({
      fieldId: 'spend',
      value: 5000,
      currency: 'EUR',
      year: 2024,
    });
    const { emissions } = calculateEmissions({
      amounts: [amount],
      emissions: { direct: { factor: factor.value, source: factor.id } },
    });
    expect(getResultGhgScope(entry, factor)).toEqual({ scope: 3, category: 2 });
    expect(emissions.direct?.result).toBeCloseTo(5000 * working.amountUsd2022 * 0.058, 9);
  });

  it("takes the factor's own scope where a section has none (product footprints)", () => {
    const entry = { ...requireOption('stationary-natural-gas-kwh') };
    const withoutGhg = { ...entry, sectionEntry: { ...entry.sectionEntry, ghg: undefined } };
    expect(getResultGhgScope(withoutGhg, { scope: 3, scope3Category: 5 })).toEqual({ scope: 3, category: 5 });
    expect(getResultGhgScope(withoutGhg, { scope: null })).toBeUndefined();
  });
});
