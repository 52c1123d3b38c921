import type { ResultFigures } from '../contracts/calculator.ts';
import {
  EMPTY_ENERGY_FIGURES,
  type EnergyAmountInput,
  type EnergyProfile,
  getEnergyFigures,
  isOwnEnergyConsumption,
} from '../emissions/energy-consumption.ts';
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
  energyFossilKwh: 0,
  energyNuclearKwh: 0,
  energyRenewableKwh: 0,
  energyMarketBasedNuclearKwh: 0,
  energyMarketBasedRenewableKwh: 0,
  biogenicCo2: 0,
};

/** The emissions a result's figures read: the scoped parts and the biogenic CO2 outside the scopes. */
export type SummarizableEmissions = ScopableEmissions & { biogenic?: { result?: number | null } | null };

function readBiogenic(emissions: SummarizableEmissions | null | undefined): number {
  const result = emissions?.biogenic?.result;
  return typeof result === 'number' && Number.isFinite(result) ? result : 0;
}

/**
 * The kg CO2e of one result by scope, as stored next to it so totals are plain sums (in SQL or here).
 * `fuelAndEnergyUpstream` is the upstream part of a Scope 1 or 2 result: it is in `scope3` (category 3)
 * and reported under the automatic category-3 section rather than the row's own section.
 * `biogenicCo2` is the CO2 of burnt biomass, outside the scopes and never in a total (GHG Protocol).
 * The energy figures are the company's own consumption (Scope 1 and 2 rows only), from `energyProfile`.
 */
export function summarizeResultFigures(
  emissions: SummarizableEmissions | null | undefined,
  ghgScope: GhgScope | null | undefined,
  amounts: readonly EnergyAmountInput[] | null | undefined,
  energyProfile?: EnergyProfile | null,
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
    ...toEnergyColumns(
      isOwnEnergyConsumption(ghgScope) ? getEnergyFigures(amounts, energyProfile) : EMPTY_ENERGY_FIGURES,
    ),
    biogenicCo2: readBiogenic(emissions),
  };
}

function toEnergyColumns(energy: ReturnType<typeof getEnergyFigures>) {
  return {
    energyKwh: energy.kwh,
    energyFossilKwh: energy.fossilKwh,
    energyNuclearKwh: energy.nuclearKwh,
    energyRenewableKwh: energy.renewableKwh,
    energyMarketBasedNuclearKwh: energy.marketBasedNuclearKwh,
    energyMarketBasedRenewableKwh: energy.marketBasedRenewableKwh,
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

/** The scope parts a top source's kg falls in (market-based Scope 2; distribution applied). */
export type ScopePart = { scope: 'scope-1' | 'scope-2' | 'scope-3' | 'unscoped'; kg: number };

/**
 * The non-zero scope parts of a source when there are several (electricity and its category 3 upstream),
 * so a table of sources can be read against the scope totals; empty for a source in one scope only.
 */
export function splitByScope(perScope: {
  scope1: number;
  scope2: number;
  scope3: number;
  unscoped: number;
}): ScopePart[] {
  const parts: ScopePart[] = [
    { scope: 'scope-1', kg: perScope.scope1 },
    { scope: 'scope-2', kg: perScope.scope2 },
    { scope: 'scope-3', kg: perScope.scope3 },
    { scope: 'unscoped', kg: perScope.unscoped },
  ];
  const nonZero = parts.filter((part) => Math.abs(part.kg) > 0.001);
  return nonZero.length > 1 ? nonZero : [];
}
