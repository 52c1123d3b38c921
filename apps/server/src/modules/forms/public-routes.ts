import { createHash } from 'node:crypto';
import {
  formAnswersBodySchema,
  formSavedResponseSchema,
  PUBLIC_POLICY,
  publicFormResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readPublicForm, saveDraft, submitAnswers } from './answer-service.ts';

const tags = ['forms'];
const base = '/api/forms/:token';
const tokenParams = z.object({ token: z.string().min(1).max(128) });
/** A form's answers are small; a submission of a full 200-question set stays well below this. */
const BODY_LIMIT = 256 * 1024;

/**
 * The public answer pages' calls (`/forms/<token>` in the web app): no account, the token in the path is
 * the only authority and opens exactly one form. Dead links answer 404 like unknown ones.
 */
export function createFormPublicRoutes(sessionSecret: string): FastifyPluginAsyncZod {
  const addressKey = createHash('sha256')
    .update(`carbon-ledger:form-address:v1:${sessionSecret}`)
    .digest('hex');
  return async (app) => {
    const db = app.database.db;

    app.get(
      base,
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags,
          summary: 'The form a public link opens, with a personal link’s draft',
          params: tokenParams,
          response: { 200: publicFormResponseSchema },
        },
      },
      async (request) => readPublicForm(db, request.params.token),
    );

    app.put(
      `${base}/draft`,
      {
        config: { policy: PUBLIC_POLICY },
        bodyLimit: BODY_LIMIT,
        schema: {
          tags,
          summary: 'Save a personal link’s answers so far',
          params: tokenParams,
          body: formAnswersBodySchema,
          response: { 200: formSavedResponseSchema },
        },
      },
      async (request) => {
        const at = await saveDraft(db, request.params.token, request.body.answers);
        return { state: 'draft' as const, updatedAt: at.toISOString() };
      },
    );

    app.post(
      `${base}/submit`,
      {
        config: { policy: PUBLIC_POLICY },
        bodyLimit: BODY_LIMIT,
        schema: {
          tags,
          summary: 'Submit the answers: once per personal link, limited per address for an open link',
          params: tokenParams,
          body: formAnswersBodySchema,
          response: { 201: formSavedResponseSchema },
        },
      },
      async (request, reply) => {
        const at = await submitAnswers(db, request.params.token, request.body.answers, {
          address: request.ip,
          addressKey,
        });
        return reply.status(201).send({ state: 'submitted' as const, updatedAt: at.toISOString() });
      },
    );
  };
}
