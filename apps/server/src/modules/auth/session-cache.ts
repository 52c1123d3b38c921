import type { SessionUser } from '@carbon-ledger/core';
import type { IdentityWrites } from '../../db/identity-writes.ts';
import type { Actor } from '../../http/actor.ts';

/**
 * A cache of who is behind a session (and what whoami answers for them), so an ordinary request costs no
 * database round trip. Every committed write to sessions, users, memberships or companies in this process
 * empties the cache at once, so sign-out, role changes and removals hold from the next request.
 * On a PostgreSQL server other processes may write too: entries live two seconds there, the longest such a
 * change may take to reach this process. The embedded database admits one process only (its data directory
 * is locked), so every write is seen here and entries may live a minute (a session's idle and absolute
 * timeouts hold to within that).
 */
export const SESSION_CACHE_TTL_MS = { sharedDatabase: 2000, singleProcess: 60_000 } as const;
const MAX_ENTRIES = 10_000;

type Entry<T> = { value: T; expiresAt: number };

type KeyedCache<T> = {
  /** The cached value, or what `load` finds (kept only if nothing was written meanwhile). */
  resolve: (key: string, load: () => Promise<T | undefined>) => Promise<T | undefined>;
};

export type SessionCache = {
  actors: KeyedCache<Actor>;
  sessionUsers: KeyedCache<SessionUser>;
};

export function createSessionCache(identityWrites: IdentityWrites, ttlMs: number): SessionCache {
  /** Bumped by every write: a load that began before a write must not store what it read. */
  let generation = 0;
  const stores: Map<string, Entry<unknown>>[] = [];

  const createKeyedCache = <T>(): KeyedCache<T> => {
    const entries = new Map<string, Entry<T>>();
    stores.push(entries as Map<string, Entry<unknown>>);
    return {
      resolve: async (key, load) => {
        const now = Date.now();
        const cached = entries.get(key);
        if (cached && cached.expiresAt > now) return cached.value;
        if (cached) entries.delete(key);
        const startedIn = generation;
        const value = await load();
        // Absent sessions are not kept: a fresh sign-in must work at once.
        if (value === undefined || startedIn !== generation) return value;
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(key, { value, expiresAt: now + ttlMs });
        return value;
      },
    };
  };

  const cache = { actors: createKeyedCache<Actor>(), sessionUsers: createKeyedCache<SessionUser>() };
  identityWrites.subscribe(() => {
    generation += 1;
    for (const entries of stores) entries.clear();
  });
  return cache;
}
