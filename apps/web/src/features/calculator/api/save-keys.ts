/**
 * `Idempotency-Key`s for saves. A save whose answer never arrived (the connection dropped after the
 * server wrote) keeps its key: sending the same batch again reuses it, and the server replays its first
 * answer instead of creating the rows a second time. Once an answer arrives the key is done.
 */
export function createSaveKeys(newKey: () => string = () => crypto.randomUUID()) {
  const pending = new Map<string, string>();
  return {
    /** The key for this request: the pending one of an identical unanswered request, else a new one. */
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request);
      const key = pending.get(fingerprint) ?? newKey();
      pending.set(fingerprint, key);
      return key;
    },
    /** The server answered (success or refusal): the next identical request is a new save. */
    settle(request: unknown): void {
      pending.delete(JSON.stringify(request));
    },
  };
}
