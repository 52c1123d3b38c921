import {
  CUSTOM_FORM_CAPABILITY,
  customFormResponseSchema,
  requireCapability,
  SIGNED_IN_POLICY,
  saveCustomFormRequestSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_CONTAINER_PARAM } from '../billing/entitlement-gate.ts';
import { idParams } from '../calculator/route-params.ts';
import { retrieveCustomForm, saveCustomForm } from './service.ts';

const tags = ['calculator'];
const base = '/api/company/calculator/containers/:id/custom-form';

/** A Custom project's own form: any member reads it (Inputs needs it), an admin composes it. */
export const calculatorCustomFormRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    `${base}/retrieve`,
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: CALCULATOR_BY_CONTAINER_PARAM },
      schema: {
        tags,
        summary: "A Custom project's composed form with the library factors it names",
        params: idParams,
        response: { 200: customFormResponseSchema },
      },
    },
    async (request) => retrieveCustomForm(db, requireActor(request).companyId, request.params.id),
  );

  app.put(
    base,
    {
      config: {
        policy: requireCapability(CUSTOM_FORM_CAPABILITY),
        entitlement: CALCULATOR_BY_CONTAINER_PARAM,
      },
      schema: {
        tags,
        summary: "Compose a Custom project's form from the factor library",
        params: idParams,
        body: saveCustomFormRequestSchema,
        response: { 200: customFormResponseSchema },
      },
    },
    async (request) => saveCustomForm(db, requireActor(request).companyId, request.params.id, request.body),
  );
};
