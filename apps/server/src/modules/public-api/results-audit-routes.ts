import {
  auditResultsQuerySchema,
  auditResultsResponseSchema,
  type ParsedAuditResultsQuery,
  requireCapability,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calculatorInstances } from '../../db/schema/calculator.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { BEARER_SECURITY } from '../../http/openapi.ts';
import { isAllowed } from '../../http/policy.ts';
import type { EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { requireInstance } from '../calculator/queries.ts';
import { presentAuditResult } from './results-audit-presenter.ts';
import { listAuditResultsPage } from './results-audit-queries.ts';

/** The answer shows the change log's latest entries: spec section 6 `logs` (admin; named keys act as admin). */
const AUDIT_POLICY = requireCapability('logs');

/** The API key's actor, when the key may read audit results (401 without a key, 403 below admin). */
function requireAuditKey(request: FastifyRequest): Actor {
  if (request.actor?.via !== 'apiKey') throw new AppError('UNAUTHENTICATED', 'Send an API key.');
  if (!isAllowed(request.actor, AUDIT_POLICY)) {
    throw new AppError('FORBIDDEN', 'You do not have access. Please contact your admin.');
  }
  return request.actor;
}

/** Billing gates the call by the form type of the named year, or of every year of the company. */
const AUDIT_ENTITLEMENT: EntitlementRequirement = {
  product: 'calculator',
  target: async (request, { db, companyId }) => {
    const { instance } = request.query as ParsedAuditResultsQuery;
    if (instance) return { instances: [instance] };
    const years = await db
      .selectDistinct({ formType: calculatorInstances.formType })
      .from(calculatorInstances)
      .where(eq(calculatorInstances.companyId, companyId));
    return { formTypes: years.map((year) => year.formType) };
  },
};

/**
 * `GET /1.0/results/audit`: the company's results for auditors, with the factor, source and edition
 * each figure rests on, its evidence count, review mark and last change. Like every `/1.0/` route it is
 * declared for signed-in callers (the key is the sign-in) and checks `AUDIT_POLICY` on the key's role.
 */
export const resultsAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/1.0/results/audit',
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: AUDIT_ENTITLEMENT },
      // Who may call is settled before the query is read and before billing is asked.
      onRequest: async (request) => {
        requireAuditKey(request);
      },
      schema: {
        tags: ['public API'],
        summary:
          'Results with their factor, source, edition, evidence count, review state and last change; filters year, section, scope, reviewed and changed-since, paged by skip',
        security: BEARER_SECURITY,
        querystring: auditResultsQuerySchema,
        response: { 200: auditResultsResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireAuditKey(request);
      const { skip, limit, ...filters } = request.query;
      // The key row decided the company: a year of any other company is not found.
      if (filters.instance) await requireInstance(db, companyId, filters.instance);
      const page = await listAuditResultsPage(db, companyId, filters, { skip, limit });
      return {
        results: page.rows.map(presentAuditResult),
        pagination: { position: skip + page.rows.length, canLoadMore: page.canLoadMore },
      };
    },
  );
};
