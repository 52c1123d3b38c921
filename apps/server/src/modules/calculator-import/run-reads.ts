import type { FactorLookup } from '../calculator/compute/factor-lookup.ts';
import type { InstanceContext } from '../calculator/compute/instance-context.ts';
import type { InstanceWithContainer } from '../calculator/queries.ts';

/**
 * What a chunk of an upload run reads before its turn: its years (checked to be the company's), their
 * forms, and the factors its rows use. The later chunks of the run reuse them. On the embedded database
 * every connection shares one session, so a read waits while the chunk before is being stored; reading
 * nothing, a chunk is computed and built meanwhile instead of after it. What the reads found is checked
 * again under the year's lock (`isComputedFor`): a year edited meanwhile has its chunk computed afresh,
 * and its run's reads are dropped. Factors are taken as the run found them, as every stored result keeps
 * the factors it was computed with.
 */
export type RunReads = {
  years: readonly InstanceWithContainer[];
  contexts: ReadonlyMap<string, InstanceContext>;
  lookup: FactorLookup;
};

/** A run idle this long is over (finished or given up). */
const KEPT_MS = 60_000;
/** Runs kept per database at most: the oldest goes first. */
const MAX_RUNS = 32;

type Kept = { reads: RunReads; usedAt: number };

/** Per database (a process may serve several, as the tests do), by company, run and years. */
const keptByDatabase = new WeakMap<object, Map<string, Kept>>();

/** The key of a run's reads: the company, the run and the years its chunks name. */
export function runReadsKey(companyId: string, runId: string, yearIds: readonly string[]): string {
  return `${companyId}/${runId}/${[...new Set(yearIds)].sort().join(',')}`;
}

export function findRunReads(db: object, key: string, now = Date.now()): RunReads | undefined {
  const kept = keptByDatabase.get(db)?.get(key);
  if (!kept || now - kept.usedAt > KEPT_MS) return undefined;
  kept.usedAt = now;
  return kept.reads;
}

export function keepRunReads(db: object, key: string, reads: RunReads, now = Date.now()): void {
  const kept = keptByDatabase.get(db) ?? new Map<string, Kept>();
  keptByDatabase.set(db, kept);
  for (const [other, entry] of kept) if (now - entry.usedAt > KEPT_MS) kept.delete(other);
  kept.delete(key);
  kept.set(key, { reads, usedAt: now });
  // A Map iterates in insertion order: the first is the run kept longest ago.
  while (kept.size > MAX_RUNS) kept.delete(kept.keys().next().value as string);
}

/** Drops a run's reads: the run stopped, or a year changed under it. */
export function forgetRunReads(db: object, key: string): void {
  keptByDatabase.get(db)?.delete(key);
}
