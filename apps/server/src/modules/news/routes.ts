import {
  NEWS_PAGE_SIZE,
  type NewsListResponse,
  newsListQuerySchema,
  newsListResponseSchema,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { readRequestLanguage } from '../../http/request-language.ts';
import { serializedAnswer, trustedSerializerCompiler } from '../../http/trusted-serializer.ts';
import { FileMissingError, type FileStore } from '../evidence-files/file-store.ts';
import { newsImageKey } from './image-store.ts';
import { matchesEtag, type NewsCache } from './news-cache.ts';
import { NEWS_IMAGE_PATH, presentListItem, toNextBefore } from './presenter.ts';
import { findImage, listNewsPage, type NewsCursor } from './queries.ts';

const tags = ['analytics'];

function readCursor(before: string | undefined): NewsCursor | undefined {
  if (!before) return undefined;
  const [date = '', id = ''] = before.split('~');
  const publishedAt = new Date(date);
  if (Number.isNaN(publishedAt.getTime())) {
    throw new AppError('VALIDATION_FAILED', 'before is not a cursor of this list.', [
      { path: 'before', message: 'validation.invalid' },
    ]);
  }
  return { publishedAt, id };
}

/**
 * Positive news for members (spec sections 2 and 7): the list in the reader's language, cached on the
 * server per language, topic and page (cleared by every change) and in the browser for a minute, with an
 * ETag answering 304; and the curated items' images.
 */
export function createNewsRoutes(deps: { store: FileStore; cache: NewsCache }): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const { news } = app.config;

    app.get(
      '/api/company/analytics/news',
      {
        config: { policy: SIGNED_IN_POLICY },
        serializerCompiler: trustedSerializerCompiler,
        schema: {
          tags,
          summary: `Positive news, newest first (at most ${NEWS_PAGE_SIZE}; older with before), in the reader's language`,
          querystring: newsListQuerySchema,
          response: {
            200: newsListResponseSchema,
            304: z.null().describe('Not modified: the ETag still names the list (no body)'),
          },
        },
      },
      async (request, reply) => {
        const lang = readRequestLanguage(request);
        const { topic, before } = request.query;
        const key = `${lang}|${topic ?? ''}|${before ?? ''}`;
        let cached = deps.cache.read(key);
        if (!cached) {
          const rows = await listNewsPage(db, {
            topic,
            before: readCursor(before),
            withFeeds: news.areFeedsEnabled,
            limit: NEWS_PAGE_SIZE,
          });
          const page = rows.slice(0, NEWS_PAGE_SIZE);
          const last = page.at(-1);
          const value: NewsListResponse = {
            items: page.flatMap((row) => presentListItem(row, lang) ?? []),
            nextBefore: rows.length > NEWS_PAGE_SIZE && last ? toNextBefore(last) : null,
          };
          cached = deps.cache.store(key, value);
        }
        reply
          .header('cache-control', 'private, max-age=60')
          .header('vary', 'Accept-Language, Cookie')
          .header('etag', cached.etag);
        if (matchesEtag(request.headers['if-none-match'], cached.etag))
          return (reply.code(304) as FastifyReply).send();
        return serializedAnswer<NewsListResponse>(cached.body);
      },
    );

    app.get(
      `${NEWS_IMAGE_PATH}/:imageId`,
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags,
          summary: "A curated news item's image",
          params: z.object({ imageId: z.uuid({ error: 'validation.invalid' }) }),
        },
      },
      async (request, reply) => {
        const image = await findImage(db, request.params.imageId);
        const canSee = image && (image.isPublished || request.actor?.isSitewideAdmin);
        if (!image || !canSee) throw new AppError('NOT_FOUND', 'No such image.');
        let stream: Awaited<ReturnType<FileStore['open']>>;
        try {
          stream = await deps.store.open(newsImageKey(request.params.imageId));
        } catch (error) {
          if (error instanceof FileMissingError) throw new AppError('NOT_FOUND', 'No such image.');
          throw error;
        }
        return (
          reply
            .header('content-type', image.mediaType)
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', "default-src 'none'; sandbox")
            // An image id is never reused (a new image gets a new id), so the copy never goes stale.
            .header('cache-control', 'private, max-age=86400, immutable')
            .send(stream)
        );
      },
    );
  };
}
