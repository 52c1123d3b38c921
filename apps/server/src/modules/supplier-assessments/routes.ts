import {
  type RoutePolicy,
  reportedEmissionsInputSchema,
  SUPPLIERS_MANAGE_ROLE,
  SUPPLIERS_READ_ROLE,
  supplierInputSchema,
  supplierListResponseSchema,
  supplierResponseSchema,
  suppliersOkSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import type { EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { presentSupplier } from './presenter.ts';
import { findSupplier, listSuppliers } from './queries.ts';
import {
  createSupplier,
  deleteSupplier,
  deleteSupplierReport,
  reportSupplierEmissions,
  updateSupplier,
} from './service.ts';

const tags = ['supplier-assessments'];
const base = '/api/company/suppliers';
const READ: RoutePolicy = { kind: 'role', minRole: SUPPLIERS_READ_ROLE };
const MANAGE: RoutePolicy = { kind: 'role', minRole: SUPPLIERS_MANAGE_ROLE };
const ASSESSMENTS: EntitlementRequirement = { product: 'assessments' };
const idParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
const reportParams = idParams.extend({
  year: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1990, { error: 'validation.invalid' })
    .max(2100, { error: 'validation.invalid' }),
});

/**
 * Supplier assessments (docs/supplier-assessments.md): the company's suppliers and what each reported,
 * which becomes a company factor. With billing on, an assessments entitlement (402).
 */
export const supplierAssessmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  const answerSupplier = async (companyId: string, id: string) => {
    const supplier = await findSupplier(db, companyId, id);
    if (!supplier) throw new AppError('NOT_FOUND', 'No such supplier.');
    return { supplier: presentSupplier(supplier) };
  };

  app.get(
    base,
    {
      config: { policy: READ, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: "The company's suppliers by name, each with its reported emissions",
        response: { 200: supplierListResponseSchema },
      },
    },
    async (request) => ({
      suppliers: (await listSuppliers(db, requireActor(request).companyId)).map(presentSupplier),
    }),
  );

  app.get(
    `${base}/:id`,
    {
      config: { policy: READ, entitlement: ASSESSMENTS },
      schema: { tags, summary: 'One supplier', params: idParams, response: { 200: supplierResponseSchema } },
    },
    async (request) => answerSupplier(requireActor(request).companyId, request.params.id),
  );

  app.post(
    base,
    {
      config: { policy: MANAGE, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'Add a supplier (name unique in the company)',
        body: supplierInputSchema,
        response: { 201: supplierResponseSchema },
      },
    },
    async (request, reply) => {
      const { companyId } = requireActor(request);
      const id = await createSupplier(db, companyId, request.body);
      return reply.status(201).send(await answerSupplier(companyId, id));
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: { policy: MANAGE, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'Change a supplier',
        params: idParams,
        body: supplierInputSchema,
        response: { 200: supplierResponseSchema },
      },
    },
    async (request) => {
      const { companyId } = requireActor(request);
      await updateSupplier(db, companyId, request.params.id, request.body);
      return answerSupplier(companyId, request.params.id);
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: { policy: MANAGE, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: 'Delete a supplier with its reports and the company factors made of them',
        params: idParams,
        response: { 200: suppliersOkSchema },
      },
    },
    async (request) => {
      const { companyId, userId } = requireActor(request);
      await deleteSupplier(db, companyId, request.params.id, userId);
      return { ok: true as const };
    },
  );

  app.put(
    `${base}/:id/reported-emissions`,
    {
      config: { policy: MANAGE, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary:
          "Store a supplier's reported emissions for a year; they become a company factor that prices its spend in Scope 3 category 1",
        params: idParams,
        body: reportedEmissionsInputSchema,
        response: { 200: supplierResponseSchema },
      },
    },
    async (request) => {
      const { companyId, userId } = requireActor(request);
      await reportSupplierEmissions(db, companyId, request.params.id, request.body, userId);
      return answerSupplier(companyId, request.params.id);
    },
  );

  app.delete(
    `${base}/:id/reported-emissions/:year`,
    {
      config: { policy: MANAGE, entitlement: ASSESSMENTS },
      schema: {
        tags,
        summary: "Delete a supplier's report of a year and its company factor",
        params: reportParams,
        response: { 200: supplierResponseSchema },
      },
    },
    async (request) => {
      const { companyId, userId } = requireActor(request);
      await deleteSupplierReport(db, companyId, request.params.id, request.params.year, userId);
      return answerSupplier(companyId, request.params.id);
    },
  );
};
