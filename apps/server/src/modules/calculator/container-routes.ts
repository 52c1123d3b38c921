import {
  calculatorOkSchema,
  containerResponseSchema,
  renameContainerRequestSchema,
  requireCapability,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { deleteContainer, renameContainer } from './container-service.ts';
import { idParams } from './route-params.ts';

const tags = ['calculator'];

/** Rename and delete of projects: the owner's (spec section 6, "delete calculator container"). */
export const calculatorContainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.patch(
    '/api/company/calculator/containers/:id',
    {
      config: { policy: requireCapability('deleteCalculatorContainer') },
      schema: {
        tags,
        summary: 'Rename a project',
        params: idParams,
        body: renameContainerRequestSchema,
        response: { 200: containerResponseSchema },
      },
    },
    async (request) => ({
      container: await renameContainer(
        db,
        requireActor(request).companyId,
        request.params.id,
        request.body.name,
      ),
    }),
  );

  app.delete(
    '/api/company/calculator/containers/:id',
    {
      config: { policy: requireCapability('deleteCalculatorContainer') },
      schema: {
        tags,
        summary: 'Delete a project with its years, results and group links',
        params: idParams,
        response: { 200: calculatorOkSchema },
      },
    },
    async (request) => {
      await deleteContainer(db, requireActor(request).companyId, request.params.id);
      return { ok: true as const };
    },
  );
};
