import {
  esgDashboardPublicIdParamsSchema,
  esgGroupDashboardResponseSchema,
  PUBLIC_POLICY,
  publicEsgGroupDashboardResponseSchema,
  publishEsgDashboardRequestSchema,
  requireCapability,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import type { EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { idParams } from '../calculator/route-params.ts';
import {
  lockEsgGroupDashboard,
  publishEsgGroupDashboard,
  readEsgGroupDashboard,
  readPublicEsgGroupDashboard,
  unlockEsgGroupDashboard,
  unpublishEsgGroupDashboard,
} from './group-dashboard-service.ts';

const tags = ['esg'];
const base = '/api/company/esg/groups/:id/dashboard';
// Spec section 6: "ESG dashboard lock" is the admin's; publishing and unpublishing go with it.
const POLICY = requireCapability('esgDashboardLock');
// The dashboard shows the group's ESG years only: billing gates it as the calculator's form type `esg`.
const ESG_FORM: EntitlementRequirement = { product: 'calculator', target: () => ({ formTypes: ['esg'] }) };

/**
 * The public ESG dashboard of a group (the ESG years of its ESG projects): admins publish, lock and
 * unpublish it; anyone with the link reads the published content. Unpublishing stays open without
 * billing, so a link can always be ended.
 */
export const esgGroupDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const schema = (summary: string) => ({
    tags,
    summary,
    params: idParams,
    response: { 200: esgGroupDashboardResponseSchema },
  });

  app.get(
    base,
    {
      config: { policy: POLICY },
      schema: schema("A group's public ESG dashboard: its ESG years, disclosures, link, lock"),
    },
    async (request) => readEsgGroupDashboard(db, requireActor(request).companyId, request.params.id),
  );

  app.put(
    `${base}/publish`,
    {
      config: { policy: POLICY, entitlement: ESG_FORM },
      schema: {
        ...schema("Publish the chosen disclosures of the group's ESG years under the public link"),
        body: publishEsgDashboardRequestSchema,
      },
    },
    async (request) =>
      publishEsgGroupDashboard(db, requireActor(request), request.params.id, request.body.disclosures),
  );

  app.post(
    `${base}/lock`,
    {
      config: { policy: POLICY, entitlement: ESG_FORM },
      schema: schema('Lock the published content: the public page keeps showing it as it is now'),
    },
    async (request) => lockEsgGroupDashboard(db, requireActor(request), request.params.id),
  );

  app.post(
    `${base}/unlock`,
    {
      config: { policy: POLICY, entitlement: ESG_FORM },
      schema: schema('Unlock: the public page follows the answers again'),
    },
    async (request) => unlockEsgGroupDashboard(db, requireActor(request), request.params.id),
  );

  app.post(
    `${base}/unpublish`,
    { config: { policy: POLICY }, schema: schema('Unpublish: the public link answers 404 from now on') },
    async (request) => unpublishEsgGroupDashboard(db, requireActor(request), request.params.id),
  );

  app.get(
    '/api/public/esg/g/:publicId',
    {
      // Anyone with the link: the random public id is the only key, and only published content answers.
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags,
        summary: "A group's published ESG dashboard (public page /esg/g/:publicId)",
        params: esgDashboardPublicIdParamsSchema,
        response: { 200: publicEsgGroupDashboardResponseSchema },
      },
    },
    async (request, reply) => {
      const dashboard = await readPublicEsgGroupDashboard(db, request.params.publicId);
      // No caching: an unpublished dashboard must disappear at once, also from shared caches.
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return { dashboard };
    },
  );
};
