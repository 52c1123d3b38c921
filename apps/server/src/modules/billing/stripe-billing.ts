import type { checkoutRequestSchema } from '@carbon-ledger/core';
import {
  type CheckoutConfirmResponse,
  type CheckoutResponse,
  CONTAINER_TYPES,
  isProductOnSale,
  type PaymentSummary,
  type PlansFile,
} from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { companySubscriptions, stripeCustomers, stripeWebhookEvents } from '../../db/schema/billing.ts';
import { AppError } from '../../http/app-error.ts';
import { findCompany } from '../auth/queries.ts';
import { claimCheckout } from './checkout-claims.ts';
import { applyPeriodInvoice, invoicePeriod, startInvoiceSubscription } from './invoice-subscriptions.ts';
import {
  applyPurchase,
  type CheckoutContext,
  fromMetadata,
  idOf,
  isProduct,
  type Purchase,
  toMetadata,
} from './purchases.ts';

type CheckoutRequest = z.output<typeof checkoutRequestSchema>;

/** Reads the plan or one-time payment the request names; 400 naming the field when it is not for sale. */
export function describePurchase(plans: PlansFile, companyId: string, request: CheckoutRequest): Purchase {
  if (request.subscription) {
    const plan = plans.plans.find((candidate) => candidate.id === request.subscription?.planId);
    if (!plan || plan.interval === 'per-use' || !isProduct(plan.product)) {
      throw invalid('subscription.planId', 'This plan cannot be bought at checkout.');
    }
    if (!isProductOnSale(plan.product)) {
      throw invalid('subscription.planId', 'This product comes in a later version and cannot be bought yet.');
    }
    const formTypes = request.subscription.formTypes ?? [];
    if (plan.product === 'calculator' && formTypes.length === 0) {
      throw invalid('subscription.formTypes', 'Name the form types the Forms plan is for.');
    }
    if (plan.product !== 'calculator' && formTypes.length > 0) {
      throw invalid('subscription.formTypes', 'Only the Forms plan is bought per form type.');
    }
    if (new Set(formTypes).size !== formTypes.length) {
      throw invalid('subscription.formTypes', 'Name each form type once.');
    }
    const count = Math.max(1, formTypes.length);
    return {
      companyId,
      product: plan.product,
      priceId: plan.id,
      kind: 'subscription',
      formTypes: [...new Set(formTypes)],
      quantity: count,
      interval: plan.interval,
      amountEur: cents(plan.amount * count),
    };
  }
  const single = request.singleTimePayment;
  const payment = plans.singleTimePayments.find((candidate) => candidate.id === single?.paymentId);
  if (!single || !payment || !isProduct(payment.product)) {
    throw invalid('singleTimePayment.paymentId', 'This one-time payment does not exist.');
  }
  if (!isProductOnSale(payment.product)) {
    throw invalid(
      'singleTimePayment.paymentId',
      'This product comes in a later version and cannot be bought yet.',
    );
  }
  return {
    companyId,
    product: payment.product,
    priceId: payment.id,
    kind: 'single',
    formTypes: [],
    quantity: single.quantity,
    interval: null,
    amountEur: cents(payment.amount * single.quantity),
  };
}

const cents = (amount: number) => Math.round(amount * 100) / 100;
const toStripeAmount = (euros: number) => Math.round(euros * 100);

function invalid(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message: 'validation.invalid' }]);
}

export function nameOf(plans: PlansFile, purchase: Purchase): string {
  const item =
    plans.plans.find((plan) => plan.id === purchase.priceId) ??
    plans.singleTimePayments.find((payment) => payment.id === purchase.priceId);
  const name = item?.names.en ?? purchase.priceId;
  return purchase.formTypes.length > 0 ? `${name} (${purchase.formTypes.join(', ')})` : name;
}

/**
 * A product whose Stripe subscription still runs (not ended, even if cancelled at the period's end) is
 * not bought again: a second subscription would bill the company twice. The running plan is changed,
 * cancelled or resumed under Settings → Subscriptions instead.
 */
