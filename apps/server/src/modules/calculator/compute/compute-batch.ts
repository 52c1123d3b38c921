import type { ErrorDetail } from '@carbon-ledger/core';
import { AppError } from '../../../http/app-error.ts';
import {
  type ComputableRow,
  type ComputedResult,
  collectRowFactorNeeds,
  collectRowPickedNeeds,
  computeResult,
  type ParentData,
} from './compute-result.ts';
import { createFactorNeeds, type FactorLookup } from './factor-lookup.ts';
import type { InstanceContext } from './instance-context.ts';
import { RowInputError } from './row-input-error.ts';

/** A row to compute with its children (children are multiplied by their parent's data). */
export type BatchRow = {
  instance: InstanceContext;
  row: ComputableRow;
  path: string;
  children: { row: ComputableRow; path: string }[];
};

export type ComputedBatchRow = { computed: ComputedResult; children: ComputedResult[] };

/** More field errors than this are not worth listing: the client marks the first ones. */
const MAX_DETAILS = 100;

/**
 * Computes a batch: loads every factor the rows need with one query per kind, then computes each row
 * and its children. Every refused field of the batch is reported together (400), nothing is computed
 * half: the caller writes only when this returns.
 */
export async function computeBatch(
  lookup: FactorLookup,
  rows: readonly BatchRow[],
): Promise<ComputedBatchRow[]> {
  const { computed, details } = await computeRows(lookup, rows);
  if (details.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some results cannot be computed as sent.', details);
  }
  return computed as ComputedBatchRow[];
}

/**
 * Like `computeBatch`, but a row that can no longer be computed (its option left the form, its unit
 * left the catalogue) comes back undefined instead of failing the batch: a recompute keeps such rows.
 */
export async function computeBatchLeniently(
  lookup: FactorLookup,
  rows: readonly BatchRow[],
): Promise<{ computed: ComputedResult | undefined; children: (ComputedResult | undefined)[] }[]> {
  return (await computeRows(lookup, rows)).computed;
}

/**
 * Loads every factor the rows need, one query per kind. The lookup keeps what it loaded, so computing
 * any of these rows afterwards asks the database nothing more.
 */
export async function loadBatchFactors(lookup: FactorLookup, rows: readonly BatchRow[]): Promise<void> {
  const needs = createFactorNeeds();
  for (const entry of rows) {
    collectRowFactorNeeds(entry.instance, entry.row, needs);
    for (const child of entry.children) collectRowFactorNeeds(entry.instance, child.row, needs);
  }
  await lookup.load(needs);
  const pickedNeeds = createFactorNeeds();
  for (const entry of rows) {
    collectRowPickedNeeds(entry.row, lookup, pickedNeeds);
    for (const child of entry.children) collectRowPickedNeeds(child.row, lookup, pickedNeeds);
  }
  await lookup.load(pickedNeeds);
}

async function computeRows(lookup: FactorLookup, rows: readonly BatchRow[], maxDetails = MAX_DETAILS) {
  await loadBatchFactors(lookup, rows);
  return computeLoadedRows(lookup, rows, maxDetails);
}

/**
 * Computes what it can of rows whose factors `loadBatchFactors` has loaded into the lookup, without asking
 * the database, and returns every refused field beside the rows (an import reports them per row instead
 * of failing at the first one). At most `maxDetails` details are kept.
 */
export function computeLoadedRows(lookup: FactorLookup, rows: readonly BatchRow[], maxDetails = MAX_DETAILS) {
  const details: ErrorDetail[] = [];
  const attempt = <T>(compute: () => T): T | undefined => {
    try {
      return compute();
    } catch (error) {
      if (!(error instanceof RowInputError)) throw error;
      if (details.length < maxDetails) details.push(...error.details);
      return undefined;
    }
  };
  const computed = rows.map((entry) => {
    const parent = attempt(() =>
      computeResult({ instance: entry.instance, lookup, row: entry.row, path: entry.path }),
    );
    const parentData: ParentData | undefined = parent
      ? { amounts: parent.emissionActivityInputs, emissions: parent.emissions }
      : undefined;
    const children = entry.children.map((child) =>
      attempt(() =>
        computeResult({
          instance: entry.instance,
          lookup,
          row: child.row,
          path: child.path,
          parent: parentData,
        }),
      ),
    );
    return { computed: parent, children };
  });
  return { computed, details };
}
