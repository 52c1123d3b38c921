import Stripe from 'stripe';
import type { BillingConfig } from '../../config.ts';

/**
 * The Stripe API client of stripe mode. `STRIPE_API_BASE` (tests, proxies) sets its protocol, host and
 * port; without it the real Stripe API is used. Requests are not retried by the client: a checkout
 * that failed is sent again by the person.
 */
export function createStripeClient(billing: Pick<BillingConfig, 'stripeSecretKey' | 'stripeApi'>): Stripe {
  if (!billing.stripeSecretKey) throw new Error('BILLING=stripe needs STRIPE_SECRET_KEY to be set.');
  return new Stripe(billing.stripeSecretKey, {
    ...(billing.stripeApi ?? {}),
    maxNetworkRetries: 0,
    timeout: 20_000,
    telemetry: false,
  });
}
