import { randomUUID } from 'node:crypto';
import { describeChildContent, type ParsedBulkImportRow } from '@carbon-ledger/core';
import type { ComputedResult } from '../calculator/compute/compute-result.ts';
import type { InstanceContext } from '../calculator/compute/instance-context.ts';
import { presentResult, type ResultRow } from '../calculator/presenter.ts';
import type { Queryable } from '../calculator/queries.ts';
import { deleteResults } from '../calculator/result-queries.ts';
import {
  insertResultRows,
  type ResultValues,
  toComputedColumns,
  toResultValues,
  updateComputedColumns,
  updateResultRows,
} from '../calculator/result-rows.ts';
import type { RowPlan } from './import-plan.ts';

/** A row of the chunk that passed every check, with what to do with it and its figures. */
export type PlannedImportRow = {
  row: ParsedBulkImportRow;
  plan: RowPlan;
  instance: InstanceContext;
  parent: ComputedResult;
  children: ComputedResult[];
};

/** The rows an upload writes, grouped by statement, and the results to answer with. */
type Writes = {
  inserts: ResultValues[];
  childInserts: ResultValues[];
  updates: ResultValues[];
  childComputedUpdates: Parameters<typeof updateComputedColumns>[1][number][];
  deletedChildIds: string[];
  written: ResultValues[];
};

/**
 * Stores the planned rows set-based: new rows are inserted with their import key; a changed row
 * rewrites the result it was exported from, keeping what the file does not carry (data quality,
 * distribution, created date) and leaving it unreviewed; unchanged rows are not touched.
 */
export async function writeImportRows(
  db: Queryable,
  companyId: string,
  rows: readonly PlannedImportRow[],
  generatedFromFile: string,
): Promise<ResultValues[]> {
  const now = new Date();
  const writes: Writes = {
    inserts: [],
    childInserts: [],
    updates: [],
    childComputedUpdates: [],
    deletedChildIds: [],
    written: [],
  };
  const imported = { isMarkedComplete: true, generatedFromFile };
  for (const entry of rows) {
    const { row, plan, instance } = entry;
    if (plan.change === 'unchanged') continue;
    const common = { companyId, instanceId: instance.id, formVersion: instance.form.version, updatedAt: now };
    const insertChildren = (parentId: string) =>
      row.children.forEach((child, index) => {
        const values = toResultValues({
          ...common,
          id: randomUUID(),
          parentId,
          input: { ...child, ...imported },
          computed: entry.children[index] as ComputedResult,
          createdAt: now,
        });
        writes.childInserts.push(values);
        writes.written.push(values);
      });
    if (plan.change === 'new') {
      const values = toResultValues({
        ...common,
        id: randomUUID(),
        parentId: null,
        input: { ...row, ...imported },
        computed: entry.parent,
        importKey: row.importKey,
        createdAt: now,
      });
      writes.inserts.push(values);
      writes.written.push(values);
      insertChildren(values.id);
      continue;
    }
    const stored = plan.stored.row;
    const values = toResultValues({
      ...common,
      id: stored.id,
      parentId: null,
      input: { ...row, ...imported, ...keptFields(stored) },
      computed: entry.parent,
      createdAt: stored.createdAt,
    });
    writes.updates.push(values);
    writes.written.push(values);
    if (plan.areChildrenChanged) {
      writes.deletedChildIds.push(...plan.stored.children.map((child) => child.id));
      insertChildren(stored.id);
    } else {
      // The same sub-rows: their figures follow the parent's new amounts, their own fields stay.
      for (const update of pairChildren(plan.stored.children, row.children, entry.children)) {
        writes.childComputedUpdates.push({
          companyId,
          id: update.stored.id,
          updatedAt: now,
          ...toComputedColumns(update.computed, instance.form.version),
        });
      }
    }
  }
  await deleteResults(db, companyId, writes.deletedChildIds);
  await updateResultRows(db, writes.updates);
  await updateComputedColumns(db, writes.childComputedUpdates);
  // Parents first: a child's foreign key needs its parent.
  await insertResultRows(db, [...writes.inserts, ...writes.childInserts]);
  return writes.written;
}

/** The fields of a stored result an import file does not carry, so an update keeps them (not the review mark: the row changed). */
function keptFields(stored: ResultRow) {
  return {
    isReviewed: false,
    dataQuality: stored.dataQuality ?? undefined,
    distributionPercent: stored.distributionPercent ?? undefined,
  };
}

/** Stored sub-rows paired with the file's equal ones (their contents are equal as multisets). */
function pairChildren(
  stored: readonly ResultRow[],
  imported: readonly ParsedBulkImportRow['children'][number][],
  computed: readonly ComputedResult[],
): { stored: ResultRow; computed: ComputedResult }[] {
  const waiting = new Map<string, ResultRow[]>();
  for (const child of stored) {
    const key = describeChildContent(presentResult(child));
    waiting.set(key, [...(waiting.get(key) ?? []), child]);
  }
  return imported.flatMap((child, index) => {
    const match = waiting.get(describeChildContent(child))?.shift();
    const figures = computed[index];
    return match && figures ? [{ stored: match, computed: figures }] : [];
  });
}
