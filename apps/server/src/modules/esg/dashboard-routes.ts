import {
  esgDashboardPublicIdParamsSchema,
  esgDashboardResponseSchema,
  PUBLIC_POLICY,
  publicEsgDashboardResponseSchema,
  publishEsgDashboardRequestSchema,
  requireCapability,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_INSTANCE_PARAM } from '../billing/entitlement-gate.ts';
import { idParams } from '../calculator/route-params.ts';
import {
  lockEsgDashboard,
  publishEsgDashboard,
  readEsgDashboard,
  readPublicEsgDashboard,
  unlockEsgDashboard,
  unpublishEsgDashboard,
} from './dashboard-service.ts';

const tags = ['esg'];
const base = '/api/company/esg/years/:id/dashboard';
// Spec section 6: "ESG dashboard lock" is the admin's; publishing and unpublishing go with it.
const POLICY = requireCapability('esgDashboardLock');

/**
 * The public ESG dashboard of an ESG year: admins publish, lock and unpublish it; anyone with the link
 * reads the published content. Unpublishing stays open without billing, so a link can always be ended.
 */
export const esgDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const schema = (summary: string) => ({
    tags,
    summary,
    params: idParams,
    response: { 200: esgDashboardResponseSchema },
  });

  app.get(
    base,
    { config: { policy: POLICY }, schema: schema("An ESG year's public dashboard: disclosures, link, lock") },
    async (request) => ({
      dashboard: await readEsgDashboard(db, requireActor(request).companyId, request.params.id),
    }),
  );

  app.put(
    `${base}/publish`,
    {
      config: { policy: POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        ...schema('Publish the chosen disclosures under the public link'),
        body: publishEsgDashboardRequestSchema,
      },
    },
    async (request) => ({
      dashboard: await publishEsgDashboard(
        db,
        requireActor(request),
        request.params.id,
        request.body.disclosures,
      ),
    }),
  );

  app.post(
    `${base}/lock`,
    {
      config: { policy: POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: schema('Lock the published content: the public page keeps showing it as it is now'),
    },
    async (request) => ({ dashboard: await lockEsgDashboard(db, requireActor(request), request.params.id) }),
  );

  app.post(
    `${base}/unlock`,
    {
      config: { policy: POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: schema('Unlock: the public page follows the answers again'),
    },
    async (request) => ({
      dashboard: await unlockEsgDashboard(db, requireActor(request), request.params.id),
    }),
  );

  app.post(
    `${base}/unpublish`,
    { config: { policy: POLICY }, schema: schema('Unpublish: the public link answers 404 from now on') },
    async (request) => ({
      dashboard: await unpublishEsgDashboard(db, requireActor(request), request.params.id),
    }),
  );

  app.get(
    '/api/public/esg/:publicId',
    {
      // Anyone with the link: the random public id is the only key, and only published content answers.
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags,
        summary: 'A published ESG dashboard (public page /esg/:publicId)',
        params: esgDashboardPublicIdParamsSchema,
        response: { 200: publicEsgDashboardResponseSchema },
      },
    },
    async (request, reply) => {
      const dashboard = await readPublicEsgDashboard(db, request.params.publicId);
      // No caching: an unpublished dashboard must disappear at once, also from shared caches.
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return { dashboard };
    },
  );
};
