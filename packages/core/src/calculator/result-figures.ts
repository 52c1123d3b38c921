import type { ResultFigures } from '../contracts/calculator.ts';
import { type EnergyAmountInput, getEnergyConsumptionInKwh } from '../emissions/energy-consumption.ts';
import {
  classifyEmissionsByScope,
  FUEL_AND_ENERGY_SCOPE3_CATEGORY,
  type GhgScope,
  type ScopableEmissions,
} from '../emissions/ghg-scope.ts';

/** Figures of a result with nothing computed (no amount yet, or no factor). */
export const EMPTY_RESULT_FIGURES: ResultFigures = {
  scope1: 0,
  scope2MarketBased: 0,
  scope2LocationBased: 0,
  scope3: 0,
  scope3Category: null,
  fuelAndEnergyUpstream: 0,
  unscoped: 0,
  total: 0,
  locationBasedTotal: 0,
  energyKwh: 0,
};

/**
 * The kg CO2e of one result by scope, as stored next to it so totals are plain sums (in SQL or here).
 * `fuelAndEnergyUpstream` is the upstream part of a Scope 1 or 2 result: it is in `scope3` (category 3)
 * and reported under the automatic category-3 section rather than the row's own section.
 */
export function summarizeResultFigures(
  emissions: ScopableEmissions | null | undefined,
  ghgScope: GhgScope | null | undefined,
  amounts: readonly EnergyAmountInput[] | null | undefined,
): ResultFigures {
  const scoped = classifyEmissionsByScope(emissions, ghgScope);
  const isScope1Or2 = ghgScope?.scope === 1 || ghgScope?.scope === 2;
  const fuelAndEnergyUpstream = isScope1Or2
    ? (scoped.scope3PerCategory[FUEL_AND_ENERGY_SCOPE3_CATEGORY] ?? 0)
    : 0;
  const common = scoped.scope1 + scoped.scope3 + scoped.unscoped;
  return {
    scope1: scoped.scope1,
    scope2MarketBased: scoped.scope2MarketBased,
    scope2LocationBased: scoped.scope2LocationBased,
    scope3: scoped.scope3,
    scope3Category: ghgScope?.scope === 3 ? (ghgScope.category ?? null) : null,
    fuelAndEnergyUpstream,
    unscoped: scoped.unscoped,
    total: common + scoped.scope2MarketBased,
    locationBasedTotal: common + scoped.scope2LocationBased,
    energyKwh: getEnergyConsumptionInKwh(amounts),
  };
}

/** The part of a result's market-based total that belongs to its own section (upstream goes to category 3). */
export function getOwnSectionKg(figures: ResultFigures): number {
  return figures.total - figures.fuelAndEnergyUpstream;
}

/** The same for the location-based total. */
export function getOwnSectionLocationKg(figures: ResultFigures): number {
  return figures.locationBasedTotal - figures.fuelAndEnergyUpstream;
}
