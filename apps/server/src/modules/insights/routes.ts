import { createHash } from 'node:crypto';
import {
  analyticsResponseSchema,
  frameDomainsRequestSchema,
  INSIGHTS_EDIT_ROLE,
  INSIGHTS_PUBLISH_ROLE,
  INSIGHTS_READ_ROLE,
  type RoutePolicy,
  widgetResponseSchema,
  widgetSettingsSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/require-actor.ts';
import type { EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { createMediaCache } from './media-cache.ts';
import { registerPublicInsightRoutes } from './public-routes.ts';
import {
  createWidget,
  deleteWidget,
  type PublishContext,
  publishWidget,
  setFrameDomains,
  unpublishWidget,
  updateWidget,
} from './service.ts';
import { answerAnalytics, answerWidget } from './widget-answers.ts';

const tags = ['insights'];
const base = '/api/company/analytics';
const READ: RoutePolicy = { kind: 'role', minRole: INSIGHTS_READ_ROLE };
const EDIT: RoutePolicy = { kind: 'role', minRole: INSIGHTS_EDIT_ROLE };
const PUBLISH: RoutePolicy = { kind: 'role', minRole: INSIGHTS_PUBLISH_ROLE };
const ANALYTICS: EntitlementRequirement = { product: 'climateAnalytics' };
const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** Insights: the company's widgets (`/dashboard/insights`), publishing them, and their public pages. */
export const insightRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const cache = createMediaCache();
  const publishContext = (actorId: string): PublishContext => ({
    publicUrl: app.config.publicUrl,
    cache,
    actorId,
  });

  app.get(
    base,
    {
      config: { policy: READ, entitlement: ANALYTICS },
      schema: {
        tags,
        summary: "The company's widgets with their data",
        response: { 200: analyticsResponseSchema, 304: z.null() },
      },
    },
    async (request, reply) => {
      const answer = await answerAnalytics(db, requireActor(request).companyId);
      // Cached by the browser, revalidated on every use: the figures follow the calculator at once.
      const etag = `"${createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 27)}"`;
      reply.header('ETag', etag).header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return answer;
    },
  );

  app.post(
    `${base}/widgets`,
    {
      config: { policy: EDIT, entitlement: ANALYTICS },
      schema: {
        tags,
        summary: 'Create a widget',
        body: widgetSettingsSchema,
        response: { 200: widgetResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const row = await createWidget(db, actor.companyId, request.body, actor.userId);
      return answerWidget(db, actor.companyId, row.id);
    },
  );

  app.put(
    `${base}/widgets/:id`,
    {
      config: { policy: EDIT, entitlement: ANALYTICS },
      schema: {
        tags,
        summary: "Change a widget's settings (a published one republishes)",
        params: idParams,
        body: widgetSettingsSchema,
        response: { 200: widgetResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await updateWidget(db, actor.companyId, request.params.id, request.body, publishContext(actor.userId));
      return answerWidget(db, actor.companyId, request.params.id);
    },
  );

  app.delete(
    `${base}/widgets/:id`,
    {
      // Deleting withdraws a published widget, so it needs what unpublishing needs; no entitlement, so a
      // company can always take a public widget down.
      config: { policy: PUBLISH },
      schema: {
        tags,
        summary: 'Delete a widget',
        params: idParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await deleteWidget(db, actor.companyId, request.params.id, publishContext(actor.userId));
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/widgets/:id/publish`,
    {
      config: { policy: PUBLISH, entitlement: ANALYTICS },
      schema: {
        tags,
        summary: "Publish the widget's figure as it is now (again, when already published)",
        params: idParams,
        response: { 200: widgetResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await publishWidget(db, actor.companyId, request.params.id, publishContext(actor.userId));
      return answerWidget(db, actor.companyId, request.params.id);
    },
  );

  app.post(
    `${base}/widgets/:id/unpublish`,
    {
      config: { policy: PUBLISH },
      schema: {
        tags,
        summary: 'Withdraw a widget: every public link answers 404 at once',
        params: idParams,
        response: { 200: widgetResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await unpublishWidget(db, actor.companyId, request.params.id, publishContext(actor.userId));
      return answerWidget(db, actor.companyId, request.params.id);
    },
  );

  app.put(
    `${base}/page`,
    {
      config: { policy: PUBLISH, entitlement: ANALYTICS },
      schema: {
        tags,
        summary: 'The hosts that may show the widgets in a frame',
        body: frameDomainsRequestSchema,
        response: { 200: analyticsResponseSchema.shape.page },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      const page = await setFrameDomains(db, companyId, request.body.frameDomains);
      return { publicId: page?.publicId ?? null, frameDomains: page?.frameDomains ?? [] };
    },
  );

  registerPublicInsightRoutes(app, db, cache);
};
