import { SIGNED_IN_POLICY } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_INSTANCE_PARAM } from '../billing/entitlement-gate.ts';
import { idParams } from '../calculator/route-params.ts';
import { buildVsmeXbrl } from './xbrl-service.ts';

/** The XBRL instance of an ESG year's VSME report, as a download. Any member may read it. */
export const esgXbrlRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/company/esg/years/:id/vsme/xbrl',
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags: ['esg'],
        summary: "An ESG year's VSME report as an XBRL instance (409 naming the required datapoints missing)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const { xml, fileName } = await buildVsmeXbrl(db, requireActor(request).companyId, request.params.id);
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(xml);
    },
  );
};
