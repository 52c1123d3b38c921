import {
  okResponseSchema,
  requireCapability,
  ssoConfigResponseSchema,
  ssoDomainCodeConfirmSchema,
  ssoDomainCodeRequestSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readRequestLanguage } from '../../http/request-language.ts';
import { requireActor } from '../../http/require-actor.ts';
import { renderSsoDomainCodeMail } from '../mail/templates.ts';
import {
  createDomainCode,
  resolveTxtRecords,
  verifyDomainByCode,
  verifyDomainByDns,
} from './domain-proof.ts';
import { presentSsoConfig } from './presenter.ts';
import { findCompanyBrand } from './queries.ts';

const SSO_POLICY = requireCapability('sso');

/**
 * Proof that the company controls the email domain of its single sign-on, before sign-in uses it:
 * a DNS TXT record, or a code mailed to an address at the domain.
 */
export function createSsoDomainRoutes(options: {
  publicUrl: string;
  redirectUri: string;
}): FastifyPluginAsyncZod {
  const { publicUrl, redirectUri } = options;
  return async (app) => {
    const db = app.database.db;
    const answer = (row: Parameters<typeof presentSsoConfig>[0]) => ({
      sso: presentSsoConfig(row),
      redirectUri,
    });

    app.post(
      '/api/company/sso/domain/dns-check',
      {
        config: { policy: SSO_POLICY },
        schema: {
          tags: ['sso'],
          summary: 'Prove the email domain by its DNS TXT record (answers 400 while the record is missing)',
          response: { 200: ssoConfigResponseSchema },
        },
      },
      async (request) =>
        answer(await verifyDomainByDns(db, requireActor(request).companyId, resolveTxtRecords)),
    );

    app.post(
      '/api/company/sso/domain/code',
      {
        config: { policy: SSO_POLICY },
        schema: {
          tags: ['sso'],
          summary: 'Mail a code to an address at the email domain, to prove the domain with it',
          body: ssoDomainCodeRequestSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        const { companyId } = requireActor(request);
        const mail = await createDomainCode(db, { companyId, email: request.body.email });
        const language = readRequestLanguage(request);
        const content = renderSsoDomainCodeMail(language, {
          ...mail,
          brand: (await findCompanyBrand(db, companyId)) ?? '',
          url: `${publicUrl}/dashboard/settings/sso`,
        });
        await app.mailer.send({ to: mail.to, ...content });
        return { ok: true as const };
      },
    );

    app.post(
      '/api/company/sso/domain/code/confirm',
      {
        config: { policy: SSO_POLICY },
        schema: {
          tags: ['sso'],
          summary: 'Prove the email domain with the mailed code',
          body: ssoDomainCodeConfirmSchema,
          response: { 200: ssoConfigResponseSchema },
        },
      },
      async (request) =>
        answer(
          await verifyDomainByCode(db, {
            companyId: requireActor(request).companyId,
            code: request.body.code,
          }),
        ),
    );
  };
}
