import { diffChangedFields, type RecomputePreview } from '@carbon-ledger/core';
import type { InstanceRow } from '../calculator/queries.ts';
import type { ChangeRecord } from './append.ts';

/** A year's setup as the log presents it (freeze state is logged on its own). */
export function presentInstanceForLog(row: InstanceRow): Record<string, unknown> {
  return {
    startDate: row.startDate,
    endDate: row.endDate,
    surchargePercent: row.surchargePercent,
    electricityRegion: row.electricityRegion,
    // Null while the year follows its region's defaults: the log says the admin chose none.
    factorSources: row.factorSources ?? null,
    selectedVoluntarySectionIds: row.selectedVoluntarySectionIds,
    sectionIdsMarkedAsExcluded: row.sectionIdsMarkedAsExcluded,
    formVersion: row.formVersion,
  };
}

/** The entry of a change to a year's setup: the changed fields only; nothing when nothing changed. */
export function buildInstanceChange(
  actorId: string | null,
  instanceId: string,
  action: 'create' | 'update' | 'delete',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): ChangeRecord[] {
  const diff = diffChangedFields(before, after);
  if (!diff) return [];
  return [{ instanceId, actorId, subject: 'instance', subjectId: instanceId, action, ...diff }];
}

/** The entry of an applied recompute: the year's total and the factor editions before and after. */
export function buildRecomputeChange(
  actorId: string | null,
  instanceId: string,
  outcome: RecomputePreview,
): ChangeRecord {
  return {
    instanceId,
    actorId,
    subject: 'recompute',
    subjectId: instanceId,
    action: 'recompute',
    before: { kgCo2e: outcome.totalBefore, editions: outcome.editionsBefore },
    after: {
      kgCo2e: outcome.totalAfter,
      editions: outcome.editionsAfter,
      numResults: outcome.numResults,
      numChanged: outcome.numChanged,
    },
  };
}
