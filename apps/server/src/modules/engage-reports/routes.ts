import {
  calculatorOkSchema,
  createEngageReportRequestSchema,
  engagePublicIdParamsSchema,
  engageReportListResponseSchema,
  engageReportResponseSchema,
  listEngageReportsRequestSchema,
  PUBLIC_POLICY,
  publicEngageReportResponseSchema,
  publishEngageReportRequestSchema,
  requireCapability,
  updateEngageReportRequestSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_BODY_INSTANCES, type EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { idParams } from '../calculator/route-params.ts';
import { requireReport } from './queries.ts';
import {
  createEngageReport,
  deleteEngageReport,
  listEngageReports,
  publishEngageReport,
  readPublicEngageReport,
  unpublishEngageReport,
  updateEngageReport,
} from './service.ts';

const tags = ['engage'];
const base = '/api/company/calculator/engage-reports';
// Spec section 6: the Engage tab (calculatorInstanceEngageTab) and "create reports" are the admin's.
const READ_POLICY = requireCapability('engageTab');
const WRITE_POLICY = requireCapability('createReports');
/**
 * Engage reports are a calculator feature of their years: with billing on, each year's form type must be
 * entitled (402 otherwise). Unpublishing and deleting stay open, so a company can always take a public
 * report down.
 */
const BY_REPORT: EntitlementRequirement = {
  product: 'calculator',
  target: async (request, { db, companyId }) => ({
    instances: (await requireReport(db, companyId, (request.params as { id: string }).id)).instanceIds,
  }),
};

/** Engage reports: drafts, publishing and the public page of a published report. */
export const engageReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    `${base}/list`,
    {
      config: { policy: READ_POLICY, entitlement: CALCULATOR_BY_BODY_INSTANCES },
      schema: {
        tags,
        summary: "The reports of a year or of a group's year",
        body: listEngageReportsRequestSchema,
        response: { 200: engageReportListResponseSchema },
      },
    },
    async (request) => ({
      reports: await listEngageReports(db, requireActor(request).companyId, request.body),
    }),
  );

  app.post(
    base,
    {
      config: { policy: WRITE_POLICY, entitlement: CALCULATOR_BY_BODY_INSTANCES },
      schema: {
        tags,
        summary: 'Create a draft report',
        body: createEngageReportRequestSchema,
        response: { 201: engageReportResponseSchema },
      },
    },
    async (request, reply) => {
      const report = await createEngageReport(db, requireActor(request).companyId, request.body);
      reply.status(201);
      return { report };
    },
  );

  app.patch(
    `${base}/:id`,
    {
      config: { policy: WRITE_POLICY, entitlement: BY_REPORT },
      schema: {
        tags,
        summary: "Change a report's figures, texts and brand",
        params: idParams,
        body: updateEngageReportRequestSchema,
        response: { 200: engageReportResponseSchema },
      },
    },
    async (request) => ({
      report: await updateEngageReport(
        db,
        requireActor(request).companyId,
        request.params.id,
        request.body.content,
      ),
    }),
  );

  app.post(
    `${base}/:id/publish`,
    {
      config: { policy: WRITE_POLICY, entitlement: BY_REPORT },
      schema: {
        tags,
        summary: 'Publish a report (freezes its figures; again refreshes them)',
        params: idParams,
        body: publishEngageReportRequestSchema,
        response: { 200: engageReportResponseSchema },
      },
    },
    async (request) => ({
      report: await publishEngageReport(
        db,
        requireActor(request).companyId,
        request.params.id,
        request.body.lang,
      ),
    }),
  );

  app.post(
    `${base}/:id/unpublish`,
    {
      config: { policy: WRITE_POLICY },
      schema: {
        tags,
        summary: 'Unpublish a report (its public link then answers 404)',
        params: idParams,
        response: { 200: engageReportResponseSchema },
      },
    },
    async (request) => ({
      report: await unpublishEngageReport(db, requireActor(request).companyId, request.params.id),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { policy: WRITE_POLICY },
      schema: { tags, summary: 'Delete a report', params: idParams, response: { 200: calculatorOkSchema } },
    },
    async (request) => {
      await deleteEngageReport(db, requireActor(request).companyId, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/public/engage-reports/:publicId',
    {
      // Anyone with the link: the random public id is the only key, and only published figures answer.
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags,
        summary: 'A published engage report (public page /reports/:id)',
        params: engagePublicIdParamsSchema,
        response: { 200: publicEngageReportResponseSchema },
      },
    },
    async (request, reply) => {
      const report = await readPublicEngageReport(db, request.params.publicId);
      // No caching: an unpublished report must disappear at once, also from shared caches.
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return { report };
    },
  );
};
