import { reportingEntityResponseSchema, reportingEntitySchema, SIGNED_IN_POLICY } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readRequestLanguage } from '../../http/request-language.ts';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_INSTANCE_PARAM } from '../billing/entitlement-gate.ts';
import { CALCULATOR_RESULTS_POLICY, idParams } from '../calculator/route-params.ts';
import { presentReportingEntity, saveReportingEntity } from './reporting-entity.ts';
import { buildVsmeInlineXbrl, buildVsmeXbrl } from './xbrl-service.ts';

const inlineQuery = z.object({ lang: z.enum(['en', 'de'], { error: 'validation.invalid' }).default('en') });

/**
 * The XBRL instance of an ESG year's VSME report and the same report as inline XBRL (XHTML), as
 * downloads. Any member may read them. And the identifier the reports name the company by: any member
 * reads it, editors and up (who import the VSME template that names it) give it.
 */
export const esgXbrlRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/company/esg/reporting-entity',
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags: ['esg'],
        summary:
          "The company's identifier for its XBRL reports (LEI, EUID, D-U-N-S or PermID), null until given",
        response: { 200: reportingEntityResponseSchema },
      },
    },
    async (request) => presentReportingEntity(db, requireActor(request).companyId),
  );

  app.put(
    '/api/company/esg/reporting-entity',
    {
      config: { policy: CALCULATOR_RESULTS_POLICY },
      schema: {
        tags: ['esg'],
        summary:
          "Give the company's identifier for its XBRL reports (400 naming `identifier` when it does not fit)",
        body: reportingEntitySchema,
        response: { 200: reportingEntityResponseSchema },
      },
    },
    async (request) =>
      saveReportingEntity(db, requireActor(request), request.body, readRequestLanguage(request)),
  );

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
      const { companyId } = requireActor(request);
      const lang = readRequestLanguage(request);
      const { xml, fileName } = await buildVsmeXbrl(db, companyId, request.params.id, lang);
      return reply
        .header('Content-Type', 'application/xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .send(xml);
    },
  );

  app.get(
    '/api/company/esg/years/:id/vsme/ixbrl',
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags: ['esg'],
        summary:
          "An ESG year's VSME report as inline XBRL (XHTML) in the page's language (409 naming the required datapoints missing)",
        params: idParams,
        querystring: inlineQuery,
      },
    },
    async (request, reply) => {
      const { companyId } = requireActor(request);
      const { xhtml, fileName } = await buildVsmeInlineXbrl(
        db,
        companyId,
        request.params.id,
        request.query.lang,
      );
      return reply
        .header('Content-Type', 'application/xhtml+xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(xhtml);
    },
  );
};
