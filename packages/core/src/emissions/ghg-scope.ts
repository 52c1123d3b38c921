import { z } from 'zod';

/**
 * The GHG Protocol scope of an emission factor: 1, 2 or 3, and for scope 3 optionally its category
 * (1-15; category 3 is "fuel- and energy-related activities", where upstream emissions belong).
 */
export const ghgScopeSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal(1) }),
  z.object({ scope: z.literal(2) }),
  z.object({ scope: z.literal(3), category: z.number().int().min(1).max(15).optional() }),
]);
export type GhgScope = z.infer<typeof ghgScopeSchema>;
export type GhgScopeNumber = GhgScope['scope'];

/** Scope 3 category of upstream (well-to-tank, transmission) emissions of fuels and energy. */
export const FUEL_AND_ENERGY_SCOPE3_CATEGORY = 3;

/** Reads a reference-list id 'scope-1' | 'scope-2' | 'scope-3' as a scope number; undefined otherwise. */
export function parseGhgScopeId(id: string): GhgScopeNumber | undefined {
  if (id === 'scope-1') return 1;
  if (id === 'scope-2') return 2;
  if (id === 'scope-3') return 3;
  return undefined;
}

/** A library factor's scope fields (`scope`, `scope3Category`), as the factor library stores them. */
export type FactorScopeFields = { scope?: GhgScopeNumber | null; scope3Category?: number | null };

/**
 * Reads a factor's scope fields as the `ghgScope` of a result; undefined when the factor has no scope.
 * A category is kept only on scope 3 and only when it is 1-15, the GHG Protocol's categories.
 */
export function getGhgScopeOfFactor(factor: FactorScopeFields): GhgScope | undefined {
  if (factor.scope === 1 || factor.scope === 2) return { scope: factor.scope };
  if (factor.scope !== 3) return undefined;
  const category = factor.scope3Category;
  const isCategory =
    typeof category === 'number' && Number.isInteger(category) && category >= 1 && category <= 15;
  return isCategory ? { scope: 3, category } : { scope: 3 };
}

/** The CO2e results of a result's emissions; only `result` is read. */
export type ScopableEmissions = {
  direct?: { result?: number | null } | null;
  directLocationBased?: { result?: number | null } | null;
  indirect?: { result?: number | null } | null;
};

/** A result's kg CO2e split by scope. Scope 2 holds both bases; totals use market-based. */
export type ScopedEmissions = {
  scope1: number;
  scope2MarketBased: number;
  scope2LocationBased: number;
  scope3: number;
  /** Scope 3 kg per category; results without a category are only in `scope3`. */
  scope3PerCategory: Partial<Record<number, number>>;
  /** kg of a result whose factor has no scope: counted in totals, in no scope. */
  unscoped: number;
};

function readResult(part: { result?: number | null } | null | undefined): number {
  const result = part?.result;
  return isFiniteResult(result) ? result : 0;
}

function isFiniteResult(result: number | null | undefined): result is number {
  return typeof result === 'number' && Number.isFinite(result);
}

/**
 * Maps a result's emissions onto scopes by its factor's scope:
 * - `direct` goes to the factor's scope (for scope 2 it is the market-based figure);
 * - `directLocationBased` is the location-based scope 2 figure and is read for scope 2 factors only;
 *   a scope 2 result without it uses `direct` for both bases;
 * - `indirect` is the upstream share: scope 3, category 3 for scope 1 and 2 factors, the factor's own
 *   category for scope 3 factors;
 * - without a scope everything is `unscoped` (the engine does not guess a scope).
 * Missing or non-finite results count 0.
 */
export function classifyEmissionsByScope(
  emissions: ScopableEmissions | null | undefined,
  ghgScope: GhgScope | null | undefined,
): ScopedEmissions {
  const scoped: ScopedEmissions = {
    scope1: 0,
    scope2MarketBased: 0,
    scope2LocationBased: 0,
    scope3: 0,
    scope3PerCategory: {},
    unscoped: 0,
  };
  const direct = readResult(emissions?.direct);
  const indirect = readResult(emissions?.indirect);
  if (!ghgScope) {
    scoped.unscoped = direct + indirect;
    return scoped;
  }
  const addScope3 = (kg: number, category: number | undefined) => {
    scoped.scope3 += kg;
    if (category !== undefined && kg !== 0) {
      scoped.scope3PerCategory[category] = (scoped.scope3PerCategory[category] ?? 0) + kg;
    }
  };
  if (ghgScope.scope === 1) scoped.scope1 = direct;
  if (ghgScope.scope === 2) {
    scoped.scope2MarketBased = direct;
    const locationBased = emissions?.directLocationBased?.result;
    scoped.scope2LocationBased = isFiniteResult(locationBased) ? locationBased : direct;
  }
  if (ghgScope.scope === 3) {
    addScope3(direct, ghgScope.category);
    addScope3(indirect, ghgScope.category);
  } else {
    addScope3(indirect, FUEL_AND_ENERGY_SCOPE3_CATEGORY);
  }
  return scoped;
}
