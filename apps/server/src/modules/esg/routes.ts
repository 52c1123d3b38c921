import { SIGNED_IN_POLICY, saveVsmeFormRequestSchema, vsmeFormResponseSchema } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_INSTANCE_PARAM } from '../billing/entitlement-gate.ts';
import { CALCULATOR_RESULTS_POLICY, idParams } from '../calculator/route-params.ts';
import { esgCsvRoutes } from './csv-routes.ts';
import { esgDashboardRoutes } from './dashboard-routes.ts';
import { esgGroupDashboardRoutes } from './group-dashboard-routes.ts';
import { loadVsmeForm, saveVsmeForm } from './service.ts';
import { esgXbrlRoutes } from './xbrl-routes.ts';

const tags = ['esg'];
const url = '/api/company/esg/years/:id/vsme';

/**
 * The VSME form of an ESG year. Any member reads it; answering is the calculator's form editing
 * (editor and up). Billing gates it as the calculator's form type `esg`.
 */
export const esgRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  await app.register(esgXbrlRoutes);
  await app.register(esgCsvRoutes);
  await app.register(esgDashboardRoutes);
  await app.register(esgGroupDashboardRoutes);

  app.get(
    url,
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags,
        summary: "An ESG year's VSME form: disclosures, answers, completion and B3's calculator figures",
        params: idParams,
        response: { 200: vsmeFormResponseSchema },
      },
    },
    async (request) => loadVsmeForm(db, requireActor(request).companyId, request.params.id),
  );

  app.put(
    url,
    {
      config: { policy: CALCULATOR_RESULTS_POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags,
        summary: 'Save answers, disclosure statements and modules of an ESG year: the whole batch or nothing',
        params: idParams,
        body: saveVsmeFormRequestSchema,
        response: { 200: vsmeFormResponseSchema },
      },
    },
    async (request) => saveVsmeForm(db, requireActor(request), request.params.id, request.body),
  );
};
