import {
  okResponseSchema,
  PUBLIC_POLICY,
  requireCapability,
  ssoConfigInputSchema,
  ssoConfigResponseSchema,
  ssoSetupDetailsSchema,
  ssoSetupLinkResponseSchema,
  ssoSetupTokenParamsSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import type { GuardedFetch } from '../../outgoing/guarded-fetch.ts';
import { findValidAuthToken } from '../auth/auth-tokens.ts';
import { findUserById } from '../auth/queries.ts';
import { presentSsoConfig } from './presenter.ts';
import { findCompanyBrand, findSsoConfig } from './queries.ts';
import type { SecretBox } from './secret-box.ts';
import { createSsoSetupLink, removeSsoConfig, saveSsoConfig, setupLinkNotFound } from './service.ts';

const SSO_POLICY = requireCapability('sso');

/** Owners' settings of single sign-on, and the public setup link for their IT admin. */
export function createSsoConfigRoutes(options: {
  publicUrl: string;
  redirectUri: string;
  box: SecretBox;
  guardedFetch: GuardedFetch;
}): FastifyPluginAsyncZod {
  const { publicUrl, redirectUri, box, guardedFetch } = options;

  return async (app) => {
    const db = app.database.db;

    async function presentCompanySettings(companyId: string) {
      const row = await findSsoConfig(db, companyId);
      return { sso: row ? presentSsoConfig(row) : null, redirectUri };
    }

    app.get(
      '/api/company/sso',
      {
        config: { policy: SSO_POLICY },
        schema: {
          tags: ['sso'],
          summary: "The company's single sign-on settings (null until set up) and the redirect URI",
          response: { 200: ssoConfigResponseSchema },
        },
      },
      async (request) => presentCompanySettings(requireActor(request).companyId),
    );

    app.put(
      '/api/company/sso',
      {
        config: { policy: SSO_POLICY },
        schema: {
          tags: ['sso'],
          summary: 'Save the single sign-on settings; the issuer is checked by OpenID Connect discovery',
          body: ssoConfigInputSchema,
          response: { 200: ssoConfigResponseSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        await saveSsoConfig(db, box, { companyId: actor.companyId, form: request.body, guardedFetch });
        return presentCompanySettings(actor.companyId);
      },
    );

    app.delete(
      '/api/company/sso',
      {
        config: { policy: SSO_POLICY },
        schema: { tags: ['sso'], summary: 'Remove single sign-on', response: { 200: okResponseSchema } },
      },
      async (request) => {
        await removeSsoConfig(db, requireActor(request).companyId);
        return { ok: true as const };
      },
    );

    app.post(
      '/api/company/sso/setup-link',
      {
        config: { policy: SSO_POLICY },
        schema: {
          tags: ['sso'],
          summary: 'A single-use link to let someone without an account fill in the settings once',
          response: { 201: ssoSetupLinkResponseSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const user = await findUserById(db, actor.userId);
        if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
        const link = await createSsoSetupLink(db, {
          companyId: actor.companyId,
          userId: actor.userId,
          email: user.email,
          publicUrl,
        });
        reply.status(201);
        return { url: link.url, expiresAt: link.expiresAt.toISOString() };
      },
    );

    app.get(
      '/api/sso/setup/:token',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['sso'],
          summary: 'What a setup link is for: the company and its current settings',
          params: ssoSetupTokenParamsSchema,
          response: { 200: ssoSetupDetailsSchema },
        },
      },
      async (request) => {
        const row = await findValidAuthToken(db, 'sso-setup', request.params.token);
        const brand = row?.companyId ? await findCompanyBrand(db, row.companyId) : undefined;
        if (!row?.companyId || brand === undefined) throw setupLinkNotFound();
        return {
          ...(await presentCompanySettings(row.companyId)),
          companyInfo: { brand },
          expiresAt: row.expiresAt.toISOString(),
        };
      },
    );

    app.post(
      '/api/sso/setup/:token',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['sso'],
          summary: 'Save the settings through a setup link (uses the link up)',
          params: ssoSetupTokenParamsSchema,
          body: ssoConfigInputSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        const { token } = request.params;
        const row = await findValidAuthToken(db, 'sso-setup', token);
        if (!row?.companyId) throw setupLinkNotFound();
        await saveSsoConfig(db, box, {
          companyId: row.companyId,
          form: request.body,
          setupToken: token,
          guardedFetch,
        });
        return { ok: true as const };
      },
    );
  };
}
