import { setImmediate } from 'node:timers/promises';
import type {
  BulkImportError,
  BulkImportPreviewRow,
  BulkImportResponse,
  bulkImportRequestSchema,
  ResultFigures,
} from '@carbon-ledger/core';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { createStatementPipeline } from '../../db/statement-pipeline.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { aggregateInstances } from '../calculator/aggregation-queries.ts';
import { type InstanceContext, loadInstanceContexts } from '../calculator/compute/instance-context.ts';
import { assertNotFrozen } from '../calculator/frozen.ts';
import { presentResult } from '../calculator/presenter.ts';
import { type InstanceRow, lockInstances, requireInstances } from '../calculator/queries.ts';
import type { ChangeRecord } from '../change-log/append.ts';
import { appendChangeLog } from '../change-log/append.ts';
import { type ClearedReview, clearReviewMarks } from '../review/service.ts';
import { type Candidate, type ComputedChunk, computeChunk, isComputedFor } from './import-compute.ts';
import { rowError, toRowErrors } from './import-errors.ts';
import { countChanges, planImportRow, type RowPlan } from './import-plan.ts';
import { findStoredImportKeys, findStoredResults } from './import-queries.ts';
import { parseImportRows, type RawImportRow, SLICE_ROWS } from './import-rows.ts';
import {
  advanceRun,
  advanceRunStatement,
  announceRunMoved,
  RUN_WAIT_MS,
  readRunTurn,
  runStoppedError,
  stopRun,
  type UploadRun,
  waitForTurn,
} from './import-runs.ts';
import { createImportWriter, type ImportWriter, type PlannedImportRow } from './import-writes.ts';
import { findRunReads, forgetRunReads, keepRunReads, runReadsKey } from './run-reads.ts';

export type BulkImportInput = z.output<typeof bulkImportRequestSchema>;

const NOT_DISTRIBUTED = {
  en: 'was not distributed to any entity.',
  de: 'wurde keiner Einheit zugeordnet.',
} as const;

type PlannedRow = PlannedImportRow & { index: number };

/** A chunk's rows planned as all new and built into their INSERT (`prepareChunk`). */
type BuiltChunk = { planned: PlannedRow[]; writer: ImportWriter; insert: SQL | undefined };

/** A chunk computed before its turn and, when `prepareChunk` could, built too. */
type PreparedChunk = ComputedChunk & { built?: BuiltChunk };
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Rows an upload writes at a time: the database inserts one part while the next is built, and a part's
 * INSERT stays large enough that the statement is a small part of its cost.
 */
const ROWS_PER_PART = 250;

/** An upload with a refused row: thrown to roll back what was written, answered as it is. */
class RefusedChunk extends Error {
  constructor(readonly answer: BulkImportResponse) {
    super('The chunk has refused rows.');
  }
}

/**
 * `results/bulk-import/templates`: one chunk of spreadsheet rows. Each row is checked on its own (a bad
 * row is reported, the others still checked). The preview computes every row, says whether it is new,
 * changes a stored result or leaves it as it is, and stores nothing; the real upload stores the whole
 * chunk in one transaction or, when any row is refused, nothing of it. A row exported from a result of
 * its year updates that result; a row an earlier upload of the same file stored is left alone, so an
 * upload repeated after a failure or by mistake never doubles a row. A stored chunk is logged as one
 * change-log entry per year: the file, the counts and the ids of the rows created and updated. A changed
 * row loses its review mark (logged too); `onReviewsCleared` hears of the cleared marks after the commit.
 * An upload checks and computes its rows before its turn comes, while the chunk before it is stored, a
 * slice at a time so that chunk's database answers are not kept waiting; once it has the lock, those
 * figures are used only if its years are still as they were (`isComputedFor`). A chunk of new rows is
 * built into its INSERT then too, and its turn only sends it (`prepareChunk`, `storeBuilt`).
 */
