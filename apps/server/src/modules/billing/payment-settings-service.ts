import type {
  InvoicesResponse,
  PaymentMethodConfirmResponse,
  PaymentMethodResponse,
  PaymentSummary,
  PlanChangeCommit,
  PlanChangePreview,
  PlanChangeRequest,
  PlansFile,
} from '@carbon-ledger/core';
import { INVOICE_PAGE_SIZE } from '@carbon-ledger/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { companySubscriptions, stripeCustomers } from '../../db/schema/billing.ts';
import { AppError } from '../../http/app-error.ts';
import { presentInvoice, presentPaymentMethod, presentPreview } from './payment-settings-presenter.ts';
import { fromMetadata, type Purchase, toMetadata } from './purchases.ts';
import {
  applySubscriptionState,
  customerOf,
  describePurchase,
  nameOf,
  summarisePayments,
} from './stripe-billing.ts';

export type PaymentSettingsContext = {
  db: Database;
  stripe: Stripe;
  plans: PlansFile;
  publicUrl: string;
  now: () => Date;
};

/** How long a shown preview may be committed: the charge is computed for the moment it was shown. */
export const PREVIEW_VALID_SECONDS = 15 * 60;
export const PAYMENT_METHOD_PATH = '/dashboard/settings/payment-method';

const notFound = (what = 'This subscription does not exist.') => new AppError('NOT_FOUND', what);
const invalid = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message: 'validation.invalid' }]);
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function isStripeMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  );
}

async function storedCustomer(db: Database, companyId: string): Promise<string | null> {
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.companyId, companyId));
  return row?.stripeCustomerId ?? null;
}

/**
 * The company's Stripe subscription `subscriptionId`, checked twice: it is the one stored for one of the
 * company's products, and Stripe's copy names the company in its metadata. Anything else is 404, so a
 * member cannot reach another company's subscription by its id.
 */
async function ownedSubscription(context: PaymentSettingsContext, companyId: string, subscriptionId: string) {
  const [row] = await context.db
    .select()
    .from(companySubscriptions)
    .where(
      and(
        eq(companySubscriptions.companyId, companyId),
        eq(companySubscriptions.stripeSubscriptionId, subscriptionId),
      ),
    );
  if (!row) throw notFound();
  let subscription: Stripe.Subscription;
  try {
    subscription = await context.stripe.subscriptions.retrieve(subscriptionId);
  } catch (error) {
    if (isStripeMissing(error)) throw notFound();
    throw error;
  }
  const purchase = fromMetadata(subscription.metadata);
  if (!purchase || purchase.companyId !== companyId || purchase.kind !== 'subscription') throw notFound();
  if (!['active', 'trialing', 'past_due'].includes(subscription.status)) {
    throw new AppError('CONFLICT', 'This subscription has ended.');
  }
  const item = subscription.items.data[0];
  if (!item) throw new AppError('CONFLICT', 'This subscription has no plan to change.');
  return { subscription, purchase, item };
}

/** The purchase the requested plan makes: a month or year plan of the same product. */
function targetPurchase(
  context: PaymentSettingsContext,
  companyId: string,
  current: Purchase,
  request: PlanChangeRequest,
): Purchase {
  const next = describePurchase(context.plans, companyId, {
    collectionMethod: 'charge_automatically',
    subscription: { planId: request.planId, formTypes: request.formTypes },
  });
  if (next.product !== current.product) {
    throw invalid('planId', 'Choose a plan of the same product; buy other products on the plans page.');
  }
  const sameTypes = [...next.formTypes].sort().join(',') === [...current.formTypes].sort().join(',');
  if (next.priceId === current.priceId && sameTypes) {
    throw invalid('planId', 'This is the current plan.');
  }
  return next;
}

function priceDataOf(item: Stripe.SubscriptionItem, next: Purchase) {
  const product = idOf(item.price.product as string | { id: string });
  if (!product || !next.interval) throw new AppError('INTERNAL', 'The subscription has no Stripe product.');
  return {
    currency: 'eur',
    product,
    unit_amount: Math.round(next.amountEur * 100),
    recurring: { interval: next.interval },
  };
}

