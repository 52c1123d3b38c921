import { esgAggregateRequestSchema, esgAggregateResponseSchema, SIGNED_IN_POLICY } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { BEARER_SECURITY } from '../../http/openapi.ts';
import type { EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { aggregateEsgAnswers } from '../esg/export-service.ts';

/** Billing gates the call like the ESG form: by the year's form type, or by the group's projects. */
const ESG_AGGREGATE_ENTITLEMENT: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => {
    const body = request.body as { instance?: string; group?: string };
    return body.group ? { groups: [body.group] } : { instances: body.instance ? [body.instance] : [] };
  },
};

/** `POST /1.0/results/esg/aggregate`: an ESG year's (or a group's ESG years') answers for other systems. */
export const esgAggregateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.post(
    '/1.0/results/esg/aggregate',
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: ESG_AGGREGATE_ENTITLEMENT },
      schema: {
        tags: ['public API'],
        summary:
          "The answers of an ESG year, or of a group's ESG years, as rows of category (disclosure), label and value; B3 with the calculator's figures",
        security: BEARER_SECURITY,
        body: esgAggregateRequestSchema,
        response: { 200: esgAggregateResponseSchema },
      },
    },
    async (request) => {
      if (request.actor?.via !== 'apiKey') throw new AppError('UNAUTHENTICATED', 'Send an API key.');
      // The key row decided the company: a year or group of any other company is not found.
      return { data: await aggregateEsgAnswers(db, request.actor.companyId, request.body) };
    },
  );
};
