import { instanceResponseSchema, updateYearDisclosuresRequestSchema } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_INSTANCE_PARAM } from '../billing/entitlement-gate.ts';
import { updateYearDisclosures } from './disclosure-service.ts';
import { CALCULATOR_RESULTS_POLICY, idParams } from './route-params.ts';

/** The ESRS E1 disclosures of a year (net revenue, residual mix, Scope 3 statements). */
export const calculatorDisclosureRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.put(
    '/api/company/calculator/instances/:id/disclosures',
    {
      config: { policy: CALCULATOR_RESULTS_POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags: ['calculator'],
        summary: 'Net revenue, residual-mix factor and Scope 3 statements of a year',
        params: idParams,
        body: updateYearDisclosuresRequestSchema,
        response: { 200: instanceResponseSchema },
      },
    },
    async (request) => ({
      instance: await updateYearDisclosures(
        db,
        requireActor(request).companyId,
        request.params.id,
        request.body.disclosures,
      ),
    }),
  );
};