/**
 * What changing to the plan costs now: Stripe's invoice preview with the prorations charged at once
 * (`always_invoice`), computed for this moment (`prorationDate`, which the change then uses too).
 */
export async function previewPlanChange(
  context: PaymentSettingsContext,
  companyId: string,
  subscriptionId: string,
  request: PlanChangeRequest,
): Promise<PlanChangePreview> {
  const { subscription, purchase, item } = await ownedSubscription(context, companyId, subscriptionId);
  const next = targetPurchase(context, companyId, purchase, request);
  const prorationDate = seconds(context.now());
  const customer = idOf(subscription.customer);
  if (!customer) throw new AppError('INTERNAL', 'The subscription has no Stripe customer.');
  const preview = await context.stripe.invoices.createPreview({
    customer,
    subscription: subscription.id,
    subscription_details: {
      items: [{ id: item.id, price_data: priceDataOf(item, next) }],
      proration_behavior: 'always_invoice',
      proration_date: prorationDate,
    },
  });
  return presentPreview(preview, { subscriptionId, next, prorationDate });
}

/**
 * Changes the subscription to the plan, prorated at the shown preview's moment and billed at once;
 * the card is charged now or nothing changes (`error_if_incomplete`); a plan paid by invoice gets the
 * change's invoice, due like its renewals. The stored subscription follows at
 * once, and again when Stripe's `customer.subscription.updated` arrives.
 */
export async function changePlan(
  context: PaymentSettingsContext,
  companyId: string,
  subscriptionId: string,
  request: PlanChangeCommit,
): Promise<PaymentSummary> {
  const now = seconds(context.now());
  if (request.prorationDate > now + 60 || request.prorationDate < now - PREVIEW_VALID_SECONDS) {
    throw invalid('prorationDate', 'The price shown is out of date; look at the change again.');
  }
  const { subscription, purchase, item } = await ownedSubscription(context, companyId, subscriptionId);
  const next = targetPurchase(context, companyId, purchase, request);
  const priceData = priceDataOf(item, next);
  await context.stripe.products.update(priceData.product, { name: nameOf(context.plans, next) });
  let updated: Stripe.Subscription;
  try {
    updated = await context.stripe.subscriptions.update(subscription.id, {
      items: [{ id: item.id, price_data: priceData }],
      proration_behavior: 'always_invoice',
      proration_date: request.prorationDate,
      // A card is charged now or nothing changes; a plan paid by invoice is sent the change's invoice.
      payment_behavior:
        subscription.collection_method === 'send_invoice' ? 'allow_incomplete' : 'error_if_incomplete',
      metadata: toMetadata(next),
    });
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new AppError('CONFLICT', 'The payment for the change was declined; the plan was not changed.');
    }
    throw error;
  }
  await applySubscriptionState(context.db, updated, now);
  return summarisePayments(context.db, companyId, context.now());
}

/** Cancels at the end of the paid period (`isCancelled`), or takes the cancellation back. */
export async function setCancelAtPeriodEnd(
  context: PaymentSettingsContext,
  companyId: string,
  subscriptionId: string,
  isCancelled: boolean,
): Promise<PaymentSummary> {
  const { subscription } = await ownedSubscription(context, companyId, subscriptionId);
  const updated = await context.stripe.subscriptions.update(subscription.id, {
    cancel_at_period_end: isCancelled,
  });
  await applySubscriptionState(context.db, updated, seconds(context.now()));
  return summarisePayments(context.db, companyId, context.now());
}

/** The company's default payment method: the customer's default, else the first one attached. */
export async function readPaymentMethod(
  context: PaymentSettingsContext,
  companyId: string,
): Promise<PaymentMethodResponse> {
  const customerId = await storedCustomer(context.db, companyId);
  if (!customerId) return { paymentMethod: null };
  const customer = await context.stripe.customers.retrieve(customerId, {
    expand: ['invoice_settings.default_payment_method'],
  });
  if (customer.deleted) return { paymentMethod: null };
  const preferred = customer.invoice_settings?.default_payment_method;
  if (preferred && typeof preferred === 'object') return { paymentMethod: presentPaymentMethod(preferred) };
  const attached = await context.stripe.customers.listPaymentMethods(customerId, { limit: 1 });
  const first = attached.data[0];
  return { paymentMethod: first ? presentPaymentMethod(first) : null };
}

