import { describe, expect, it } from 'vitest';
import {
  classifyEmissionsByScope,
  getGhgScopeOfFactor,
  ghgScopeSchema,
  parseGhgScopeId,
  type ScopedEmissions,
} from './ghg-scope.ts';

const zero: ScopedEmissions = {
  scope1: 0,
  scope2MarketBased: 0,
  scope2LocationBased: 0,
  scope3: 0,
  scope3PerCategory: {},
  unscoped: 0,
};
const emissions = { direct: { result: 100 }, directLocationBased: { result: 80 }, indirect: { result: 10 } };

describe('classifyEmissionsByScope', () => {
  it.each([
    {
      name: 'scope 1: direct in scope 1, indirect upstream in 3.3',
      scope: { scope: 1 as const },
      expected: { ...zero, scope1: 100, scope3: 10, scope3PerCategory: { 3: 10 } },
    },
    {
      name: 'scope 2: direct market-based, directLocationBased location-based',
      scope: { scope: 2 as const },
      expected: {
        ...zero,
        scope2MarketBased: 100,
        scope2LocationBased: 80,
        scope3: 10,
        scope3PerCategory: { 3: 10 },
      },
    },
    {
      name: 'scope 3 category 6: direct and indirect in 3.6',
      scope: { scope: 3 as const, category: 6 },
      expected: { ...zero, scope3: 110, scope3PerCategory: { 6: 110 } },
    },
    {
      name: 'scope 3 without category',
      scope: { scope: 3 as const },
      expected: { ...zero, scope3: 110 },
    },
    { name: 'no scope: unscoped', scope: undefined, expected: { ...zero, unscoped: 110 } },
  ])('$name', ({ scope, expected }) => {
    expect(classifyEmissionsByScope(emissions, scope)).toEqual(expected);
  });

  it('uses direct for location-based scope 2 when there is no location-based result', () => {
    const scoped = classifyEmissionsByScope(
      { direct: { result: 100 }, directLocationBased: {} },
      { scope: 2 },
    );
    expect(scoped.scope2LocationBased).toBe(100);
  });

  it('ignores directLocationBased outside scope 2 and counts missing results as 0', () => {
    expect(classifyEmissionsByScope({ directLocationBased: { result: 5 } }, { scope: 1 })).toEqual(zero);
    expect(classifyEmissionsByScope(undefined, { scope: 1 })).toEqual(zero);
    expect(classifyEmissionsByScope({ direct: { result: Number.NaN } }, undefined)).toEqual(zero);
  });
});

describe('ghg scope ids and schema', () => {
  it.each([
    { factor: { scope: 1 as const, scope3Category: null }, expected: { scope: 1 } },
    { factor: { scope: 2 as const, scope3Category: 3 }, expected: { scope: 2 } },
    { factor: { scope: 3 as const, scope3Category: 6 }, expected: { scope: 3, category: 6 } },
    { factor: { scope: 3 as const, scope3Category: null }, expected: { scope: 3 } },
    { factor: { scope: 3 as const, scope3Category: 16 }, expected: { scope: 3 } },
    { factor: { scope: null, scope3Category: null }, expected: undefined },
  ])('maps factor scope $factor.scope / $factor.scope3Category onto $expected', ({ factor, expected }) => {
    expect(getGhgScopeOfFactor(factor)).toEqual(expected);
  });

  it.each([
    { id: 'scope-1', expected: 1 },
    { id: 'scope-2', expected: 2 },
    { id: 'scope-3', expected: 3 },
    { id: 'scope-4', expected: undefined },
  ])('reads $id as $expected', ({ id, expected }) => {
    expect(parseGhgScopeId(id)).toBe(expected);
  });

  it.each([
    { value: { scope: 3, category: 15 }, isValid: true },
    { value: { scope: 3, category: 16 }, isValid: false },
    { value: { scope: 3, category: 0 }, isValid: false },
    { value: { scope: 4 }, isValid: false },
    { value: { scope: 1 }, isValid: true },
  ])('validates $value as $isValid', ({ value, isValid }) => {
    expect(ghgScopeSchema.safeParse(value).success).toBe(isValid);
  });
});
