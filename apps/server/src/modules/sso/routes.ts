import { SSO_CALLBACK_PATH } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { createGuardedFetch } from '../../outgoing/guarded-fetch.ts';
import { createSsoConfigRoutes } from './config-routes.ts';
import { createSsoDomainRoutes } from './domain-routes.ts';
import { createSecretBox } from './secret-box.ts';
import { createSsoSignInRoutes } from './sign-in-routes.ts';

/**
 * Single sign-on with OpenID Connect: the owners' settings and the sign-in itself. The session
 * secret keys the encryption of the providers' client secrets.
 */
export function createSsoRoutes(config: AppConfig, sessionSecret: string): FastifyPluginAsyncZod {
  const box = createSecretBox(sessionSecret);
  // The provider must send people back to exactly the address registered there: the public one.
  const redirectUri = `${config.publicUrl}${SSO_CALLBACK_PATH}`;
  const isSecure = config.publicUrl.startsWith('https://');
  // Issuers are typed by company owners: every request to them goes through the outgoing guard.
  const guardedFetch = createGuardedFetch({ allowPrivateAddresses: config.allowPrivateSsoIssuers });
  return async (app) => {
    await app.register(
      createSsoConfigRoutes({ publicUrl: config.publicUrl, redirectUri, box, guardedFetch }),
    );
    await app.register(createSsoDomainRoutes({ publicUrl: config.publicUrl, redirectUri }));
    await app.register(createSsoSignInRoutes({ redirectUri, isSecure, box, guardedFetch }));
  };
}
