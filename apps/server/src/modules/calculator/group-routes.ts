import {
  calculatorOkSchema,
  groupInputSchema,
  groupResponseSchema,
  groupsSetupRequestSchema,
  groupsSetupResponseSchema,
  requireCapability,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { createGroup, deleteGroup, loadGroupSetup, updateGroup } from './group-service.ts';
import { idParams } from './route-params.ts';

const tags = ['calculator'];
const base = '/api/company/calculator/groups';

/** Groups of projects: changed by admins ("group actions"), read by every member. */
export const calculatorGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    base,
    {
      config: { policy: requireCapability('groupActions') },
      schema: {
        tags,
        summary: 'Create a group of projects',
        body: groupInputSchema,
        response: { 201: groupResponseSchema },
      },
    },
    async (request, reply) => {
      const group = await createGroup(db, requireActor(request).companyId, request.body);
      reply.status(201);
      return { group };
    },
  );

  app.patch(
    `${base}/:id`,
    {
      config: { policy: requireCapability('groupActions') },
      schema: {
        tags,
        summary: 'Rename a group and replace its projects',
        params: idParams,
        body: groupInputSchema,
        response: { 200: groupResponseSchema },
      },
    },
    async (request) => ({
      group: await updateGroup(db, requireActor(request).companyId, request.params.id, request.body),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { policy: requireCapability('groupActions') },
      schema: {
        tags,
        summary: 'Delete a group (its projects stay)',
        params: idParams,
        response: { 200: calculatorOkSchema },
      },
    },
    async (request) => {
      await deleteGroup(db, requireActor(request).companyId, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    `${base}/setup`,
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags,
        summary: 'A group with the section headers of its forms',
        body: groupsSetupRequestSchema,
        response: { 200: groupsSetupResponseSchema },
      },
    },
    async (request) =>
      loadGroupSetup(db, requireActor(request).companyId, request.body._id, request.body.lang),
  );
};
