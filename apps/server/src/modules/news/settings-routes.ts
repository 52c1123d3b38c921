import {
  EVIDENCE_FILE_NAME_HEADER,
  MAX_NEWS_IMAGE_BYTES,
  newsFeedInputSchema,
  newsItemInputSchema,
  newsSettingsResponseSchema,
  requireCapability,
} from '@carbon-ledger/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import type { FileStore } from '../evidence-files/file-store.ts';
import type { FeedRunner } from './feed-schedule.ts';
import type { NewsCache } from './news-cache.ts';
import { presentCuratedItem, presentFeed } from './presenter.ts';
import { findFeed, listCuratedItems, listFeeds } from './queries.ts';
import {
  createCuratedItem,
  createFeed,
  deleteCuratedItem,
  deleteFeed,
  removeCuratedItemImage,
  setCuratedItemImage,
  updateCuratedItem,
  updateFeed,
} from './service.ts';

const NEWS_POLICY = requireCapability('manageNews');
const base = '/api/settings/news';
const tags = ['settings'];
const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
const answer = { 200: newsSettingsResponseSchema };
/** One byte over the limit still reaches the check (a 400 naming the limit); more is Fastify's 413. */
const IMAGE_BODY_LIMIT = MAX_NEWS_IMAGE_BYTES + 1;

function readFileName(request: FastifyRequest): string {
  const header = request.headers[EVIDENCE_FILE_NAME_HEADER];
  const raw = (Array.isArray(header) ? header[0] : header) ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

/**
 * Settings → News (operators): the curated items and the feeds of the installation. Every change
 * answers the whole settings and clears the members' list cache.
 */
export function createNewsSettingsRoutes(deps: {
  store: FileStore;
  cache: NewsCache;
  runner: FeedRunner | undefined;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const { news } = app.config;
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    const answerSettings = async () => ({
      items: (await listCuratedItems(db)).map(presentCuratedItem),
      feeds: (await listFeeds(db)).map(presentFeed),
      areFeedsEnabled: news.areFeedsEnabled,
      feedIntervalMinutes: news.feedIntervalMinutes,
    });
    const changed = async () => {
      deps.cache.clear();
      return answerSettings();
    };

    app.get(
      base,
      {
        config: { policy: NEWS_POLICY },
        schema: { tags, summary: 'The curated news and the feeds', response: answer },
      },
      answerSettings,
    );

    app.post(
      `${base}/items`,
      {
        config: { policy: NEWS_POLICY },
        schema: { tags, summary: 'Add a curated news item', body: newsItemInputSchema, response: answer },
      },
      async (request) => {
        await createCuratedItem(db, request.body, requireActor(request).userId);
        return changed();
      },
    );

    app.put(
      `${base}/items/:id`,
      {
        config: { policy: NEWS_POLICY },
        schema: {
          tags,
          summary: 'Change a curated news item (isPublished false withdraws it)',
          params: idParams,
          body: newsItemInputSchema,
          response: answer,
        },
      },
      async (request) => {
        await updateCuratedItem(db, request.params.id, request.body);
        return changed();
      },
    );

    app.delete(
      `${base}/items/:id`,
      {
        config: { policy: NEWS_POLICY },
        schema: {
          tags,
          summary: 'Delete a curated news item and its image',
          params: idParams,
          response: answer,
        },
      },
      async (request) => {
        await deleteCuratedItem(db, deps.store, request.params.id);
        return changed();
      },
    );

    app.put(
      `${base}/items/:id/image`,
      {
        config: { policy: NEWS_POLICY },
        bodyLimit: IMAGE_BODY_LIMIT,
        schema: {
          tags,
          summary: "Set a curated item's image (body: PNG, JPEG or WebP bytes; name in X-File-Name)",
          params: idParams,
          response: answer,
        },
      },
      async (request) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : new Uint8Array();
        await setCuratedItemImage(db, deps.store, {
          id: request.params.id,
          bytes,
          fileName: readFileName(request),
        });
        return changed();
      },
    );

    app.delete(
      `${base}/items/:id/image`,
      {
        config: { policy: NEWS_POLICY },
        schema: { tags, summary: "Remove a curated item's image", params: idParams, response: answer },
      },
      async (request) => {
        await removeCuratedItemImage(db, deps.store, request.params.id);
        return changed();
      },
    );

    app.post(
      `${base}/feeds`,
      {
        config: { policy: NEWS_POLICY },
        schema: {
          tags,
          summary: 'Subscribe the installation to an RSS or Atom feed',
          body: newsFeedInputSchema,
          response: answer,
        },
      },
      async (request) => {
        await createFeed(db, request.body);
        return changed();
      },
    );

    app.put(
      `${base}/feeds/:id`,
      {
        config: { policy: NEWS_POLICY },
        schema: {
          tags,
          summary: 'Change a feed (address, language, topic, on or off)',
          params: idParams,
          body: newsFeedInputSchema,
          response: answer,
        },
      },
      async (request) => {
        await updateFeed(db, request.params.id, request.body);
        return changed();
      },
    );

    app.delete(
      `${base}/feeds/:id`,
      {
        config: { policy: NEWS_POLICY },
        schema: {
          tags,
          summary: 'Unsubscribe from a feed (its entries go too)',
          params: idParams,
          response: answer,
        },
      },
      async (request) => {
        await deleteFeed(db, request.params.id);
        return changed();
      },
    );

    app.post(
      `${base}/feeds/:id/fetch`,
      {
        config: { policy: NEWS_POLICY },
        schema: {
          tags,
          summary: 'Fetch a feed now; the answer records the outcome',
          params: idParams,
          response: answer,
        },
      },
      async (request) => {
        if (!deps.runner) {
          throw new AppError('CONFLICT', 'Feeds are turned off on this installation (NEWS_FEEDS).', [
            { path: 'feed', message: 'FEEDS_OFF' },
          ]);
        }
        const feed = await findFeed(db, request.params.id);
        if (!feed) throw new AppError('NOT_FOUND', 'No such feed.');
        await deps.runner.fetchOne(feed);
        return changed();
      },
    );
  };
}
