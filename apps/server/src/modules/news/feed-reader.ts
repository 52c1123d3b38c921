import { parseFeed } from '@rowanmanning/feed-parser';

/** What is kept of one feed entry: the text is the publisher's, so only its title, link and date. */
export type FeedEntry = { url: string; title: string; publishedAt: Date };
export type ReadFeed = { title: string | null; entries: FeedEntry[] };

/** Entries one fetch keeps at most (the newest); a feed's older entries are dropped. */
export const MAX_ENTRIES_PER_FETCH = 100;
const MAX_TITLE_LENGTH = 300;

export class NotAFeedError extends Error {
  override name = 'NotAFeedError';
}

function toPlainText(text: string | null, maxLength: number): string {
  return (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength);
}

/** An entry's link made absolute against the feed's address; http(s) only, so no script link is kept. */
function toEntryUrl(link: string | null, feedUrl: string): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link.trim(), feedUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (url.username || url.password) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * Reads an RSS or Atom document (the maintained parser `@rowanmanning/feed-parser` does the formats'
 * variants): the feed's title and its entries with a title and a web link, each link once, the newest
 * `MAX_ENTRIES_PER_FETCH`. An entry without a date takes `now`; one dated in the future is dated `now`.
 * Throws `NotAFeedError` for anything that is no feed.
 */
export function readFeedDocument(xml: string, feedUrl: string, now = new Date()): ReadFeed {
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(xml);
  } catch (error) {
    throw new NotAFeedError(error instanceof Error ? error.message : 'not a feed');
  }
  const byUrl = new Map<string, FeedEntry>();
  for (const item of feed.items) {
    const url = toEntryUrl(item.url, feedUrl);
    const title = toPlainText(item.title, MAX_TITLE_LENGTH);
    if (!url || !title || byUrl.has(url)) continue;
    const date = item.published ?? item.updated;
    const isUsable = date && !Number.isNaN(date.getTime());
    const publishedAt = isUsable && date.getTime() <= now.getTime() ? date : now;
    byUrl.set(url, { url, title, publishedAt });
  }
  const entries = [...byUrl.values()]
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, MAX_ENTRIES_PER_FETCH);
  const title = toPlainText(feed.title, MAX_TITLE_LENGTH);
  return { title: title || null, entries };
}
