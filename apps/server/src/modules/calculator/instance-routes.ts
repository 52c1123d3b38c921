import {
  calculatorOkSchema,
  can,
  createInstanceRequestSchema,
  createInstanceResponseSchema,
  instanceResponseSchema,
  recomputePreviewResponseSchema,
  recomputeResponseSchema,
  requireCapability,
  updateFormStateRequestSchema,
  updateInstanceRequestSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_INSTANCE_PARAM, CALCULATOR_BY_NEW_INSTANCE } from '../billing/entitlement-gate.ts';
import {
  createInstance,
  deleteInstance,
  previewInstanceGeneral,
  recomputeInstanceResults,
  setInstanceFrozen,
  updateFormState,
  updateInstanceGeneral,
} from './instance-service.ts';
import { CALCULATOR_RESULTS_POLICY, idParams } from './route-params.ts';

const tags = ['calculator'];
const base = '/api/company/calculator/instances';

/** Writes on years: create, change, exclude sections, freeze, recompute, delete. */
export const calculatorInstanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    base,
    {
      // Adding a year is an admin's instance action; creating a project as well is the owner's (checked below).
      config: { policy: requireCapability('instanceActions'), entitlement: CALCULATOR_BY_NEW_INSTANCE },
      schema: {
        tags,
        summary: 'A new year of a project, or a new project with its first year',
        body: createInstanceRequestSchema,
        response: { 201: createInstanceResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (typeof request.body.container !== 'string' && !isOwner(actor)) {
        throw new AppError('FORBIDDEN', 'You do not have access. Please contact your admin.');
      }
      const created = await createInstance(db, actor.companyId, request.body, actor.userId);
      reply.status(201);
      return created;
    },
  );

  app.patch(
    `${base}/:id`,
    {
      config: { policy: requireCapability('instanceSetup'), entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags,
        summary:
          "Change a year's period, surcharge, region, factor sources or voluntary sections (results are recomputed)",
        params: idParams,
        body: updateInstanceRequestSchema,
        response: { 200: instanceResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return {
        instance: await updateInstanceGeneral(
          db,
          actor.companyId,
          request.params.id,
          request.body.general,
          actor.userId,
        ),
      };
    },
  );

  app.post(
    `${base}/:id/general/preview`,
    {
      config: { policy: requireCapability('instanceSetup'), entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags,
        summary:
          "What changing a year's period, surcharge, region or factor sources would do to its figures, before anything is recomputed",
        params: idParams,
        body: updateInstanceRequestSchema,
        response: { 200: recomputePreviewResponseSchema },
      },
    },
    async (request) =>
      previewInstanceGeneral(db, requireActor(request).companyId, request.params.id, request.body.general),
  );

  app.put(
    `${base}/:id/form-state`,
    {
      config: { policy: CALCULATOR_RESULTS_POLICY, entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags,
        summary: 'Sections excluded from the totals of a year',
        params: idParams,
        body: updateFormStateRequestSchema,
        response: { 200: instanceResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      return {
        instance: await updateFormState(
          db,
          actor.companyId,
          request.params.id,
          request.body.sectionIdsMarkedAsExcluded,
          actor.userId,
        ),
      };
    },
  );

  for (const [action, isFrozen] of [
    ['freeze', true],
    ['unfreeze', false],
  ] as const) {
    app.post(
      `${base}/:id/${action}`,
      {
        config: { policy: requireCapability('freeze') },
        schema: {
          tags,
          summary: `${action} a year`,
          params: idParams,
          response: { 200: instanceResponseSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        return {
          instance: await setInstanceFrozen(db, actor.companyId, request.params.id, isFrozen, actor.userId),
        };
      },
    );
  }

  app.post(
    `${base}/:id/recompute/preview`,
    {
      config: { policy: requireCapability('instanceActions'), entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags,
        summary: 'What a recompute with the current factor library would change, per section',
        params: idParams,
        response: { 200: recomputePreviewResponseSchema },
      },
    },
    async (request) =>
      recomputeInstanceResults(db, requireActor(request).companyId, request.params.id, { isApplied: false }),
  );

  app.post(
    `${base}/:id/recompute`,
    {
      config: { policy: requireCapability('instanceActions'), entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags,
        summary: 'Recompute every result of a year with the current factor library and form',
        params: idParams,
        response: { 200: recomputeResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const outcome = await recomputeInstanceResults(
        db,
        actor.companyId,
        request.params.id,
        { isApplied: true },
        actor.userId,
      );
      return { numResults: outcome.numResults, numChanged: outcome.numChanged };
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: { policy: requireCapability('instanceActions') },
      schema: {
        tags,
        summary: 'Delete a year with its results',
        params: idParams,
        response: { 200: calculatorOkSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      await deleteInstance(db, actor.companyId, request.params.id, actor.userId);
      return { ok: true as const };
    },
  );
};

/** Creating a project is the owner's, like renaming and deleting one ("delete calculator container"). */
function isOwner(actor: { role: string; isSitewideAdmin: boolean }): boolean {
  return can({ role: actor.role, isSitewideAdmin: actor.isSitewideAdmin }, 'deleteCalculatorContainer');
}