async function refuseSecondPlan(db: Database, companyId: string, product: string): Promise<void> {
  const [row] = await db
    .select({
      subscriptionId: companySubscriptions.stripeSubscriptionId,
      details: companySubscriptions.details,
    })
    .from(companySubscriptions)
    .where(and(eq(companySubscriptions.companyId, companyId), eq(companySubscriptions.product, product)));
  const details = (row?.details ?? {}) as { endedAt?: unknown };
  if (row?.subscriptionId && typeof details.endedAt !== 'string') {
    throw new AppError(
      'CONFLICT',
      'Your company already has a running plan for this product: change or cancel it under Settings → Subscriptions.',
    );
  }
}

/** The company's Stripe customer, created (and remembered) at its first checkout. */
export async function customerOf(db: Database, stripe: Stripe, companyId: string, email: string | undefined) {
  const [known] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.companyId, companyId));
  if (known) return known.stripeCustomerId;
  const company = await findCompany(db, companyId);
  const customer = await stripe.customers.create(
    { name: company?.company, ...(email ? { email } : {}), metadata: { companyId } },
    { idempotencyKey: `customer-${companyId}` },
  );
  await db.insert(stripeCustomers).values({ companyId, stripeCustomerId: customer.id }).onConflictDoNothing();
  const [stored] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.companyId, companyId));
  return stored?.stripeCustomerId ?? customer.id;
}

/**
 * Starts a checkout. Card (`charge_automatically`): a Stripe Checkout Session to go to, the purchase in
 * its metadata; it comes back to `/checkout?session_id=…`. Invoice (`send_invoice`): a plan bought per
 * period becomes a Stripe subscription that invoices every period; a one-time payment one invoice. Either
 * way the first invoice is finalised and sent, due in `invoiceDaysUntilDue` days, and the subscription is
 * stored unpaid with its due date until Stripe reports the invoice paid. A plan is checked out by one
 * request at a time per company and product (`claimCheckout`).
 */
export async function startCheckout(
  context: CheckoutContext,
  actor: { companyId: string; email?: string },
  request: CheckoutRequest,
): Promise<CheckoutResponse> {
  const purchase = describePurchase(context.plans, actor.companyId, request);
  if (purchase.kind !== 'subscription') return checkOut(context, actor, request, purchase);
  // Claimed before the running-plan check, so that two checkouts at once cannot both pass it.
  const release = await claimCheckout(context.db, actor.companyId, purchase.product, context.now());
  try {
    await refuseSecondPlan(context.db, actor.companyId, purchase.product);
    return await checkOut(context, actor, request, purchase);
  } finally {
    // A release that fails (the database just went away) leaves the claim to lapse on its own.
    await release().catch(() => {});
  }
}

