import {
  CUSTOM_FACTOR_CSV_MAX_LENGTH,
  companyFactorListQuerySchema,
  companyFactorListResponseSchema,
  customFactorImportRequestSchema,
  customFactorImportResponseSchema,
  factorIdParamsSchema,
  okResponseSchema,
  requireCapability,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCompanyFactors } from './company-queries.ts';
import { presentCompanyFactor, presentFactorSummary } from './presenter.ts';
import { deleteCustomFactor, importCustomFactors } from './service.ts';
import { requireCompanyId } from './session-company.ts';

/**
 * Own factors change every calculation that uses them, so adding and removing them sits with the
 * spec's admin capability over which factors a company works with ("emission factor pre-filter").
 */
const MANAGE_COMPANY_FACTORS = requireCapability('emissionFactorPreFilter');
/**
 * The CSV travels as JSON text; escaping can make it somewhat longer than the text itself. An XLSX
 * travels as base64 (4 characters per 3 bytes), which fits the same limit.
 */
const IMPORT_BODY_LIMIT = Math.ceil(CUSTOM_FACTOR_CSV_MAX_LENGTH * 1.5);

/** A company's own emission factors (source CUSTOM). */
export function createCompanyFactorRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;

    app.post(
      '/api/company/factors/import',
      {
        bodyLimit: IMPORT_BODY_LIMIT,
        config: { policy: MANAGE_COMPANY_FACTORS },
        schema: {
          tags: ['factors'],
          summary: 'Import the company’s own factors from CSV or XLSX: every row valid, or nothing is stored',
          body: customFactorImportRequestSchema,
          response: { 201: customFactorImportResponseSchema },
        },
      },
      async (request, reply) => {
        const { csv, xlsx, fileName, numberLocale } = request.body;
        const rows = await importCustomFactors(db, {
          companyId: requireCompanyId(request),
          file:
            xlsx === undefined
              ? { kind: 'csv', text: csv ?? '' }
              : { kind: 'xlsx', bytes: Buffer.from(xlsx, 'base64') },
          fileName,
          numberLocale,
        });
        reply.status(201);
        return {
          imported: rows.length,
          factors: rows.map(presentFactorSummary),
        };
      },
    );

    app.get(
      '/api/company/factors',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['factors'],
          summary: 'The company’s own factors, newest first',
          querystring: companyFactorListQuerySchema,
          response: { 200: companyFactorListResponseSchema },
        },
      },
      async (request) => {
        const { skip, limit } = request.query;
        const { rows, total } = await listCompanyFactors(db, requireCompanyId(request), { skip, limit });
        const position = skip + rows.length;
        return {
          factors: rows.map(presentCompanyFactor),
          pagination: { position, canLoadMore: position < total, total },
        };
      },
    );

    app.delete(
      '/api/company/factors/:id',
      {
        config: { policy: MANAGE_COMPANY_FACTORS },
        schema: {
          tags: ['factors'],
          summary: 'Delete one of the company’s own factors',
          params: factorIdParamsSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await deleteCustomFactor(db, requireCompanyId(request), request.params.id);
        return { ok: true as const };
      },
    );
  };
}
