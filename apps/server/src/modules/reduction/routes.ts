import {
  calculatorOkSchema,
  createCustomIdeaRequestSchema,
  createTargetRequestSchema,
  customIdeaResponseSchema,
  listReductionIdeasRequestSchema,
  listReductionIdeasResponseSchema,
  listTargetsRequestSchema,
  listTargetsResponseSchema,
  type ReductionPlanRef,
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
import {
  type CalculatorTarget,
  type EntitlementRequirement,
  targetOfPlan,
} from '../billing/entitlement-gate.ts';
import { idParams } from '../calculator/route-params.ts';
import {
  createCustomIdea,
  deleteCustomIdea,
  listReductionIdeas,
  setIdeaTracking,
  updateCustomIdea,
} from './ideas-service.ts';
import { requireCustomIdea, requireTarget } from './queries.ts';
import { createTarget, deleteTarget, listTargetsWithProgress, updateTarget } from './targets-service.ts';

const base = '/api/company/calculator/reduction';
const tags = ['reduction'];
// Spec section 6: changing reduction plans is the admin's "reduction"; every member may read them.
const CHANGE = { policy: requireCapability('reduction') };
const READ = { policy: SIGNED_IN_POLICY };

type PlanBody = { plan: ReductionPlanRef; instances?: string[]; baseInstance?: string };
const ofBody = (body: PlanBody): CalculatorTarget => {
  const plan = targetOfPlan(body.plan);
  const instances = [...(body.instances ?? []), ...(body.baseInstance ? [body.baseInstance] : [])];
  return { ...plan, instances };
};
/**
 * The Impact tab is a calculator feature of the plan's projects (a group's: all its projects) and of the
 * years it reads: with billing on, each of their form types must be entitled (402 otherwise).
 */
export const CALCULATOR_BY_PLAN_BODY: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => ofBody(request.body as PlanBody),
};
const BY_CUSTOM_IDEA: EntitlementRequirement = {
  product: 'calculator',
  target: async (request, { db, companyId }) => {
    const idea = await requireCustomIdea(db, companyId, (request.params as { id: string }).id);
    return targetOfPlan({ kind: idea.planKind, id: idea.planId });
  },
};
const BY_TARGET: EntitlementRequirement = {
  product: 'calculator',
  target: async (request, { db, companyId }) => {
    const target = await requireTarget(db, companyId, (request.params as { id: string }).id);
    const body = request.body as { baseInstance?: string } | undefined;
    return {
      ...targetOfPlan({ kind: target.planKind, id: target.planId }),
      instances: [target.baseInstanceId, ...(body?.baseInstance ? [body.baseInstance] : [])],
    };
  },
};
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
      config: { ...READ, entitlement: CALCULATOR_BY_PLAN_BODY },
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
      config: { ...CHANGE, entitlement: CALCULATOR_BY_PLAN_BODY },
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
      config: { ...CHANGE, entitlement: CALCULATOR_BY_PLAN_BODY },
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
      config: { ...CHANGE, entitlement: BY_CUSTOM_IDEA },
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
      config: { ...CHANGE, entitlement: BY_CUSTOM_IDEA },
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
      config: { ...READ, entitlement: CALCULATOR_BY_PLAN_BODY },
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
      config: { ...CHANGE, entitlement: CALCULATOR_BY_PLAN_BODY },
      schema: {
        tags,
        summary: 'Add a reduction target',
        body: createTargetRequestSchema,
        response: { 201: targetResponseSchema },
      },
    },
    async (request, reply) => {
      const target = await createTarget(db, companyOf(request), request.body, requireActor(request).userId);
      reply.status(201);
      return { target };
    },
  );

  app.patch(
    `${base}/targets/:id`,
    {
      config: { ...CHANGE, entitlement: BY_TARGET },
      schema: {
        tags,
        summary: 'Change a reduction target',
        params: idParams,
        body: updateTargetRequestSchema,
        response: { 200: targetResponseSchema },
      },
    },
    async (request) => ({
      target: await updateTarget(
        db,
        companyOf(request),
        request.params.id,
        request.body,
        requireActor(request).userId,
      ),
    }),
  );

  app.delete(
    `${base}/targets/:id`,
    {
      config: { ...CHANGE, entitlement: BY_TARGET },
      schema: {
        tags,
        summary: 'Delete a reduction target',
        params: idParams,
        response: { 200: calculatorOkSchema },
      },
    },
    async (request) => {
      await deleteTarget(db, companyOf(request), request.params.id, requireActor(request).userId);
      return { ok: true as const };
    },
  );
};
