import { createHash } from 'node:crypto';

/** An answer of the news list as sent: its JSON and the ETag naming it. */
export type CachedNewsAnswer = { body: string; etag: string };

/** Answers kept at most; past that the oldest goes (the keys are language × topic × page). */
const MAX_ENTRIES = 200;
/**
 * How long an answer is kept without a change seen here. Changes made in this process clear the cache at
 * once; the bound is for changes made by another server process on the same database.
 */
const MAX_AGE_MS = 60_000;

/**
 * The server-side cache of `GET /api/company/analytics/news`, one answer per language, topic and page.
 * News are installation-wide, so one answer serves every company. `clear` is called on every change of
 * items or feeds and after a fetch that stored entries.
 */
export function createNewsCache(now = () => Date.now()) {
  const answers = new Map<string, CachedNewsAnswer & { storedAt: number }>();
  return {
    read: (key: string): CachedNewsAnswer | undefined => {
      const hit = answers.get(key);
      if (!hit) return undefined;
      if (now() - hit.storedAt > MAX_AGE_MS) {
        answers.delete(key);
        return undefined;
      }
      return hit;
    },
    store: (key: string, value: unknown): CachedNewsAnswer => {
      const body = JSON.stringify(value);
      const etag = `"${createHash('sha256').update(key).update('\n').update(body).digest('base64url').slice(0, 27)}"`;
      if (answers.size >= MAX_ENTRIES) {
        const oldest = answers.keys().next().value;
        if (oldest !== undefined) answers.delete(oldest);
      }
      answers.set(key, { body, etag, storedAt: now() });
      return { body, etag };
    },
    clear: () => answers.clear(),
  };
}
export type NewsCache = ReturnType<typeof createNewsCache>;

/** Whether an `If-None-Match` header names this ETag (a list, weak forms and `*` included). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
