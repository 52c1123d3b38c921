import { randomUUID } from 'node:crypto';
import { describeChildContent, type ParsedBulkImportRow } from '@carbon-ledger/core';
import type { SQL } from 'drizzle-orm';
import type { ComputedResult } from '../calculator/compute/compute-result.ts';
import type { InstanceContext } from '../calculator/compute/instance-context.ts';
import { presentResult, type ResultRow } from '../calculator/presenter.ts';
import type { Queryable } from '../calculator/queries.ts';
import { deleteResults } from '../calculator/result-queries.ts';
import {
  buildResultInsert,
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

/** What differs between the rows an upload writes into one year. */
type RowFields = Pick<
  Parameters<typeof toResultValues>[0],
  'id' | 'parentId' | 'input' | 'computed' | 'createdAt' | 'importKey'
>;

/** The rewrites of stored results an upload makes, grouped by statement, sent when it finishes. */
type Rewrites = {
  updates: ResultValues[];
  childComputedUpdates: Parameters<typeof updateComputedColumns>[1][number][];
  deletedChildIds: string[];
};

/** Builds an upload's planned rows part by part; see `createImportWriter`. */
export type ImportWriter = {
  /**
   * Builds the part's rows: answers the one INSERT of its new ones (undefined when it has none) and
   * keeps its rewrites of stored results for `finish`.
   */
  prepare(rows: readonly PlannedImportRow[]): SQL | undefined;
  /**
   * Rewrites the changed results (once the INSERTs ran and the review marks are cleared) and answers
   * every row written.
   */
  finish(db: Queryable): Promise<ResultValues[]>;
};

/**
 * Stores the planned rows set-based: new rows are inserted with their import key; a changed row
 * rewrites the result it was exported from, keeping what the file does not carry (data quality,
 * distribution, created date) and leaving it unreviewed; unchanged rows are not touched. The new rows
 * of each part go out in one INSERT, each with its sub-rows (a sub-row's foreign key needs its parent),
 * in file order, so positions follow the file; the caller runs the INSERTs in order in the transaction
 * that makes them land together or not at all. Building touches no database, so an upload can build
 * its rows before its turn.
 */
export function createImportWriter(companyId: string, generatedFromFile: string): ImportWriter {
  const now = new Date();
  const written: ResultValues[] = [];
  const rewrites: Rewrites = { updates: [], childComputedUpdates: [], deletedChildIds: [] };

  const build = (entry: PlannedImportRow, inserts: ResultValues[]) => {
    const { row, plan, instance } = entry;
    if (plan.change === 'unchanged') return;
    const formVersion = instance.form.version;
    // Every row the file writes: in the chunk's year, marked complete, remembering the file. The fields
    // are passed one by one: a second spread into one object literal copies property by property through
    // the runtime, which cost 50,000 rows a quarter of a second.
    const valuesOf = (fields: RowFields) =>
      toResultValues({
        companyId,
        instanceId: instance.id,
        formVersion,
        updatedAt: now,
        importedFrom: generatedFromFile,
        id: fields.id,
        parentId: fields.parentId,
        input: fields.input,
        computed: fields.computed,
        createdAt: fields.createdAt,
        importKey: fields.importKey ?? null,
      });
    const insert = (values: ResultValues) => {
      inserts.push(values);
      written.push(values);
    };
    const insertChildren = (parentId: string) =>
      row.children.forEach((child, index) => {
        insert(
          valuesOf({
            id: randomUUID(),
            parentId,
            input: child,
            computed: entry.children[index] as ComputedResult,
            createdAt: now,
          }),
        );
      });
    if (plan.change === 'new') {
      const values = valuesOf({
        id: randomUUID(),
        parentId: null,
        input: row,
        computed: entry.parent,
        createdAt: now,
        importKey: row.importKey,
      });
      insert(values);
      insertChildren(values.id);
      return;
    }
    const stored = plan.stored.row;
    const values = valuesOf({
      id: stored.id,
      parentId: null,
      input: { ...row, ...keptFields(stored) },
      computed: entry.parent,
      createdAt: stored.createdAt,
    });
    rewrites.updates.push(values);
    written.push(values);
    if (plan.areChildrenChanged) {
      rewrites.deletedChildIds.push(...plan.stored.children.map((child) => child.id));
      insertChildren(stored.id);
      return;
    }
    // The same sub-rows: their figures follow the parent's new amounts, their own fields stay.
    for (const update of pairChildren(plan.stored.children, row.children, entry.children)) {
      rewrites.childComputedUpdates.push({
        companyId,
        id: update.stored.id,
        updatedAt: now,
        ...toComputedColumns(update.computed, formVersion),
      });
    }
  };

  return {
    prepare(rows) {
      const inserts: ResultValues[] = [];
      for (const entry of rows) build(entry, inserts);
      return inserts.length > 0 ? buildResultInsert(inserts) : undefined;
    },
    async finish(db) {
      await deleteResults(db, companyId, rewrites.deletedChildIds);
      await updateResultRows(db, rewrites.updates);
      await updateComputedColumns(db, rewrites.childComputedUpdates);
      return written;
    },
  };
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
