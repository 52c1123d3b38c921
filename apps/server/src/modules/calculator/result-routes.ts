import {
  listFormResultsRequestSchema,
  listFormResultsResponseSchema,
  listResultsQuerySchema,
  listResultsRequestSchema,
  listResultsResponseSchema,
  manageResultsRequestSchema,
  manageResultsResponseSchema,
  RESULTS_PAGE_SIZE,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { runIdempotently } from '../../http/idempotency.ts';
import { requireActor } from '../../http/require-actor.ts';
import { serializedAnswer, trustedSerializerCompiler } from '../../http/trusted-serializer.ts';
import { CALCULATOR_BY_BODY_INSTANCES, CALCULATOR_BY_MANAGED_RESULTS } from '../billing/entitlement-gate.ts';
import { groupFilesByResult } from '../evidence-files/presenter.ts';
import { listFilesOfResults } from '../evidence-files/queries.ts';
import { notifyClearedReviews } from '../review/notify.ts';
import { presentResultWithFiles } from './presenter.ts';
import { requireInstances } from './queries.ts';
import { createResultDocumentCache } from './result-document-cache.ts';
import { listResultsPageJson, listSectionResults } from './result-queries.ts';
import { manageResults } from './result-service.ts';
import { CALCULATOR_RESULTS_POLICY } from './route-params.ts';

const tags = ['calculator'];

/** Results: read by every member, changed by editors (never on a frozen year, checked by the service). */
export const calculatorResultRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // Members reloading a year's list are served the documents already written for unchanged rows.
  const documents = createResultDocumentCache();

  app.post(
    '/api/company/calculator/results/list',
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: CALCULATOR_BY_BODY_INSTANCES },
      // Up to a thousand results built by the presenter: not checked against the schema again.
      serializerCompiler: trustedSerializerCompiler,
      schema: {
        tags,
        summary: `Results of years, ${RESULTS_PAGE_SIZE} per page in entry order`,
        body: listResultsRequestSchema,
        querystring: listResultsQuerySchema,
        response: { 200: listResultsResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      const instanceIds = [...new Set(request.body.instances)];
      const { skip } = request.query;
      // The rows come as JSON the database wrote (presented as presentResult would): joined, not rebuilt.
      // The page holds the company's rows only, so it is read beside the check that every year named is
      // the company's (which still answers 404 for one that is not): one wait for the database, not two.
      const [, page] = await Promise.all([
        requireInstances(db, companyId, instanceIds),
        listResultsPageJson(db, companyId, instanceIds, { skip, limit: RESULTS_PAGE_SIZE }, documents),
      ]);
      const pagination = { position: skip + page.documents.length, canLoadMore: page.canLoadMore };
      return serializedAnswer<z.infer<typeof listResultsResponseSchema>>(
        `{"results":[${page.documents.join(',')}],"pagination":${JSON.stringify(pagination)}}`,
      );
    },
  );

  app.post(
    '/api/company/calculator/results/form/list',
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: CALCULATOR_BY_BODY_INSTANCES },
      // Up to a thousand results built by the presenter: not checked against the schema again.
      serializerCompiler: trustedSerializerCompiler,
      schema: {
        tags,
        summary: "A section's results and their children",
        body: listFormResultsRequestSchema,
        response: { 200: listFormResultsResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      const instances = await requireInstances(db, companyId, request.body.instances);
      const { parents, children } = await listSectionResults(
        db,
        companyId,
        instances.map((instance) => instance.id),
        request.body.query,
      );
      const files = groupFilesByResult(
        await listFilesOfResults(
          db,
          companyId,
          [...parents, ...children].map((row) => row.id),
        ),
      );
      const present = (row: (typeof parents)[number]) => presentResultWithFiles(row, files);
      return { parentResults: parents.map(present), childResults: children.map(present) };
    },
  );

  app.post(
    '/api/company/calculator/results/manage',
    {
      config: { policy: CALCULATOR_RESULTS_POLICY, entitlement: CALCULATOR_BY_MANAGED_RESULTS },
      // Up to a thousand results built by the presenter: not checked against the schema again.
      serializerCompiler: trustedSerializerCompiler,
      schema: {
        tags,
        summary: 'Create, update and delete one batch of results (at most 1000, all or nothing)',
        body: manageResultsRequestSchema,
        response: { 200: manageResultsResponseSchema },
      },
    },
    async (request, reply) => {
      const { companyId, userId } = requireActor(request);
      // A retry after a lost answer (same Idempotency-Key) replays the first answer instead of creating twice.
      return runIdempotently(db, request, reply, { companyId, scope: 'results/manage' }, () =>
        manageResults(db, companyId, request.body, userId, {
          onReviewsCleared: (cleared) => notifyClearedReviews(app, companyId, userId, cleared),
        }),
      );
    },
  );
};
