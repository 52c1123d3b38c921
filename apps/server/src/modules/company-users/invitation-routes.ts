import {
  acceptInvitationSchema,
  invitationDetailsSchema,
  loginResponseSchema,
  PUBLIC_POLICY,
  registerInvitedUserSchema,
} from '@carbon-ledger/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { readRequestLanguage } from '../../http/request-language.ts';
import { presentSessionUser } from '../auth/presenter.ts';
import { findCompany, findUserById } from '../auth/queries.ts';
import { setSessionCookies } from '../auth/session-cookies.ts';
import { createSession, revokeSession } from '../auth/session-store.ts';
import { loadCompanySubscriptions } from '../billing/company-subscriptions.ts';
import { grantConfiguredOperator } from '../operators/operator-rights.ts';
import { acceptInvitationWithAccount, describeInvitation, registerInvitedUser } from './invitations.ts';

/** Opening and accepting a mailed invitation link (public: the invited person is not signed in). */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const isSecure = app.config.publicUrl.startsWith('https://');

  async function signInMember(
    request: FastifyRequest,
    reply: FastifyReply,
    joined: { userId: string; companyId: string; role: string },
  ) {
    if (request.actor?.session) await revokeSession(db, request.actor.session.tokenHash);
    const session = await createSession(db, {
      userId: joined.userId,
      companyId: joined.companyId,
      userAgent: request.headers['user-agent'],
    });
    setSessionCookies(reply, session, isSecure);
    const [found, company] = await Promise.all([
      findUserById(db, joined.userId),
      findCompany(db, joined.companyId),
    ]);
    if (!found || !company) throw new AppError('INTERNAL', 'The new membership could not be read back.');
    const user = await grantConfiguredOperator(db, app.config.operatorEmails, found);
    const role = user.isSitewideAdmin ? 'sitewide-admin' : joined.role;
    const subscriptions = await loadCompanySubscriptions(db, app.config.billing, company.id);
    return { data: presentSessionUser(user, company, role, subscriptions) };
  }

  app.get(
    '/api/auth/invitations/:token',
    {
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags: ['auth'],
        summary: 'What an invitation link is for',
        params: z.object({ token: z.string().min(1) }),
        response: { 200: invitationDetailsSchema },
      },
    },
    async (request) => describeInvitation(db, request.params.token),
  );

  app.post(
    '/api/company/users/register',
    {
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation by creating the account; signs in',
        body: registerInvitedUserSchema,
        response: { 201: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const joined = await registerInvitedUser(db, {
        token: request.body.token,
        nameFirst: request.body.nameFirst,
        nameLast: request.body.nameLast,
        password: request.body.password1,
        language: readRequestLanguage(request),
      });
      reply.status(201);
      return signInMember(request, reply, joined);
    },
  );

  app.post(
    '/api/auth/invitations/accept',
    {
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation with an existing account; signs in to the inviting company',
        body: acceptInvitationSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const joined = await acceptInvitationWithAccount(db, {
        token: request.body.token,
        password: request.body.password,
        ip: request.ip,
      });
      return signInMember(request, reply, joined);
    },
  );
};