export async function importResults(
  db: Database,
  companyId: string,
  request: BulkImportInput,
  actorId: string | null = null,
  options: {
    onReviewsCleared?: (cleared: ClearedReview[]) => Promise<void>;
    /** How long a run's chunk waits for the chunks before it (RUN_WAIT_MS unless said). */
    runWaitMs?: number;
  } = {},
): Promise<BulkImportResponse> {
  const baseIds = [...new Set(request.baseQuery.instances)];
  const aggregateIds = [...new Set(request.aggregateFormSectionsForInstances)];
  const run = request.isPreview ? undefined : request.uploadRun;
  // A run's later chunks take the years, forms and factors its earlier ones read (`run-reads.ts`).
  const readsKey = run && runReadsKey(companyId, run.id, [...baseIds, ...aggregateIds]);
  const earlierReads = readsKey ? findRunReads(db, readsKey) : undefined;
  const required =
    earlierReads?.years ?? (await requireInstances(db, companyId, [...baseIds, ...aggregateIds]));
  const rawRows = request.bulkRequests as RawImportRow[];
  // An upload checks its rows in slices: the chunk before it may be waiting for its database's answers.
  const { parsed, details: fieldDetails } = await parseImportRows(
    rawRows,
    request.isPreview ? rawRows.length : SLICE_ROWS,
  );
  const errors: BulkImportError[] = toRowErrors(fieldDetails, rawRows, request.lang);
  const allowed = new Set(baseIds);
  const inYears: Candidate[] = [];
  parsed.forEach((row, index) => {
    if (!row) return;
    if (allowed.has(row.instance)) inYears.push({ row, index });
    else errors.push(rowError(rawRows, index, NOT_DISTRIBUTED[request.lang]));
  });

  let cleared: ClearedReview[] = [];
  const importChunk = async (
    tx: Transaction,
    ahead: PreparedChunk | undefined,
  ): Promise<BulkImportResponse | undefined> => {
    const instances = await lockInstances(tx, companyId, baseIds, request.isPreview ? 'share' : 'update');
    for (const instance of instances.values()) assertNotFrozen(instance, 'baseQuery.instances');
    // The chunk of the run before this one holds the lock while it is stored, so this one wakes as it
    // commits; got the lock first, this chunk lets go and waits for it.
    const turn = run ? await readRunTurn(tx, companyId, run) : 'go';
    if (turn === 'stopped') throw runStoppedError();
    if (turn === 'wait') return undefined;
    const contexts = await loadInstanceContexts(tx, companyId, instances.values());
    // Computed while the chunk before was stored, the rows hold if their years did not change since.
    const isAheadValid = ahead !== undefined && isComputedFor(ahead, instances, contexts);
    // A year changed since the run read it: the run's later chunks read it again.
    if (ahead && !isAheadValid && readsKey) forgetRunReads(db, readsKey);
    const chunk = isAheadValid
      ? ahead
      : await computeChunk(tx, companyId, instances, inYears, rawRows, request.lang);
    const chunkErrors = [...errors, ...chunk.errors];
    // Built before the turn as all new, the chunk's INSERT goes at once, moving the run on with it; the
    // import-key index refuses it if an earlier upload stored a row of it meanwhile (`BuiltChunkCollided`).
    const built = chunk === ahead ? ahead.built : undefined;
    // The first chunk also clears out old runs (`advanceRun`), so only the later ones move theirs here.
    const advance = run && run.chunk > 0 ? advanceRunStatement(tx, companyId, run) : undefined;
    const isRunAdvanced = built !== undefined && (await storeBuilt(tx, built, advance));
    let planned: PlannedRow[];
    let writer: ImportWriter | undefined;
    if (built) {
      ({ planned, writer } = built);
    } else {
      const candidateRows = chunk.candidates.map(({ row }) => row);
      const storedKeys = await findStoredImportKeys(
        tx,
        companyId,
        baseIds,
        candidateRows.map((row) => row.importKey),
      );
      const storedById = await findStoredResults(
        tx,
        companyId,
        baseIds,
        candidateRows.flatMap((row) => (row._id ? [row._id] : [])),
      );
      writer =
        request.isPreview || chunkErrors.length > 0
          ? undefined
          : createImportWriter(companyId, request.generatedFromFile);
      // The database stores each part while the next one is built.
      const pipeline = writer && createStatementPipeline(tx);
      planned = await planChunk(
        chunk,
        (row) => planImportRow(row, storedById, storedKeys),
        async (part) => {
          const statement = writer?.prepare(part);
          if (statement) await pipeline?.send(statement);
        },
      );
      await pipeline?.settle();
    }
    chunkErrors.sort((a, b) => a.rowIndex - b.rowIndex || (a.childIndex ?? -1) - (b.childIndex ?? -1));

    const counts = countChanges(planned.map((entry) => entry.plan));
    const answer = {
      results: [],
      preview: [],
      numCreated: counts.new,
      numUpdated: counts.changed,
      numUnchanged: counts.unchanged,
      formSectionAggregations: {},
      errors: chunkErrors,
    };
    if (request.isPreview) {
      const preview = planned.map((entry) => presentPreviewRow(entry, request.isSummaryOnly));
      return { ...answer, preview };
    }
    // A refused row refuses the chunk whole: nothing of it was sent.
    if (!writer) throw new RefusedChunk({ ...answer, numCreated: 0, numUpdated: 0, numUnchanged: 0 });
    // A changed row is rewritten unreviewed: its mark and the reviewer's comment go first, logged below.
    const review = await clearReviewMarks(
      tx,
      companyId,
      actorId,
      planned.flatMap(({ plan }) => (plan.change === 'changed' ? [plan.stored.row.id] : [])),
    );
    cleared = review.cleared;
    const written = await writer.finish(tx);
    await appendChangeLog(tx, companyId, [
      ...buildImportChanges(actorId, request.generatedFromFile, planned, written),
      ...review.changes,
    ]);
    if (run && !isRunAdvanced) await advanceRun(tx, companyId, run);
    const { sections } = await aggregateInstances(tx, companyId, aggregateIds);
    const results = request.isSummaryOnly ? [] : written.map(presentResult);
    return { ...answer, results, formSectionAggregations: sections.market };
  };
  let outcome: BulkImportResponse;
  try {
    // An upload computes its rows before its turn, while the chunk before it is stored.
    let ahead: PreparedChunk | undefined;
    if (!request.isPreview) {
      const computed = await computeChunk(
        db,
        companyId,
        yearsOf(required, baseIds),
        inYears,
        rawRows,
        request.lang,
        { sliceRows: SLICE_ROWS, ...(earlierReads ? { reads: earlierReads } : {}) },
      );
      if (readsKey && !earlierReads) {
        keepRunReads(db, readsKey, { years: required, contexts: computed.contexts, lookup: computed.lookup });
      }
      ahead = await prepareChunk(computed, errors.length === 0, () =>
        createImportWriter(companyId, request.generatedFromFile),
      );
    }
    const store = (prepared: PreparedChunk | undefined) =>
      storeInTurn(db, companyId, run, options.runWaitMs ?? RUN_WAIT_MS, (tx) => importChunk(tx, prepared));
    outcome = await store(ahead).catch((error: unknown) => {
      // An earlier upload stored rows of the chunk meanwhile: it is planned again, row by row.
      if (!(error instanceof BuiltChunkCollided) || !ahead) throw error;
      return store({ ...ahead, built: undefined });
    });
  } catch (error) {
    // A refused or failed chunk stops its run: the later chunks in flight are not stored.
    if (run) {
      if (readsKey) forgetRunReads(db, readsKey);
      await stopRun(db, companyId, run.id).catch(() => {});
      announceRunMoved(companyId, run.id);
    }
    if (error instanceof RefusedChunk) return error.answer;
    throw error;
  }
  if (cleared.length > 0) await options.onReviewsCleared?.(cleared);
  return outcome;
}

