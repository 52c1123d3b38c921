import {
  changeMemberRoleSchema,
  companyUsersResponseSchema,
  inviteCompanyUserSchema,
  okResponseSchema,
  requireCapability,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readRequestLanguage } from '../../http/request-language.ts';
import { requireActor } from '../../http/require-actor.ts';
import { presentInvitation, presentMember } from './presenter.ts';
import { listMembers, listPendingInvitations } from './queries.ts';
import { changeMemberRole, inviteMember, removeMember, revokeInvitation } from './service.ts';

const userIdParams = z.object({ userId: z.uuid({ error: 'validation.invalid' }) });
const invitationIdParams = z.object({
  invitationId: z.string().regex(/^[0-9a-f]{64}$/, { error: 'validation.invalid' }),
});

/** The members of the active company: list, invite, change roles, remove. */
export const companyUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/company/users',
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags: ['company'],
        summary: 'Members of the active company and pending invitations',
        response: { 200: companyUsersResponseSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const [members, invitations] = await Promise.all([
        listMembers(db, actor.companyId),
        listPendingInvitations(db, actor.companyId),
      ]);
      return { users: members.map(presentMember), invitations: invitations.map(presentInvitation) };
    },
  );

  app.post(
    '/api/company/users/invite',
    {
      config: { policy: requireCapability('inviteCompanyUsers') },
      schema: {
        tags: ['company'],
        summary: 'Invite a person by email with a role (at most your own)',
        body: inviteCompanyUserSchema,
        response: { 201: okResponseSchema },
      },
    },
    async (request, reply) => {
      await inviteMember(db, { mailer: app.mailer, config: app.config }, requireActor(request), {
        ...request.body,
        language: readRequestLanguage(request),
      });
      reply.status(201);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/company/users/invitations/:invitationId',
    {
      config: { policy: requireCapability('inviteCompanyUsers') },
      schema: {
        tags: ['company'],
        summary: 'Withdraw a pending invitation',
        params: invitationIdParams,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await revokeInvitation(db, requireActor(request), request.params.invitationId);
      return { ok: true as const };
    },
  );

  app.put(
    '/api/company/users/:userId/role',
    {
      config: { policy: requireCapability('manageCompanyUsers') },
      schema: {
        tags: ['company'],
        summary: "Change a member's role (never above your own; the last owner stays owner)",
        params: userIdParams,
        body: changeMemberRoleSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await changeMemberRole(db, requireActor(request), request.params.userId, request.body.role);
      return { ok: true as const };
    },
  );

  app.delete(
    '/api/company/users/:userId',
    {
      config: { policy: requireCapability('removeCompanyUsers') },
      schema: {
        tags: ['company'],
        summary: 'Remove a member from the company',
        params: userIdParams,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await removeMember(db, requireActor(request), request.params.userId);
      return { ok: true as const };
    },
  );
};
