import type pg from 'pg';

/** Distinct statement texts a connection prepares at most; further ones run unnamed, as before. */
export const MAX_PREPARED_PER_CONNECTION = 100;
/** Statement texts a connection remembers having seen once, waiting for a second run to prepare. */
const MAX_SEEN_ONCE = 1000;
/** Longer texts are bulk statements or lists written inline: rarely repeated, never worth keeping. */
const MAX_TEXT_LENGTH = 8000;
/**
 * Reads only: a `select`, or a `with` none of whose parts writes (the change log's append is a `with`
 * that updates and inserts). A write's column arrays and `$n::jsonb -> r.col` lookups must stay folded
 * into constants once per statement, which a plan kept for any values would not do: it would cast the
 * parameter again for every row.
 */
const READ = /^\s*(select\b|with\b(?![\s\S]*\b(insert|update|delete|merge)\b))/i;

let connectionsSeen = 0;

/** The names a connection prepared. */
export type PreparedReads = { readonly names: readonly string[] };

/**
 * Runs a read the connection has run before as a prepared statement (a statement name on the extended
 * protocol), so the database parses and analyses its text once per connection instead of on every call,
 * and may keep its plan. On the embedded database every small statement otherwise pays 0.4–0.9 ms of
 * parsing and planning in the database's one thread, and the top sources of `instances/setup` 2.8 ms.
 * A name carries the connection's number: the embedded database's connections share one session, where
 * a name must be unique (its worker deallocates a connection's statements once it is gone). Texts seen
 * once are only remembered, so a statement run once is never kept.
 */
export function prepareRepeatedReads(client: pg.PoolClient): PreparedReads {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  connectionsSeen += 1;
  const prefix = `read${connectionsSeen}_`;
  const nameByText = new Map<string, string>();
  const seenOnce = new Set<string>();
  const nameOf = (text: string): string | undefined => {
    const known = nameByText.get(text);
    if (known !== undefined) return known;
    const isFull = nameByText.size >= MAX_PREPARED_PER_CONNECTION;
    if (text.length > MAX_TEXT_LENGTH || isFull || !READ.test(text)) return undefined;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const name = `${prefix}${nameByText.size}`;
    nameByText.set(text, name);
    return name;
  };
  const named = (...args: unknown[]) => {
    const config = args[0] as { text?: unknown; name?: unknown; submit?: unknown } | null | undefined;
    const isPlainConfig =
      typeof config === 'object' &&
      config !== null &&
      typeof config.submit !== 'function' &&
      typeof config.text === 'string' &&
      config.name === undefined;
    const name = isPlainConfig ? nameOf(config.text as string) : undefined;
    return name === undefined ? query(...args) : query({ ...config, name }, ...args.slice(1));
  };
  client.query = named as typeof client.query;
  return {
    get names() {
      return [...nameByText.values()];
    },
  };
}