/**
 * Runs the chunk's transaction when its turn comes: at once without a run, else after the run's chunks
 * before it (the transaction answers undefined while one is missing, and is tried again once it moved).
 */
async function storeInTurn(
  db: Database,
  companyId: string,
  run: UploadRun | undefined,
  waitMs: number,
  importChunk: (tx: Transaction) => Promise<BulkImportResponse | undefined>,
): Promise<BulkImportResponse> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const outcome = await db.transaction(importChunk);
    if (outcome) {
      if (run) announceRunMoved(companyId, run.id);
      return outcome;
    }
    if (!run || (await waitForTurn(db, companyId, run, deadline)) !== 'go') throw runStoppedError();
  }
}

/**
 * Plans the chunk's computed rows (a row that could not be computed has its error already) part by part,
 * ROWS_PER_PART rows at a time, handing each part to `onPart` as soon as it is planned.
 */
async function planChunk(
  chunk: ComputedChunk,
  planOf: (row: Candidate['row']) => RowPlan,
  onPart: (part: PlannedRow[]) => Promise<void> | void,
): Promise<PlannedRow[]> {
  const { candidates, computed, contexts } = chunk;
  const planned: PlannedRow[] = [];
  for (let start = 0; start < candidates.length; start += ROWS_PER_PART) {
    const part: PlannedRow[] = [];
    const end = Math.min(start + ROWS_PER_PART, candidates.length);
    for (let position = start; position < end; position += 1) {
      const { row, index } = candidates[position] as Candidate;
      const result = computed[position];
      if (!result?.computed || result.children.some((child) => !child)) continue;
      part.push({
        row,
        index,
        plan: planOf(row),
        instance: contexts.get(row.instance) as InstanceContext,
        parent: result.computed,
        children: result.children as PlannedImportRow['children'],
      });
    }
    planned.push(...part);
    await onPart(part);
  }
  return planned;
}

const ALL_NEW: RowPlan = { change: 'new' };

/**
 * An upload's chunk computed before its turn, and built too when it can be: with no refused row and no
 * row naming a stored result, every row is new unless an earlier upload stored it meanwhile, so its
 * INSERT is built while the chunk before is stored, and its turn only sends it (`storeBuilt`).
 */
