import { describe, expect, it } from 'vitest';
import type { FactorLookup } from '../calculator/compute/factor-lookup.ts';
import { findRunReads, forgetRunReads, keepRunReads, type RunReads, runReadsKey } from './run-reads.ts';

const reads = (): RunReads => ({ years: [], contexts: new Map(), lookup: {} as FactorLookup });

describe('run reads', () => {
  it('keys a run by its company and its years, in any order', () => {
    expect(runReadsKey('c1', 'r', ['b', 'a', 'b'])).toBe(runReadsKey('c1', 'r', ['a', 'b']));
    expect(runReadsKey('c1', 'r', ['a'])).not.toBe(runReadsKey('c2', 'r', ['a']));
    expect(runReadsKey('c1', 'r', ['a'])).not.toBe(runReadsKey('c1', 'r', ['a', 'b']));
  });

  it('keeps a run’s reads per database, until forgotten', () => {
    const [db, otherDb] = [{}, {}];
    const kept = reads();
    keepRunReads(db, 'k', kept, 0);
    expect(findRunReads(db, 'k', 1)).toBe(kept);
    expect(findRunReads(otherDb, 'k', 1)).toBeUndefined();
    forgetRunReads(db, 'k');
    expect(findRunReads(db, 'k', 2)).toBeUndefined();
  });

  it('lets a run idle for a minute go, but not one in use', () => {
    const db = {};
    keepRunReads(db, 'busy', reads(), 0);
    keepRunReads(db, 'idle', reads(), 0);
    expect(findRunReads(db, 'busy', 50_000)).toBeDefined();
    expect(findRunReads(db, 'busy', 100_000)).toBeDefined();
    expect(findRunReads(db, 'idle', 100_000)).toBeUndefined();
  });

  it('keeps 32 runs at most, dropping the one kept longest ago', () => {
    const db = {};
    for (let run = 0; run <= 32; run += 1) keepRunReads(db, `run-${run}`, reads(), run);
    expect(findRunReads(db, 'run-0', 40)).toBeUndefined();
    expect(findRunReads(db, 'run-1', 40)).toBeDefined();
    expect(findRunReads(db, 'run-32', 40)).toBeDefined();
  });
});
