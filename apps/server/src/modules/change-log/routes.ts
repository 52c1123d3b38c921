import {
  annotateChangeLogRequestSchema,
  annotateChangeLogResponseSchema,
  changeLogPageSchema,
  changeLogQuerySchema,
  changeLogVerdictSchema,
  requireCapability,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/require-actor.ts';
import { idParams } from '../calculator/route-params.ts';
import { annotateEntry, loadYearLog, verifyCompanyChain } from './service.ts';

const tags = ['change log'];
const sequenceParams = z.object({
  sequence: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/**
 * The change log (spec section 6, `logs` and `modify logs`, admins): a year's entries with filters, the
 * chain check of the company, and annotations, which are appended as entries of their own. No route
 * changes or deletes an entry.
 */
export const changeLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/company/calculator/instances/:id/logs',
    {
      config: { policy: requireCapability('logs') },
      schema: {
        tags,
        summary: "A year's change log, newest first, filtered by subject, action, actor and days",
        params: idParams,
        querystring: changeLogQuerySchema,
        response: { 200: changeLogPageSchema },
      },
    },
    async (request) => loadYearLog(db, requireActor(request).companyId, request.params.id, request.query),
  );

  app.get(
    '/api/company/logs/verify',
    {
      config: { policy: requireCapability('logs') },
      schema: {
        tags,
        summary: "Checks the company's change-log chain and says where it breaks",
        response: { 200: changeLogVerdictSchema },
      },
    },
    async (request) => verifyCompanyChain(db, requireActor(request).companyId),
  );

  app.post(
    '/api/company/logs/:sequence/annotations',
    {
      config: { policy: requireCapability('modifyLogs') },
      schema: {
        tags,
        summary: 'Annotates a log entry (the note is appended as an entry of its own)',
        params: sequenceParams,
        body: annotateChangeLogRequestSchema,
        response: { 201: annotateChangeLogResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const answer = await annotateEntry(db, {
        companyId: actor.companyId,
        actorId: actor.userId,
        sequence: request.params.sequence,
        text: request.body.text,
      });
      return reply.status(201).send(answer);
    },
  );
};
