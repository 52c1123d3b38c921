import {
  PUBLIC_POLICY,
  planStatusResponseSchema,
  publicPlanParamsSchema,
  publicPlanQuerySchema,
  publicPlanResponseSchema,
  publishPlanRequestSchema,
  requireCapability,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { loadPlanStatus, loadPublicPlan, publishPlan, unpublishPlan } from './plan-service.ts';
import { CALCULATOR_BY_PLAN_BODY } from './routes.ts';

const base = '/api/company/calculator/reduction/plan';
const tags = ['reduction'];

/** The company's climate action plan: its status, publishing, and the public read. */
export const climateActionPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    base,
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags,
        summary: "Whether the company's climate action plan is published",
        response: { 200: planStatusResponseSchema },
      },
    },
    async (request) => loadPlanStatus(db, requireActor(request).companyId),
  );

  app.post(
    `${base}/publish`,
    {
      config: { policy: requireCapability('reduction'), entitlement: CALCULATOR_BY_PLAN_BODY },
      schema: {
        tags,
        summary: 'Publish the climate action plan from a project or group',
        body: publishPlanRequestSchema,
        response: { 200: planStatusResponseSchema },
      },
    },
    async (request) => publishPlan(db, requireActor(request).companyId, request.body),
  );

  app.post(
    `${base}/unpublish`,
    {
      config: { policy: requireCapability('reduction') },
      schema: {
        tags,
        summary: 'Take the climate action plan offline',
        response: { 200: planStatusResponseSchema },
      },
    },
    async (request) => unpublishPlan(db, requireActor(request).companyId),
  );

  app.get(
    '/api/public/climate-action-plan/:publicId',
    {
      // Anyone with the link may read a published plan: the unguessable id is the access.
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags,
        summary: 'A published climate action plan (no sign-in)',
        params: publicPlanParamsSchema,
        querystring: publicPlanQuerySchema,
        response: { 200: publicPlanResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return loadPublicPlan(db, request.params.publicId, request.query.lang);
    },
  );
};
