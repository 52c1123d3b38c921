import {
  CALCULATOR_REPORT_FILE_NAME,
  calculatorReportRequestSchema,
  DOCX_CONTENT_TYPE,
  dataQualitySummaryRequestSchema,
  dataQualitySummaryResponseSchema,
  requireCapability,
  SIGNED_IN_POLICY,
  summarizeDataQuality,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_BODY_INSTANCES } from '../billing/entitlement-gate.ts';
import { requireInstances } from '../calculator/queries.ts';
import { countDataQuality } from './report-queries.ts';
import { buildCalculatorReport } from './report-service.ts';

/** The calculator's Word report (`POST /api/company/calculator/reports/docx`). */
export const calculatorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/company/calculator/reports/docx',
    {
      // Spec section 6: "export documents" is the sitewide-admin's.
      config: { policy: requireCapability('exportDocuments'), entitlement: CALCULATOR_BY_BODY_INSTANCES },
      schema: {
        tags: ['calculator'],
        summary: `The years' results as a Word report (${CALCULATOR_REPORT_FILE_NAME})`,
        body: calculatorReportRequestSchema,
      },
    },
    async (request, reply) => {
      const document = await buildCalculatorReport(db, requireActor(request).companyId, request.body);
      return reply
        .header('Content-Type', DOCX_CONTENT_TYPE)
        .header('Content-Disposition', `attachment; filename="${CALCULATOR_REPORT_FILE_NAME}"`)
        .header('Cache-Control', 'no-store')
        .send(document);
    },
  );

  app.post(
    '/api/company/calculator/reports/data-quality',
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: CALCULATOR_BY_BODY_INSTANCES },
      schema: {
        tags: ['calculator'],
        summary: "The years' data-quality summary, as the Word report shows it",
        body: dataQualitySummaryRequestSchema,
        response: { 200: dataQualitySummaryResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      // 404 for a year of another company, before anything is counted.
      const instances = await requireInstances(db, companyId, request.body.instances);
      const groups = await countDataQuality(
        db,
        companyId,
        instances.map((instance) => instance.id),
      );
      return summarizeDataQuality(groups);
    },
  );
};
