import {
  addEnergyMixTotals,
  getInstanceYearLabel,
  type InstanceSummary,
  type ScopeStackKey,
  type ScopeStackRow,
  type Totals,
} from '@carbon-ledger/core';
import { isNonZero, type ScopeKey } from './scope-breakdown.ts';

export type SeriesSegment = { key: ScopeKey; kg: number };

export type SeriesRow = {
  /** Instance id (years) or container id (entities). */
  id: string;
  label: string;
  /** Market-based total; undefined when no figures came back for it. */
  totalKg: number | undefined;
  /** Scope 1, 2 (market-based), 3 and "Outside the scopes", stacked; zero ones left out. */
  segments: SeriesSegment[];
  isActive: boolean;
};

const SEGMENT_KEYS: readonly ScopeKey[] = ['scope-1', 'scope-2', 'scope-3', 'unscoped'];

function readScopeKg(totals: Totals, key: ScopeKey): number {
  if (key === 'unscoped') return totals.unscopedCo2InKg;
  if (key === 'scope-1') return totals.totalCo2InKgPerScope[1];
  if (key === 'scope-2') return totals.totalCo2InKgPerScope[2];
  return totals.totalCo2InKgPerScope[3];
}

type Bar = { id: string; label: string; totals: Totals | undefined; isActive: boolean };

function stackBars(bars: readonly Bar[]): SeriesRow[] {
  return bars.map((bar) => ({
    id: bar.id,
    label: bar.label,
    totalKg: bar.totals?.totalCo2InKg,
    isActive: bar.isActive,
    segments: bar.totals
      ? SEGMENT_KEYS.flatMap((key) => {
          const kg = readScopeKg(bar.totals as Totals, key);
          return isNonZero(kg) ? [{ key, kg }] : [];
        })
      : [],
  }));
}

/**
 * One stacked bar per year of a container, oldest first, from the per-instance totals of one
 * `instances/setup` over all its years. A year missing from the totals keeps its row without a bar.
 */
export function buildYearSeries(
  instances: readonly InstanceSummary[],
  perInstance: Record<string, Totals>,
  activeInstanceIds: readonly string[],
): SeriesRow[] {
  const active = new Set(activeInstanceIds);
  const sorted = [...instances].sort((a, b) => a.startDate.localeCompare(b.startDate));
  return stackBars(
    sorted.map((instance) => ({
      id: instance._id,
      label: getInstanceYearLabel(instance),
      totals: perInstance[instance._id],
      isActive: active.has(instance._id),
    })),
  );
}

/** The fields of a loaded instance the entity split reads. */
export type EntityInstance = { _id: string; container: { _id: string; name: string } };

function addTotals(a: Totals, b: Totals): Totals {
  const perCategory: Record<string, number> = { ...a.scope3PerCategory };
  for (const [key, kg] of Object.entries(b.scope3PerCategory))
    perCategory[key] = (perCategory[key] ?? 0) + kg;
  return {
    numResults: a.numResults + b.numResults,
    totalCo2InKg: a.totalCo2InKg + b.totalCo2InKg,
    totalCo2InKgPerScope: {
      1: a.totalCo2InKgPerScope[1] + b.totalCo2InKgPerScope[1],
      2: a.totalCo2InKgPerScope[2] + b.totalCo2InKgPerScope[2],
      3: a.totalCo2InKgPerScope[3] + b.totalCo2InKgPerScope[3],
    },
    totalEnergyConsumptionInKwh: a.totalEnergyConsumptionInKwh + b.totalEnergyConsumptionInKwh,
    totalLocationBasedCo2InKg: a.totalLocationBasedCo2InKg + b.totalLocationBasedCo2InKg,
    scope3PerCategory: perCategory,
    unscopedCo2InKg: a.unscopedCo2InKg + b.unscopedCo2InKg,
    biogenicCo2InKg: a.biogenicCo2InKg + b.biogenicCo2InKg,
    energyMixInKwh: addEnergyMixTotals(a.energyMixInKwh, b.energyMixInKwh),
  };
}

/**
 * A group's split of the active year by entity (the container of each instance), largest first; two
 * instances of one container in the same year are added into one bar.
 */
export function buildEntitySeries(
  instances: readonly EntityInstance[],
  perInstance: Record<string, Totals>,
): SeriesRow[] {
  const byContainer = new Map<string, Bar>();
  for (const instance of instances) {
    const totals = perInstance[instance._id];
    const bar = byContainer.get(instance.container._id);
    if (!bar) {
      byContainer.set(instance.container._id, {
        id: instance.container._id,
        label: instance.container.name,
        totals,
        isActive: false,
      });
    } else if (totals) {
      bar.totals = bar.totals ? addTotals(bar.totals, totals) : totals;
    }
  }
  const bars = [...byContainer.values()].sort(
    (a, b) => (b.totals?.totalCo2InKg ?? 0) - (a.totals?.totalCo2InKg ?? 0) || a.label.localeCompare(b.label),
  );
  return stackBars(bars);
}

const STACK_KEYS: Record<ScopeKey, ScopeStackKey> = {
  'scope-1': 'scope1',
  'scope-2': 'scope2',
  'scope-3': 'scope3',
  unscoped: 'unscoped',
};

/** The bars of the stacked chart: each row's scopes, none for a row without figures. */
export function toScopeStackRows(rows: readonly SeriesRow[]): ScopeStackRow[] {
  return rows.map((row) => {
    if (row.totalKg === undefined) return { label: row.label, perScope: undefined };
    const perScope: Record<ScopeStackKey, number> = { scope1: 0, scope2: 0, scope3: 0, unscoped: 0 };
    for (const segment of row.segments) perScope[STACK_KEYS[segment.key]] = segment.kg;
    return { label: row.label, perScope };
  });
}
