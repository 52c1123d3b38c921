import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { GuardedFetch } from '../../outgoing/guarded-fetch.ts';
import { type FeedFetchOutcome, fetchNewsFeed } from './feed-fetch.ts';
import { listFeedsToFetch } from './queries.ts';

/** The first run after start waits this long, so a start is not held up by feeds. */
const FIRST_RUN_DELAY_MS = 30_000;

/**
 * Runs feed fetches: on a schedule (every enabled feed, one after the other) and on the operator's
 * "Fetch now". A fetch of a feed that is already running is joined, not started twice; across server
 * processes the upsert keeps entries unique.
 */
export function createFeedRunner(input: {
  db: Database;
  fetchFeed: GuardedFetch;
  log: FastifyBaseLogger;
  /** Called after a fetch that changed what the list shows. */
  onChange: () => void;
}) {
  const running = new Map<string, Promise<FeedFetchOutcome>>();
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  const fetchOne = (feed: { id: string; url: string }): Promise<FeedFetchOutcome> => {
    const current = running.get(feed.id);
    if (current) return current;
    const started = fetchNewsFeed(input.db, feed, input.fetchFeed)
      .then((outcome) => {
        input.onChange();
        if (!outcome.isOk) input.log.info({ feed: feed.id, error: outcome.error }, 'news feed fetch failed');
        return outcome;
      })
      .finally(() => running.delete(feed.id));
    running.set(feed.id, started);
    return started;
  };

  const fetchAll = async () => {
    for (const feed of await listFeedsToFetch(input.db)) {
      if (isStopped) return;
      await fetchOne(feed);
    }
  };

  return {
    fetchOne,
    fetchAll,
    /** Fetches every enabled feed every `intervalMinutes`; a failed run is logged and the next one comes. */
    start: (intervalMinutes: number) => {
      const schedule = (delayMs: number) => {
        timer = setTimeout(() => {
          fetchAll()
            .catch((error: unknown) => input.log.warn({ err: error }, 'news feed run failed'))
            .finally(() => {
              if (!isStopped) schedule(intervalMinutes * 60_000);
            });
        }, delayMs);
        timer.unref();
      };
      schedule(Math.min(FIRST_RUN_DELAY_MS, intervalMinutes * 60_000));
    },
    stop: async () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      await Promise.allSettled(running.values());
    },
  };
}
export type FeedRunner = ReturnType<typeof createFeedRunner>;
