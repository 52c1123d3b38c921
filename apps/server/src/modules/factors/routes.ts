import {
  buildGridSeries,
  factorDetailResponseSchema,
  factorFacetQuerySchema,
  factorFacetResponseSchema,
  factorIdParamsSchema,
  factorLevelsQuerySchema,
  factorLevelsResponseSchema,
  factorListQuerySchema,
  factorListResponseSchema,
  gridSeriesParamsSchema,
  gridSeriesResponseSchema,
  listGridSeriesLineageKeys,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { presentFactorDetail, presentFactorSummary } from './presenter.ts';
import {
  findVisibleFactor,
  listFacetValues,
  listGridSeriesFactors,
  listLevelValues,
  searchFactors,
} from './queries.ts';
import { requireCompanyId } from './session-company.ts';

/** Reading the factor library: search, the level cascade, one factor with its provenance, a grid's series. */
export function createFactorRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;

    app.get(
      '/api/data/factors',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['factors'],
          summary: 'Search the emission factors (the shipped library and the company’s own)',
          querystring: factorListQuerySchema,
          response: { 200: factorListResponseSchema },
        },
      },
      async (request) => {
        const query = request.query;
        const { rows, total } = await searchFactors(db, requireCompanyId(request), query);
        const position = query.skip + rows.length;
        return {
          factors: rows.map(presentFactorSummary),
          pagination: { position, canLoadMore: position < total, total },
        };
      },
    );

    app.get(
      '/api/data/factors/levels',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['factors'],
          summary: 'The values of one category level under the chosen parent levels, with counts',
          querystring: factorLevelsQuerySchema,
          response: { 200: factorLevelsResponseSchema },
        },
      },
      async (request) => ({
        level: request.query.level,
        values: await listLevelValues(db, requireCompanyId(request), request.query),
      }),
    );

    app.get(
      '/api/data/factors/facets',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['factors'],
          summary: 'The values of one filter field (source, edition, region…) under the other filters',
          querystring: factorFacetQuerySchema,
          response: { 200: factorFacetResponseSchema },
        },
      },
      async (request) => ({
        facet: request.query.facet,
        values: await listFacetValues(db, requireCompanyId(request), request.query),
      }),
    );

    app.get(
      '/api/data/factors/grid-series/:country',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['factors'],
          summary:
            'A country’s grid electricity by year: life cycle, generation (Scope 2), upstream (category 3)',
          params: gridSeriesParamsSchema,
          response: { 200: gridSeriesResponseSchema },
        },
      },
      async (request) => {
        const { country } = request.params;
        const keys = listGridSeriesLineageKeys(country);
        const rows = await listGridSeriesFactors(db, [keys.lifeCycle, keys.generation, keys.upstream]);
        return buildGridSeries(country, rows);
      },
    );

    app.get(
      '/api/data/factors/:id',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['factors'],
          summary: 'One factor with its full provenance',
          params: factorIdParamsSchema,
          response: { 200: factorDetailResponseSchema },
        },
      },
      async (request) => {
        const row = await findVisibleFactor(db, requireCompanyId(request), request.params.id);
        if (!row) throw new AppError('NOT_FOUND', 'This factor does not exist.');
        return { factor: presentFactorDetail(row) };
      },
    );
  };
}
