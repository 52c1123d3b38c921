import type pg from 'pg';

/**
 * Makes a pooled connection run the queries it is given one after the other. Inside a transaction
 * every query shares one connection, and code that starts two reads at once (`Promise.all`) would
 * otherwise hand node-postgres a query while another is running, which it deprecates and will refuse.
 * Callback-style calls (the pool's own `pool.query`) pass straight through.
 */
export function serializeQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  const serialized = (...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args.at(-1) === 'function' || typeof first?.submit === 'function') return query(...args);
    const run = tail.then(() => query(...args));
    tail = run.catch(() => {});
    return run;
  };
  client.query = serialized as typeof client.query;
}
