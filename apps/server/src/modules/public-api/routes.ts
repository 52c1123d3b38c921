import { publicCompanyResponseSchema, SIGNED_IN_POLICY } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { BEARER_SECURITY } from '../../http/openapi.ts';
import { findCompany } from '../auth/queries.ts';
import { esgAggregateRoutes } from './esg-aggregate-routes.ts';
import { presentPublicCompany } from './presenter.ts';
import { resultsAuditRoutes } from './results-audit-routes.ts';

/** The public API (`/1.0/...`), called with `Authorization: Bearer <API key>`. */
export function createPublicApiRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    await app.register(esgAggregateRoutes);
    await app.register(resultsAuditRoutes);

    app.get(
      '/1.0/company',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['public API'],
          summary: 'The company the API key belongs to',
          security: BEARER_SECURITY,
          response: { 200: publicCompanyResponseSchema },
        },
      },
      async (request) => {
        if (request.actor?.via !== 'apiKey') throw new AppError('UNAUTHENTICATED', 'Send an API key.');
        // The key row decided the company; nothing in the request can name another one.
        const company = await findCompany(db, request.actor.companyId);
        if (!company) throw new AppError('NOT_FOUND', 'No such company.');
        return presentPublicCompany(company);
      },
    );
  };
}
