import type { CheckoutResponse } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { companySubscriptions, stripeWebhookEvents } from '../../db/schema/billing.ts';
import { AppError } from '../../http/app-error.ts';
import { applyPurchase, type CheckoutContext, idOf, type Purchase } from './purchases.ts';

/** The billing reasons of an invoice that opens a period of a subscription: its first and each renewal. */
const PERIOD_REASONS = new Set(['subscription_create', 'subscription_cycle']);

const fromSeconds = (value: number) => new Date(value * 1000);

/**
 * The period an invoice bills: its subscription line that is not a proration (a renewal's or the first
 * period's line). Undefined for invoices of a change of plan, which prorate within the running period.
 */
export function invoicePeriod(invoice: Stripe.Invoice): { start: Date; end: Date } | undefined {
  if (invoice.billing_reason && !PERIOD_REASONS.has(invoice.billing_reason)) return undefined;
  const line = (invoice.lines?.data ?? []).find(
    (candidate) => candidate.parent?.subscription_item_details?.proration !== true && candidate.period,
  );
  if (!line?.period?.start || !line.period.end || line.period.end <= line.period.start) return undefined;
  return { start: fromSeconds(line.period.start), end: fromSeconds(line.period.end) };
}

/**
 * A plan bought by invoice: a Stripe subscription with `collection_method: send_invoice`, so Stripe
 * renews it every period and sends an invoice due in `invoiceDaysUntilDue` days each time. Its first
 * invoice is finalised (when Stripe left it a draft) and sent at once; the subscription is stored unpaid
 * with that invoice's due date until Stripe reports it paid.
 */
export async function startInvoiceSubscription(
  context: CheckoutContext,
  customer: string,
  purchase: Purchase,
  name: string,
  metadata: Record<string, string>,
): Promise<Extract<CheckoutResponse, { kind: 'invoice' }>> {
  const { stripe } = context;
  if (!purchase.interval) throw new AppError('INTERNAL', 'A plan bought per period needs its interval.');
  const product = await stripe.products.create({ name, metadata });
  const subscription = await stripe.subscriptions.create({
    customer,
    collection_method: 'send_invoice',
    days_until_due: context.invoiceDaysUntilDue,
    items: [
      {
        price_data: {
          currency: 'eur',
          product: product.id,
          unit_amount: Math.round(purchase.amountEur * 100),
          recurring: { interval: purchase.interval },
        },
      },
    ],
    metadata,
    expand: ['latest_invoice'],
  });
  const first = subscription.latest_invoice;
  const invoiceId = idOf(first);
  if (!invoiceId) throw new AppError('INTERNAL', 'Stripe answered a subscription without its first invoice.');
  const status = typeof first === 'object' && first ? first.status : 'draft';
  if (status === 'draft') await stripe.invoices.finalizeInvoice(invoiceId);
  const sent = await stripe.invoices.sendInvoice(invoiceId);
  const dueAt = sent.due_date
    ? fromSeconds(sent.due_date)
    : new Date(context.now().getTime() + context.invoiceDaysUntilDue * 86_400_000);
  const item = subscription.items.data[0];
  await applyPurchase(context.db, purchase, {
    isPaid: false,
    collectionMethod: 'send_invoice',
    invoiceDueAt: dueAt,
    paymentStatus: 'unpaid',
    stripeSubscriptionId: subscription.id,
    periodStart: item ? fromSeconds(item.current_period_start) : context.now(),
    ...(item ? { periodEnd: fromSeconds(item.current_period_end) } : {}),
  });
  return {
    kind: 'invoice',
    invoiceId,
    invoiceDueAt: dueAt.toISOString(),
    hostedInvoiceUrl: sent.hosted_invoice_url ?? null,
    amountEur: purchase.amountEur,
  };
}

/**
 * `invoice.created` / `invoice.finalized` of a plan paid by invoice: the invoice of a new period (its
 * first or a renewal) makes that period the stored one, unpaid and due at the invoice's due date (a draft
 * without one: `invoiceDaysUntilDue` days after it was created), which the 'Invoice pending' banner shows.
 * Nothing changes for an invoice already recorded as paid, an older period than the stored one, or a
 * subscription that no longer speaks for the product. False when the invoice is not such an invoice.
 */
export async function applyPeriodInvoice(
  db: Database,
  invoice: Stripe.Invoice,
  purchase: Purchase | undefined,
  invoiceDaysUntilDue: number,
): Promise<boolean> {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  const period = invoicePeriod(invoice);
  if (
    purchase?.kind !== 'subscription' ||
    !subscriptionId ||
    !invoice.id ||
    invoice.collection_method !== 'send_invoice' ||
    !period ||
    invoice.status === 'paid' ||
    invoice.status === 'void'
  ) {
    return false;
  }
  const [paid] = await db
    .select()
    .from(stripeWebhookEvents)
    .where(eq(stripeWebhookEvents.eventId, `purchase:${invoice.id}`));
  if (paid) return true;
  const dueAt = invoice.due_date
    ? fromSeconds(invoice.due_date)
    : new Date((invoice.created * 1000 || Date.now()) + invoiceDaysUntilDue * 86_400_000);
  return db.transaction(async (tx) => {
    const where = and(
      eq(companySubscriptions.companyId, purchase.companyId),
      eq(companySubscriptions.product, purchase.product),
    );
    const [existing] = await tx.select().from(companySubscriptions).where(where).for('update');
    if (!existing || existing.stripeSubscriptionId !== subscriptionId) return false;
    const details = { ...((existing.details ?? {}) as Record<string, unknown>) };
    if (typeof details.endedAt === 'string') return true;
    const storedStart = typeof details.periodStart === 'string' ? Date.parse(details.periodStart) : 0;
    if (storedStart > period.start.getTime()) return true;
    details.periodStart = period.start.toISOString();
    details.periodEnd = period.end.toISOString();
    if (purchase.product === 'calculator') {
      const formTypes = { ...((details.formTypeSubscriptions as Record<string, unknown>) ?? {}) };
      for (const type of purchase.formTypes) formTypes[type] = { hasPaidCurrentPeriodInvoice: false };
      details.formTypeSubscriptions = formTypes;
    }
    await tx
      .update(companySubscriptions)
      .set({
        hasPaidCurrentPeriodInvoice: false,
        // An overdue earlier invoice stays past due until it is paid.
        paymentStatus: existing.paymentStatus === 'past_due' ? 'past_due' : 'unpaid',
        invoiceDueAt: dueAt,
        details,
        updatedAt: new Date(),
      })
      .where(where);
    return true;
  });
}
