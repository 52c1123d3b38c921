import { randomUUID } from 'node:crypto';
import {
  type ManageResultsResponse,
  type manageResultsRequestSchema,
  RESULTS_BATCH_SIZE,
} from '@carbon-ledger/core';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { appendChangeLog } from '../change-log/append.ts';
import {
  buildResultChanges,
  loadResultSnapshots,
  type ResultSnapshotSource,
} from '../change-log/result-entries.ts';
import { groupFilesByResult } from '../evidence-files/presenter.ts';
import { listFilesOfResults } from '../evidence-files/queries.ts';
import { applyReviewRules } from '../review/review-rules.ts';
import { type ClearedReview, clearReviewMarks } from '../review/service.ts';
import { aggregateInstances } from './aggregation-queries.ts';
import { type BatchRow, computeBatch } from './compute/compute-batch.ts';
import { createFactorLookup } from './compute/factor-lookup.ts';
import { type InstanceContext, loadInstanceContexts } from './compute/instance-context.ts';
import { assertNotFrozen } from './frozen.ts';
import { presentResultWithFiles } from './presenter.ts';
import { lockInstances, type Queryable, requireInstances } from './queries.ts';
import { deleteResults, findChildRefs, findResultRefs, type ResultRef } from './result-queries.ts';
import {
  insertResultRows,
  type ResultFieldsInput,
  type ResultValues,
  toResultValues,
  updateResultRows,
} from './result-rows.ts';

export type ManageResultsInput = z.output<typeof manageResultsRequestSchema>;
type ChildInput = ManageResultsInput['results']['toCreate'][number]['children'][number];

const invalid = (path: string, message = 'validation.invalid' as const) =>
  new AppError('VALIDATION_FAILED', 'Some results cannot be stored as sent.', [{ path, message }]);

/** Items of a batch as the client's splitter counts them: every row and every child is one. */
export function countBatchItems(results: ManageResultsInput['results']): number {
  const withChildren = (rows: readonly { children: readonly unknown[] }[]) =>
    rows.reduce((sum, row) => sum + 1 + row.children.length, 0);
  return withChildren(results.toCreate) + withChildren(results.toUpdate) + results.toDelete.length;
}

type PlannedRow = {
  id: string;
  instance: InstanceContext;
  input: ResultFieldsInput;
  createdAt: Date;
  isNew: boolean;
  children: { id: string; input: ResultFieldsInput; createdAt: Date; isNew: boolean; path: string }[];
  path: string;
};

/**
 * `results/manage`: creates, updates and deletes one batch of results in one transaction, computing every
 * figure on the server. All instances touched must be the company's (404) and not frozen (409); a row that
 * cannot be computed as sent fails the whole batch (400) and nothing is written. Every row created,
 * changed or deleted is logged (change log) in the same transaction, by `actorId`. The review mark is the
 * server's: a changed result loses it (see `applyReviewRules`), and `onReviewsCleared` hears of the
 * cleared marks once the change is committed.
 */
