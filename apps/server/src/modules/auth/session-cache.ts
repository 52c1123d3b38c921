import type { SessionUser } from '@carbon-ledger/core';
import type { IdentityWrites } from '../../db/identity-writes.ts';
import type { Actor } from '../../http/actor.ts';

/**
 * A cache of who is behind a session (and what whoami answers for them), so an ordinary request costs no
 * database round trip. Entries live two seconds at most (a session's timeouts hold to within that); every committed write to sessions, users,
 * memberships or companies in this process empties the cache at once, so sign-out, role changes and
 * removals hold from the next request. Another process on the same PostgreSQL server sees such a change
 * at the latest when its entries expire.
 */
export const SESSION_CACHE_TTL_MS = 2000;
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

export function createSessionCache(identityWrites: IdentityWrites): SessionCache {
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
        entries.set(key, { value, expiresAt: now + SESSION_CACHE_TTL_MS });
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