async function checkOut(
  context: CheckoutContext,
  actor: { companyId: string; email?: string },
  request: CheckoutRequest,
  purchase: Purchase,
): Promise<CheckoutResponse> {
  const { db, stripe, plans } = context;
  const customer = await customerOf(db, stripe, actor.companyId, actor.email);
  const metadata = toMetadata(purchase);
  const name = nameOf(plans, purchase);
  if (request.collectionMethod === 'charge_automatically') {
    const unitAmount = toStripeAmount(purchase.amountEur);
    const session = await stripe.checkout.sessions.create({
      mode: purchase.kind === 'subscription' ? 'subscription' : 'payment',
      customer,
      client_reference_id: actor.companyId,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: unitAmount,
            product_data: { name },
            ...(purchase.interval ? { recurring: { interval: purchase.interval } } : {}),
          },
        },
      ],
      metadata,
      ...(purchase.kind === 'subscription'
        ? { subscription_data: { metadata } }
        : { payment_intent_data: { metadata } }),
      success_url: `${context.publicUrl}/checkout?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${context.publicUrl}/plans`,
    });
    if (!session.url) throw new AppError('INTERNAL', 'Stripe answered a checkout session without a page.');
    return { kind: 'redirect', checkoutSessionId: session.id, url: session.url };
  }
  if (purchase.kind === 'subscription') {
    return startInvoiceSubscription(context, customer, purchase, name, metadata);
  }
  await stripe.invoiceItems.create({
    customer,
    amount: toStripeAmount(purchase.amountEur),
    currency: 'eur',
    description: name,
    metadata,
  });
  const draft = await stripe.invoices.create({
    customer,
    collection_method: 'send_invoice',
    days_until_due: context.invoiceDaysUntilDue,
    pending_invoice_items_behavior: 'include',
    metadata,
  });
  if (!draft.id) throw new AppError('INTERNAL', 'Stripe answered an invoice without an id.');
  const finalized = await stripe.invoices.finalizeInvoice(draft.id);
  const sent = await stripe.invoices.sendInvoice(draft.id);
  const dueAt = new Date(
    (sent.due_date ?? finalized.due_date ?? 0) * 1000 ||
      context.now().getTime() + context.invoiceDaysUntilDue * 86_400_000,
  );
  await applyPurchase(db, purchase, {
    isPaid: false,
    collectionMethod: 'send_invoice',
    invoiceDueAt: dueAt,
    paymentStatus: 'unpaid',
    stripeSubscriptionId: null,
    periodStart: context.now(),
  });
  return {
    kind: 'invoice',
    invoiceId: draft.id,
    invoiceDueAt: dueAt.toISOString(),
    hostedInvoiceUrl: sent.hosted_invoice_url ?? null,
    amountEur: purchase.amountEur,
  };
}

/** Runs `work`; if it fails the claimed id is given back so that Stripe's retry is processed. */
export async function releaseOnError<T>(db: Database, id: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await db.delete(stripeWebhookEvents).where(eq(stripeWebhookEvents.eventId, id));
    throw error;
  }
}

/** Marks a Stripe id as handled; false when it was handled before (a replay). */
async function claimOnce(db: Database, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(stripeWebhookEvents)
    .values({ eventId: id, type })
    .onConflictDoNothing()
    .returning({ eventId: stripeWebhookEvents.eventId });
  return inserted.length > 0;
}

