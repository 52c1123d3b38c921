import {
  type CuratedNewsItem,
  listNewsLanguages,
  type NewsFeed,
  type NewsFeedError,
  type NewsLanguage,
  type NewsListItem,
  type NewsTopic,
  pickNewsText,
} from '@carbon-ledger/core';
import type { NewsFeedRow, NewsItemRow, NewsPageRow } from './queries.ts';

export const NEWS_IMAGE_PATH = '/api/news/images';

const imageUrlOf = (item: NewsItemRow) => (item.imageId ? `${NEWS_IMAGE_PATH}/${item.imageId}` : null);

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

export function presentCuratedItem(item: NewsItemRow): CuratedNewsItem {
  return {
    _id: item.id,
    titleEn: item.titleEn,
    summaryEn: item.summaryEn,
    titleDe: item.titleDe,
    summaryDe: item.summaryDe,
    languages: listNewsLanguages(item),
    url: item.url,
    topic: item.topic as NewsTopic,
    publishedOn: item.publishedOn,
    isPublished: item.isPublished,
    imageUrl: imageUrlOf(item),
    updatedAt: item.updatedAt.toISOString(),
  };
}

export function presentFeed(feed: NewsFeedRow & { entryCount: number }): NewsFeed {
  return {
    _id: feed.id,
    url: feed.url,
    lang: feed.lang as NewsLanguage | null,
    topic: feed.topic as NewsTopic | null,
    isEnabled: feed.isEnabled,
    title: feed.title,
    lastFetchedAt: feed.lastFetchedAt?.toISOString() ?? null,
    lastError: feed.lastError
      ? { code: feed.lastError as NewsFeedError, status: feed.lastErrorStatus ?? null }
      : null,
    entryCount: feed.entryCount,
  };
}

/** One row of the members' list in the reader's language (undefined for an item with no text at all). */
export function presentListItem(row: NewsPageRow, readerLanguage: NewsLanguage): NewsListItem | undefined {
  if (row.kind === 'feed') {
    return {
      _id: row.entry.id,
      kind: 'feed',
      title: row.entry.title,
      summary: null,
      lang: row.lang as NewsLanguage | null,
      url: row.entry.url,
      source: row.entry.source,
      topic: row.topic as NewsTopic | null,
      publishedAt: row.publishedAt.toISOString(),
      imageUrl: null,
    };
  }
  const text = pickNewsText(row.item, readerLanguage);
  if (!text) return undefined;
  return {
    _id: row.item.id,
    kind: 'curated',
    title: text.title,
    summary: text.summary,
    lang: text.lang,
    url: row.item.url,
    source: hostOf(row.item.url),
    topic: row.item.topic as NewsTopic,
    publishedAt: row.publishedAt.toISOString(),
    imageUrl: imageUrlOf(row.item),
  };
}

/** The cursor of the page after this one: the last row's date and id. */
export function toNextBefore(row: NewsPageRow): string {
  const id = row.kind === 'curated' ? row.item.id : row.entry.id;
  return `${row.publishedAt.toISOString()}~${id}`;
}
