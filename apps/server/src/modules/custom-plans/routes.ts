import {
  attachCustomPlanSchema,
  companyCustomPlansResponseSchema,
  createCustomPlanSchema,
  customPlanCodeSchema,
  customPlanPreviewSchema,
  customPlansResponseSchema,
  PUBLIC_POLICY,
  requireCapability,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/require-actor.ts';
import { releaseCodeAttempt, reserveCodeAttempt } from './code-throttle.ts';
import { presentCompanyCustomPlan, presentCustomPlan, presentCustomPlanPreview } from './presenter.ts';
import { listCompanyCustomPlans, listCustomPlans } from './queries.ts';
import {
  attachCustomPlan,
  createCustomPlan,
  requireAttachableCustomPlan,
  withdrawCustomPlan,
} from './service.ts';

/** Creating and withdrawing custom plans is the operators' side of solutions (sitewide-admin). */
const OPERATORS_ONLY = requireCapability('settingsSolutions');
/** A company's custom solutions page (spec section 6: admins). */
const COMPANY_ADMINS = requireCapability('settingsCustomSolutions');
const planIdParams = z.object({ planId: z.uuid({ error: 'validation.invalid' }) });

/** Custom solutions: operators' custom plans, the preview of a registration link, and a company's licences. */
export const customPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const answerOperatorList = async () => {
    const now = new Date();
    return { plans: (await listCustomPlans(db)).map((listed) => presentCustomPlan(listed, now)) };
  };
  const answerCompanyList = async (companyId: string) => {
    const now = new Date();
    return {
      plans: (await listCompanyCustomPlans(db, companyId)).map((row) => presentCompanyCustomPlan(row, now)),
    };
  };

  app.get(
    '/api/settings/custom-plans',
    {
      config: { policy: OPERATORS_ONLY },
      schema: {
        tags: ['settings'],
        summary: 'Every custom plan, with the company it is attached to (operators)',
        response: { 200: customPlansResponseSchema },
      },
    },
    answerOperatorList,
  );

  app.post(
    '/api/settings/custom-plans',
    {
      config: { policy: OPERATORS_ONLY },
      schema: {
        tags: ['settings'],
        summary:
          'Create a custom plan: a code (unique regardless of case), products, seats, term, and a price or invoiced separately',
        body: createCustomPlanSchema,
        response: { 201: customPlansResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId } = requireActor(request);
      const created = await createCustomPlan(db, { ...request.body, createdBy: userId });
      request.log.info({ customPlan: created.id }, 'custom plan created');
      reply.status(201);
      return answerOperatorList();
    },
  );

  app.post(
    '/api/settings/custom-plans/:planId/withdraw',
    {
      config: { policy: OPERATORS_ONLY },
      schema: {
        tags: ['settings'],
        summary: 'Withdraw a custom plan: its code no longer attaches and it no longer entitles its company',
        params: planIdParams,
        response: { 200: customPlansResponseSchema },
      },
    },
    async (request) => {
      await withdrawCustomPlan(db, request.params.planId);
      request.log.info({ customPlan: request.params.planId }, 'custom plan withdrawn');
      return answerOperatorList();
    },
  );

  app.get(
    '/api/custom-plans/preview',
    {
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags: ['settings'],
        summary:
          'What a registration link with ?customPlanCode= attaches (no price): 404 for an unknown code, 409 for one used, withdrawn or ended',
        querystring: z.object({ code: customPlanCodeSchema }),
        response: { 200: customPlanPreviewSchema },
      },
    },
    async (request) => {
      const attempt = { ip: request.ip };
      await reserveCodeAttempt(db, attempt);
      const plan = await requireAttachableCustomPlan(db, request.query.code, 'code');
      await releaseCodeAttempt(db, attempt);
      return presentCustomPlanPreview(plan);
    },
  );

  app.get(
    '/api/company/custom-plans',
    {
      config: { policy: COMPANY_ADMINS },
      schema: {
        tags: ['settings'],
        summary: "The licence details of the company's custom plans",
        response: { 200: companyCustomPlansResponseSchema },
      },
    },
    async (request) => answerCompanyList(requireActor(request).companyId),
  );

  app.post(
    '/api/company/custom-plans',
    {
      config: { policy: COMPANY_ADMINS },
      schema: {
        tags: ['settings'],
        summary: 'Attach a custom plan to the company by its code (a code attaches to one company only)',
        body: attachCustomPlanSchema,
        response: { 200: companyCustomPlansResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      const attempt = { ip: request.ip, companyId };
      await reserveCodeAttempt(db, attempt);
      const attached = await db.transaction((tx) =>
        attachCustomPlan(tx, { code: request.body.code, companyId, path: 'code' }),
      );
      await releaseCodeAttempt(db, attempt);
      request.log.info({ customPlan: attached.id }, 'custom plan attached');
      return answerCompanyList(companyId);
    },
  );
};
