import { diffChangedFields } from '@carbon-ledger/core';
import { presentResultForLog, type ResultSnapshotSource } from '../change-log/result-entries.ts';

type WrittenRow = { id: string; parentId: string | null; isReviewed: boolean };

const withoutMark = (row: ResultSnapshotSource) => {
  const { isReviewed: _mark, ...fields } = presentResultForLog(row);
  return fields;
};

/** Whether a save changed what a reviewer checked: any logged field except the mark itself. */
export function isReviewedContentChanged(before: ResultSnapshotSource, after: ResultSnapshotSource): boolean {
  return diffChangedFields(withoutMark(before), withoutMark(after)) !== null;
}

/**
 * The review mark of a write is the server's, never the client's: a created row starts unreviewed; a
 * rewritten row keeps its stored mark when nothing a reviewer checked changed, and loses it when it (or,
 * for a parent, one of its children: changed, added or removed) changed. Sets `isReviewed` on the rows
 * to write and answers the ids whose marks are to be cleared.
 */
export function applyReviewRules(
  before: readonly ResultSnapshotSource[],
  writes: {
    created: readonly WrittenRow[];
    rewritten: readonly WrittenRow[];
    droppedChildren: readonly { parentId: string | null }[];
  },
): string[] {
  const beforeById = new Map(before.map((row) => [row.id, row]));
  const changedIds = new Set<string>();
  const markChanged = (row: { id?: string; parentId: string | null }) => {
    if (row.id) changedIds.add(row.id);
    if (row.parentId) changedIds.add(row.parentId);
  };
  for (const row of writes.created) {
    row.isReviewed = false;
    if (row.parentId) changedIds.add(row.parentId);
  }
  for (const child of writes.droppedChildren) if (child.parentId) changedIds.add(child.parentId);
  for (const row of writes.rewritten) {
    const previous = beforeById.get(row.id);
    if (!previous || isReviewedContentChanged(previous, row as unknown as ResultSnapshotSource))
      markChanged(row);
  }
  const toUnmark: string[] = [];
  for (const row of writes.rewritten) {
    const wasReviewed = beforeById.get(row.id)?.isReviewed === true;
    const isChanged = changedIds.has(row.id);
    row.isReviewed = wasReviewed && !isChanged;
    if (wasReviewed && isChanged) toUnmark.push(row.id);
  }
  return toUnmark;
}
