import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/** The parts of drizzle's pooled session a transaction of its own needs (internal fields, read once). */
type SessionInternals = {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: (run: (tx: unknown) => Promise<unknown>, config?: PgTransactionConfig) => Promise<unknown>;
};

/**
 * Makes every `db.transaction` give its connection back to the pool whatever fails.
 *
 * drizzle-orm (0.45.4, the latest) sends BEGIN on a pooled connection before the try/finally that
 * releases it (drizzle-team/drizzle-orm#6023, open). When the database drops between checkout and BEGIN,
 * as in an outage, the connection is never released: the pool loses it for good, closing the pool waits
 * for it forever, and after ten such losses every request waits for a connection that never comes.
 *
 * This runs the same steps with BEGIN inside: a connection whose BEGIN or ROLLBACK failed is handed back
 * with the error, so the pool discards it rather than lend it out again, and the caller gets the error
 * that failed the transaction, not a later one from the rollback.
 */
export function releaseConnectionsOnEveryFailure(db: object, pool: pg.Pool): void {
  const session = (db as { session: SessionInternals }).session;
  const { dialect, schema, options } = session;
  session.transaction = async (run, config) => {
    const client = await pool.connect();
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, schema, options), schema);
    let hasBegun = false;
    let brokenBy: Error | undefined;
    try {
      await tx.execute(sql`begin`);
      hasBegun = true;
      if (config) await tx.setTransaction(config);
      const result = await run(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (!hasBegun) brokenBy = error instanceof Error ? error : new Error(String(error));
      else {
        try {
          await tx.execute(sql`rollback`);
        } catch (rollbackError) {
          brokenBy = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
      }
      throw error;
    } finally {
      client.release(brokenBy);
    }
  };
}
