import { setImmediate } from 'node:timers/promises';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../modules/calculator/queries.ts';

/** Statements handed to one connection without waiting for each; see `createStatementPipeline`. */
export type StatementPipeline = {
  /**
   * Starts the statement (the connection runs it after the ones sent before it) and gives the event loop
   * a turn, so that it goes out at once and the database works while the caller prepares the next.
   */
  send(statement: SQL): Promise<void>;
  /** Waits for every statement sent; throws the first failure (the transaction is then aborted). */
  settle(): Promise<void>;
};

/**
 * Lets the caller compute its next statement while the database runs the previous one. A connection runs
 * its queries one after the other in the order they were handed to it (`serializeQueries`), so the
 * statements land in the order sent. A failed statement aborts the transaction and the ones after it
 * fail too: `settle` throws the first failure, the cause, and the caller's transaction rolls back whole.
 */
export function createStatementPipeline(db: Queryable): StatementPipeline {
  const pending: Promise<void>[] = [];
  let failure: { error: unknown } | undefined;
  return {
    async send(statement) {
      pending.push(
        db.execute(statement).then(
          () => undefined,
          (error: unknown) => {
            failure ??= { error };
          },
        ),
      );
      await setImmediate();
    },
    async settle() {
      await Promise.all(pending);
      if (failure) throw failure.error;
    },
  };
}
