import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import { DESNZ_EDITIONS } from './desnz.ts';
import { findFactor, hasSources, readLibraryFactors, SOURCE_DIR } from './library-fixtures.ts';
import { getField, readCsvRecords } from './parse-csv.ts';

const editions = [
  { file: 'desnz-2025.ndjson', prefix: 'desnz-2025', spec: DESNZ_EDITIONS[0] },
  { file: 'desnz-2024-v1.1.ndjson', prefix: 'desnz-2024-v1.1', spec: DESNZ_EDITIONS[1] },
] as const;

function collectRowIds(factors: readonly NormalizedFactor[]): string[] {
  return factors.flatMap((factor) => factor.sourceRowIds);
}

describe.each(editions)('DESNZ $file', ({ file, prefix, spec }) => {
  const factors = readLibraryFactors(file);

  it('holds each of the 8,740 raw rows in exactly one factor', () => {
    const rowIds = collectRowIds(factors);
    expect(rowIds).toHaveLength(8740);
    expect(new Set(rowIds).size).toBe(8740);
  });

  it.skipIf(!hasSources)('holds exactly the row ids of the source file', () => {
    const valueColumn = `GHG Conversion Factor ${spec?.year}`;
    const header = [
      'ID',
      'Scope',
      'Level 1',
      'Level 2',
      'Level 3',
      'Level 4',
      'Column Text',
      'UOM',
      'GHG/Unit',
      valueColumn,
    ];
    const sourceIds = readCsvRecords(join(SOURCE_DIR, spec?.file ?? ''), header).map((row) =>
      getField(row, 'ID'),
    );
    expect(collectRowIds(factors).sort()).toEqual(sourceIds.sort());
  });

  it('names each factor after its first row and keeps the row id as lineage key across editions', () => {
    for (const factor of factors) {
      expect(factor.id).toBe(`${prefix}:${factor.sourceRowIds[0]}`);
      expect(factor.lineageKey).toBe(`desnz:${factor.sourceRowIds[0]}`);
    }
  });

  it('keeps the per-gas rows as a breakdown that adds up to the total within DESNZ rounding (5 decimals)', () => {
    const withGases = factors.filter((factor) => factor.gases !== null && factor.gases.ch4 !== undefined);
    // 1,581 activities have CO2/CH4/N2O rows; DESNZ leaves 279 of them blank in both editions.
    expect(withGases).toHaveLength(1581 - 279);
    for (const factor of withGases) {
      const { co2 = 0, ch4 = 0, n2o = 0 } = factor.gases ?? {};
      expect(Math.abs((factor.value ?? 0) - co2 - ch4 - n2o)).toBeLessThanOrEqual(1.5e-5 + 1e-12);
    }
  });

  it('keeps the kWh (Net CV) and kWh (net) rows as conversions, not emissions', () => {
    const conversions = factors.filter((factor) => factor.kind === 'conversion');
    expect(conversions).toHaveLength(438 + 76);
    expect(new Set(conversions.map((factor) => factor.valueUnit))).toEqual(new Set(['kWh']));
    expect(conversions.every((factor) => factor.gwpSet === null && factor.gases === null)).toBe(true);
  });

  it('keeps blank source cells as factors without a value that say so', () => {
    const blank = factors.filter((factor) => factor.value === null);
    expect(blank.length).toBeGreaterThan(0);
    expect(blank.every((factor) => factor.notes?.includes('blank cell'))).toBe(true);
  });

  it('maps Scope 3 headings to GHG Protocol categories', () => {
    const categoryOf = (level1: string) =>
      new Set(factors.filter((factor) => factor.level1 === level1).map((factor) => factor.scope3Category));
    expect(categoryOf('Business travel- air')).toEqual(new Set([6]));
    expect(categoryOf('Hotel stay')).toEqual(new Set([6]));
    expect(categoryOf('Homeworking')).toEqual(new Set([7]));
    expect(categoryOf('Freighting goods')).toEqual(new Set([4]));
    expect(categoryOf('Waste disposal')).toEqual(new Set([5]));
    expect(categoryOf('WTT- fuels')).toEqual(new Set([3]));
    expect(categoryOf('Transmission and distribution')).toEqual(new Set([3]));
    expect(categoryOf('Material use')).toEqual(new Set([1]));
    expect(categoryOf('Water supply')).toEqual(new Set([1]));
    expect(categoryOf('Water treatment')).toEqual(new Set([5]));
    expect(categoryOf('Fuels')).toEqual(new Set([null]));
    expect(factors.filter((factor) => factor.scope === 3 && factor.scope3Category === null)).toEqual([]);
  });

  it('puts outside-of-scopes biogenic CO2 in no scope', () => {
    const outside = factors.filter((factor) => factor.level0 === 'Outside of Scopes');
    expect(outside).toHaveLength(58);
    for (const factor of outside) {
      expect(factor.scope).toBeNull();
      // Two biomethane-per-litre rows are blank in the source: no value, no breakdown.
      expect(factor.gases).toEqual(factor.value === null ? null : { co2: factor.value });
    }
  });

  it('gives hotel stays the country of the hotel and everything else GB', () => {
    const hotel = factors.filter((factor) => factor.level1 === 'Hotel stay');
    expect(hotel.find((factor) => factor.level3 === 'Australia')?.region).toBe('AU');
    expect(hotel.find((factor) => factor.level3 === 'Hong Kong, China')?.region).toBe('HK');
    expect(hotel.find((factor) => factor.level3 === 'UK (London)')?.region).toBe('GB');
    expect(factors.filter((factor) => factor.level1 !== 'Hotel stay').every((f) => f.region === 'GB')).toBe(
      true,
    );
  });
});

describe('DESNZ golden values', () => {
  const desnz2025 = readLibraryFactors('desnz-2025.ndjson');
  const desnz2024 = readLibraryFactors('desnz-2024-v1.1.ndjson');

  it('UK grid electricity is 0.17700 kg CO2e/kWh in 2025 and 0.20705 in 2024', () => {
    const isUkGrid = (factor: NormalizedFactor) =>
      factor.level1 === 'UK electricity' &&
      factor.level3 === 'Electricity: UK' &&
      factor.activityUnit === 'kWh';
    expect(desnz2025.filter(isUkGrid).map((factor) => factor.value)).toEqual([0.177]);
    expect(desnz2024.filter(isUkGrid).map((factor) => factor.value)).toEqual([0.20705]);
    const uk2025 = findFactor(desnz2025, 'desnz-2025:7_400_4000_5_1');
    expect(uk2025).toMatchObject({ scope: 2, region: 'GB', gwpSet: 'AR5', basis: 'combustion', year: 2025 });
    expect(uk2025.gases).toEqual({ co2: 0.17489, ch4: 0.0009, n2o: 0.00122 });
    expect(findFactor(desnz2024, 'desnz-2024-v1.1:7_400_4000_5_1').lineageKey).toBe(uk2025.lineageKey);
  });

  it('natural gas (gross CV) is 0.18296 kg CO2e/kWh in 2025', () => {
    const naturalGas = desnz2025.filter(
      (factor) =>
        factor.level1 === 'Fuels' && factor.level3 === 'Natural gas' && factor.calorificBasis === 'gross',
    );
    expect(naturalGas.map((factor) => [factor.value, factor.activityUnit, factor.sourceUnit])).toEqual([
      [0.18296, 'kWh', 'kWh (Gross CV)'],
    ]);
  });
});
