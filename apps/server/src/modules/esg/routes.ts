import {
  esrsFormResponseSchema,
  SIGNED_IN_POLICY,
  saveEsrsFormRequestSchema,
  saveVsmeFormRequestSchema,
  vsmeFormResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readRequestLanguage } from '../../http/request-language.ts';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_INSTANCE_PARAM } from '../billing/entitlement-gate.ts';
import { CALCULATOR_RESULTS_POLICY, idParams } from '../calculator/route-params.ts';
import { touchEsgAssignments } from '../calculator-invites/esg-invites.ts';
import { esgAssignmentRoutes } from './assignment-routes.ts';
import { esgCsvRoutes } from './csv-routes.ts';
import { esgDashboardRoutes } from './dashboard-routes.ts';
import { esgGroupDashboardRoutes } from './group-dashboard-routes.ts';
import { loadEsrsForm, loadVsmeForm, saveEsrsForm, saveVsmeForm } from './service.ts';
import { esgXbrlRoutes } from './xbrl-routes.ts';

const tags = ['esg'];
const url = '/api/company/esg/years/:id/vsme';
const esrsUrl = '/api/company/esg/years/:id/esrs';

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
  await app.register(esgAssignmentRoutes);

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
    async (request) => {
      const actor = requireActor(request);
      const form = await saveVsmeForm(
        db,
        actor,
        request.params.id,
        request.body,
        readRequestLanguage(request),
      );
      await touchEsgAssignments(db, actor, request.params.id);
      return form;
    },
  );

  app.get(
    esrsUrl,
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags,
        summary:
          "An ESG year's ESRS form: disclosure requirements E1–G1, answers, completion and E1's calculator figures",
        params: idParams,
        response: { 200: esrsFormResponseSchema },
      },
    },
    async (request) => loadEsrsForm(db, requireActor(request).companyId, request.params.id),
  );

  app.put(
    esrsUrl,
    {
      config: { policy: CALCULATOR_RESULTS_POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags,
        summary:
          'Save ESRS answers, disclosure statements and the form family of an ESG year: the whole batch or nothing',
        params: idParams,
        body: saveEsrsFormRequestSchema,
        response: { 200: esrsFormResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const form = await saveEsrsForm(
        db,
        actor,
        request.params.id,
        request.body,
        readRequestLanguage(request),
      );
      await touchEsgAssignments(db, actor, request.params.id);
      return form;
    },
  );
};
