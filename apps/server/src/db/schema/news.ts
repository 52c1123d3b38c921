import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * Positive news the installation's operator curates (docs/news.md). Installation-wide, not
 * company-owned: every company's members read the same items, so on Citus it is a reference table.
 * The image's bytes are in the file store under `image_id` (never a third party's address).
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    titleEn: text('title_en'),
    summaryEn: text('summary_en'),
    titleDe: text('title_de'),
    summaryDe: text('summary_de'),
    url: text('url').notNull(),
    topic: text('topic').notNull(),
    publishedOn: date('published_on').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    imageId: uuid('image_id'),
    imageMediaType: text('image_media_type'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('news_items_has_title', sql`${table.titleEn} IS NOT NULL OR ${table.titleDe} IS NOT NULL`),
    check(
      'news_items_topic',
      sql`${table.topic} IN ('renewables', 'policy', 'nature', 'mobility', 'industry', 'finance', 'other')`,
    ),
    check('news_items_image', sql`(${table.imageId} IS NULL) = (${table.imageMediaType} IS NULL)`),
    index('news_items_published').on(table.publishedOn, table.id),
  ],
);

/**
 * The RSS and Atom feeds the installation subscribes to, with the outcome of the last fetch.
 * Installation-wide, not company-owned (a reference table on Citus).
 */
export const newsFeeds = pgTable(
  'news_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    lang: text('lang'),
    /** The topic every entry of the feed is filed under; null: none (the topic filter leaves them out). */
    topic: text('topic'),
    isEnabled: boolean('is_enabled').notNull().default(true),
    title: text('title'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    /** A `NEWS_FEED_ERRORS` code, worded for the operator by the page; null after a good fetch. */
    lastError: text('last_error'),
    lastErrorStatus: integer('last_error_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('news_feeds_lang', sql`${table.lang} IN ('en', 'de')`),
    check(
      'news_feeds_topic',
      sql`${table.topic} IN ('renewables', 'policy', 'nature', 'mobility', 'industry', 'finance', 'other')`,
    ),
    uniqueIndex('news_feeds_url').on(table.url),
  ],
);

/**
 * The entries read from the feeds: title, link, source and date only (the text is the publisher's).
 * One row per feed and link, upserted on every fetch. Installation-wide (a reference table on Citus).
 */
export const newsFeedEntries = pgTable(
  'news_feed_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => newsFeeds.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title').notNull(),
    source: text('source').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('news_feed_entries_feed_url').on(table.feedId, table.url),
    index('news_feed_entries_published').on(table.publishedAt, table.id),
  ],
);
