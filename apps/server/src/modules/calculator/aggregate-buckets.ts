import {
  type CalculatorAggregatedResults,
  type FormSectionAggregations,
  FUEL_AND_ENERGY_SCOPE3_CATEGORY,
  getDistributionShare,
  getFormDefinition,
  listFormSections,
  type Totals,
} from '@carbon-ledger/core';

/**
 * Partial sums of results, as SQL groups them (per instance and Scope 3 category; per form type and
 * section). The same buckets are built from rows in JS (`bucketRows`), so totals are assembled by one
 * piece of code whichever side summed, and a test can hold the SQL sums against the JS ones.
 */
export type TotalsBucket = {
  instanceId: string;
  formType: string;
  scope3Category: number | null;
  numResults: number;
  total: number;
  scope1: number;
  scope2: number;
  scope3: number;
  energy: number;
  location: number;
  unscoped: number;
  /** Scope 3 kg of the rows' own category (scope3 minus the upstream of Scope 1/2 rows). */
  ownScope3: number;
  upstream: number;
} & EnergyMixSums;

/** The energy by source group (kWh) and the biogenic CO2 (kg) of a bucket or a row group. */
export type EnergyMixSums = {
  biogenic: number;
  kwhFossil: number;
  kwhNuclear: number;
  kwhRenewable: number;
  kwhNuclearMarket: number;
  kwhRenewableMarket: number;
};

export const ENERGY_MIX_SUM_KEYS = [
  'biogenic',
  'kwhFossil',
  'kwhNuclear',
  'kwhRenewable',
  'kwhNuclearMarket',
  'kwhRenewableMarket',
] as const satisfies readonly (keyof EnergyMixSums)[];

export const emptyEnergyMixSums = (): EnergyMixSums => ({
  biogenic: 0,
  kwhFossil: 0,
  kwhNuclear: 0,
  kwhRenewable: 0,
  kwhNuclearMarket: 0,
  kwhRenewableMarket: 0,
});

/** Adds `next` (times `share`) into `target`. */
export function addEnergyMixSums(target: EnergyMixSums, next: EnergyMixSums, share = 1): void {
  for (const key of ENERGY_MIX_SUM_KEYS) target[key] += next[key] * share;
}

export type SectionBucket = {
  formType: string;
  sectionId: string;
  total: number;
  ownTotal: number;
  location: number;
  ownLocation: number;
};

export type SectionAggregations = { market: FormSectionAggregations; location: FormSectionAggregations };

const emptyTotals = (): Totals => ({
  numResults: 0,
  totalCo2InKg: 0,
  totalCo2InKgPerScope: { 1: 0, 2: 0, 3: 0 },
  totalEnergyConsumptionInKwh: 0,
  totalLocationBasedCo2InKg: 0,
  scope3PerCategory: {},
  unscopedCo2InKg: 0,
  biogenicCo2InKg: 0,
  energyMixInKwh: {
    locationBased: { fossil: 0, nuclear: 0, renewable: 0 },
    marketBased: { fossil: 0, nuclear: 0, renewable: 0 },
  },
});

function addCategory(totals: Totals, category: number, kg: number) {
  if (kg === 0) return;
  totals.scope3PerCategory[String(category)] = (totals.scope3PerCategory[String(category)] ?? 0) + kg;
}

function addBucket(totals: Totals, bucket: TotalsBucket) {
  totals.numResults += bucket.numResults;
  totals.totalCo2InKg += bucket.total;
  totals.totalCo2InKgPerScope[1] += bucket.scope1;
  totals.totalCo2InKgPerScope[2] += bucket.scope2;
  totals.totalCo2InKgPerScope[3] += bucket.scope3;
  totals.totalEnergyConsumptionInKwh += bucket.energy;
  totals.totalLocationBasedCo2InKg += bucket.location;
  totals.unscopedCo2InKg += bucket.unscoped;
  totals.biogenicCo2InKg += bucket.biogenic;
  const { locationBased, marketBased } = totals.energyMixInKwh;
  locationBased.fossil += bucket.kwhFossil;
  locationBased.nuclear += bucket.kwhNuclear;
  locationBased.renewable += bucket.kwhRenewable;
  marketBased.nuclear += bucket.kwhNuclearMarket;
  marketBased.renewable += bucket.kwhRenewableMarket;
  // What certificates and nuclear leave of the energy is fossil on the market basis.
  marketBased.fossil += bucket.energy - bucket.kwhNuclearMarket - bucket.kwhRenewableMarket;
  if (bucket.scope3Category !== null) addCategory(totals, bucket.scope3Category, bucket.ownScope3);
  addCategory(totals, FUEL_AND_ENERGY_SCOPE3_CATEGORY, bucket.upstream);
}

/** `aggregatedResults`: the totals of all the instances and of each (every asked instance is listed). */
export function assembleTotals(
  buckets: readonly TotalsBucket[],
  instanceIds: readonly string[],
): CalculatorAggregatedResults {
  const all = emptyTotals();
  const perInstance: Record<string, Totals> = Object.fromEntries(
    instanceIds.map((id) => [id, emptyTotals()]),
  );
  for (const bucket of buckets) {
    addBucket(all, bucket);
    const own = perInstance[bucket.instanceId] ?? emptyTotals();
    addBucket(own, bucket);
    perInstance[bucket.instanceId] = own;
  }
  return { ...all, instances: perInstance };
}

const upstreamSectionCache = new Map<string, readonly string[]>();

/**
 * The sections the upstream (Scope 3 category 3) part of Scope 1/2 rows is reported in: the form's
 * automatic category-3 section and its ancestors. Empty for forms without one (footprint forms): there
 * the upstream stays in the row's own sections. The form type decides: a Custom project's composed form
 * cannot hold an automatic section (`customSectionInputSchema`), so it answers like the empty Custom form.
 */
