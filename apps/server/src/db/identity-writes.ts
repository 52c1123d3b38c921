import type pg from 'pg';

/**
 * Tells listeners, in this process, when a write to the tables that decide who a session is and what
 * it shows (`sessions`, `users`, `memberships`, `companies`, `company_subscriptions` and `custom_plans`, whose rows make the
 * session's `subscriptions`) has been committed, so caches of sessions
 * drop what they hold at once: a sign-out, a role change or a removal holds from the next request.
 * Watching the statements on the connections catches every write, however a module phrases it.
 * Other processes sharing a PostgreSQL server do not see these; their caches expire on their own.
 */
export type IdentityWrites = { subscribe: (listener: () => void) => void; notify: () => void };

const IDENTITY_WRITE =
  /\b(?:update|delete\s+from|insert\s+into|truncate(?:\s+table)?)\s+(?:"?public"?\.)?"?(?:sessions|users|memberships|companies|company_subscriptions|custom_plans)"?[\s(]/i;
/** Marking a session as used changes nothing a cache holds, and happens every minute per session. */
const SESSION_TOUCH = /^\s*update\s+"?sessions"?\s+set\s+"?last_seen_at"?\s*=\s*\$1\s+where\b/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end)\b/i;

export function createIdentityWrites(): IdentityWrites {
  const listeners: (() => void)[] = [];
  return {
    subscribe: (listener) => {
      listeners.push(listener);
    },
    notify: () => {
      for (const listener of listeners) listener();
    },
  };
}

function textOf(args: unknown[]): string {
  const first = args[0];
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * Wraps a pooled connection's `query`: after a write to an identity table completes, and again after the
 * transaction it ran in ends (a write is visible to others only from its commit), the listeners hear it.
 */
export function watchIdentityWrites(client: pg.PoolClient, writes: IdentityWrites): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let hasPendingWrite = false;
  const watched = (...args: unknown[]) => {
    const text = textOf(args);
    const isWrite = IDENTITY_WRITE.test(text) && !SESSION_TOUCH.test(text);
    const isEnd = hasPendingWrite && TRANSACTION_END.test(text);
    if (!isWrite && !isEnd) return query(...args);
    const settle = () => {
      if (isEnd) hasPendingWrite = false;
      if (isWrite) hasPendingWrite = true;
      writes.notify();
    };
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      // The pool's own `pool.query` passes a callback: hear the write when it calls back.
      return query(...args.slice(0, -1), (...answer: unknown[]) => {
        settle();
        callback(...answer);
      });
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(settle, settle);
    else settle();
    return result;
  };
  client.query = watched as typeof client.query;
}
