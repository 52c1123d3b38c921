import {
  accountDeletionPreviewSchema,
  accountDeletionRequestSchema,
  mailedTokenRequestSchema,
  okResponseSchema,
  PUBLIC_POLICY,
  SIGNED_IN_POLICY,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies } from '../auth/session-cookies.ts';
import { requireSignedIn } from './account-user.ts';
import { deleteAccount, previewAccountDeletion, requestAccountDeletion } from './deletion-service.ts';

/**
 * Deleting one's own account: asked for while signed in, confirmed through the mailed link (public,
 * since the link may be opened in another browser).
 */
export const deletionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const isSecure = app.config.publicUrl.startsWith('https://');

  app.post(
    '/api/auth/account/deletion-request',
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags: ['account'],
        summary: 'Mail a link that confirms the deletion of the signed-in account',
        body: accountDeletionRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const mail = await requestAccountDeletion(db, requireSignedIn(request), {
        password: request.body.password,
        ip: request.ip,
        publicUrl: app.config.publicUrl,
      });
      await app.mailer.send(mail);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/auth/account/deletion/:token',
    {
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags: ['account'],
        summary: 'What deleting the account of a mailed link would do',
        params: z.object({ token: z.string().min(1) }),
        response: { 200: accountDeletionPreviewSchema },
      },
    },
    async (request) => previewAccountDeletion(db, request.params.token),
  );

  app.post(
    '/api/auth/account/delete',
    {
      config: { policy: PUBLIC_POLICY },
      schema: {
        tags: ['account'],
        summary: 'Delete the account of a mailed link, and the companies it was the only member of',
        body: mailedTokenRequestSchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request, reply) => {
      const deletedUserId = await deleteAccount(db, request.body.token);
      // The session went with the account; the browser should forget its cookies too.
      if (request.actor?.userId === deletedUserId) clearSessionCookies(reply, isSecure);
      return { ok: true as const };
    },
  );
};
