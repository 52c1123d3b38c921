import { requireCapability } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_INSTANCE_PARAM } from '../billing/entitlement-gate.ts';
import { idParams } from '../calculator/route-params.ts';
import { buildVsmeCsv } from './export-service.ts';

const csvQuery = z.object({ lang: z.enum(['en', 'de'], { error: 'validation.invalid' }).default('en') });

/** The ESG simple CSV export of a year (capability `esgSimpleCsvExport`: admin and up). */
export const esgCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/company/esg/years/:id/vsme/csv',
    {
      config: { policy: requireCapability('esgSimpleCsvExport'), entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags: ['esg'],
        summary: "An ESG year's answers as CSV in the page's language (409 'No data to export.' when empty)",
        params: idParams,
        querystring: csvQuery,
      },
    },
    async (request, reply) => {
      const { companyId } = requireActor(request);
      const { csv, fileName } = await buildVsmeCsv(db, companyId, request.params.id, request.query.lang);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(csv);
    },
  );
};
