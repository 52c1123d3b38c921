import {
  esgAssignmentsQuerySchema,
  esgAssignmentsResponseSchema,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_INSTANCE_PARAM } from '../billing/entitlement-gate.ts';
import { idParams } from '../calculator/route-params.ts';
import { listEsgAssignments } from '../calculator-invites/esg-invites.ts';
import { requireEsgYear } from './queries.ts';

/**
 * The invites to an ESG year's disclosures addressed to the signed-in member (by their email): the
 * form highlights and filters to those disclosures. Invites are made through the calculator's invites.
 */
export const esgAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/company/esg/years/:id/assignments',
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags: ['esg'],
        summary: "The signed-in member's invites to this ESG year: the disclosures, deadlines and statuses",
        params: idParams,
        querystring: esgAssignmentsQuerySchema,
        response: { 200: esgAssignmentsResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await requireEsgYear(db, actor.companyId, request.params.id);
      return { assignments: await listEsgAssignments(db, actor, request.params.id, request.query.lang) };
    },
  );
};
