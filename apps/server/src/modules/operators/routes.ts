import { grantOperatorSchema, operatorsResponseSchema, requireCapability } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentOperators } from './presenter.ts';
import { listOperators } from './queries.ts';
import { grantOperator, revokeOperator } from './service.ts';

const userIdParams = z.object({ userId: z.uuid({ error: 'validation.invalid' }) });
const OPERATORS_ONLY = requireCapability('manageOperators');

/** Platform operators grant and revoke operator rights (Settings → Operators). */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { operatorEmails } = app.config;
  const answerList = async () => presentOperators(await listOperators(db), operatorEmails);

  app.get(
    '/api/settings/operators',
    {
      config: { policy: OPERATORS_ONLY },
      schema: {
        tags: ['settings'],
        summary: 'The platform operators',
        response: { 200: operatorsResponseSchema },
      },
    },
    answerList,
  );

  app.post(
    '/api/settings/operators',
    {
      config: { policy: OPERATORS_ONLY },
      schema: {
        tags: ['settings'],
        summary: 'Make an existing account a platform operator',
        body: grantOperatorSchema,
        response: { 200: operatorsResponseSchema },
      },
    },
    async (request) => {
      const granted = await grantOperator(db, request.body.email);
      request.log.info({ operator: granted.userId }, 'operator rights granted');
      return answerList();
    },
  );

  app.delete(
    '/api/settings/operators/:userId',
    {
      config: { policy: OPERATORS_ONLY },
      schema: {
        tags: ['settings'],
        summary: 'Take operator rights away (never from the last operator)',
        params: userIdParams,
        response: { 200: operatorsResponseSchema },
      },
    },
    async (request) => {
      await revokeOperator(db, { userId: request.params.userId, operatorEmails });
      request.log.info({ operator: request.params.userId }, 'operator rights revoked');
      return answerList();
    },
  );
};
