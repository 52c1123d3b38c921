import { PUBLIC_POLICY } from '@carbon-ledger/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { readRequestLanguage } from '../../http/request-language.ts';
import type { MediaCache, PublishedMedia } from './media-cache.ts';
import { copySecurityHeaders, toServedImage } from './media-headers.ts';
import {
  type PublishedWidget,
  renderAnalyticsPage,
  renderVerificationPage,
  renderWidgetPage,
  type VerificationAnswer,
} from './public-html.ts';
import { findPublishedPage, findPublishedWidget, findSnapshotsByCode } from './queries.ts';
import type { SnapshotContent } from './snapshot.ts';

const tags = ['insights'];
/** A public id as drawn (144 bits, base64url); anything else is no widget. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{24}$/;
const CODE = /^[0-9a-f]{16}$/;
/** An image's file name: the public id, then `.png` (also without an extension) or `.svg`. */
const MEDIA_FILE = /^([A-Za-z0-9_-]{24})(?:\.(png|svg))?$/;
const publicIdParams = z.object({ id: z.string().max(64) });
const mediaParams = z.object({ file: z.string().max(80) });
const codeParams = z.object({ code: z.string().max(64) });

/** The page CSP: nothing runs, images and styles from here only; framing by the company's hosts. */
function pagePolicy(frameAncestors: string): string {
  return `default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors}`;
}

function toFrameAncestors(domains: readonly string[]): string {
  return ["'self'", ...domains.map((domain) => `https://${domain}`)].join(' ');
}

function notFound(): never {
  throw new AppError('NOT_FOUND', 'Nothing is published here.');
}

function sendHtml(reply: FastifyReply, html: string, frameAncestors = "'none'") {
  reply.removeHeader('X-Frame-Options');
  return reply
    .header('Content-Security-Policy', pagePolicy(frameAncestors))
    .header('Cache-Control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The public insight pages: a widget (`/insights/:id`), the company's analytics page (`/analytics/:id`),
 * the widget as an image (`/analytics/media/:id.png|.svg`) and the verification page of a figure. They
 * are drawn on the server from the published snapshot, so they need no script and load fast on other
 * sites. An unpublished widget answers 404 on all of them at once.
 */
export function registerPublicInsightRoutes(app: FastifyInstance, db: Database, cache: MediaCache): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const fetchMedia = async (publicId: string): Promise<PublishedMedia | null> => {
    const found = await findPublishedWidget(db, publicId);
    if (!found) return null;
    const etag = `"${found.snapshot.hash.slice(0, 32)}"`;
    const lastModified = found.snapshot.computedAt.toUTCString();
    return {
      snapshotId: found.snapshot.id,
      companyId: found.widget.companyId,
      png: toServedImage(found.snapshot.png, 'image/png', etag, lastModified),
      svg: toServedImage(
        Buffer.from(found.snapshot.svg),
        'image/svg+xml',
        `${etag.slice(0, -1)}-svg"`,
        lastModified,
      ),
    };
  };

  routes.get(
    '/analytics/media/:file',
    {
      config: { policy: PUBLIC_POLICY },
      // The app's security headers are copied in by `copySecurityHeaders` instead.
      helmet: false,
      onRequest: copySecurityHeaders(),
      schema: {
        tags,
        summary: 'A published widget as an image (.png or .svg)',
        params: mediaParams,
        hide: true,
      },
    },
    async (request, reply) => {
      const match = MEDIA_FILE.exec(request.params.file);
      if (!match?.[1]) notFound();
      const media = await cache.load(match[1], fetchMedia);
      if (!media) notFound();
      const image = match[2] === 'svg' ? media.svg : media.png;
      reply.headers(image.headers);
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.type).send(image.body);
    },
  );

  routes.get(
    '/insights/:id',
    {
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags,
        summary: 'A published widget (bare page for a frame)',
        params: publicIdParams,
        hide: true,
      },
    },
    async (request, reply) => {
      if (!PUBLIC_ID.test(request.params.id)) notFound();
      const found = await findPublishedWidget(db, request.params.id);
      if (!found) notFound();
      const widget: PublishedWidget = {
        publicId: request.params.id,
        code: found.snapshot.code,
        content: found.snapshot.content as SnapshotContent,
      };
      return sendHtml(reply, renderWidgetPage(widget), toFrameAncestors(found.frameDomains ?? []));
    },
  );

  routes.get(
    '/analytics/:id',
    {
      config: { policy: PUBLIC_POLICY },
      schema: { tags, summary: "The company's published widgets", params: publicIdParams, hide: true },
    },
    async (request, reply) => {
      if (!PUBLIC_ID.test(request.params.id)) notFound();
      const page = await findPublishedPage(db, request.params.id);
      if (!page || page.widgets.length === 0) notFound();
      const widgets = page.widgets.flatMap(({ widget, snapshot }) =>
        widget.publicId
          ? [{ publicId: widget.publicId, code: snapshot.code, content: snapshot.content as SnapshotContent }]
          : [],
      );
      return sendHtml(
        reply,
        renderAnalyticsPage(page.companyName, widgets),
        toFrameAncestors(page.page.frameDomains),
      );
    },
  );

  routes.get(
    '/insights/verify/:code',
    {
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags,
        summary: 'Whether a published figure is current, superseded or withdrawn',
        params: codeParams,
        hide: true,
      },
    },
    async (request, reply) => {
      const code = request.params.code.toLowerCase();
      const lang = readRequestLanguage(request);
      const [found] = CODE.test(code) ? await findSnapshotsByCode(db, code) : [];
      const answer: VerificationAnswer = found
        ? {
            state: found.snapshot.supersededAt
              ? 'superseded'
              : !found.snapshot.withdrawnAt &&
                  found.widgetSnapshotId === found.snapshot.id &&
                  found.widgetPublicId
                ? 'current'
                : 'withdrawn',
            content: found.snapshot.content as SnapshotContent,
            hash: found.snapshot.hash,
            code,
            changeLogSequence: found.snapshot.changeLogSequence,
            supersededAt: found.snapshot.supersededAt,
            withdrawnAt: found.snapshot.withdrawnAt,
            currentPublicId: found.widgetPublicId ?? null,
          }
        : { state: 'unknown', code };
      reply.code(found ? 200 : 404);
      return sendHtml(reply, renderVerificationPage(answer, lang));
    },
  );
}
