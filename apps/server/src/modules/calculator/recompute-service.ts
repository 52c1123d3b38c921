import type { RecomputePreview } from '@carbon-ledger/core';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { calculatorResults } from '../../db/schema/calculator.ts';
import { resolveForm } from '../calculator-custom-form/form-resolver.ts';
import { type AggregatableRow, assembleSections, assembleTotals, bucketRows } from './aggregate-buckets.ts';
import { type BatchRow, computeBatchLeniently } from './compute/compute-batch.ts';
import type { ComputableRow, ComputedResult } from './compute/compute-result.ts';
import { createFactorLookup } from './compute/factor-lookup.ts';
import { buildInstanceContext, type InstanceContext } from './compute/instance-context.ts';
import type { InstanceRow, Queryable } from './queries.ts';
import { toComputedColumns, toFigureColumns, updateComputedColumns } from './result-rows.ts';

const r = calculatorResults;
/** Parents per round trip: bounded memory for instances with 100,000 rows. */
const PAGE_SIZE = 2000;

const storedColumns = {
  id: r.id,
  parentId: r.parentId,
  position: r.position,
  formOptionId: r.formOptionId,
  formVersion: r.formVersion,
  c1: r.c1,
  c2: r.c2,
  c3: r.c3,
  isExcluded: r.isExcluded,
  distributionPercent: r.distributionPercent,
  emissionActivityInputs: r.emissionActivityInputs,
  genericInputs: r.genericInputs,
  pickedFactorId: r.pickedFactorId,
  userFactor: r.userFactor,
  factorsUsed: r.factorsUsed,
  calculationIssue: r.calculationIssue,
  kgScope1: r.kgScope1,
  kgScope2Market: r.kgScope2Market,
  kgScope2Location: r.kgScope2Location,
  kgScope3: r.kgScope3,
  scope3Category: r.scope3Category,
  kgFuelEnergyUpstream: r.kgFuelEnergyUpstream,
  kgUnscoped: r.kgUnscoped,
  kgTotal: r.kgTotal,
  kgTotalLocation: r.kgTotalLocation,
  kwhEnergy: r.kwhEnergy,
  kgBiogenic: r.kgBiogenic,
  kwhFossil: r.kwhFossil,
  kwhNuclear: r.kwhNuclear,
  kwhRenewable: r.kwhRenewable,
  kwhNuclearMarket: r.kwhNuclearMarket,
  kwhRenewableMarket: r.kwhRenewableMarket,
};
type StoredRow = { [K in keyof typeof storedColumns]: (typeof storedColumns)[K]['_']['data'] } & {
  parentId: string | null;
  c2: string | null;
  c3: string | null;
  distributionPercent: number | null;
  pickedFactorId: string | null;
  userFactor: { factor: number; source: string } | null;
  calculationIssue: string | null;
  scope3Category: number | null;
};

/** A stored row as the calculator's input: what the user entered, never what was computed. */
function toComputableRow(row: StoredRow): ComputableRow {
  const amounts = row.emissionActivityInputs as { fieldId?: string; value: number | null; unit: string }[];
  return {
    formOptionId: row.formOptionId,
    emissionActivityInputs: amounts.map((amount) => ({
      fieldId: amount.fieldId ?? '',
      value: amount.value,
      unit: amount.unit,
    })),
    genericInputs: row.genericInputs,
    pickedFactorId: row.pickedFactorId ?? undefined,
    userFactor: row.userFactor ?? undefined,
  };
}

// jsonb stores object keys in its own order: compare with sorted keys.
const stableJson = (value: unknown) =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

function isChanged(row: StoredRow, computed: ComputedResult, formVersion: string): boolean {
  const figures = toFigureColumns(computed.figures);
  return (
    row.formVersion !== formVersion ||
    row.calculationIssue !== computed.calculationIssue ||
    (Object.keys(figures) as (keyof typeof figures)[]).some((key) => row[key] !== figures[key]) ||
    stableJson(row.factorsUsed) !== stableJson(computed.factorsUsed)
  );
}

function toAggregatable(row: StoredRow, formType: string, computed?: ComputedResult): AggregatableRow {
  const base = {
    instanceId: '',
    formType,
    isExcluded: row.isExcluded,
    distributionPercent: row.distributionPercent,
  };
  if (!computed) return { ...row, ...base };
  return { ...base, c1: computed.c1, c2: computed.c2, c3: computed.c3, ...toFigureColumns(computed.figures) };
}

