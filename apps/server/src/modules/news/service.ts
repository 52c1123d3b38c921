import { randomUUID } from 'node:crypto';
import {
  EVIDENCE_FILE_TYPES,
  MAX_NEWS_IMAGE_BYTES,
  type NewsFeedInput,
  type NewsItemInput,
  sniffEvidenceFileKind,
} from '@carbon-ledger/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { newsFeeds, newsItems } from '../../db/schema/news.ts';
import { AppError } from '../../http/app-error.ts';
import type { FileStore } from '../evidence-files/file-store.ts';
import { newsImageKey } from './image-store.ts';
import { findCuratedItem, type NewsItemRow } from './queries.ts';

const IMAGE_KINDS = new Set(['png', 'jpeg', 'webp'] as const);

const notFound = (what: 'item' | 'feed') =>
  new AppError('NOT_FOUND', what === 'item' ? 'No such news item.' : 'No such feed.');

export async function createCuratedItem(
  db: Database,
  input: NewsItemInput,
  userId: string,
): Promise<NewsItemRow> {
  const [row] = await db
    .insert(newsItems)
    .values({ ...input, createdBy: userId })
    .returning();
  return row as NewsItemRow;
}

export async function updateCuratedItem(
  db: Database,
  id: string,
  input: NewsItemInput,
): Promise<NewsItemRow> {
  const [row] = await db
    .update(newsItems)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(newsItems.id, id))
    .returning();
  if (!row) throw notFound('item');
  return row;
}

/** Deletes an item, then its image's bytes (after the commit, so a failed delete keeps both). */
export async function deleteCuratedItem(db: Database, store: FileStore, id: string): Promise<void> {
  const [row] = await db.delete(newsItems).where(eq(newsItems.id, id)).returning();
  if (!row) throw notFound('item');
  if (row.imageId) await store.remove(newsImageKey(row.imageId));
}

/**
 * Gives an item an image (replacing one it had): PNG, JPEG or WebP by content, at most
 * `MAX_NEWS_IMAGE_BYTES`. The bytes are stored under a new id before the row points at them, and the
 * replaced image's bytes go after the commit; a new id also means a browser never shows a stale copy.
 */
export async function setCuratedItemImage(
  db: Database,
  store: FileStore,
  input: { id: string; bytes: Uint8Array; fileName: string },
): Promise<NewsItemRow> {
  const refuse = (problem: string, message: string) => {
    throw new AppError('VALIDATION_FAILED', message, [{ path: 'file', message: problem }]);
  };
  if (input.bytes.length === 0) refuse('empty', 'The image is empty.');
  if (input.bytes.length > MAX_NEWS_IMAGE_BYTES)
    refuse('tooLarge', `The image is larger than ${MAX_NEWS_IMAGE_BYTES / 1024 / 1024} MB.`);
  const kind = sniffEvidenceFileKind(input.bytes, input.fileName);
  if (!kind || !IMAGE_KINDS.has(kind as 'png')) {
    return refuse('unsupportedType', 'Only PNG, JPEG and WebP images can be added.');
  }
  const before = await findCuratedItem(db, input.id);
  if (!before) throw notFound('item');
  const imageId = randomUUID();
  await store.put(newsImageKey(imageId), input.bytes);
  const [row] = await db
    .update(newsItems)
    .set({ imageId, imageMediaType: EVIDENCE_FILE_TYPES[kind].mediaType, updatedAt: sql`now()` })
    .where(eq(newsItems.id, input.id))
    .returning()
    .catch(async (error: unknown) => {
      await store.remove(newsImageKey(imageId));
      throw error;
    });
  if (!row) {
    await store.remove(newsImageKey(imageId));
    throw notFound('item');
  }
  if (before.imageId) await store.remove(newsImageKey(before.imageId));
  return row;
}

export async function removeCuratedItemImage(
  db: Database,
  store: FileStore,
  id: string,
): Promise<NewsItemRow> {
  const before = await findCuratedItem(db, id);
  if (!before) throw notFound('item');
  const [row] = await db
    .update(newsItems)
    .set({ imageId: null, imageMediaType: null, updatedAt: sql`now()` })
    .where(eq(newsItems.id, id))
    .returning();
  if (!row) throw notFound('item');
  if (before.imageId) await store.remove(newsImageKey(before.imageId));
  return row;
}

const duplicateFeed = () =>
  new AppError('CONFLICT', 'The installation subscribes to this feed already.', [
    { path: 'url', message: 'DUPLICATE_FEED' },
  ]);

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

export async function createFeed(db: Database, input: NewsFeedInput): Promise<string> {
  try {
    const [row] = await db.insert(newsFeeds).values(input).returning({ id: newsFeeds.id });
    return (row as { id: string }).id;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateFeed();
    throw error;
  }
}

/** Changes a feed; a changed address forgets the old address's entries and fetch outcome. */
export async function updateFeed(db: Database, id: string, input: NewsFeedInput): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ url: newsFeeds.url })
        .from(newsFeeds)
        .where(eq(newsFeeds.id, id))
        .for('update');
      if (!before) throw notFound('feed');
      const isNewAddress = before.url !== input.url;
      await tx
        .update(newsFeeds)
        .set({
          ...input,
          ...(isNewAddress
            ? { title: null, lastFetchedAt: null, lastError: null, lastErrorStatus: null }
            : {}),
        })
        .where(eq(newsFeeds.id, id));
      if (isNewAddress) await tx.execute(sql`delete from news_feed_entries where feed_id = ${id}`);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateFeed();
    throw error;
  }
}

/** Deletes a feed and, by the foreign key, its entries. */
export async function deleteFeed(db: Database, id: string): Promise<void> {
  const [row] = await db.delete(newsFeeds).where(eq(newsFeeds.id, id)).returning({ id: newsFeeds.id });
  if (!row) throw notFound('feed');
}
