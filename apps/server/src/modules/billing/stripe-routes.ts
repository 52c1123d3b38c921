import {
  checkoutConfirmRequestSchema,
  checkoutConfirmResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  PUBLIC_POLICY,
  paymentSummaryResponseSchema,
  requireCapability,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import { createPaymentSettingsRoutes } from './payment-settings-routes.ts';
import { readPlansFile } from './plans-file.ts';
import { confirmCheckout, processStripeEvent, startCheckout, summarisePayments } from './stripe-billing.ts';
import { createStripeClient } from './stripe-client.ts';
import { findUserEmail } from './stripe-user.ts';

const tags = ['billing'];
/** Checkout and the payment summary: the spec's `payments` capability (admin and above). */
const PAYMENTS_POLICY = requireCapability('payments');

/**
 * Checkout, its confirmation, the payment summary and the Stripe webhook. Registered in stripe mode only:
 * with billing off these paths do not exist (404) and no Stripe key is needed.
 */
export function createStripeRoutes(
  config: AppConfig,
  now: () => Date = () => new Date(),
): FastifyPluginAsyncZod {
  const billing = config.billing;
  return async (app) => {
    if (billing.mode !== 'stripe') return;
    const db = app.database.db;
    const plans = readPlansFile(billing.plansFile);
    const stripe = createStripeClient(billing);
    const webhookSecret = billing.stripeWebhookSecret ?? '';
    const context = {
      db,
      stripe,
      plans,
      publicUrl: config.publicUrl,
      invoiceDaysUntilDue: billing.invoiceDaysUntilDue,
      now,
    };

    app.post(
      '/api/orders/checkout',
      {
        config: { policy: PAYMENTS_POLICY },
        schema: {
          tags,
          summary: 'Buys a plan or a one-time payment: a Stripe Checkout page to go to, or an invoice sent',
          body: checkoutRequestSchema,
          response: { 200: checkoutResponseSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const email = await findUserEmail(db, actor.userId);
        return startCheckout(context, { companyId: actor.companyId, email }, request.body);
      },
    );

    app.post(
      '/api/orders/checkout/confirm',
      {
        config: { policy: PAYMENTS_POLICY },
        schema: {
          tags,
          summary: 'The payment of a checkout after the return from Stripe: succeeded, processing or failed',
          body: checkoutConfirmRequestSchema,
          response: { 200: checkoutConfirmResponseSchema },
        },
      },
      async (request) =>
        confirmCheckout(context, requireActor(request).companyId, request.body.checkoutSessionId),
    );

    app.get(
      '/api/company/payments/subscription',
      {
        config: { policy: PAYMENTS_POLICY },
        schema: {
          tags,
          summary: 'The company’s subscriptions with their full and prorated totals (EUR)',
          response: { 200: paymentSummaryResponseSchema },
        },
      },
      async (request) => summarisePayments(db, requireActor(request).companyId, now()),
    );

    await app.register(createPaymentSettingsRoutes(context));

    await app.register(async (webhook) => {
      // The signature covers the exact bytes Stripe sent: the body is kept raw for this route only.
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post(
        '/api/webhooks/stripe',
        {
          config: { policy: PUBLIC_POLICY },
          bodyLimit: 1024 * 1024,
          schema: {
            tags,
            summary: 'Stripe events (signed with the webhook secret); each event is processed once',
            response: { 200: z.object({ received: z.literal(true), result: z.string() }) },
          },
        },
        async (request) => {
          const signature = request.headers['stripe-signature'];
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
            throw new AppError('BAD_REQUEST', 'The Stripe-Signature header or the body is missing.');
          }
          let event: Stripe.Event;
          try {
            event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
          } catch {
            throw new AppError('BAD_REQUEST', 'The Stripe signature does not match this webhook secret.');
          }
          const result = await processStripeEvent(db, event, now(), {
            invoiceDaysUntilDue: billing.invoiceDaysUntilDue,
            stripe,
          });
          request.log.info({ stripeEvent: event.id, type: event.type, result }, 'stripe event');
          return { received: true as const, result };
        },
      );
    });
  };
}
