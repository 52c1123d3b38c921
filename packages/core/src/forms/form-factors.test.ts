import { describe, expect, it } from 'vitest';
import type { NormalizedFactor } from '../factors/factor-schema.ts';
import type { FormOption } from './form-definition.ts';
import { FORM_DEFINITIONS } from './form-registry.ts';
import { listFormOptions, type OptionEntry } from './form-walk.ts';
import { getQuantityInput } from './option-rules.ts';
import { loadFactorLibrary } from './testing/factor-library.ts';

const library = loadFactorLibrary();
const ENTRIES = Object.values(FORM_DEFINITIONS).flatMap((form) =>
  listFormOptions(form).map((entry) => ({ form: form.type, ...entry })),
);

/**
 * Scope 3 categories whose sections may use library factors tagged with another category: DESNZ tags
 * travel rows 6, but a commute is category 7; freight rows are 4, downstream transport is 9; waste rows
 * are 5, the end-of-life treatment of sold products is 12. USEEIO tags every sector 1 whatever is bought
 * (capital goods, freight, travel), so spend factors take the section's category without this check.
 */
const OTHER_FACTOR_CATEGORIES: Readonly<Record<number, readonly number[]>> = { 7: [6], 9: [4], 12: [5] };

function requireEditions(lineageKey: string): readonly NormalizedFactor[] {
  const editions = library.byLineageKey.get(lineageKey);
  if (!editions?.length) throw new Error(`${lineageKey} is not in the factor library`);
  return editions;
}

function describeOption(entry: OptionEntry & { form: string }): string {
  return `${entry.form}/${entry.option.id}`;
}

function expectedFactorScope(entry: OptionEntry): number | undefined {
  return entry.option.reusesFactorOfScope ?? entry.sectionEntry.ghg?.scope;
}

function libraryKeysOf(option: FormOption): string[] {
  return (option.factor.kind === 'library' || option.factor.kind === 'spend') && option.factor.lineageKey
    ? [option.factor.lineageKey]
    : [];
}

describe('form options and the committed factor library', () => {
  it('loads the library', () => {
    expect(library.factors.length).toBeGreaterThan(10_000);
  });

  it("ties every library and spend option to an emission factor with a value, in the quantity's unit category", () => {
    let checked = 0;
    for (const entry of ENTRIES) {
      const quantity = getQuantityInput(entry.option);
      for (const key of libraryKeysOf(entry.option)) {
        for (const factor of requireEditions(key)) {
          const where = `${describeOption(entry)} → ${factor.id}`;
          expect(factor.kind, where).toBe('emissionFactor');
          expect(factor.value, where).not.toBeNull();
          expect(factor.unitCategory, where).toBe(quantity?.unitCategory);
          if (entry.option.factor.kind === 'spend') expect(factor.source, where).toBe('EPA_USEEIO');
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("uses factors of the section's scope (or the declared reused scope) and a fitting Scope 3 category", () => {
    for (const entry of ENTRIES) {
      const scope = expectedFactorScope(entry);
      if (scope === undefined) continue;
      for (const key of libraryKeysOf(entry.option)) {
        for (const factor of requireEditions(key)) {
          const where = `${describeOption(entry)} → ${factor.id}`;
          expect(factor.scope, where).toBe(scope);
          const category = entry.sectionEntry.ghg?.scope3Category;
          const isSpend = entry.option.factor.kind === 'spend';
          if (scope === 3 && category !== undefined && !isSpend && factor.scope3Category !== null) {
            const allowed = [category, ...(OTHER_FACTOR_CATEGORIES[category] ?? [])];
            expect(allowed, where).toContain(factor.scope3Category);
          }
        }
      }
    }
  });

  it("has only well-to-tank or T&D upstream factors of Scope 3 category 3, in the quantity's unit", () => {
    let checked = 0;
    for (const entry of ENTRIES) {
      const quantity = getQuantityInput(entry.option);
      for (const ref of entry.option.upstream ?? []) {
        if (ref.kind !== 'library') continue;
        for (const factor of requireEditions(ref.lineageKey)) {
          const where = `${describeOption(entry)} ↑ ${factor.id}`;
          expect(factor.kind, where).toBe('emissionFactor');
          expect(factor.value, where).not.toBeNull();
          expect([factor.scope, factor.scope3Category], where).toEqual([3, 3]);
          expect(['wellToTank', 'transmissionAndDistribution'], where).toContain(factor.basis);
          expect(factor.unitCategory, where).toBe(quantity?.unitCategory);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it("reports biogenic CO2 with outside-of-scopes factors in the quantity's unit", () => {
    const withBiogenic = ENTRIES.filter((entry) => entry.option.biogenicCo2);
    expect(withBiogenic.length).toBeGreaterThan(5);
    for (const entry of withBiogenic) {
      for (const factor of requireEditions(entry.option.biogenicCo2?.lineageKey ?? '')) {
        const where = `${describeOption(entry)} ♻ ${factor.id}`;
        expect(factor.scope, where).toBeNull();
        expect(factor.value, where).not.toBeNull();
        expect(factor.unitCategory, where).toBe(getQuantityInput(entry.option)?.unitCategory);
      }
    }
  });

  it('offers in every picker usable factors that fit the option', () => {
    for (const entry of ENTRIES) {
      const { factor } = entry.option;
      if (factor.kind !== 'picker') continue;
      const { filter } = factor;
      const matches = library.factors.filter(
        (candidate) =>
          candidate.kind === 'emissionFactor' &&
          candidate.value !== null &&
          (filter.source === undefined || candidate.source === filter.source) &&
          (filter.level1 === undefined || candidate.level1 === filter.level1) &&
          (filter.unitCategory === undefined || candidate.unitCategory === filter.unitCategory) &&
          (filter.scope === undefined || candidate.scope === filter.scope) &&
          !(filter.excludeLevel1 ?? []).includes(candidate.level1 ?? ''),
      );
      expect(matches.length, describeOption(entry)).toBeGreaterThan(0);
      expect(filter.unitCategory, describeOption(entry)).toBe(getQuantityInput(entry.option)?.unitCategory);
    }
  });

  it('uses one GWP set, AR5, for every library factor that states one', () => {
    for (const entry of ENTRIES) {
      for (const key of libraryKeysOf(entry.option)) {
        for (const factor of requireEditions(key)) {
          if (factor.gwpSet !== null)
            expect(factor.gwpSet, `${describeOption(entry)} → ${factor.id}`).toBe('AR5');
        }
      }
    }
  });
});