export function getUpstreamSectionIds(formType: string): readonly string[] {
  const cached = upstreamSectionCache.get(formType);
  if (cached) return cached;
  const automatic = listFormSections(getFormDefinition(formType)).find(
    (entry) =>
      entry.section.isAutomatic === true && entry.ghg?.scope3Category === FUEL_AND_ENERGY_SCOPE3_CATEGORY,
  );
  const ids = automatic ? automatic.sectionPath.map((section) => section.id) : [];
  upstreamSectionCache.set(formType, ids);
  return ids;
}

/**
 * `formSectionAggregations` (market-based) and the location-based ones: each section's rows with their
 * own part (`getOwnSectionKg`), plus the upstream of all rows in the automatic category-3 section.
 */
export function assembleSections(
  sectionBuckets: readonly SectionBucket[],
  totalsBuckets: readonly TotalsBucket[],
): SectionAggregations {
  const market: FormSectionAggregations = {};
  const location: FormSectionAggregations = {};
  const add = (target: FormSectionAggregations, id: string, kg: number) => {
    target[id] = { totalCo2: (target[id]?.totalCo2 ?? 0) + kg };
  };
  for (const bucket of sectionBuckets) {
    const hasUpstreamSection = getUpstreamSectionIds(bucket.formType).length > 0;
    add(market, bucket.sectionId, hasUpstreamSection ? bucket.ownTotal : bucket.total);
    add(location, bucket.sectionId, hasUpstreamSection ? bucket.ownLocation : bucket.location);
  }
  for (const bucket of totalsBuckets) {
    if (bucket.upstream === 0) continue;
    for (const id of getUpstreamSectionIds(bucket.formType)) {
      add(market, id, bucket.upstream);
      add(location, id, bucket.upstream);
    }
  }
  return { market, location };
}

/** A stored row's fields that aggregation reads. */
export type AggregatableRow = {
  instanceId: string;
  formType: string;
  c1: string;
  c2: string | null;
  c3: string | null;
  isExcluded: boolean;
  distributionPercent: number | null;
  kgScope1: number;
  kgScope2Market: number;
  kgScope3: number;
  scope3Category: number | null;
  kgFuelEnergyUpstream: number;
  kgUnscoped: number;
  kgTotal: number;
  kgTotalLocation: number;
  kwhEnergy: number;
  kgBiogenic: number;
  kwhFossil: number;
  kwhNuclear: number;
  kwhRenewable: number;
  kwhNuclearMarket: number;
  kwhRenewableMarket: number;
};

/**
 * The JS twin of the SQL sums: the same buckets from rows held in memory (a recompute preview, tests).
 * `excludedSectionIds` is each instance's `sectionIdsMarkedAsExcluded`.
 */
export function bucketRows(
  rows: readonly AggregatableRow[],
  excludedSectionIds: ReadonlyMap<string, readonly string[]>,
): { totals: TotalsBucket[]; sections: SectionBucket[] } {
  const totals = new Map<string, TotalsBucket>();
  const sections = new Map<string, SectionBucket>();
  for (const row of rows) {
    const excluded = excludedSectionIds.get(row.instanceId) ?? [];
    if (row.isExcluded || [row.c1, row.c2, row.c3].some((id) => id !== null && excluded.includes(id)))
      continue;
    const share = getDistributionShare(row.distributionPercent);
    const totalsKey = `${row.instanceId}|${row.scope3Category}`;
    const bucket = totals.get(totalsKey) ?? {
      instanceId: row.instanceId,
      formType: row.formType,
      scope3Category: row.scope3Category,
      numResults: 0,
      total: 0,
      scope1: 0,
      scope2: 0,
      scope3: 0,
      energy: 0,
      location: 0,
      unscoped: 0,
      ownScope3: 0,
      upstream: 0,
      ...emptyEnergyMixSums(),
    };
    bucket.numResults += 1;
    addEnergyMixSums(
      bucket,
      {
        biogenic: row.kgBiogenic,
        kwhFossil: row.kwhFossil,
        kwhNuclear: row.kwhNuclear,
        kwhRenewable: row.kwhRenewable,
        kwhNuclearMarket: row.kwhNuclearMarket,
        kwhRenewableMarket: row.kwhRenewableMarket,
      },
      share,
    );
    bucket.total += row.kgTotal * share;
    bucket.scope1 += row.kgScope1 * share;
    bucket.scope2 += row.kgScope2Market * share;
    bucket.scope3 += row.kgScope3 * share;
    bucket.energy += row.kwhEnergy * share;
    bucket.location += row.kgTotalLocation * share;
    bucket.unscoped += row.kgUnscoped * share;
    bucket.ownScope3 += (row.kgScope3 - row.kgFuelEnergyUpstream) * share;
    bucket.upstream += row.kgFuelEnergyUpstream * share;
    totals.set(totalsKey, bucket);
    for (const sectionId of [row.c1, row.c2, row.c3]) {
      if (sectionId === null) continue;
      const key = `${row.formType}|${sectionId}`;
      const section = sections.get(key) ?? {
        formType: row.formType,
        sectionId,
        total: 0,
        ownTotal: 0,
        location: 0,
        ownLocation: 0,
      };
      section.total += row.kgTotal * share;
      section.ownTotal += (row.kgTotal - row.kgFuelEnergyUpstream) * share;
      section.location += row.kgTotalLocation * share;
      section.ownLocation += (row.kgTotalLocation - row.kgFuelEnergyUpstream) * share;
      sections.set(key, section);
    }
  }
  return { totals: [...totals.values()], sections: [...sections.values()] };
}
