import { bulkImportRequestSchema, bulkImportResponseSchema } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_IMPORT } from '../billing/entitlement-gate.ts';
import { CALCULATOR_RESULTS_POLICY } from '../calculator/route-params.ts';
import { notifyClearedReviews } from '../review/notify.ts';
import { importResults } from './import-service.ts';

/**
 * The bulk import of results from spreadsheets: the browser parses the file with the core parser and
 * sends it in chunks, first as a preview, then for real. Editors may import (the `calculatorResults`
 * capability: importing is entering results), never into a frozen year.
 */
export const calculatorImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.put(
    '/api/company/calculator/results/bulk-import/templates',
    {
      config: { policy: CALCULATOR_RESULTS_POLICY, entitlement: CALCULATOR_BY_IMPORT },
      // A chunk of 1000 rows with children and texts is a few megabytes of JSON.
      bodyLimit: 16 * 1024 * 1024,
      // The answer is built by the presenters from typed rows; checking its 1000 results against the
      // schema again on the way out costs a fifth of a chunk. The schema still documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      schema: {
        tags: ['calculator'],
        summary: 'Preview or store one chunk of imported spreadsheet rows',
        body: bulkImportRequestSchema,
        response: { 200: bulkImportResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return importResults(db, actor.companyId, request.body, actor.userId, {
        onReviewsCleared: (cleared) => notifyClearedReviews(app, actor.companyId, actor.userId, cleared),
      });
    },
  );
};
