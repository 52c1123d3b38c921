import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  gwpTableSchema,
  refrigerantBlendTableSchema,
} from '../../packages/core/src/factors/factor-library-schema.ts';
import { findFactor, LIBRARY_DIR, readLibraryFactors } from './library-fixtures.ts';

const gwp = gwpTableSchema.parse(JSON.parse(readFileSync(`${LIBRARY_DIR}gwp.json`, 'utf8')));
const blends = refrigerantBlendTableSchema.parse(
  JSON.parse(readFileSync(`${LIBRARY_DIR}refrigerant-blends.json`, 'utf8')),
).blends;
const factors = readLibraryFactors('refrigerants.ndjson');

function findBlend(designation: string) {
  const blend = blends.find((candidate) => candidate.designation === designation);
  if (!blend) throw new Error(`no blend ${designation}`);
  return blend;
}

describe('gwp.json', () => {
  it('has CO2 = 1 and the AR4/AR5/AR6 values of CH4, N2O and SF6', () => {
    expect(gwp.gases.CO2).toMatchObject({ AR4: 1, AR5: 1, AR6: 1 });
    expect(gwp.gases.CH4).toMatchObject({ AR4: 25, AR5: 28, AR6: 27.9 });
    expect(gwp.gases.N2O).toMatchObject({ AR4: 298, AR5: 265, AR6: 273 });
    expect(gwp.gases.SF6).toMatchObject({ AR5: 23500, AR6: 25200 });
    expect(Object.keys(gwp.gases)).toHaveLength(106);
  });

  it('knows the names EPA uses for a gas', () => {
    expect(gwp.gases.HFC134a?.aliases).toContain('HFC-134a');
    expect(gwp.gases.CF4?.aliases).toEqual(expect.arrayContaining(['PFC-14', 'Carbon tetrafluoride']));
  });
});

describe('refrigerant blends (EPA Hub table 12)', () => {
  it('derives the AR6 GWP of R-410A by hand: 50 % HFC-32 + 50 % HFC-125', () => {
    // AR6: HFC-32 771, HFC-125 3740 → 0.5 × 771 + 0.5 × 3740 = 385.5 + 1870 = 2255.5
    const blend = findBlend('R-410A');
    expect(blend.components.map((c) => [c.name, c.massFraction, c.gwpAr6])).toEqual([
      ['HFC-32', 0.5, 771],
      ['HFC-125', 0.5, 3740],
    ]);
    expect(blend.gwpAr6).toBe(2255.5);
    // AR5 as published (1924) next to the recomputation 0.5 × 677 + 0.5 × 3170 = 1923.5.
    expect([blend.gwpAr5Published, blend.gwpAr5Recomputed]).toEqual([1924, 1923.5]);
    expect(findFactor(factors, 'refrigerants:blend/R-410A:AR6')).toMatchObject({
      value: 2255.5,
      gwpSet: 'AR6',
    });
    expect(findFactor(factors, 'refrigerants:blend/R-410A:AR5')).toMatchObject({
      value: 1924,
      gwpSet: 'AR5',
    });
  });

  it('counts only Kyoto-basket components, and says which components it left out', () => {
    // R-402A: 38 % HCFC-22, 60 % HFC-125, 2 % propane → AR5 0.6 × 3170 = 1902 (as EPA publishes).
    const blend = findBlend('R-402A');
    expect(blend.gwpAr5Recomputed).toBe(1902);
    expect(blend.gwpAr6).toBe(0.6 * 3740);
    expect(blend.gwpAr6AllComponents).toBeNull(); // propane has no AR6 value: not derivable, not 0
    expect(blend.notes).toContain('HCFC-22, propane');
  });

  it('reproduces every published AR5 GWP within rounding except R-424A, which is flagged', () => {
    const mismatched = blends.filter(
      (blend) => Math.abs(blend.gwpAr5Published - blend.gwpAr5Recomputed) > 0.5,
    );
    expect(mismatched.map((blend) => blend.designation)).toEqual(['R-424A']);
    expect(findBlend('R-424A').notes).toContain('does not match the composition');
  });

  it('never reports a 0 GWP without saying it is because no component counts', () => {
    for (const blend of blends.filter((candidate) => candidate.gwpAr6 === 0)) {
      expect(blend.components.every((component) => !component.isCountedInCo2e)).toBe(true);
      expect(blend.notes).toContain('No Kyoto-basket component');
    }
    expect(blends.filter((blend) => blend.gwpAr6 === null)).toEqual([]);
  });
});

describe('refrigerant factors', () => {
  it('has an AR5 and an AR6 factor per blend and per gas with a published GWP, in kg CO2e per kg', () => {
    const gasValues = Object.values(gwp.gases).flatMap((gas) => [gas.AR5, gas.AR6]);
    expect(factors).toHaveLength(blends.length * 2 + gasValues.filter((value) => value !== null).length);
    expect(new Set(factors.map((factor) => `${factor.activityUnit}/${factor.unitCategory}`))).toEqual(
      new Set(['kg/weight']),
    );
    expect(findFactor(factors, 'refrigerants:gas/HFC134a:AR6').value).toBe(1530);
  });

  it('puts Montreal Protocol gases outside the scopes', () => {
    expect(findFactor(factors, 'refrigerants:gas/HCFC22:AR5')).toMatchObject({ scope: null, value: 1760 });
    expect(findFactor(factors, 'refrigerants:gas/SF6:AR5').scope).toBe(1);
  });
});
