import {
  accountProfileSchema,
  accountUserResponseSchema,
  emailChangeRequestSchema,
  mailedTokenRequestSchema,
  okResponseSchema,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentAccountUser, requireSignedIn } from './account-user.ts';
import { confirmEmailChange, requestEmailChange } from './email-service.ts';
import { updateProfile } from './profile-service.ts';

/** The signed-in user's own profile and email address. */
export const emailAndProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.put(
    '/api/auth/account',
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags: ['account'],
        summary: "Save the signed-in user's name and language",
        body: accountProfileSchema,
        response: { 200: accountUserResponseSchema },
      },
    },
    async (request) => {
      const actor = requireSignedIn(request);
      await updateProfile(db, actor, request.body);
      return presentAccountUser(db, actor, app.config.billing);
    },
  );

  app.post(
    '/api/auth/email/change',
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags: ['account'],
        summary: 'Mail a confirmation link to a new email address',
        body: emailChangeRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const mail = await requestEmailChange(db, requireSignedIn(request), {
        newEmail: request.body.newEmail,
        password: request.body.password,
        ip: request.ip,
        publicUrl: app.config.publicUrl,
      });
      await app.mailer.send(mail);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/email/confirm',
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags: ['account'],
        summary: 'Switch to the new email address with the mailed token',
        body: mailedTokenRequestSchema,
        response: { 200: accountUserResponseSchema },
      },
    },
    async (request) => {
      const actor = requireSignedIn(request);
      await confirmEmailChange(db, actor, request.body.token);
      return presentAccountUser(db, actor, app.config.billing);
    },
  );
};
