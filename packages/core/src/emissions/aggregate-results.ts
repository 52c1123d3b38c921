import { classifyEmissionsByScope, type GhgScope, type ScopableEmissions } from './ghg-scope.ts';

/**
 * The minimal result the aggregation reads (a full Result is assignable):
 * - `c1`, `c2`, `c3`: section, subsection and sub-subsection ids;
 * - `isExcluded`: an excluded result counts nowhere;
 * - `distributionPercent`: the share (0-100) of the result that belongs to the instance being aggregated;
 *   absent means 100;
 * - `emissions`: the calculated results (direct, directLocationBased, indirect);
 * - `ghgScope`: the scope of the result's emission factor (not stored on a Result in the spec: the
 *   caller resolves it from the factor); absent means unscoped;
 * - `energyKwh`: the result's own energy consumption (`ResultFigures.energyKwh`: Scope 1 and 2 rows only,
 *   fuels converted with their calorific value); absent counts 0.
 * Results are summed as given: pass children as their own results and do not add them into the parent.
 */
export type AggregatableResult = {
  c1?: string | null;
  c2?: string | null;
  c3?: string | null;
  isExcluded?: boolean | null;
  distributionPercent?: number | null;
  emissions?: ScopableEmissions | null;
  ghgScope?: GhgScope | null;
  energyKwh?: number | null;
};

export type FormSectionAggregation = { totalCo2: number };

/** `aggregatedResults` of the calculator state; every figure is kg CO2e or kWh, unrounded. */
export type AggregatedResults = {
  /** Results that counted (not excluded, not in an excluded section). */
  numResults: number;
  /** Scope 1 + scope 2 market-based + scope 3 + unscoped. */
  totalCo2InKg: number;
  /** Scope 2 is market-based here. */
  totalCo2InKgPerScope: { 1: number; 2: number; 3: number };
  totalEnergyConsumptionInKwh: number;
  /** The same total with scope 2 location-based (GHG Protocol dual reporting). */
  totalLocationBasedCo2InKg: number;
  /** Section id (c1, c2 and c3 alike) → total kg CO2e of the results within it. */
  formSectionAggregations: Record<string, FormSectionAggregation>;
};

export type AggregateResultsOptions = {
  /** `formState.sectionIdsMarkedAsExcluded`: a result whose c1, c2 or c3 is listed counts nowhere. */
  excludedSectionIds?: readonly string[];
};

/** The share of a result in this instance: distributionPercent / 100; absent or non-finite means all of it. */
export function getDistributionShare(distributionPercent: number | null | undefined): number {
  if (typeof distributionPercent !== 'number' || !Number.isFinite(distributionPercent)) return 1;
  return distributionPercent / 100;
}

/** Tells whether a result counts: not excluded itself and none of its sections excluded. */
export function isResultIncluded(
  result: AggregatableResult,
  excludedSectionIds: ReadonlySet<string>,
): boolean {
  if (result.isExcluded) return false;
  return ![result.c1, result.c2, result.c3].some(
    (id) => typeof id === 'string' && excludedSectionIds.has(id),
  );
}

/**
 * Sums results per scope, per section and in total (see `AggregatedResults`), honouring `isExcluded`,
 * excluded sections and `distributionPercent`. Scopes follow `classifyEmissionsByScope`. Nothing is
 * rounded; missing results count 0.
 */
export function aggregateResults(
  results: readonly AggregatableResult[],
  options: AggregateResultsOptions = {},
): AggregatedResults {
  const excluded = new Set(options.excludedSectionIds ?? []);
  const aggregated: AggregatedResults = {
    numResults: 0,
    totalCo2InKg: 0,
    totalCo2InKgPerScope: { 1: 0, 2: 0, 3: 0 },
    totalEnergyConsumptionInKwh: 0,
    totalLocationBasedCo2InKg: 0,
    formSectionAggregations: {},
  };
  for (const result of results) {
    if (!isResultIncluded(result, excluded)) continue;
    const share = getDistributionShare(result.distributionPercent);
    const scoped = classifyEmissionsByScope(result.emissions, result.ghgScope);
    const common = scoped.scope1 + scoped.scope3 + scoped.unscoped;
    const marketBased = (common + scoped.scope2MarketBased) * share;

    aggregated.numResults += 1;
    aggregated.totalCo2InKg += marketBased;
    aggregated.totalLocationBasedCo2InKg += (common + scoped.scope2LocationBased) * share;
    aggregated.totalCo2InKgPerScope[1] += scoped.scope1 * share;
    aggregated.totalCo2InKgPerScope[2] += scoped.scope2MarketBased * share;
    aggregated.totalCo2InKgPerScope[3] += scoped.scope3 * share;
    const energyKwh = result.energyKwh;
    if (typeof energyKwh === 'number' && Number.isFinite(energyKwh)) {
      aggregated.totalEnergyConsumptionInKwh += energyKwh * share;
    }
    for (const sectionId of new Set([result.c1, result.c2, result.c3])) {
      if (typeof sectionId !== 'string') continue;
      const section = aggregated.formSectionAggregations[sectionId] ?? { totalCo2: 0 };
      section.totalCo2 += marketBased;
      aggregated.formSectionAggregations[sectionId] = section;
    }
  }
  return aggregated;
}