async function prepareChunk(
  chunk: ComputedChunk,
  isRequestClean: boolean,
  newWriter: () => ImportWriter,
): Promise<PreparedChunk> {
  const canBuild =
    isRequestClean && chunk.errors.length === 0 && chunk.candidates.every(({ row }) => row._id === undefined);
  if (!canBuild) return chunk;
  const writer = newWriter();
  // Planned a part at a time, for the chunk being stored meanwhile; built as one INSERT, which costs
  // the database less than one per part.
  const planned = await planChunk(
    chunk,
    () => ALL_NEW,
    () => setImmediate(),
  );
  await setImmediate();
  return { ...chunk, built: { planned, writer, insert: writer.prepare(planned) } };
}

/**
 * Stores a chunk built before its turn, with `advance` (its run's move) in the same statement. Answers
 * whether it sent `advance` (a chunk with no new rows sends nothing). Throws
 * `BuiltChunkCollided` when the import-key index refuses a row that an earlier upload stored meanwhile:
 * the transaction is then rolled back and the chunk's rows are planned again in a new one. Looking the
 * keys up first, or a savepoint to roll back to, would cost every chunk a round trip under the lock.
 */
async function storeBuilt(
  tx: Transaction,
  { insert }: BuiltChunk,
  advance: SQL | undefined,
): Promise<boolean> {
  if (!insert) return false;
  try {
    await tx.execute(advance ? sql`with run_moved as (${advance}) ${insert}` : insert);
    return advance !== undefined;
  } catch (error) {
    if (isUniqueViolation(error, IMPORT_KEY_INDEX)) throw new BuiltChunkCollided();
    throw error;
  }
}

/** A chunk built as all new met rows an earlier upload stored meanwhile (`storeBuilt`). */
class BuiltChunkCollided extends Error {
  constructor() {
    super('Rows of the chunk were stored meanwhile.');
  }
}

const IMPORT_KEY_INDEX = 'calculator_results_import_key';

/** The years a chunk writes into, by id, as `requireInstances` read them. */
function yearsOf(required: readonly InstanceRow[], ids: readonly string[]): Map<string, InstanceRow> {
  const wanted = new Set(ids);
  return new Map(required.filter((year) => wanted.has(year.id)).map((year) => [year.id, year]));
}

function buildImportChanges(
  actorId: string | null,
  file: string,
  planned: readonly PlannedImportRow[],
  written: readonly { id: string; instanceId: string; parentId: string | null }[],
): ChangeRecord[] {
  const updatedIds = new Set(
    planned.flatMap(({ plan }) => (plan.change === 'changed' ? [plan.stored.row.id] : [])),
  );
  const byYear = new Map<string, { created: string[]; updated: string[] }>();
  for (const row of written) {
    if (row.parentId !== null) continue;
    const year = byYear.get(row.instanceId) ?? { created: [], updated: [] };
    byYear.set(row.instanceId, year);
    (updatedIds.has(row.id) ? year.updated : year.created).push(row.id);
  }
  return [...byYear].map(([instanceId, ids]) => ({
    instanceId,
    actorId,
    subject: 'import' as const,
    subjectId: file,
    action: 'create' as const,
    before: null,
    after: {
      file,
      numCreated: ids.created.length,
      numUpdated: ids.updated.length,
      createdResults: ids.created,
      updatedResults: ids.updated,
    },
  }));
}

function presentPreviewRow(
  entry: PlannedImportRow & { index: number },
  isSummaryOnly: boolean,
): BulkImportPreviewRow {
  const { row, parent, children } = entry;
  const preview: BulkImportPreviewRow = {
    rowIndex: entry.index,
    sheetRow: row.sheetRow,
    name: row.name ?? '',
    formOptionId: parent.formOptionId,
    c1: parent.c1,
    ghgScope: parent.ghgScope,
    total: children.reduce((sum, child) => sum + child.figures.total, parent.figures.total),
    calculationIssue: parent.calculationIssue,
    change: entry.plan.change,
  };
  if (isSummaryOnly) return preview;
  const figures = children.map((child) => child.figures).reduce(addFigures, parent.figures);
  return { ...preview, figures, factorsUsed: parent.factorsUsed };
}

/**
 * The figures of a row and its children together: every kg and kWh figure added, the Scope 3 category
 * the row's own. Field by field, so a figure added to the contract is summed too.
 */
function addFigures(sum: ResultFigures, next: ResultFigures): ResultFigures {
  const total: Record<string, number | null> = { ...sum };
  for (const [key, value] of Object.entries(next)) {
    if (key !== 'scope3Category' && typeof value === 'number')
      total[key] = (sum[key as keyof ResultFigures] ?? 0) + value;
  }
  return total as ResultFigures;
}
