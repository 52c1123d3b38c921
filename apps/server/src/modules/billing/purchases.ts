import { CONTAINER_TYPES, type PlansFile, PRODUCTS, type Product } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '../../db/client.ts';
import { companySubscriptions } from '../../db/schema/billing.ts';

type Interval = 'month' | 'year';

/** What was bought; travels as Stripe metadata and comes back with every event. */
export type Purchase = {
  companyId: string;
  product: Product;
  priceId: string;
  kind: 'subscription' | 'single';
  formTypes: string[];
  quantity: number;
  interval: Interval | null;
  amountEur: number;
};

export const isProduct = (value: unknown): value is Product =>
  typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);

export function toMetadata(purchase: Purchase): Record<string, string> {
  return {
    companyId: purchase.companyId,
    product: purchase.product,
    priceId: purchase.priceId,
    kind: purchase.kind,
    formTypes: purchase.formTypes.join(','),
    quantity: String(purchase.quantity),
    interval: purchase.interval ?? '',
    amountEur: String(purchase.amountEur),
  };
}

/** The purchase named by our metadata, or undefined for Stripe objects this installation did not create. */
export function fromMetadata(metadata: Record<string, string> | null | undefined): Purchase | undefined {
  if (!metadata?.companyId || !isProduct(metadata.product) || !metadata.priceId) return undefined;
  const interval = metadata.interval === 'month' || metadata.interval === 'year' ? metadata.interval : null;
  return {
    companyId: metadata.companyId,
    product: metadata.product,
    priceId: metadata.priceId,
    kind: metadata.kind === 'subscription' ? 'subscription' : 'single',
    formTypes: (metadata.formTypes ?? '').split(',').filter(Boolean),
    quantity: Math.max(1, Number.parseInt(metadata.quantity ?? '1', 10) || 1),
    interval,
    amountEur: Number(metadata.amountEur ?? 0),
  };
}

export type CheckoutContext = {
  db: Database;
  stripe: Stripe;
  plans: PlansFile;
  publicUrl: string;
  invoiceDaysUntilDue: number;
  now: () => Date;
};

export type PaymentState = {
  isPaid: boolean;
  collectionMethod: 'charge_automatically' | 'send_invoice';
  invoiceDueAt: Date | null;
  paymentStatus: 'paid' | 'unpaid' | 'past_due';
  stripeSubscriptionId: string | null;
  periodStart: Date;
  /** The period's end when Stripe names it; else one interval after `periodStart`. */
  periodEnd?: Date;
  /** An invoice of a change of plan: the running period stays as stored. */
  isWithinPeriod?: boolean;
};

function addInterval(start: Date, interval: Interval): Date {
  const end = new Date(start);
  if (interval === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/**
 * Records a purchase on the company's subscription of its product: the payment state, and the product's
 * own fields (form types, plan, counts). Counts (surveys, sprints) grow only with a paid purchase; the
 * callers make sure one Stripe object is applied as paid once. A Stripe subscription other than the one
 * still running for the product is not recorded: the answer is `extra`, and the caller cancels it.
 */
export async function applyPurchase(
  db: Database,
  purchase: Purchase,
  state: PaymentState,
): Promise<'applied' | 'extra'> {
  return db.transaction(async (tx) => {
    if (state.stripeSubscriptionId) {
      // A row to lock even for the first purchase: a second Stripe subscription recorded at the same time
      // waits here for the first and then sees it.
      await tx
        .insert(companySubscriptions)
        .values({
          companyId: purchase.companyId,
          product: purchase.product,
          collectionMethod: state.collectionMethod,
        })
        .onConflictDoNothing();
    }
    const [existing] = await tx
      .select()
      .from(companySubscriptions)
      .where(
        and(
          eq(companySubscriptions.companyId, purchase.companyId),
          eq(companySubscriptions.product, purchase.product),
        ),
      )
      .for('update');
    const before = (existing?.details ?? {}) as Record<string, unknown>;
    if (
      state.stripeSubscriptionId &&
      existing?.stripeSubscriptionId &&
      existing.stripeSubscriptionId !== state.stripeSubscriptionId &&
      typeof before.endedAt !== 'string'
    ) {
      // Another Stripe subscription of the product still runs (two checkouts paid at once): this one is
      // an extra the company must not pay for, and changes nothing here.
      return 'extra';
    }
    const details: Record<string, unknown> = { ...before, priceId: purchase.priceId };
    if (state.stripeSubscriptionId && state.stripeSubscriptionId !== existing?.stripeSubscriptionId) {
      // A new Stripe subscription: what was recorded of the one it replaces does not apply to it.
      delete details.endedAt;
      delete details.cancelAtPeriodEnd;
      delete details.stripeStateAt;
    }
    if (purchase.interval) {
      details.interval = purchase.interval;
      details.amountEur = purchase.amountEur;
      if (!state.isWithinPeriod || typeof details.periodStart !== 'string') {
        details.periodStart = state.periodStart.toISOString();
        details.periodEnd = (
          state.periodEnd ?? addInterval(state.periodStart, purchase.interval)
        ).toISOString();
      }
    }
    switch (purchase.product) {
      case 'calculator': {
        const formTypes = { ...((before.formTypeSubscriptions as Record<string, unknown>) ?? {}) };
        for (const type of purchase.formTypes) {
          if ((CONTAINER_TYPES as readonly string[]).includes(type))
            formTypes[type] = { hasPaidCurrentPeriodInvoice: state.isPaid };
        }
        details.formTypeSubscriptions = formTypes;
        break;
      }
      case 'surveys':
        details.totalSurveys = Number(before.totalSurveys ?? 0) + (state.isPaid ? purchase.quantity : 0);
        break;
      case 'climateSprint':
        details.totalClimateSprints =
          Number(before.totalClimateSprints ?? 0) + (state.isPaid ? purchase.quantity : 0);
        break;
      case 'employees':
        details.plan = purchase.priceId;
        break;
      case 'events':
        details.hasUsageCharge = Boolean(before.hasUsageCharge ?? false);
        break;
      default:
        break;
    }
    const values = {
      collectionMethod: state.collectionMethod,
      invoiceDueAt: state.invoiceDueAt,
      hasPaidCurrentPeriodInvoice: state.isPaid,
      paymentStatus: state.paymentStatus,
      stripeSubscriptionId: state.stripeSubscriptionId ?? existing?.stripeSubscriptionId ?? null,
      details,
      updatedAt: new Date(),
    };
    await tx
      .insert(companySubscriptions)
      .values({ companyId: purchase.companyId, product: purchase.product, ...values })
      .onConflictDoUpdate({
        target: [companySubscriptions.companyId, companySubscriptions.product],
        set: values,
      });
    return 'applied';
  });
}

export const idOf = (value: string | { id?: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