export async function manageResults(
  db: Database,
  companyId: string,
  request: ManageResultsInput,
  actorId: string | null = null,
  options: { onReviewsCleared?: (cleared: ClearedReview[]) => Promise<void> } = {},
): Promise<ManageResultsResponse> {
  const { toCreate, toUpdate, toDelete } = request.results;
  if (countBatchItems(request.results) > RESULTS_BATCH_SIZE) {
    throw new AppError('VALIDATION_FAILED', `At most ${RESULTS_BATCH_SIZE} results per call.`, [
      { path: 'results', message: 'validation.invalid' },
    ]);
  }
  let cleared: ClearedReview[] = [];
  const answer = await db.transaction(async (tx) => {
    const existing = await findResultRefs(tx, companyId, [...toUpdate.map((row) => row._id), ...toDelete]);
    const existingById = new Map(existing.map((row) => [row.id, row]));
    const requireExisting = (id: string): ResultRef => {
      const row = existingById.get(id);
      if (!row) throw new AppError('NOT_FOUND', 'No such result.');
      return row;
    };
    const deletedIds = new Set(toDelete);
    toUpdate.forEach((row, index) => {
      const stored = requireExisting(row._id);
      if (stored.parentId !== null || deletedIds.has(row._id)) throw invalid(`results.toUpdate.${index}._id`);
      if (stored.instanceId !== row.instance) throw invalid(`results.toUpdate.${index}.instance`);
    });
    const deleteInstanceIds = toDelete.map((id) => requireExisting(id).instanceId);

    const touchedIds = [
      ...toCreate.map((row) => row.instance),
      ...toUpdate.map((row) => row.instance),
      ...deleteInstanceIds,
    ];
    // FOR UPDATE: saves into one year run one after the other, so the sums the database keeps for the
    // year (calculator_result_sums) are never updated by two transactions in opposite orders.
    const instances = await lockInstances(tx, companyId, touchedIds, 'update');
    for (const instance of instances.values()) assertNotFrozen(instance);
    const aggregateIds = [...new Set(request.aggregateFormSectionsForInstances)];
    await requireInstances(tx, companyId, aggregateIds);

    const contexts = await loadInstanceContexts(tx, companyId, instances.values());
    const contextOf = (id: string) => contexts.get(id) as InstanceContext;
    const storedChildren = await findChildRefs(
      tx,
      companyId,
      toUpdate.map((row) => row._id),
    );
    const now = new Date();
    const snapshotsBefore = await loadResultSnapshots(tx, companyId, [
      ...toUpdate.map((row) => row._id),
      ...toDelete,
    ]);

    const planChildren = (parentId: string | null, children: readonly ChildInput[], path: string) =>
      children.map((child, index) => {
        const childPath = `${path}.children.${index}`;
        if (!child._id)
          return { id: randomUUID(), input: child, createdAt: now, isNew: true, path: childPath };
        const stored = storedChildren.find((row) => row.id === child._id && row.parentId === parentId);
        if (!stored) throw new AppError('NOT_FOUND', 'No such result.');
        return { id: stored.id, input: child, createdAt: stored.createdAt, isNew: false, path: childPath };
      });
    const planned: PlannedRow[] = [
      ...toCreate.map((row, index) => ({
        id: randomUUID(),
        instance: contextOf(row.instance),
        input: row,
        createdAt: now,
        isNew: true,
        children: planChildren(null, row.children, `results.toCreate.${index}`),
        path: `results.toCreate.${index}`,
      })),
      ...toUpdate.map((row, index) => ({
        id: row._id,
        instance: contextOf(row.instance),
        input: row,
        createdAt: requireExisting(row._id).createdAt,
        isNew: false,
        children: planChildren(row._id, row.children, `results.toUpdate.${index}`),
        path: `results.toUpdate.${index}`,
      })),
    ];

    const batch: BatchRow[] = planned.map((row) => ({
      instance: row.instance,
      row: row.input,
      path: row.path,
      children: row.children.map((child) => ({ row: child.input, path: child.path })),
    }));
    const computed = await computeBatch(createFactorLookup(tx, companyId), batch);

    const toInsert: ResultValues[] = [];
    const toInsertChildren: ResultValues[] = [];
    const toRewrite: ResultValues[] = [];
    planned.forEach((row, index) => {
      const result = computed[index];
      if (!result) return;
      const formVersion = row.instance.form.version;
      const common = { companyId, instanceId: row.instance.id, formVersion, updatedAt: now };
      const values = toResultValues({
        ...common,
        id: row.id,
        parentId: null,
        input: row.input,
        computed: result.computed,
        createdAt: row.createdAt,
      });
      (row.isNew ? toInsert : toRewrite).push(values);
      row.children.forEach((child, childIndex) => {
        const childComputed = result.children[childIndex];
        if (!childComputed) return;
        const childValues = toResultValues({
          ...common,
          id: child.id,
          parentId: row.id,
          input: child.input,
          computed: childComputed,
          createdAt: child.createdAt,
        });
        (child.isNew ? toInsertChildren : toRewrite).push(childValues);
      });
    });

    const keptChildIds = new Set(planned.flatMap((row) => row.children.map((child) => child.id)));
    const droppedChildren = storedChildren.filter((child) => !keptChildIds.has(child.id));
    const droppedChildIds = droppedChildren.map((child) => child.id);
    const toUnmark = applyReviewRules(snapshotsBefore, {
      created: [...toInsert, ...toInsertChildren],
      rewritten: toRewrite,
      droppedChildren,
    });
    // Before the rows are rewritten: the marks go with their reviewers' comments, logged below.
    const review = await clearReviewMarks(tx, companyId, actorId, toUnmark);
    cleared = review.cleared;
    await deleteResults(tx, companyId, [...toDelete, ...droppedChildIds]);
    await updateResultRows(tx, toRewrite);
    // Parents first: a child's foreign key needs its parent.
    await insertResultRows(tx, [...toInsert, ...toInsertChildren]);
    const removedIds = new Set([...toDelete, ...droppedChildIds]);
    for (const row of snapshotsBefore)
      if (row.parentId && removedIds.has(row.parentId)) removedIds.add(row.id);
    await appendChangeLog(
      tx,
      companyId,
      [
        ...buildResultChanges(
          actorId,
          snapshotsBefore,
          [...toInsert, ...toInsertChildren, ...toRewrite] as ResultSnapshotSource[],
          removedIds,
        ),
        ...review.changes,
      ],
      now,
    );

    const { sections } = await aggregateInstances(tx, companyId, aggregateIds);
    const written = [
      ...toInsert,
      ...toRewrite.filter((row) => row.parentId === null),
      ...toInsertChildren,
      ...toRewrite.filter((row) => row.parentId !== null),
    ];
    // Only rewritten rows can carry files (new ones have none yet).
    const files = groupFilesByResult(
      await listFilesOfResults(
        tx,
        companyId,
        toRewrite.map((row) => row.id),
      ),
    );
    return {
      results: written.map((row) => presentResultWithFiles(row, files)),
      deleted: [...toDelete, ...droppedChildIds],
      formSectionAggregations: sections.market,
    };
  });
  if (cleared.length > 0) await options.onReviewsCleared?.(cleared);
  return answer;
}

/** Section totals of instances after a write (market-based), for answers that carry them. */
export async function aggregateSectionsOf(db: Queryable, companyId: string, instanceIds: readonly string[]) {
  return (await aggregateInstances(db, companyId, instanceIds)).sections.market;
}
