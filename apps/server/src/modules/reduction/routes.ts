import {
  calculatorOkSchema,
  createCustomIdeaRequestSchema,
  createTargetRequestSchema,
  customIdeaResponseSchema,
  listReductionIdeasRequestSchema,
  listReductionIdeasResponseSchema,
  listTargetsRequestSchema,
  listTargetsResponseSchema,
  requireCapability,
  SIGNED_IN_POLICY,
  setIdeaTrackingRequestSchema,
  targetResponseSchema,
  updateCustomIdeaRequestSchema,
  updateTargetRequestSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/require-actor.ts';
import { idParams } from '../calculator/route-params.ts';
import {
  createCustomIdea,
  deleteCustomIdea,
  listReductionIdeas,
  setIdeaTracking,
  updateCustomIdea,
} from './ideas-service.ts';
import { createTarget, deleteTarget, listTargetsWithProgress, updateTarget } from './targets-service.ts';

const base = '/api/company/calculator/reduction';
const tags = ['reduction'];
// Spec section 6: changing reduction plans is the admin's "reduction"; every member may read them.
const CHANGE = { policy: requireCapability('reduction') };
const READ = { policy: SIGNED_IN_POLICY };
const ideaIdParams = z.object({
  ideaId: z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'validation.invalid' }),
});

/** Reduction ideas and targets of a project or group (the Impact tab). */
export const reductionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const companyOf = (request: Parameters<typeof requireActor>[0]) => requireActor(request).companyId;

  app.post(
    `${base}/ideas/list`,
    {
      config: READ,
      schema: {
        tags,
        summary: 'The ideas of a plan, estimated on the open years',
        body: listReductionIdeasRequestSchema,
        response: { 200: listReductionIdeasResponseSchema },
      },
    },
    async (request) => listReductionIdeas(db, companyOf(request), request.body),
  );

  app.put(
    `${base}/catalogue-ideas/:ideaId`,
    {
      config: CHANGE,
      schema: {
        tags,
        summary: "Set a catalogue idea's status and tracking in a plan",
        params: ideaIdParams,
        body: setIdeaTrackingRequestSchema,
        response: { 200: calculatorOkSchema },
      },
    },
    async (request) => {
      await setIdeaTracking(db, companyOf(request), request.params.ideaId, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/custom-ideas`,
    {
      config: CHANGE,
      schema: {
        tags,
        summary: 'Add a custom idea to a plan',
        body: createCustomIdeaRequestSchema,
        response: { 201: customIdeaResponseSchema },
      },
    },
    async (request, reply) => {
      const id = await createCustomIdea(db, companyOf(request), request.body);
      reply.status(201);
      return { _id: id };
    },
  );

  app.patch(
    `${base}/custom-ideas/:id`,
    {
      config: CHANGE,
      schema: {
        tags,
        summary: 'Change a custom idea',
        params: idParams,
        body: updateCustomIdeaRequestSchema,
        response: { 200: customIdeaResponseSchema },
      },
    },
    async (request) => {
      await updateCustomIdea(db, companyOf(request), request.params.id, request.body);
      return { _id: request.params.id };
    },
  );

  app.delete(
    `${base}/custom-ideas/:id`,
    {
      config: CHANGE,
      schema: {
        tags,
        summary: 'Delete a custom idea',
        params: idParams,
        response: { 200: calculatorOkSchema },
      },
    },
    async (request) => {
      await deleteCustomIdea(db, companyOf(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/targets/list`,
    {
      config: READ,
      schema: {
        tags,
        summary: "A plan's targets with their paths and progress across the years",
        body: listTargetsRequestSchema,
        response: { 200: listTargetsResponseSchema },
      },
    },
    async (request) => listTargetsWithProgress(db, companyOf(request), request.body.plan),
  );

  app.post(
    `${base}/targets`,
    {
      config: CHANGE,
      schema: {
        tags,
        summary: 'Add a reduction target',
        body: createTargetRequestSchema,
        response: { 201: targetResponseSchema },
      },
    },
    async (request, reply) => {
      const target = await createTarget(db, companyOf(request), request.body);
      reply.status(201);
      return { target };
    },
  );

  app.patch(
    `${base}/targets/:id`,
    {
      config: CHANGE,
      schema: {
        tags,
        summary: 'Change a reduction target',
        params: idParams,
        body: updateTargetRequestSchema,
        response: { 200: targetResponseSchema },
      },
    },
    async (request) => ({
      target: await updateTarget(db, companyOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${base}/targets/:id`,
    {
      config: CHANGE,
      schema: {
        tags,
        summary: 'Delete a reduction target',
        params: idParams,
        response: { 200: calculatorOkSchema },
      },
    },
    async (request) => {
      await deleteTarget(db, companyOf(request), request.params.id);
      return { ok: true as const };
    },
  );
};
