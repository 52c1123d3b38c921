import {
  type RoutePolicy,
  startTrialRequestSchema,
  startTrialResponseSchema,
  trialsResponseSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { requireActor } from '../../http/require-actor.ts';
import { listCompanyTrials, startTrial } from './trials.ts';

const tags = ['billing'];
/** Any member may open a trial product's home with the trial flag, and so start the company's trial. */
const MEMBER: RoutePolicy = { kind: 'role', minRole: 'viewer' };

/**
 * The company's trials (spec section 4, "Trial"): recorded by the server, one per company and product,
 * lasting `TRIAL_DAYS`. Registered with billing `stripe` only; with billing off everything is included
 * and these paths answer 404.
 */
export function createTrialRoutes(
  config: AppConfig,
  now: () => Date = () => new Date(),
): FastifyPluginAsyncZod {
  const billing = config.billing;
  return async (app) => {
    if (billing.mode !== 'stripe') return;
    const db = app.database.db;

    app.get(
      '/api/company/trials',
      {
        config: { policy: MEMBER },
        schema: {
          tags,
          summary: 'The company’s trials with their start and end, and how many days a new one lasts',
          response: { 200: trialsResponseSchema },
        },
      },
      async (request) => ({
        trials: await listCompanyTrials(db, requireActor(request).companyId),
        trialDays: billing.trialDays,
      }),
    );

    app.post(
      '/api/company/trials',
      {
        config: { policy: MEMBER },
        schema: {
          tags,
          summary: 'Starts the company’s trial of a product, or answers the one it had (never restarted)',
          body: startTrialRequestSchema,
          response: { 200: startTrialResponseSchema, 201: startTrialResponseSchema },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const started = await startTrial(
          db,
          {
            companyId: actor.companyId,
            userId: actor.userId,
            product: request.body.product,
            trialDays: billing.trialDays,
          },
          now(),
        );
        reply.status(started.isNew ? 201 : 200);
        return started;
      },
    );
  };
}
