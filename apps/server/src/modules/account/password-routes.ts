import {
  okResponseSchema,
  PUBLIC_POLICY,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from './account-user.ts';
import { changePassword, requestPasswordReset, resetPassword } from './password-service.ts';

/** Forgotten password (public, by mailed link) and password change (signed in). */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/auth/password/reset',
    {
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags: ['account'],
        summary: 'Mail a password reset link; answers the same whether or not the account exists',
        body: passwordResetRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const mail = await requestPasswordReset(db, {
        email: request.body.email,
        ip: request.ip,
        publicUrl: app.config.publicUrl,
      });
      // Sent after answering, so the time to answer does not tell whether the account exists.
      if (mail) {
        app.mailer.send(mail).catch((error: unknown) => {
          request.log.error({ err: error }, 'the password reset mail could not be sent');
        });
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/password/reset/confirm',
    {
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a mailed reset token; ends every session of the account',
        body: passwordResetConfirmSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(db, { token: request.body.token, password: request.body.password1 });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/password/change',
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags: ['account'],
        summary: "Change the signed-in user's password; ends their other sessions",
        body: passwordChangeSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      await changePassword(db, requireSignedIn(request), {
        currentPassword: request.body.currentPassword,
        password: request.body.password1,
        ip: request.ip,
      });
      return { ok: true as const };
    },
  );
};
