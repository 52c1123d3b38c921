import {
  CALCULATOR_REPORT_FILE_NAME,
  calculatorReportRequestSchema,
  DOCX_CONTENT_TYPE,
  requireCapability,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { buildCalculatorReport } from './report-service.ts';

/** The calculator's Word report (`POST /api/company/calculator/reports/docx`). */
export const calculatorReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/company/calculator/reports/docx',
    {
      // Spec section 6: "export documents" is the sitewide-admin's.
      config: { policy: requireCapability('exportDocuments') },
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
};
