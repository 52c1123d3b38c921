import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletionRoutes } from './deletion-routes.ts';
import { emailAndProfileRoutes } from './email-routes.ts';
import { passwordRoutes } from './password-routes.ts';

/** The user's own account: profile, password (change and reset), email change, deletion. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(passwordRoutes);
  await app.register(emailAndProfileRoutes);
  await app.register(deletionRoutes);
};
