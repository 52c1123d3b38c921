import { PUBLIC_POLICY, statusResponseSchema } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MaintenanceSwitch } from '../../http/maintenance.ts';

/**
 * The SPA asks this at start and shows the server-down page unless requests are accepted: not during
 * maintenance, nor while the database is unreachable. It reads flags only, never the database, so it
 * answers at once however busy the database is.
 */
export function createStatusRoutes(maintenance: MaintenanceSwitch): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/status',
      {
        config: { policy: PUBLIC_POLICY },
        schema: {
          tags: ['status'],
          summary: 'Whether the server accepts requests',
          response: { 200: statusResponseSchema },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { isAcceptingRequests: !maintenance.isOn() && app.database.health.isReachable() };
      },
    );
  };
}
