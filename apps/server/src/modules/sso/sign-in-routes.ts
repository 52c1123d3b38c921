import {
  PUBLIC_POLICY,
  ssoCallbackRequestSchema,
  ssoCallbackResponseSchema,
  ssoStartRequestSchema,
  ssoStartResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import type { GuardedFetch } from '../../outgoing/guarded-fetch.ts';
import { presentSessionUser } from '../auth/presenter.ts';
import { findCompany, findUserById } from '../auth/queries.ts';
import { setSessionCookies } from '../auth/session-cookies.ts';
import { revokeSession } from '../auth/session-store.ts';
import { loadCompanySubscriptions } from '../billing/company-subscriptions.ts';
import { clearFlowCookie, readFlowCookie, setFlowCookie } from './flow-cookie.ts';
import type { SecretBox } from './secret-box.ts';
import { finishSsoSignIn, startSsoSignIn } from './sign-in.ts';

/** Signing in through a company's OpenID Connect provider. */
export function createSsoSignInRoutes(options: {
  redirectUri: string;
  isSecure: boolean;
  box: SecretBox;
  guardedFetch: GuardedFetch;
}): FastifyPluginAsyncZod {
  const { redirectUri, isSecure, box, guardedFetch } = options;

  return async (app) => {
    const db = app.database.db;

    app.post(
      '/api/auth/sso/start',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['sso'],
          summary: "Start single sign-on: find the company by the email's domain, answer the provider URL",
          body: ssoStartRequestSchema,
          response: { 200: ssoStartResponseSchema },
        },
      },
      async (request, reply) => {
        const started = await startSsoSignIn(db, box, {
          email: request.body.email,
          redirectPath: request.body.redirectPath,
          redirectUri,
          guardedFetch,
        });
        setFlowCookie(reply, started.flow, isSecure);
        return { url: started.url };
      },
    );

    app.post(
      '/api/auth/sso/callback',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['sso'],
          summary: 'Finish single sign-on with the query the provider sent to /oauth2/callback, and sign in',
          body: ssoCallbackRequestSchema,
          response: { 200: ssoCallbackResponseSchema },
        },
      },
      async (request, reply) => {
        const flow = readFlowCookie(request);
        clearFlowCookie(reply, isSecure);
        const signedIn = await finishSsoSignIn(db, box, {
          flow,
          query: request.body.query,
          callbackUrl: redirectUri,
          redirectUri,
          userAgent: request.headers['user-agent'],
          acceptLanguage: request.headers['accept-language'],
          guardedFetch,
        });
        // A session cookie from before sign-in is never carried over (session fixation).
        if (request.actor?.session) await revokeSession(db, request.actor.session.tokenHash);
        setSessionCookies(reply, signedIn.session, isSecure);
        const [user, company] = await Promise.all([
          findUserById(db, signedIn.userId),
          findCompany(db, signedIn.companyId),
        ]);
        if (!user || !company) throw new AppError('INTERNAL', 'The signed-in account vanished.');
        return {
          data: presentSessionUser(
            user,
            company,
            signedIn.role,
            await loadCompanySubscriptions(db, app.config.billing, company.id),
          ),
          redirectPath: flow?.redirectPath ?? null,
        };
      },
    );
  };
}
