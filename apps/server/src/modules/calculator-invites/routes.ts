import {
  createInviteRequestSchema,
  inviteActionQuerySchema,
  inviteResponseSchema,
  listInvitesQuerySchema,
  listInvitesResponseSchema,
  notificationCountResponseSchema,
  notificationsQuerySchema,
  notificationsReadResponseSchema,
  notificationsResponseSchema,
  requireCapability,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_BODY_INSTANCES, type EntitlementRequirement } from '../billing/entitlement-gate.ts';
import { idParams } from '../calculator/route-params.ts';
import type { Mailer, OutgoingMail } from '../mail/mailer.ts';
import { inviteFormRoutes } from './invite-form-routes.ts';
import { createInviteTokenCipher } from './invite-token.ts';
import { listNotifications } from './notifications.ts';
import { countUnreadInvites, findInvite, markInvitesSeen } from './queries.ts';
import { createInvite, listInvites, resendInvite, revokeInvite } from './service.ts';

const tags = ['calculator-invites'];
const base = '/api/company/calculator/invites';
// The Invite button's permission (calculatorInstanceInvites) without its group condition, which needs the
// instances asked for: the service refuses a group's several instances with 403.
const INVITES_POLICY = requireCapability('instanceInvites');
// Invites open a year's form to others: with billing on, the year's form type must be entitled (402).
// Revoking stays open, so a link can always be withdrawn.
const BY_INSTANCE_QUERY: EntitlementRequirement = {
  product: 'calculator',
  target: (request) => ({ instances: [(request.query as { instance: string }).instance] }),
};
const BY_INVITE: EntitlementRequirement = {
  product: 'calculator',
  target: async (request, { db, companyId }) => {
    const invite = await findInvite(db, companyId, (request.params as { id: string }).id);
    return { instances: invite ? [invite.instanceId] : [] };
  },
};

/**
 * Invites to a calculator year (create and mail, list, revoke, resend), the inviter's Assignments, and
 * the calls of the public form that an invite link opens.
 */
export function createCalculatorInviteRoutes(sessionSecret: string): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;
    const deps = { cipher: createInviteTokenCipher(sessionSecret), publicUrl: app.config.publicUrl };
    // Awaited so the answer can say the mail left; a failed send keeps the invite (resend tries again).
    const send = async (mail: OutgoingMail, log: { error: (context: object, message: string) => void }) =>
      sendSafely(app.mailer, mail, log);

    app.get(
      base,
      {
        config: { policy: INVITES_POLICY, entitlement: BY_INSTANCE_QUERY },
        schema: {
          tags,
          summary: "A year's invites with the status of each granted part",
          querystring: listInvitesQuerySchema,
          response: { 200: listInvitesResponseSchema },
        },
      },
      async (request) => ({
        invites: await listInvites(
          db,
          requireActor(request).companyId,
          request.query.instance,
          request.query.lang,
        ),
      }),
    );

    app.post(
      base,
      {
        config: { policy: INVITES_POLICY, entitlement: CALCULATOR_BY_BODY_INSTANCES },
        schema: {
          tags,
          summary: 'Invite someone to fill in sections or option groups of one year (mails the link)',
          body: createInviteRequestSchema,
          response: { 201: inviteResponseSchema },
        },
      },
      async (request, reply) => {
        const { invite, mail } = await createInvite(db, deps, requireActor(request), request.body);
        await send(mail, request.log);
        reply.status(201);
        return { invite };
      },
    );

    app.post(
      `${base}/:id/revoke`,
      {
        config: { policy: INVITES_POLICY },
        schema: {
          tags,
          summary: 'Revoke an invite: its link stops working',
          params: idParams,
          querystring: inviteActionQuerySchema,
          response: { 200: inviteResponseSchema },
        },
      },
      async (request) => ({
        invite: await revokeInvite(db, requireActor(request), request.params.id, request.query.lang),
      }),
    );

    app.post(
      `${base}/:id/resend`,
      {
        config: { policy: INVITES_POLICY, entitlement: BY_INVITE },
        schema: {
          tags,
          summary: 'Mail a new link; the link sent before stops working',
          params: idParams,
          querystring: inviteActionQuerySchema,
          response: { 200: inviteResponseSchema },
        },
      },
      async (request) => {
        const { invite, mail } = await resendInvite(
          db,
          deps,
          requireActor(request),
          request.params.id,
          request.query.lang,
        );
        await send(mail, request.log);
        return { invite };
      },
    );

    app.get(
      '/api/company/users/notifications',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags,
          summary: 'Assignments: the invites the user created, most recently updated first',
          querystring: notificationsQuerySchema,
          response: { 200: notificationsResponseSchema },
        },
      },
      async (request) => listNotifications(db, deps, requireActor(request), request.query),
    );

    app.get(
      '/api/company/users/notifications/count',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags,
          summary: 'How many Assignments have input the user has not seen',
          response: { 200: notificationCountResponseSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        return { numUnreadNotifications: await countUnreadInvites(db, actor.companyId, actor.userId) };
      },
    );

    app.post(
      '/api/company/users/notifications/read',
      {
        config: { policy: SIGNED_IN_POLICY },
        schema: {
          tags,
          summary: 'Mark every Assignment as seen (the panel was opened)',
          response: { 200: notificationsReadResponseSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        await markInvitesSeen(db, actor.companyId, actor.userId, new Date());
        return { ok: true as const };
      },
    );

    await app.register(inviteFormRoutes);
  };
}

async function sendSafely(
  mailer: Mailer,
  mail: OutgoingMail,
  log: { error: (context: object, message: string) => void },
): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    log.error({ err: error }, 'the calculator invite mail could not be sent');
  }
}
