import {
  apiKeyIdParamsSchema,
  apiKeyListResponseSchema,
  createApiKeyRequestSchema,
  createApiKeyResponseSchema,
  okResponseSchema,
  requireCapability,
  SIGNED_IN_POLICY,
  temporaryApiKeyResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { presentApiKeySummary, presentCreatedApiKey } from './presenter.ts';
import { listNamedApiKeys } from './queries.ts';
import { createNamedApiKey, createTemporaryApiKey, revokeNamedApiKey } from './service.ts';

const API_KEY_MANAGEMENT = requireCapability('apiKeyManagement');

/** The company's API keys for the public API (owner only), and a user's temporary key. */
export function createApiKeyRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;

    app.get(
      '/api/company/api-keys',
      {
        config: { policy: API_KEY_MANAGEMENT },
        schema: {
          tags: ['api-keys'],
          summary: "The company's API keys (never the keys themselves)",
          response: { 200: apiKeyListResponseSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const now = new Date();
        const rows = await listNamedApiKeys(db, actor.companyId);
        return { apiKeys: rows.map((row) => presentApiKeySummary(row, now)) };
      },
    );

    app.put(
      '/api/company/api-keys',
      {
        config: { policy: API_KEY_MANAGEMENT },
        schema: {
          tags: ['api-keys'],
          summary: 'Create an API key; the answer is the only time the key is shown',
          body: createApiKeyRequestSchema,
          response: { 201: createApiKeyResponseSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const issued = await createNamedApiKey(db, {
          companyId: actor.companyId,
          userId: actor.userId,
          name: request.body.name,
          expiresAt: request.body.expiresAt,
        });
        reply.status(201);
        return presentCreatedApiKey(issued.row, issued.apiKey);
      },
    );

    app.delete(
      '/api/company/api-keys/:apiKey',
      {
        config: { policy: API_KEY_MANAGEMENT },
        schema: {
          tags: ['api-keys'],
          summary: 'Revoke an API key, named by its _id',
          params: apiKeyIdParamsSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        await revokeNamedApiKey(db, actor.companyId, request.params.apiKey);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/auth/temporary-api-key',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags: ['api-keys'],
          summary: "A key for the signed-in user's own calls to /1.0, valid 5 minutes, with the user's role",
          response: { 201: temporaryApiKeyResponseSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const issued = await createTemporaryApiKey(db, { companyId: actor.companyId, userId: actor.userId });
        reply.status(201);
        return { apiKey: issued.apiKey, expiresAt: issued.expiresAt.toISOString() };
      },
    );
  };
}
