import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { calculatorImportRuns as runs } from '../../db/schema/calculator.ts';
import { AppError } from '../../http/app-error.ts';
import type { Queryable } from '../calculator/queries.ts';

/** A chunk's place in its upload run (`uploadRun` of the request). */
export type UploadRun = { id: string; chunk: number };

/**
 * Whether a chunk may be stored now: `go` when every chunk before it is stored (a chunk stored already,
 * sent again, may go too: its rows are found stored and left alone), `wait` while one is missing, and
 * `stopped` once a chunk of the run was refused or failed.
 */
export type RunTurn = 'go' | 'wait' | 'stopped';

/** How long a chunk waits for the chunks before it by default: far longer than one chunk takes. */
export const RUN_WAIT_MS = 30_000;

/** Runs untouched this long are over (finished or given up); they are removed when a run starts. */
const RUN_KEPT_HOURS = 24;

export async function readRunTurn(db: Queryable, companyId: string, run: UploadRun): Promise<RunTurn> {
  const [row] = await db
    .select({ nextChunk: runs.nextChunk, isStopped: runs.isStopped })
    .from(runs)
    .where(and(eq(runs.companyId, companyId), eq(runs.id, run.id)));
  if (row?.isStopped) return 'stopped';
  return run.chunk <= (row?.nextChunk ?? 0) ? 'go' : 'wait';
}

/** Chunks of this process waiting for a run, by run: woken as soon as a chunk of it is stored here. */
const waiting = new Map<string, Set<() => void>>();
const runKey = (companyId: string, runId: string) => `${companyId}/${runId}`;

/** Wakes the chunks waiting for the run in this process (call once the stored chunk committed). */
export function announceRunMoved(companyId: string, runId: string): void {
  const key = runKey(companyId, runId);
  const wakers = waiting.get(key);
  waiting.delete(key);
  for (const wake of wakers ?? []) wake();
}

/** Resolves when a chunk of the run is stored in this process, or after `ms`, whichever comes first. */
function nextMoveOrAfter(companyId: string, runId: string, ms: number): Promise<void> {
  const key = runKey(companyId, runId);
  return new Promise((settle) => {
    const wakers = waiting.get(key) ?? new Set();
    waiting.set(key, wakers);
    const wake = () => {
      clearTimeout(timer);
      wakers.delete(wake);
      if (wakers.size === 0 && waiting.get(key) === wakers) waiting.delete(key);
      settle();
    };
    const timer = setTimeout(wake, ms);
    wakers.add(wake);
  });
}

/**
 * Waits until the chunk may go or the run stopped: woken at once when this process stores a chunk of
 * the run, and asking the database every 25 ms for chunks another process stores. Answers `wait` when
 * the deadline passed first.
 */
export async function waitForTurn(
  db: Queryable,
  companyId: string,
  run: UploadRun,
  deadline: number,
): Promise<RunTurn> {
  for (;;) {
    const turn = await readRunTurn(db, companyId, run);
    if (turn !== 'wait' || Date.now() >= deadline) return turn;
    await nextMoveOrAfter(companyId, run.id, Math.min(25, deadline - Date.now()));
  }
}

/** Records the chunk as stored, in the transaction that stores it: the next chunk may go. */
export async function advanceRun(db: Queryable, companyId: string, run: UploadRun): Promise<void> {
  if (run.chunk === 0) {
    await db
      .delete(runs)
      .where(
        and(
          eq(runs.companyId, companyId),
          lt(runs.updatedAt, sql`now() - make_interval(hours => ${RUN_KEPT_HOURS})`),
        ),
      );
  }
  await db.execute(advanceRunStatement(db, companyId, run));
}

/**
 * The statement of `advanceRun` that moves the run on, for a chunk after the first: an upload sends it
 * with the chunk's INSERT, one round trip less under the year's lock (the first chunk also clears out
 * old runs, so it calls `advanceRun`).
 */
export function advanceRunStatement(db: Queryable, companyId: string, run: UploadRun): SQL {
  return db
    .insert(runs)
    .values({ companyId, id: run.id, nextChunk: run.chunk + 1, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [runs.companyId, runs.id],
      set: { nextChunk: sql`greatest(${runs.nextChunk}, excluded.next_chunk)`, updatedAt: new Date() },
    })
    .getSQL();
}

/** Stops the run: no later chunk of it is stored. */
export async function stopRun(db: Queryable, companyId: string, runId: string): Promise<void> {
  await db
    .insert(runs)
    .values({ companyId, id: runId, nextChunk: 0, isStopped: true, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [runs.companyId, runs.id],
      set: { isStopped: true, updatedAt: new Date() },
    });
}

/** The answer to a chunk whose run stopped before it, or whose earlier chunks never arrived. */
export function runStoppedError(): AppError {
  return new AppError(
    'CONFLICT',
    'An earlier part of this upload was not stored, so this part was not stored either.',
    [{ path: 'uploadRun', message: 'validation.importRunStopped' }],
  );
}
