import { setImmediate } from 'node:timers/promises';
import type { BulkImportError, DisplayLocale, ParsedBulkImportRow } from '@carbon-ledger/core';
import { type BatchRow, computeLoadedRows, loadBatchFactors } from '../calculator/compute/compute-batch.ts';
import { createFactorLookup, type FactorLookup } from '../calculator/compute/factor-lookup.ts';
import { type InstanceContext, loadInstanceContexts } from '../calculator/compute/instance-context.ts';
import type { InstanceRow, Queryable } from '../calculator/queries.ts';
import { rowError, toRowErrors } from './import-errors.ts';
import { checkRowPeriod, type RawImportRow } from './import-rows.ts';

/** A row of the chunk that names one of its years, with its index in the chunk. */
export type Candidate = { row: ParsedBulkImportRow; index: number };

/** Every row error of a chunk is worth showing: the user fixes the file once, not one row per try. */
const MAX_ROW_DETAILS = 10_000;

/** A chunk's rows computed against its years as they were read. */
export type ComputedChunk = {
  /** The years as read, by id: the figures hold while the years stay as they are (`isComputedFor`). */
  years: ReadonlyMap<string, InstanceRow>;
  contexts: ReadonlyMap<string, InstanceContext>;
  /** The rows within their year's period, in chunk order. */
  candidates: Candidate[];
  /** Per candidate, its figures and its sub-rows' (undefined where a row could not be computed). */
  computed: ReturnType<typeof computeLoadedRows>['computed'];
  /** The rows refused for their period or their fields. */
  errors: BulkImportError[];
  /** The factors the rows were computed with (and any loaded before, when handed in). */
  lookup: FactorLookup;
};

/** Reads an earlier chunk of the same upload run made, used instead of reading again (`run-reads.ts`). */
export type EarlierReads = { contexts: ReadonlyMap<string, InstanceContext>; lookup: FactorLookup };

/**
 * Computes the rows of a chunk for the given years: rows outside their year's period are refused, the
 * factors of the others are read in one round, and every row is computed without asking the database
 * again. Stores nothing, so an upload can do it before its turn comes.
 */
export async function computeChunk(
  db: Queryable,
  companyId: string,
  years: ReadonlyMap<string, InstanceRow>,
  inYears: readonly Candidate[],
  rawRows: readonly RawImportRow[],
  lang: DisplayLocale,
  options: { sliceRows?: number; reads?: EarlierReads } = {},
): Promise<ComputedChunk> {
  const errors: BulkImportError[] = [];
  const candidates = inYears.filter(({ row, index }) => {
    const year = years.get(row.instance);
    const problem = year && checkRowPeriod(row, year, lang);
    if (problem) errors.push(rowError(rawRows, index, problem));
    return !problem;
  });
  const contexts = options.reads?.contexts ?? (await loadInstanceContexts(db, companyId, years.values()));
  const batch: BatchRow[] = candidates.map(({ row, index }) => ({
    instance: contexts.get(row.instance) as InstanceContext,
    row,
    path: `bulkRequests.${index}`,
    children: row.children.map((child, childIndex) => ({
      row: child,
      path: `bulkRequests.${index}.children.${childIndex}`,
    })),
  }));
  // Handed in, the lookup asks the database only for factors no earlier chunk of the run needed.
  const lookup = options.reads?.lookup ?? createFactorLookup(db, companyId);
  await loadBatchFactors(lookup, batch);
  // With `sliceRows`, the event loop turns after each slice of rows (see SLICE_ROWS).
  const slice = options.sliceRows ?? batch.length;
  const computed: ReturnType<typeof computeLoadedRows>['computed'] = [];
  const details: ReturnType<typeof computeLoadedRows>['details'] = [];
  for (let start = 0; start < batch.length; start += slice) {
    if (start > 0) await setImmediate();
    const part = computeLoadedRows(
      lookup,
      batch.slice(start, start + slice),
      MAX_ROW_DETAILS - details.length,
    );
    computed.push(...part.computed);
    details.push(...part.details);
  }
  errors.push(...toRowErrors(details, rawRows, lang));
  return { years, contexts, candidates, computed, errors, lookup };
}

/**
 * Tells whether a chunk computed earlier still holds for the years as locked now: every year's stored
 * fields are the same and its form is the same one (forms are built once per stored version, so an
 * edited form is another object). Anything else and the chunk is computed again.
 */
export function isComputedFor(
  chunk: ComputedChunk,
  years: ReadonlyMap<string, InstanceRow>,
  contexts: ReadonlyMap<string, InstanceContext>,
): boolean {
  if (chunk.years.size !== years.size) return false;
  for (const [id, year] of years) {
    const before = chunk.years.get(id);
    if (!before || !hasSameFields(before, year)) return false;
    if (chunk.contexts.get(id)?.form !== contexts.get(id)?.form) return false;
  }
  return true;
}

/** Every field of `now` holds the same value in `before` (which may carry more, such as its container). */
function hasSameFields(before: InstanceRow, now: InstanceRow): boolean {
  return (Object.keys(now) as (keyof InstanceRow)[]).every(
    (key) => JSON.stringify(before[key]) === JSON.stringify(now[key]),
  );
}
