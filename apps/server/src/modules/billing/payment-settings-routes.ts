import {
  invoicesQuerySchema,
  invoicesResponseSchema,
  paymentMethodConfirmRequestSchema,
  paymentMethodConfirmResponseSchema,
  paymentMethodResponseSchema,
  paymentMethodSetupResponseSchema,
  paymentSummaryResponseSchema,
  planChangeCommitSchema,
  planChangePreviewSchema,
  planChangeRequestSchema,
  requireCapability,
  stripeSubscriptionParamsSchema,
} from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../http/require-actor.ts';
import {
  changePlan,
  confirmPaymentMethod,
  listInvoices,
  type PaymentSettingsContext,
  previewPlanChange,
  readPaymentMethod,
  setCancelAtPeriodEnd,
  startPaymentMethodSetup,
} from './payment-settings-service.ts';
import { findUserEmail } from './stripe-user.ts';

const tags = ['billing'];
/** Spec section 6: subscriptions and payment methods are the owner's, the payment history an admin's. */
const SUBSCRIPTIONS_POLICY = requireCapability('subscriptions');
const PAYMENT_METHODS_POLICY = requireCapability('paymentMethods');
const HISTORY_POLICY = requireCapability('settingsPaymentHistory');

/**
 * The billing settings pages' calls (stripe mode only, registered by the Stripe routes): change or
 * cancel a plan, the payment method on file, and the payment history, all read live from Stripe.
 */
export function createPaymentSettingsRoutes(context: PaymentSettingsContext): FastifyPluginAsyncZod {
  return async (app) => {
    const subscriptionPath = '/api/company/payments/subscriptions/:subscriptionId';

    app.post(
      `${subscriptionPath}/preview`,
      {
        config: { policy: SUBSCRIPTIONS_POLICY },
        schema: {
          tags,
          summary:
            'What changing a subscription to another plan costs now (Stripe invoice preview, prorated)',
          params: stripeSubscriptionParamsSchema,
          body: planChangeRequestSchema,
          response: { 200: planChangePreviewSchema },
        },
      },
      async (request) =>
        previewPlanChange(
          context,
          requireActor(request).companyId,
          request.params.subscriptionId,
          request.body,
        ),
    );

    app.post(
      `${subscriptionPath}/change`,
      {
        config: { policy: SUBSCRIPTIONS_POLICY },
        schema: {
          tags,
          summary: 'Changes a subscription to another plan, prorated as previewed and charged at once',
          params: stripeSubscriptionParamsSchema,
          body: planChangeCommitSchema,
          response: { 200: paymentSummaryResponseSchema },
        },
      },
      async (request) =>
        changePlan(context, requireActor(request).companyId, request.params.subscriptionId, request.body),
    );

    for (const [action, isCancelled] of [
      ['cancel', true],
      ['resume', false],
    ] as const) {
      app.post(
        `${subscriptionPath}/${action}`,
        {
          config: { policy: SUBSCRIPTIONS_POLICY },
          schema: {
            tags,
            summary: isCancelled
              ? 'Cancels a subscription at the end of its paid period'
              : 'Takes back the cancellation of a subscription before its period ends',
            params: stripeSubscriptionParamsSchema,
            response: { 200: paymentSummaryResponseSchema },
          },
        },
        async (request) =>
          setCancelAtPeriodEnd(
            context,
            requireActor(request).companyId,
            request.params.subscriptionId,
            isCancelled,
          ),
      );
    }

    app.get(
      '/api/company/payments/method',
      {
        config: { policy: PAYMENT_METHODS_POLICY },
        schema: {
          tags,
          summary: 'The card or SEPA Direct Debit mandate the company pays with (Stripe)',
          response: { 200: paymentMethodResponseSchema },
        },
      },
      async (request) => readPaymentMethod(context, requireActor(request).companyId),
    );

    app.post(
      '/api/company/payments/method/setup',
      {
        config: { policy: PAYMENT_METHODS_POLICY },
        schema: {
          tags,
          summary: 'Stripe Checkout (setup mode) to add a card or SEPA Direct Debit; returns to the page',
          response: { 200: paymentMethodSetupResponseSchema },
        },
      },
      async (request) => {
        const actor = requireActor(request);
        const email = await findUserEmail(context.db, actor.userId);
        return startPaymentMethodSetup(context, { companyId: actor.companyId, email });
      },
    );

    app.post(
      '/api/company/payments/method/confirm',
      {
        config: { policy: PAYMENT_METHODS_POLICY },
        schema: {
          tags,
          summary: 'Back from Stripe: makes the new payment method the default one',
          body: paymentMethodConfirmRequestSchema,
          response: { 200: paymentMethodConfirmResponseSchema },
        },
      },
      async (request) =>
        confirmPaymentMethod(context, requireActor(request).companyId, request.body.checkoutSessionId),
    );

    app.get(
      '/api/company/payments/invoices',
      {
        config: { policy: HISTORY_POLICY },
        schema: {
          tags,
          summary: 'The company’s Stripe invoices, newest first, a page at a time (startingAfter)',
          querystring: invoicesQuerySchema,
          response: { 200: invoicesResponseSchema },
        },
      },
      async (request) => listInvoices(context, requireActor(request).companyId, request.query.startingAfter),
    );
  };
}
