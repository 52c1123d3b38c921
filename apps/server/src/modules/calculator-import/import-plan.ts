import {
  type BulkImportChange,
  describeChildrenContent,
  describeResultContent,
  type ParsedBulkImportRow,
} from '@carbon-ledger/core';
import { presentResult } from '../calculator/presenter.ts';
import { type StoredResult, storedKeyOf } from './import-queries.ts';

/** What the upload does with one row, and the stored result it updates or leaves alone. */
export type RowPlan =
  | { change: 'new' }
  | { change: 'unchanged'; stored?: StoredResult }
  | { change: 'changed'; stored: StoredResult; areChildrenChanged: boolean };

/**
 * Decides per row: a row exported from a result of its year updates that result, or leaves it alone
 * when the file holds what is stored; a row whose content an earlier upload of the file stored in the
 * year is left alone; any other row is new. Rows only ever reach results found for their own year and
 * company (`findStoredResults`), so an id of another year or company makes a new result, never an edit.
 */
export function planImportRow(
  row: ParsedBulkImportRow,
  storedById: ReadonlyMap<string, StoredResult>,
  storedKeys: ReadonlySet<string>,
): RowPlan {
  const stored = row._id === undefined ? undefined : storedById.get(row._id);
  if (stored && stored.row.instanceId === row.instance) {
    const storedChildren = stored.children.map(presentResult);
    const isSame =
      describeResultContent(row, row.children) ===
      describeResultContent(presentResult(stored.row), storedChildren);
    if (isSame) return { change: 'unchanged', stored };
    const areChildrenChanged =
      describeChildrenContent(row.children) !== describeChildrenContent(storedChildren);
    return { change: 'changed', stored, areChildrenChanged };
  }
  if (storedKeys.has(storedKeyOf(row.instance, row.importKey))) return { change: 'unchanged' };
  return { change: 'new' };
}

export function countChanges(plans: readonly RowPlan[]): Record<BulkImportChange, number> {
  const counts = { new: 0, changed: 0, unchanged: 0 };
  for (const plan of plans) counts[plan.change] += 1;
  return counts;
}