async function setPaymentStatus(
  db: Database,
  purchase: Purchase,
  status: 'unpaid' | 'past_due',
  invoiceDueAt?: Date | null,
): Promise<void> {
  const [existing] = await db
    .select()
    .from(companySubscriptions)
    .where(
      and(
        eq(companySubscriptions.companyId, purchase.companyId),
        eq(companySubscriptions.product, purchase.product),
      ),
    );
  if (!existing) return;
  const details = { ...((existing.details ?? {}) as Record<string, unknown>) };
  if (purchase.product === 'calculator') {
    const formTypes = { ...((details.formTypeSubscriptions as Record<string, unknown>) ?? {}) };
    for (const type of purchase.formTypes) formTypes[type] = { hasPaidCurrentPeriodInvoice: false };
    details.formTypeSubscriptions = formTypes;
  }
  await db
    .update(companySubscriptions)
    .set({
      hasPaidCurrentPeriodInvoice: false,
      paymentStatus: status,
      details,
      ...(invoiceDueAt !== undefined ? { invoiceDueAt } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(companySubscriptions.companyId, purchase.companyId),
        eq(companySubscriptions.product, purchase.product),
      ),
    );
}

function invoicePurchase(invoice: Stripe.Invoice): Purchase | undefined {
  return (
    fromMetadata(invoice.metadata) ??
    fromMetadata(invoice.parent?.subscription_details?.metadata ?? undefined)
  );
}

/**
 * A paid checkout session: its purchase recorded as paid, once per session. A session whose subscription
 * is a second one of a product whose first still runs (two checkouts paid at once) is not recorded: its
 * subscription is cancelled at once in Stripe, so the company is not billed twice. If Stripe cannot be
 * reached the session is released, and the next confirmation or Stripe's retry cancels it.
 */
async function applyPaidSession(
  db: Database,
  stripe: Stripe,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<boolean> {
  const purchase = fromMetadata(session.metadata);
  if (!purchase) return false;
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return false;
  const key = `purchase:${session.id}`;
  if (!(await claimOnce(db, key, 'checkout.session.paid'))) return true;
  const subscriptionId = idOf(session.subscription);
  await releaseOnError(db, key, async () => {
    const applied = await applyPurchase(db, purchase, {
      isPaid: true,
      collectionMethod: 'charge_automatically',
      invoiceDueAt: null,
      paymentStatus: 'paid',
      stripeSubscriptionId: subscriptionId,
      periodStart: now,
    });
    if (applied === 'extra' && subscriptionId) await cancelExtraSubscription(stripe, subscriptionId);
  });
  return true;
}

/** Ends an extra Stripe subscription now, its unused time credited back (prorated), unless it has ended. */
async function cancelExtraSubscription(stripe: Stripe, subscriptionId: string): Promise<void> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
  await stripe.subscriptions.cancel(subscriptionId, { prorate: true });
}

/**
 * Processes one verified Stripe event, once: the event id is stored in the same step, a replay answers
 * `duplicate`. Events of objects this installation did not create are acknowledged and ignored.
 */
export async function processStripeEvent(
  db: Database,
  event: Stripe.Event,
  now: Date,
  options: EventOptions,
): Promise<'processed' | 'duplicate' | 'ignored'> {
  if (!(await claimOnce(db, event.id, event.type))) return 'duplicate';
  return releaseOnError(db, event.id, () => applyEvent(db, event, now, options));
}

/**
 * `invoiceDaysUntilDue`: the due date of a renewal's draft invoice that does not name one yet; `stripe`
 * cancels an extra subscription.
 */
export type EventOptions = { invoiceDaysUntilDue: number; stripe: Stripe };

async function applyEvent(
  db: Database,
  event: Stripe.Event,
  now: Date,
  options: EventOptions,
): Promise<'processed' | 'duplicate' | 'ignored'> {
  switch (event.type) {
    case 'invoice.created':
    case 'invoice.finalized': {
      const invoice = event.data.object;
      const isApplied = await applyPeriodInvoice(
        db,
        invoice,
        invoicePurchase(invoice),
        options.invoiceDaysUntilDue,
      );
      return isApplied ? 'processed' : 'ignored';
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return (await applyPaidSession(db, options.stripe, event.data.object, now)) ? 'processed' : 'ignored';
    case 'checkout.session.async_payment_failed': {
      const purchase = fromMetadata(event.data.object.metadata);
      if (!purchase) return 'ignored';
      await setPaymentStatus(db, purchase, 'unpaid');
      return 'processed';
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const purchase = invoicePurchase(invoice);
      if (!purchase || !invoice.id) return 'ignored';
      const key = `purchase:${invoice.id}`;
      if (!(await claimOnce(db, key, 'invoice.paid'))) return 'processed';
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      const period = subscriptionId ? invoicePeriod(invoice) : undefined;
      const periodStart = invoice.lines?.data?.[0]?.period?.start;
      await releaseOnError(db, key, () =>
        applyPurchase(db, purchase, {
          isPaid: true,
          collectionMethod:
            invoice.collection_method === 'send_invoice' ? 'send_invoice' : 'charge_automatically',
          invoiceDueAt: invoice.due_date ? new Date(invoice.due_date * 1000) : null,
          paymentStatus: 'paid',
          stripeSubscriptionId: subscriptionId,
          ...(period
            ? { periodStart: period.start, periodEnd: period.end }
            : { periodStart: periodStart ? new Date(periodStart * 1000) : now }),
          // A subscription's invoice that opens no period (a change of plan) leaves the period as it is.
          isWithinPeriod: Boolean(subscriptionId) && !period,
        }),
      );
      return 'processed';
    }
    case 'invoice.payment_failed':
    case 'invoice.overdue': {
      const invoice = event.data.object;
      const purchase = invoicePurchase(invoice);
      if (!purchase) return 'ignored';
      const status = event.type === 'invoice.overdue' ? 'past_due' : 'unpaid';
      await setPaymentStatus(
        db,
        purchase,
        status,
        invoice.due_date ? new Date(invoice.due_date * 1000) : undefined,
      );
      return 'processed';
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return (await applySubscriptionState(db, event.data.object, event.created)) ? 'processed' : 'ignored';
    default:
      return 'ignored';
  }
}

/**
 * After the return from Stripe Checkout: the session's payment as the page polls it. A paid session is
 * recorded at once (the webhook may come later; each session is applied once). Another company's session
 * is not found.
 */
export async function confirmCheckout(
  context: Pick<CheckoutContext, 'db' | 'stripe' | 'now'>,
  companyId: string,
  checkoutSessionId: string,
): Promise<CheckoutConfirmResponse> {
  let session: Stripe.Checkout.Session;
  try {
    session = await context.stripe.checkout.sessions.retrieve(checkoutSessionId, {
      expand: ['payment_intent'],
    });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw notFound();
    throw error;
  }
  const purchase = fromMetadata(session.metadata);
  if (!purchase || purchase.companyId !== companyId) throw notFound();
  if (await applyPaidSession(context.db, context.stripe, session, context.now())) {
    return { status: 'succeeded', product: purchase.product };
  }
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const hasFailed =
    session.status === 'expired' ||
    intent?.status === 'canceled' ||
    (intent?.status === 'requires_payment_method' && intent.last_payment_error != null);
  return { status: hasFailed ? 'failed' : 'processing', product: purchase.product };
}

const notFound = () => new AppError('NOT_FOUND', 'This checkout does not exist.');

/**
 * The payment summary: every subscription bought per period, its price (`originalTotal`) and the part
 * of the current period still ahead (`proratedTotal`), in EUR.
 */
export async function summarisePayments(db: Database, companyId: string, now: Date): Promise<PaymentSummary> {
  const rows = await db
    .select()
    .from(companySubscriptions)
    .where(eq(companySubscriptions.companyId, companyId));
  const subscriptions: PaymentSummary['subscriptions'] = [];
  for (const row of rows) {
    const details = (row.details ?? {}) as Record<string, unknown>;
    const { interval, amountEur, periodStart, periodEnd, priceId } = details;
    if (!isProduct(row.product) || (interval !== 'month' && interval !== 'year')) continue;
    // A Stripe subscription that has ended is no current plan.
    if (typeof details.endedAt === 'string') continue;
    if (typeof amountEur !== 'number' || typeof periodStart !== 'string' || typeof periodEnd !== 'string')
      continue;
    const start = Date.parse(periodStart);
    const end = Date.parse(periodEnd);
    const left = end > start ? Math.min(1, Math.max(0, (end - now.getTime()) / (end - start))) : 0;
    subscriptions.push({
      product: row.product,
      planId: String(priceId ?? ''),
      interval,
      amountEur,
      proratedAmountEur: cents(amountEur * left),
      periodStart: new Date(start).toISOString(),
      periodEnd: new Date(end).toISOString(),
      collectionMethod: row.collectionMethod,
      invoiceDueAt: row.invoiceDueAt?.toISOString() ?? null,
      paymentStatus:
        (['paid', 'unpaid', 'past_due'] as const).find((status) => status === row.paymentStatus) ?? null,
      stripeSubscriptionId: row.stripeSubscriptionId,
      formTypes:
        row.product === 'calculator'
          ? Object.keys((details.formTypeSubscriptions as Record<string, unknown> | undefined) ?? {})
          : [],
      cancelAtPeriodEnd: details.cancelAtPeriodEnd === true,
    });
  }
  return {
    currency: 'EUR',
    originalTotal: cents(subscriptions.reduce((sum, item) => sum + item.amountEur, 0)),
    proratedTotal: cents(subscriptions.reduce((sum, item) => sum + item.proratedAmountEur, 0)),
    subscriptions,
  };
}

const FORM_TYPE_PAID = (isPaid: boolean) => ({ hasPaidCurrentPeriodInvoice: isPaid });

/**
 * Records a Stripe subscription's state on the company's subscription of its product: the plan in its
 * metadata (after a change of plan), its current period, a cancellation at the period's end, or its end.
 * Used by the webhook (`customer.subscription.updated` / `.deleted`, the source of truth) and right after
 * the server changed the subscription itself. `stateAt` (seconds, the event's `created`) keeps an older
 * event from undoing a newer state. False when the subscription is not one this installation sold.
 */
export async function applySubscriptionState(
  db: Database,
  subscription: Stripe.Subscription,
  stateAt: number,
): Promise<boolean> {
  const purchase = fromMetadata(subscription.metadata);
  if (purchase?.kind !== 'subscription') return false;
  return db.transaction(async (tx) => {
    const where = and(
      eq(companySubscriptions.companyId, purchase.companyId),
      eq(companySubscriptions.product, purchase.product),
    );
    const [existing] = await tx.select().from(companySubscriptions).where(where).for('update');
    if (!existing) return false;
    // The product was bought again under another subscription since: this one no longer speaks for it.
    if (existing.stripeSubscriptionId && existing.stripeSubscriptionId !== subscription.id) return false;
    const details = { ...((existing.details ?? {}) as Record<string, unknown>) };
    if (Number(details.stripeStateAt ?? 0) > stateAt) return true;
    details.stripeStateAt = stateAt;
    const formTypes = { ...((details.formTypeSubscriptions as Record<string, unknown>) ?? {}) };
    let isPaid = existing.hasPaidCurrentPeriodInvoice;
    let paymentStatus = existing.paymentStatus;
    const status = subscription.status;
    if (status === 'canceled' || status === 'incomplete_expired') {
      details.endedAt = new Date((subscription.ended_at ?? stateAt) * 1000).toISOString();
      details.cancelAtPeriodEnd = false;
      isPaid = false;
      paymentStatus = 'unpaid';
    } else if (status === 'past_due' || status === 'unpaid') {
      isPaid = false;
      paymentStatus = status;
    } else if (status === 'active' || status === 'trialing') {
      const item = subscription.items?.data?.[0];
      details.priceId = purchase.priceId;
      details.cancelAtPeriodEnd = subscription.cancel_at_period_end === true;
      delete details.endedAt;
      if (purchase.interval) {
        details.interval = purchase.interval;
        details.amountEur = purchase.amountEur;
      }
      if (item?.current_period_start && item.current_period_end) {
        details.periodStart = new Date(item.current_period_start * 1000).toISOString();
        details.periodEnd = new Date(item.current_period_end * 1000).toISOString();
      }
      if (purchase.product === 'employees') details.plan = purchase.priceId;
      if (purchase.product === 'calculator') {
        // The plan covers exactly its form types now; a type taken off the plan is no longer paid.
        for (const type of Object.keys(formTypes)) {
          if (!purchase.formTypes.includes(type)) delete formTypes[type];
        }
      }
    } else {
      return false;
    }
    if (purchase.product === 'calculator') {
      for (const type of purchase.formTypes) {
        if ((CONTAINER_TYPES as readonly string[]).includes(type)) formTypes[type] = FORM_TYPE_PAID(isPaid);
      }
      details.formTypeSubscriptions = formTypes;
    }
    await tx
      .update(companySubscriptions)
      .set({
        hasPaidCurrentPeriodInvoice: isPaid,
        paymentStatus,
        stripeSubscriptionId: subscription.id,
        details,
        updatedAt: new Date(),
      })
      .where(where);
    return true;
  });
}
