/**
 * The JSON documents of results as `results/list` serves them, each kept with the version of the rows it
 * was written from (`DOCUMENT_VERSION` in `result-queries.ts`: the result row's and its evidence files' tuple versions).
 * A page asks the database for its rows' ids and versions only, and for the documents of rows whose
 * version it does not hold: members of a company reloading a year's list then cost the database a few
 * milliseconds instead of writing a thousand documents again. A document is served only for the version it
 * was written from, so a change made by this process or any other is seen on the next read.
 *
 * Entries of deleted rows stay until the cache is emptied: it is emptied whole when it outgrows
 * `maxChars`, and every `maxAgeMs`, so that no entry outlives the transaction ids its version is made of
 * (they repeat only after about four billion transactions).
 */
export type ResultDocumentCache = {
  /** The document of the result at exactly this version, if held. */
  read(companyId: string, resultId: string, version: string): string | undefined;
  /** Keeps the document of the result at this version (replacing any other version of it). */
  write(companyId: string, resultId: string, version: string, document: string): void;
};

export const RESULT_DOCUMENT_CACHE_LIMITS = {
  /** About 128 MB of documents (UTF-16), some 100,000 results. */
  maxChars: 64 * 1024 * 1024,
  maxAgeMs: 10 * 60 * 1000,
} as const;

type Entry = { version: string; document: string };

export function createResultDocumentCache(
  limits: { maxChars: number; maxAgeMs: number } = RESULT_DOCUMENT_CACHE_LIMITS,
  now: () => number = Date.now,
): ResultDocumentCache {
  const entries = new Map<string, Entry>();
  let numChars = 0;
  let startedAt = now();
  const keyOf = (companyId: string, resultId: string) => `${companyId}/${resultId}`;
  const emptyWhenOld = () => {
    if (now() - startedAt < limits.maxAgeMs) return;
    entries.clear();
    numChars = 0;
    startedAt = now();
  };
  return {
    read(companyId, resultId, version) {
      emptyWhenOld();
      const entry = entries.get(keyOf(companyId, resultId));
      return entry?.version === version ? entry.document : undefined;
    },
    write(companyId, resultId, version, document) {
      emptyWhenOld();
      const key = keyOf(companyId, resultId);
      const earlier = entries.get(key);
      if (earlier) numChars -= earlier.document.length;
      if (numChars + document.length > limits.maxChars) {
        entries.clear();
        numChars = 0;
      }
      entries.set(key, { version, document });
      numChars += document.length;
    },
  };
}
