import type { NewsTopic } from '@carbon-ledger/core';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsFeedEntries, newsFeeds, newsItems } from '../../db/schema/news.ts';

type Queryable = Pick<Database, 'select' | 'execute'>;
export type NewsItemRow = typeof newsItems.$inferSelect;
export type NewsFeedRow = typeof newsFeeds.$inferSelect;

/** Every curated item, newest first (the operator's list, withdrawn ones included). */
export async function listCuratedItems(db: Queryable): Promise<NewsItemRow[]> {
  return db.select().from(newsItems).orderBy(desc(newsItems.publishedOn), desc(newsItems.createdAt));
}

export async function findCuratedItem(db: Queryable, id: string): Promise<NewsItemRow | undefined> {
  const [row] = await db.select().from(newsItems).where(eq(newsItems.id, id));
  return row;
}

/** Every feed with the number of entries stored from it, in the order they were added. */
export async function listFeeds(db: Queryable): Promise<Array<NewsFeedRow & { entryCount: number }>> {
  const counts = db
    .select({ feedId: newsFeedEntries.feedId, entryCount: count().as('entry_count') })
    .from(newsFeedEntries)
    .groupBy(newsFeedEntries.feedId)
    .as('counts');
  const rows = await db
    .select({ feed: newsFeeds, entryCount: counts.entryCount })
    .from(newsFeeds)
    .leftJoin(counts, eq(counts.feedId, newsFeeds.id))
    .orderBy(asc(newsFeeds.createdAt), asc(newsFeeds.id));
  return rows.map((row) => ({ ...row.feed, entryCount: Number(row.entryCount ?? 0) }));
}

export async function findFeed(db: Queryable, id: string): Promise<NewsFeedRow | undefined> {
  const [row] = await db.select().from(newsFeeds).where(eq(newsFeeds.id, id));
  return row;
}

/** The feeds the schedule fetches: the enabled ones. */
export async function listFeedsToFetch(db: Queryable): Promise<Array<{ id: string; url: string }>> {
  return db
    .select({ id: newsFeeds.id, url: newsFeeds.url })
    .from(newsFeeds)
    .where(eq(newsFeeds.isEnabled, true))
    .orderBy(asc(newsFeeds.lastFetchedAt), asc(newsFeeds.id));
}

/** The item an image belongs to, with its media type (undefined for an unknown image). */
export async function findImage(db: Queryable, imageId: string) {
  const [row] = await db
    .select({ mediaType: newsItems.imageMediaType, isPublished: newsItems.isPublished })
    .from(newsItems)
    .where(eq(newsItems.imageId, imageId));
  return row?.mediaType ? { mediaType: row.mediaType, isPublished: row.isPublished } : undefined;
}

/** Where a page of the list starts: below this date and id (the `nextBefore` of the page before). */
export type NewsCursor = { publishedAt: Date; id: string };

export type NewsPageRow =
  | { kind: 'curated'; publishedAt: Date; item: NewsItemRow }
  | {
      kind: 'feed';
      publishedAt: Date;
      entry: typeof newsFeedEntries.$inferSelect;
      lang: string | null;
      topic: string | null;
    };

const curatedAt = sql`(${newsItems.publishedOn}::timestamp at time zone 'UTC')`;

/**
 * One page of the members' list, newest first: published curated items (dated at midnight UTC of their
 * day) and, when feeds are on, the entries of enabled feeds, merged by date and id. `limit + 1` rows of
 * each are read so the caller can tell whether an older page follows.
 */
export async function listNewsPage(
  db: Queryable,
  input: { topic: NewsTopic | undefined; before: NewsCursor | undefined; withFeeds: boolean; limit: number },
): Promise<NewsPageRow[]> {
  const { topic, before, limit } = input;
  const beforeCurated = before
    ? sql`(${curatedAt}, ${newsItems.id}) < (${before.publishedAt.toISOString()}::timestamptz, ${before.id}::uuid)`
    : undefined;
  const curated = await db
    .select({ item: newsItems, publishedAt: sql<string>`${curatedAt}`.as('published_at_ts') })
    .from(newsItems)
    .where(
      and(eq(newsItems.isPublished, true), topic ? eq(newsItems.topic, topic) : undefined, beforeCurated),
    )
    .orderBy(desc(newsItems.publishedOn), desc(newsItems.id))
    .limit(limit + 1);
  const rows: NewsPageRow[] = curated.map((row) => ({
    kind: 'curated',
    publishedAt: new Date(row.publishedAt),
    item: row.item,
  }));
  if (input.withFeeds) {
    const beforeEntry = before
      ? sql`(${newsFeedEntries.publishedAt}, ${newsFeedEntries.id}) < (${before.publishedAt.toISOString()}::timestamptz, ${before.id}::uuid)`
      : undefined;
    const entries = await db
      .select({ entry: newsFeedEntries, lang: newsFeeds.lang, topic: newsFeeds.topic })
      .from(newsFeedEntries)
      .innerJoin(newsFeeds, eq(newsFeeds.id, newsFeedEntries.feedId))
      .where(and(eq(newsFeeds.isEnabled, true), topic ? eq(newsFeeds.topic, topic) : undefined, beforeEntry))
      .orderBy(desc(newsFeedEntries.publishedAt), desc(newsFeedEntries.id))
      .limit(limit + 1);
    for (const row of entries)
      rows.push({
        kind: 'feed',
        publishedAt: row.entry.publishedAt,
        entry: row.entry,
        lang: row.lang,
        topic: row.topic,
      });
  }
  const idOf = (row: NewsPageRow) => (row.kind === 'curated' ? row.item.id : row.entry.id);
  return rows
    .sort(
      (a, b) =>
        b.publishedAt.getTime() - a.publishedAt.getTime() ||
        (idOf(a) < idOf(b) ? 1 : idOf(a) > idOf(b) ? -1 : 0),
    )
    .slice(0, limit + 1);
}
