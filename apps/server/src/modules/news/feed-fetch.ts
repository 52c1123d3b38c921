import type { NewsFeedError } from '@carbon-ledger/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsFeedEntries, newsFeeds } from '../../db/schema/news.ts';
import {
  createGuardedFetch,
  type GuardedFetch,
  type OutgoingPolicy,
  OutgoingRequestError,
} from '../../outgoing/guarded-fetch.ts';
import { NotAFeedError, readFeedDocument } from './feed-reader.ts';

/** A feed answer larger than this is cut off (a feed of 100 entries is a few hundred kB). */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
/** A feed that has not answered whole in this time is given up until the next run. */
export const FEED_TIMEOUT_MS = 10_000;
/** Entries kept per feed (the newest); older ones are removed after each fetch. */
export const MAX_ENTRIES_PER_FEED = 200;

/** The outgoing-request guard as feeds use it: the operator's switch, and the feed limits. */
export function createFeedFetch(
  policy: Pick<OutgoingPolicy, 'allowPrivateAddresses'> & Partial<OutgoingPolicy>,
): GuardedFetch {
  return createGuardedFetch({ timeoutMs: FEED_TIMEOUT_MS, maxResponseBytes: FEED_MAX_BYTES, ...policy });
}

export type FeedFetchOutcome =
  | { isOk: true; entryCount: number }
  | { isOk: false; error: NewsFeedError; status: number | null };

/** Why a request failed, in the words of `NEWS_FEED_ERRORS` (the page words them for the operator). */
export function classifyFeedFailure(error: unknown): NewsFeedError {
  if (error instanceof NotAFeedError) return 'notAFeed';
  const reason = error instanceof OutgoingRequestError ? error.reason : String(error);
  if (/too large/i.test(reason)) return 'tooLarge';
  if (/not public|non-public|plain http|protocol|credentials/i.test(reason)) return 'refusedAddress';
  if (/abort|timeout|timed out/i.test(reason)) return 'timeout';
  return 'unreachable';
}

function describeSource(feedTitle: string | null, feedUrl: string): string {
  if (feedTitle) return feedTitle;
  return new URL(feedUrl).hostname.replace(/^www\./, '');
}

/**
 * Fetches one feed through the guard and stores its entries: one multi-row upsert keyed by feed and
 * link, so a second fetch (or one running at the same time in another process) never duplicates an
 * entry; a changed title or date is taken over. Records when the feed was fetched and, on failure, why
 * (nothing of a failed or cut-off answer is stored). Returns what happened.
 */
export async function fetchNewsFeed(
  db: Database,
  feed: { id: string; url: string },
  fetchFeed: GuardedFetch,
  now = () => new Date(),
): Promise<FeedFetchOutcome> {
  let outcome: FeedFetchOutcome;
  let feedTitle: string | null | undefined;
  let entries: ReturnType<typeof readFeedDocument>['entries'] = [];
  try {
    const response = await fetchFeed(feed.url, {
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8' },
    });
    if (!response.ok) {
      outcome = { isOk: false, error: 'httpStatus', status: response.status };
    } else {
      const read = readFeedDocument(await response.text(), feed.url, now());
      feedTitle = read.title;
      entries = read.entries;
      outcome = { isOk: true, entryCount: entries.length };
    }
  } catch (error) {
    outcome = { isOk: false, error: classifyFeedFailure(error), status: null };
  }
  const fetchedAt = now();
  await db.transaction(async (tx) => {
    if (outcome.isOk && entries.length > 0) {
      const source = describeSource(feedTitle ?? null, feed.url);
      await tx
        .insert(newsFeedEntries)
        .values(
          entries.map((entry) => ({
            feedId: feed.id,
            url: entry.url,
            title: entry.title,
            source,
            publishedAt: entry.publishedAt,
            fetchedAt,
          })),
        )
        .onConflictDoUpdate({
          target: [newsFeedEntries.feedId, newsFeedEntries.url],
          set: {
            title: sql`excluded.title`,
            source: sql`excluded.source`,
            publishedAt: sql`excluded.published_at`,
            fetchedAt: sql`excluded.fetched_at`,
          },
        });
      await tx.execute(sql`
        delete from ${newsFeedEntries}
        where ${newsFeedEntries.feedId} = ${feed.id}
          and ${newsFeedEntries.id} not in (
            select ${newsFeedEntries.id} from ${newsFeedEntries}
            where ${newsFeedEntries.feedId} = ${feed.id}
            order by ${newsFeedEntries.publishedAt} desc, ${newsFeedEntries.id} desc
            limit ${MAX_ENTRIES_PER_FEED}
          )`);
    }
    await tx
      .update(newsFeeds)
      .set({
        lastFetchedAt: fetchedAt,
        lastError: outcome.isOk ? null : outcome.error,
        lastErrorStatus: outcome.isOk ? null : outcome.status,
        ...(feedTitle !== undefined ? { title: feedTitle } : {}),
      })
      .where(and(eq(newsFeeds.id, feed.id)));
  });
  return outcome;
}
