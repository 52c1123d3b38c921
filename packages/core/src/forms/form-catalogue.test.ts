import { describe, expect, it } from 'vitest';
import type { NormalizedFactor } from '../factors/factor-schema.ts';
import { FORM_DEFINITIONS } from './form-registry.ts';
import { listFormOptions } from './form-walk.ts';
import { loadFactorLibrary } from './testing/factor-library.ts';

/**
 * The catalogues build lineage keys from DESNZ row codes. These tests read the rows back and check they
 * are what the option says (size, fuel, haul, class, RF, treatment, country), so an offset error in a row
 * code cannot slip through as "some other factor with a value".
 */
const library = loadFactorLibrary();

type LibraryEntry = { id: string; label: string; factor: NormalizedFactor; upstream: NormalizedFactor[] };

function editionOf(lineageKey: string, edition: string): NormalizedFactor | undefined {
  return library.byLineageKey.get(lineageKey)?.find((factor) => factor.edition === edition);
}

const ENTRIES: LibraryEntry[] = Object.values(FORM_DEFINITIONS).flatMap((form) =>
  listFormOptions(form).flatMap(({ option }) => {
    if (option.factor.kind !== 'library') return [];
    const factor =
      editionOf(option.factor.lineageKey, '2025') ?? library.byLineageKey.get(option.factor.lineageKey)?.[0];
    if (!factor) return [];
    const upstream = (option.upstream ?? []).flatMap((ref) => {
      const found = ref.kind === 'library' ? editionOf(ref.lineageKey, factor.edition) : undefined;
      return found ? [found] : [];
    });
    return [{ id: option.id, label: option.label.en, factor, upstream }];
  }),
);

function entriesMatching(pattern: RegExp): (LibraryEntry & { match: RegExpMatchArray })[] {
  return ENTRIES.flatMap((entry) => {
    const match = entry.id.match(pattern);
    return match ? [{ ...entry, match }] : [];
  });
}

describe('catalogue rows are the rows their options name', () => {
  it('matches car size and fuel', () => {
    const fuels: Record<string, string> = {
      diesel: 'Diesel',
      petrol: 'Petrol',
      hybrid: 'Hybrid',
      cng: 'CNG',
      lpg: 'LPG',
      'unknown-fuel': 'Unknown',
      phev: 'Plug-in Hybrid Electric Vehicle',
      bev: 'Battery Electric Vehicle',
    };
    const cars = entriesMatching(
      /-(small|medium|large|average)-(diesel|petrol|hybrid|cng|lpg|unknown-fuel|phev|bev)$/,
    );
    expect(cars.length).toBeGreaterThan(60);
    for (const { id, factor, match } of cars) {
      const [, size = '', fuel = ''] = match;
      expect([factor.level3, factor.variant], id).toEqual([
        `${size[0]?.toUpperCase()}${size.slice(1)} car`,
        fuels[fuel],
      ]);
    }
  });

  it('matches flight haul, cabin class and radiative forcing', () => {
    const hauls: Record<string, string> = {
      domestic: 'Domestic',
      'short-haul': 'Short-haul',
      'long-haul': 'Long-haul',
      international: 'International',
    };
    const cabins: Record<string, string> = {
      average: 'Average passenger',
      economy: 'Economy class',
      'premium-economy': 'Premium economy class',
      business: 'Business class',
      first: 'First class',
    };
    const flights = entriesMatching(
      /(?:^|-)flight-(domestic|short-haul|long-haul|international)-([a-z-]+?)(-no-rf)?$/,
    );
    expect(flights.length).toBeGreaterThan(40);
    for (const { id, factor, match } of flights) {
      const [, haul = '', cabin = '', noRf] = match;
      expect(factor.level3?.startsWith(hauls[haul] ?? '?'), id).toBe(true);
      expect([factor.level4, factor.variant], id).toEqual([cabins[cabin], noRf ? 'Without RF' : 'With RF']);
    }
    for (const { id, factor } of entriesMatching(/-air-(domestic|short-haul|long-haul|international)$/)) {
      expect(factor.variant, id).toBe('With RF');
    }
  });

  it('matches waste treatment, material grade, hotel country and HGV load', () => {
    const treatments: Record<string, string> = {
      'open-loop': 'Open-loop',
      'closed-loop': 'Closed-loop',
      incineration: 'Incineration with Energy Recovery',
      composting: 'Composting',
      landfill: 'Landfill',
      'anaerobic-digestion': 'Anaerobic digestion',
    };
    for (const entry of ENTRIES.filter((candidate) => candidate.factor.level1 === 'Waste disposal')) {
      const treatment = Object.keys(treatments).find((key) => entry.id.endsWith(`-${key}`));
      expect(entry.factor.variant, entry.id).toBe(treatments[treatment ?? '']);
    }
    for (const entry of ENTRIES.filter((candidate) => candidate.factor.level1 === 'Material use')) {
      const grade = entry.id.endsWith('-recycled') ? 'Closed-loop source' : 'Primary material production';
      expect(entry.factor.variant, entry.id).toBe(grade);
    }
    const hotels = ENTRIES.filter((candidate) => candidate.factor.level1 === 'Hotel stay');
    expect(hotels.length).toBeGreaterThan(30);
    for (const entry of hotels) {
      const country = entry.id.endsWith('-gb-london') ? 'GB' : entry.id.split('-').at(-1)?.toUpperCase();
      expect(entry.factor.region, entry.id).toBe(country);
    }
    for (const entry of ENTRIES.filter((candidate) => candidate.id.includes('-hgv-'))) {
      expect(entry.factor.variant, entry.id).toBe('Average laden');
    }
  });

  it('names every gas by its designation', () => {
    for (const entry of ENTRIES.filter((candidate) => candidate.factor.source === 'IPCC')) {
      const names = [entry.factor.level3, entry.factor.level4].filter(
        (name): name is string => name !== null,
      );
      expect(
        names.some((name) => entry.label.includes(name)),
        `${entry.id}: ${names.join(' / ')}`,
      ).toBe(true);
    }
  });

  it('pairs every well-to-tank factor with the same activity as the factor of its row', () => {
    const rowCode = (factor: NormalizedFactor) => factor.lineageKey.split('_')[2];
    let checked = 0;
    for (const { id, factor, upstream } of ENTRIES) {
      const partners = [factor, ...upstream.filter((candidate) => candidate.basis !== 'wellToTank')];
      for (const wtt of upstream.filter((candidate) => candidate.basis === 'wellToTank')) {
        const partner = partners.find((candidate) => rowCode(candidate) === rowCode(wtt));
        expect(partner, `${id} ↑ ${wtt.id} has no row`).toBeDefined();
        expect([wtt.level3, wtt.level4, wtt.variant, wtt.activityUnit], `${id} ↑ ${wtt.id}`).toEqual([
          partner?.level3,
          partner?.level4,
          partner?.variant,
          partner?.activityUnit,
        ]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(250);
  });
});
