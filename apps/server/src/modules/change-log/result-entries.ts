import { diffChangedFields, type FactorUsed } from '@carbon-ledger/core';
import { and, eq, inArray, or } from 'drizzle-orm';
import { calculatorResults } from '../../db/schema/calculator.ts';
import type { Queryable } from '../calculator/queries.ts';
import type { ChangeRecord } from './append.ts';

const r = calculatorResults;

/** The columns of a result the log compares: what the user entered and the figure and factors it gave. */
const snapshotColumns = {
  id: r.id,
  instanceId: r.instanceId,
  parentId: r.parentId,
  name: r.name,
  formOptionId: r.formOptionId,
  emissionActivityInputs: r.emissionActivityInputs,
  genericInputs: r.genericInputs,
  pickedFactorId: r.pickedFactorId,
  userFactor: r.userFactor,
  startDate: r.startDate,
  endDate: r.endDate,
  notes: r.notes,
  assumptions: r.assumptions,
  isExcluded: r.isExcluded,
  isReviewed: r.isReviewed,
  isMarkedComplete: r.isMarkedComplete,
  distributionPercent: r.distributionPercent,
  kgTotal: r.kgTotal,
  factorsUsed: r.factorsUsed,
};

export type ResultSnapshotSource = {
  id: string;
  instanceId: string;
  parentId: string | null;
  name: string;
  formOptionId: string;
  emissionActivityInputs: unknown[];
  genericInputs: Record<string, string | number>;
  pickedFactorId: string | null;
  userFactor: { factor: number; source: string } | null;
  startDate: string | null;
  endDate: string | null;
  notes: string;
  assumptions: string;
  isExcluded: boolean;
  isReviewed: boolean;
  isMarkedComplete: boolean;
  distributionPercent: number | null;
  kgTotal: number;
  factorsUsed: FactorUsed[];
};

/** A result as the log presents it: small, readable, no internal columns. */
export function presentResultForLog(row: ResultSnapshotSource): Record<string, unknown> {
  return {
    name: row.name,
    formOption: row.formOptionId,
    inputs: row.emissionActivityInputs.map((input) => {
      const { fieldId, value, unit } = input as { fieldId?: unknown; value?: unknown; unit?: unknown };
      return { fieldId, value, unit };
    }),
    genericInputs: row.genericInputs,
    pickedFactor: row.pickedFactorId,
    userFactor: row.userFactor,
    startDate: row.startDate,
    endDate: row.endDate,
    notes: row.notes,
    assumptions: row.assumptions,
    isExcluded: row.isExcluded,
    isReviewed: row.isReviewed,
    isMarkedComplete: row.isMarkedComplete,
    distributionPercent: row.distributionPercent,
    kgCo2e: row.kgTotal,
    factorsUsed: row.factorsUsed.map(
      (factor) =>
        `${factor.source}${factor.edition ? ` ${factor.edition}` : ''}: ${factor.value} ${factor.valueUnit}`,
    ),
  };
}

/** The stored state of the given results and their children, before a write changes them. */
export async function loadResultSnapshots(
  db: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<ResultSnapshotSource[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  return (await db
    .select(snapshotColumns)
    .from(r)
    .where(
      and(eq(r.companyId, companyId), or(inArray(r.id, unique), inArray(r.parentId, unique))),
    )) as ResultSnapshotSource[];
}

/**
 * One entry per result created, changed or deleted by a write: created rows with their fields, changed
 * rows with the changed fields only (an unchanged row logs nothing), deleted rows with their last state.
 */
export function buildResultChanges(
  actorId: string | null,
  before: readonly ResultSnapshotSource[],
  written: readonly ResultSnapshotSource[],
  deletedIds: ReadonlySet<string>,
): ChangeRecord[] {
  const beforeById = new Map(before.map((row) => [row.id, row]));
  const changes: ChangeRecord[] = [];
  for (const row of written) {
    const previous = beforeById.get(row.id);
    const diff = diffChangedFields(previous ? presentResultForLog(previous) : null, presentResultForLog(row));
    if (!diff) continue;
    changes.push({
      instanceId: row.instanceId,
      actorId,
      subject: 'result',
      subjectId: row.id,
      action: previous ? 'update' : 'create',
      ...diff,
    });
  }
  for (const row of before) {
    if (!deletedIds.has(row.id)) continue;
    changes.push({
      instanceId: row.instanceId,
      actorId,
      subject: 'result',
      subjectId: row.id,
      action: 'delete',
      before: presentResultForLog(row),
      after: null,
    });
  }
  return changes;
}
