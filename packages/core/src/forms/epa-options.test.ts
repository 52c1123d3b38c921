import { describe, expect, it } from 'vitest';
import type { NormalizedFactor } from '../factors/factor-schema.ts';
import { defaultFactorSources } from '../factors/factor-sources.ts';
import { CORPORATE_FORM } from './content/corporate-form.ts';
import { EPA_FUEL_UPSTREAM_PROXIES, findEpaUpstreamProxy } from './epa-upstream-proxies.ts';
import { getOfferedFactorSource, getOptionFactorSource } from './factor-source.ts';
import { findFormOption, listFormOptions } from './form-walk.ts';
import { transmissionLossFactor } from './grid-electricity.ts';
import { loadFactorLibrary } from './testing/factor-library.ts';

const library = loadFactorLibrary();
const editionsOf = (key: string): readonly NormalizedFactor[] => library.byLineageKey.get(key) ?? [];
const options = listFormOptions(CORPORATE_FORM);

describe('US EPA options of the Corporate form', () => {
  it.each([
    ['US', 'EPA'],
    ['us-camx', 'EPA'],
    [' US-NYCW ', 'EPA'],
    ['GB', 'DESNZ'],
    ['DE', 'DESNZ'],
    ['', 'DESNZ'],
    [null, 'DESNZ'],
  ] as const)("offers the %s region's default %s factors first", (region, source) => {
    expect(getOfferedFactorSource(defaultFactorSources(region), 1)).toBe(source);
    expect(getOfferedFactorSource(defaultFactorSources(region), 3)).toBe(source);
  });

  it("offers the year's fuels source in Scope 1 and 2, its travel and waste source in Scope 3", () => {
    const sources = { fuels: 'EPA_HUB', travelWaste: 'DESNZ' } as const;
    expect(getOfferedFactorSource(sources, 1)).toBe('EPA');
    expect(getOfferedFactorSource(sources, 2)).toBe('EPA');
    expect(getOfferedFactorSource(sources, undefined)).toBe('EPA');
    expect(getOfferedFactorSource(sources, 3)).toBe('DESNZ');
  });

  it('offers an EPA option next to the DESNZ ones for each activity the issue lists', () => {
    const sourcesByGroup = new Map<string, Set<string | undefined>>();
    for (const entry of options) {
      if (entry.parentOptions.length > 0) continue;
      const sources = sourcesByGroup.get(entry.group.id) ?? new Set();
      sources.add(getOptionFactorSource(entry.option));
      sourcesByGroup.set(entry.group.id, sources);
    }
    for (const group of [
      'stationary-fuels',
      'vehicle-fuels',
      'heat',
      'upstream-freight',
      'waste-by-material',
      'downstream-freight',
      'end-of-life-materials',
    ]) {
      expect([...(sourcesByGroup.get(group) ?? [])], group).toEqual(expect.arrayContaining(['DESNZ', 'EPA']));
    }
    expect([...(sourcesByGroup.get('travel-epa') ?? [])]).toEqual(['EPA']);
    expect([...(sourcesByGroup.get('commute-epa') ?? [])]).toEqual(['EPA']);
  });

  it('files every EPA mobile-combustion factor under mobile combustion, never stationary', () => {
    for (const entry of options) {
      const { factor } = entry.option;
      if (factor.kind !== 'library') continue;
      const level1 = editionsOf(factor.lineageKey)[0]?.level1 ?? '';
      if (level1.startsWith('Mobile combustion')) {
        expect(entry.sectionEntry.section.id, entry.option.id).toBe('mobile-combustion');
      }
    }
    const stationaryPickers = options.filter(
      (entry) =>
        entry.sectionEntry.section.id === 'stationary-combustion' && entry.option.factor.kind === 'picker',
    );
    expect(stationaryPickers.length).toBe(2);
    for (const entry of stationaryPickers) {
      const { factor } = entry.option;
      if (factor.kind !== 'picker') continue;
      expect(factor.filter.excludeLevel1).toEqual(['Mobile combustion CO2', 'Mobile combustion CH4 and N2O']);
    }
  });

  it('has EPA vehicles by type whose parts are CH4 and N2O per mile by model year', () => {
    const car = findFormOption(CORPORATE_FORM, 'fleet-epa-gasoline-car');
    expect(car?.option.factor).toEqual({ kind: 'library', lineageKey: 'epa-hub:t2/motor-gasoline' });
    expect(car?.option.activityInputs[0]?.defaultUnit).toBe('galUS');
    const years = car?.option.children ?? [];
    expect(years.length).toBe(38);
    for (const child of years) {
      expect(child.factor.kind).toBe('library');
      expect(child.activityInputs[0]?.defaultUnit).toBe('mi');
      expect(child.parentDataToMultiplyBy).toBeUndefined();
      const key = child.factor.kind === 'library' ? child.factor.lineageKey : '';
      expect(editionsOf(key)[0]?.level1, key).toBe('Mobile combustion CH4 and N2O');
    }
  });

  it("uses as an EPA fuel's upstream proxy a DESNZ well-to-tank factor of the same unit, in every edition", () => {
    for (const [epaKey, desnzKey] of Object.entries(EPA_FUEL_UPSTREAM_PROXIES)) {
      const [epa] = editionsOf(epaKey);
      expect(epa?.source, epaKey).toBe('EPA_HUB');
      expect(findEpaUpstreamProxy(epaKey)).toBe(desnzKey);
      const proxies = editionsOf(desnzKey);
      expect(proxies.map((factor) => factor.edition).sort(), desnzKey).toEqual(['2024 v1.1', '2025']);
      for (const proxy of proxies) {
        expect([proxy.scope, proxy.scope3Category, proxy.basis], desnzKey).toEqual([3, 3, 'wellToTank']);
        expect(proxy.unitCategory, `${epaKey} → ${desnzKey}`).toBe(epa?.unitCategory);
        expect(proxy.value, desnzKey).not.toBeNull();
        // EPA heat contents are higher heating values: a kWh proxy must be on the gross basis too.
        if (epa?.calorificBasis === 'gross' && proxy.calorificBasis !== null) {
          expect(proxy.calorificBasis, desnzKey).toBe('gross');
        }
      }
    }
    expect(findEpaUpstreamProxy('epa-hub:t2/compressed-natural-gas-cng')).toBeUndefined();
    expect(findEpaUpstreamProxy('toString')).toBeUndefined();
  });

  it('labels every proxy upstream of a form option and ties it to a category 3 factor in the unit', () => {
    let checked = 0;
    for (const entry of options) {
      for (const ref of entry.option.upstream ?? []) {
        if (ref.kind !== 'proxy') continue;
        expect(getOptionFactorSource(entry.option), entry.option.id).toBe('EPA');
        const quantity = entry.option.activityInputs.find((input) => input.role === 'quantity');
        for (const factor of editionsOf(ref.lineageKey)) {
          expect([factor.scope, factor.scope3Category], ref.lineageKey).toEqual([3, 3]);
          expect(factor.unitCategory).toBe(quantity?.unitCategory);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('sizes grid losses from the grid gross loss: loss / (1 − loss) kWh lost per kWh consumed', () => {
    // 6 % lost: 100 kWh consumed means 106.38 kWh generated, 6.38 kWh lost at the grid factor.
    expect(transmissionLossFactor(0.5, 0.06)).toBeCloseTo((0.5 * 0.06) / 0.94, 15);
    expect(transmissionLossFactor(0.5, 0)).toBe(0);
    expect(transmissionLossFactor(0.5, 1)).toBeUndefined();
    expect(transmissionLossFactor(0.5, -0.1)).toBeUndefined();
    expect(transmissionLossFactor(0.5, Number.NaN)).toBeUndefined();
  });
});