const listEditions = (rows: readonly { factorsUsed: { source: string; edition: string | null }[] }[]) =>
  [
    ...new Set(
      rows.flatMap((row) =>
        row.factorsUsed
          .filter((used) => used.edition !== null)
          .map((used) => `${used.source} ${used.edition}`),
      ),
    ),
  ].sort();

export type RecomputeOutcome = RecomputePreview;

/**
 * Recomputes every result of an instance from its stored inputs with today's library and form (the
 * edition of the instance's year, otherwise the newest: a newer edition is picked up when the library
 * gained one). With `isApplied` the changed rows are written; otherwise nothing is written and the answer
 * is the preview: totals per section before and after. Rows that can no longer be computed are kept.
 */
export async function recomputeInstance(
  db: Queryable,
  companyId: string,
  instanceRow: InstanceRow,
  options: { isApplied: boolean },
): Promise<RecomputeOutcome> {
  const instance: InstanceContext = buildInstanceContext(
    instanceRow,
    await resolveForm(db, companyId, instanceRow),
  );
  const formVersion = instance.form.version;
  const lookup = createFactorLookup(db, companyId);
  const before: AggregatableRow[] = [];
  const after: AggregatableRow[] = [];
  const editionsBefore: StoredRow[] = [];
  const editionsAfter: { factorsUsed: ComputedResult['factorsUsed'] }[] = [];
  let numResults = 0;
  let numChanged = 0;
  const now = new Date();
  let lastPosition = 0;

  for (;;) {
    const parents = (await db
      .select(storedColumns)
      .from(r)
      .where(
        and(
          eq(r.companyId, companyId),
          eq(r.instanceId, instance.id),
          isNull(r.parentId),
          gt(r.position, lastPosition),
        ),
      )
      .orderBy(asc(r.position))
      .limit(PAGE_SIZE)) as StoredRow[];
    if (parents.length === 0) break;
    lastPosition = parents.at(-1)?.position ?? lastPosition;
    const children = (await db
      .select(storedColumns)
      .from(r)
      .where(
        and(
          eq(r.companyId, companyId),
          inArray(
            r.parentId,
            parents.map((parent) => parent.id),
          ),
        ),
      )
      .orderBy(asc(r.position))) as StoredRow[];
    const childrenOf = (id: string) => children.filter((child) => child.parentId === id);
    const batch: BatchRow[] = parents.map((parent) => ({
      instance,
      row: toComputableRow(parent),
      path: parent.id,
      children: childrenOf(parent.id).map((child) => ({ row: toComputableRow(child), path: child.id })),
    }));
    const computed = await computeBatchLeniently(lookup, batch);
    const writes: Parameters<typeof updateComputedColumns>[1][number][] = [];
    const visit = (row: StoredRow, result: ComputedResult | undefined) => {
      numResults += 1;
      before.push(toAggregatable(row, instance.formType));
      after.push(toAggregatable(row, instance.formType, result));
      editionsBefore.push(row);
      editionsAfter.push({ factorsUsed: result?.factorsUsed ?? row.factorsUsed });
      if (!result || !isChanged(row, result, formVersion)) return;
      numChanged += 1;
      writes.push({ companyId, id: row.id, updatedAt: now, ...toComputedColumns(result, formVersion) });
    };
    parents.forEach((parent, index) => {
      visit(parent, computed[index]?.computed);
      childrenOf(parent.id).forEach((child, childIndex) => {
        visit(child, computed[index]?.children[childIndex]);
      });
    });
    if (options.isApplied) await updateComputedColumns(db, writes);
    if (parents.length < PAGE_SIZE) break;
  }

  const excluded = new Map([['', instanceRow.sectionIdsMarkedAsExcluded]]);
  const summarize = (rows: AggregatableRow[]) => {
    const buckets = bucketRows(rows, excluded);
    return {
      totals: assembleTotals(buckets.totals, ['']),
      sections: assembleSections(buckets.sections, buckets.totals).market,
    };
  };
  const was = summarize(before);
  const will = summarize(after);
  const sectionIds = [...new Set([...Object.keys(was.sections), ...Object.keys(will.sections)])];
  return {
    numResults,
    numChanged,
    sections: sectionIds.map((sectionId) => ({
      sectionId,
      before: was.sections[sectionId]?.totalCo2 ?? 0,
      after: will.sections[sectionId]?.totalCo2 ?? 0,
    })),
    totalBefore: was.totals.totalCo2InKg,
    totalAfter: will.totals.totalCo2InKg,
    editionsBefore: listEditions(editionsBefore),
    editionsAfter: listEditions(editionsAfter),
  };
}
