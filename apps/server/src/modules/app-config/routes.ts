import { type AppConfigResponse, appConfigResponseSchema, PUBLIC_POLICY } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { hasNoAccount } from '../operators/operator-rights.ts';

/** Presents the operator's public settings; unset ones are left out so the SPA hides them. */
export function presentAppConfig(config: AppConfig, isFirstAccountOperator: boolean): AppConfigResponse {
  const links = Object.fromEntries(Object.entries(config.links).filter(([, url]) => url !== undefined));
  const { importLimits } = config;
  return {
    ...(config.supportEmail ? { supportEmail: config.supportEmail } : {}),
    links,
    importLimits,
    isFirstAccountOperator,
    billing: { mode: config.billing.mode },
  };
}

export function createAppConfigRoutes(config: AppConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/app-config',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['status'],
          summary:
            'Support contact, policy links, import limits and billing mode of this installation, and whether the next account registered becomes its operator',
          response: { 200: appConfigResponseSchema },
        },
      },
      async () => presentAppConfig(config, await hasNoAccount(app.database.db)),
    );
  };
}
