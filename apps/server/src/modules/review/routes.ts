import {
  calculatorOkSchema,
  listReviewsRequestSchema,
  listReviewsResponseSchema,
  markResultReviewedRequestSchema,
  markResultReviewedResponseSchema,
  requireCapability,
  SIGNED_IN_POLICY,
  setYearAssuranceRequestSchema,
  setYearAssuranceResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import {
  CALCULATOR_BY_BODY_INSTANCES,
  CALCULATOR_BY_INSTANCE_PARAM,
  type EntitlementRequirement,
} from '../billing/entitlement-gate.ts';
import { requireInstances } from '../calculator/queries.ts';
import { idParams } from '../calculator/route-params.ts';
import { presentReview } from './presenter.ts';
import { countReviewProgress, listReviewsOfInstances } from './queries.ts';
import { markResultReviewed, setYearAssurance, unmarkResultReviewed } from './service.ts';

const tags = ['calculator'];
const base = '/api/company/calculator';

/** A review is gated by the form type of the result's year, like a result write. */
const CALCULATOR_BY_RESULT_PARAM: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => ({ results: [(request.params as { id: string }).id] }),
};

/**
 * Review and assurance (spec sections 4 and 6): every member reads the review marks; reviewers
 * (`instanceReviewer`, viewer and above) mark results reviewed or take the mark away; admins set a
 * year's assurance (`instanceSetup`).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    `${base}/reviews/list`,
    {
      config: { policy: SIGNED_IN_POLICY, entitlement: CALCULATOR_BY_BODY_INSTANCES },
      schema: {
        tags,
        summary: 'The review marks of years and the review progress per section',
        body: listReviewsRequestSchema,
        response: { 200: listReviewsResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      const instances = await requireInstances(db, companyId, request.body.instances);
      const ids = instances.map((instance) => instance.id);
      const [reviews, progress] = [
        await listReviewsOfInstances(db, companyId, ids),
        await countReviewProgress(db, companyId, ids),
      ];
      return { reviews: reviews.map(presentReview), progress };
    },
  );

  app.put(
    `${base}/results/:id/review`,
    {
      config: { policy: requireCapability('instanceReviewer'), entitlement: CALCULATOR_BY_RESULT_PARAM },
      schema: {
        tags,
        summary: 'Mark a result reviewed, with a comment',
        params: idParams,
        body: markResultReviewedRequestSchema,
        response: { 200: markResultReviewedResponseSchema },
      },
    },
    async (request) => {
      const { companyId, userId } = requireActor(request);
      const row = await markResultReviewed(db, companyId, userId, request.params.id, request.body.comment);
      return { review: presentReview(row) };
    },
  );

  app.delete(
    `${base}/results/:id/review`,
    {
      config: { policy: requireCapability('instanceReviewer'), entitlement: CALCULATOR_BY_RESULT_PARAM },
      schema: {
        tags,
        summary: "Take a result's review mark away",
        params: idParams,
        response: { 200: calculatorOkSchema },
      },
    },
    async (request) => {
      const { companyId, userId } = requireActor(request);
      await unmarkResultReviewed(db, companyId, userId, request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    `${base}/instances/:id/assurance`,
    {
      config: { policy: requireCapability('instanceSetup'), entitlement: CALCULATOR_BY_INSTANCE_PARAM },
      schema: {
        tags,
        summary: "Set a year's assurance level, provider and date",
        params: idParams,
        body: setYearAssuranceRequestSchema,
        response: { 200: setYearAssuranceResponseSchema },
      },
    },
    async (request) => {
      const { companyId, userId } = requireActor(request);
      const assurance = await setYearAssurance(db, companyId, userId, request.params.id, request.body);
      return { assurance };
    },
  );
};
