import {
  type CalculatorAggregatedResults,
  EMPTY_ENERGY_MIX_TOTALS,
  type InstancesSetupResponse,
  type InviteGrant,
  type ServedSection,
  type Totals,
} from '@carbon-ledger/core';

type PerSection<T> = Record<string, T>;

/**
 * Per-section figures an invitee may see: a granted section (or one inside it) keeps its own figure; a
 * section shown only as the path to granted parts gets the sum of its granted sub-sections, so no figure
 * of a part the invite does not grant is ever answered. Option-group grants add nothing to the sums.
 */
export function restrictSectionFigures<T>(
  restrictedSections: readonly ServedSection[],
  grants: readonly InviteGrant[],
  figures: PerSection<T>,
  add: (sum: T | undefined, value: T) => T,
): PerSection<T> {
  const granted = new Set(grants.filter((grant) => grant.kind === 'section').map((grant) => grant.id));
  const result: PerSection<T> = {};
  const visit = (section: ServedSection, isInsideGrant: boolean): T | undefined => {
    const isGranted = isInsideGrant || granted.has(section.id);
    let own: T | undefined;
    for (const child of section.sections) {
      const childValue = visit(child, isGranted);
      if (!isGranted && childValue !== undefined) own = add(own, childValue);
    }
    if (isGranted) own = figures[section.id];
    if (own !== undefined) result[section.id] = own;
    return own;
  };
  for (const section of restrictedSections) visit(section, false);
  return result;
}

/** Totals with only the invitee's visible kg: per-scope and per-category splits are not answered. */
export function buildRestrictedTotals(
  instanceId: string,
  restrictedSections: readonly ServedSection[],
  sectionTotals: PerSection<{ totalCo2: number }>,
  progress: InstancesSetupResponse['sectionProgress'],
): CalculatorAggregatedResults {
  const topIds = restrictedSections.map((section) => section.id);
  const totals: Totals = {
    numResults: topIds.reduce((sum, id) => sum + (progress[id]?.numResults ?? 0), 0),
    totalCo2InKg: topIds.reduce((sum, id) => sum + (sectionTotals[id]?.totalCo2 ?? 0), 0),
    totalCo2InKgPerScope: { 1: 0, 2: 0, 3: 0 },
    totalEnergyConsumptionInKwh: 0,
    totalLocationBasedCo2InKg: 0,
    scope3PerCategory: {},
    unscopedCo2InKg: 0,
    biogenicCo2InKg: 0,
    energyMixInKwh: structuredClone(EMPTY_ENERGY_MIX_TOTALS),
  };
  return { ...totals, instances: { [instanceId]: totals } };
}

export const addTotal = (sum: { totalCo2: number } | undefined, value: { totalCo2: number }) => ({
  totalCo2: (sum?.totalCo2 ?? 0) + value.totalCo2,
});

export const addProgress = (
  sum: { numResults: number; numMarkedComplete: number } | undefined,
  value: { numResults: number; numMarkedComplete: number },
) => ({
  numResults: (sum?.numResults ?? 0) + value.numResults,
  numMarkedComplete: (sum?.numMarkedComplete ?? 0) + value.numMarkedComplete,
});