/** Stripe Checkout in setup mode (card or SEPA Direct Debit), returning to the payment method page. */
export async function startPaymentMethodSetup(
  context: PaymentSettingsContext,
  actor: { companyId: string; email?: string },
): Promise<{ checkoutSessionId: string; url: string }> {
  const customer = await customerOf(context.db, context.stripe, actor.companyId, actor.email);
  const page = `${context.publicUrl}${PAYMENT_METHOD_PATH}`;
  const session = await context.stripe.checkout.sessions.create({
    mode: 'setup',
    customer,
    currency: 'eur',
    allowed_payment_method_types: ['card', 'sepa_debit'],
    client_reference_id: actor.companyId,
    metadata: { companyId: actor.companyId, purpose: 'payment-method' },
    success_url: `${page}?setup_session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: page,
  });
  if (!session.url) throw new AppError('INTERNAL', 'Stripe answered a setup session without a page.');
  return { checkoutSessionId: session.id, url: session.url };
}

/**
 * Back from Stripe: a completed setup makes its payment method the customer's default and the default of
 * the company's running subscriptions (which Stripe charges before the customer's default). Another
 * company's session is 404.
 */
export async function confirmPaymentMethod(
  context: PaymentSettingsContext,
  companyId: string,
  checkoutSessionId: string,
): Promise<PaymentMethodConfirmResponse> {
  const customerId = await storedCustomer(context.db, companyId);
  if (!customerId) throw notFound('This setup does not exist.');
  let session: Stripe.Checkout.Session;
  try {
    session = await context.stripe.checkout.sessions.retrieve(checkoutSessionId, {
      expand: ['setup_intent.payment_method'],
    });
  } catch (error) {
    if (isStripeMissing(error)) throw notFound('This setup does not exist.');
    throw error;
  }
  if (
    session.mode !== 'setup' ||
    session.metadata?.companyId !== companyId ||
    idOf(session.customer) !== customerId
  ) {
    throw notFound('This setup does not exist.');
  }
  const intent = typeof session.setup_intent === 'object' ? session.setup_intent : null;
  const method = intent && typeof intent.payment_method === 'object' ? intent.payment_method : null;
  if (intent?.status === 'succeeded' && method) {
    await context.stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: method.id },
    });
    const rows = await context.db
      .select({ id: companySubscriptions.stripeSubscriptionId, details: companySubscriptions.details })
      .from(companySubscriptions)
      .where(
        and(
          eq(companySubscriptions.companyId, companyId),
          isNotNull(companySubscriptions.stripeSubscriptionId),
        ),
      );
    for (const row of rows) {
      const details = (row.details ?? {}) as Record<string, unknown>;
      if (!row.id || typeof details.endedAt === 'string') continue;
      try {
        await context.stripe.subscriptions.update(row.id, { default_payment_method: method.id });
      } catch (error) {
        // Ended at Stripe and not yet reported: nothing to charge there.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    }
    return { status: 'succeeded', paymentMethod: presentPaymentMethod(method) };
  }
  const hasFailed =
    session.status === 'expired' ||
    intent?.status === 'canceled' ||
    (intent?.status === 'requires_payment_method' && intent.last_setup_error != null);
  return { status: hasFailed ? 'failed' : 'processing', paymentMethod: null };
}

/** One page of the company's Stripe invoices, newest first; drafts are not shown. */
export async function listInvoices(
  context: PaymentSettingsContext,
  companyId: string,
  startingAfter: string | undefined,
): Promise<InvoicesResponse> {
  const customer = await storedCustomer(context.db, companyId);
  if (!customer) return { invoices: [], hasMore: false, nextStartingAfter: null };
  const page = await context.stripe.invoices.list({
    customer,
    limit: INVOICE_PAGE_SIZE,
    ...(startingAfter ? { starting_after: startingAfter } : {}),
  });
  const last = page.data.at(-1);
  return {
    invoices: page.data.filter((invoice) => invoice.status !== 'draft').map(presentInvoice),
    hasMore: page.has_more,
    nextStartingAfter: page.has_more && last?.id ? last.id : null,
  };
}
