import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './identity.ts';

/**
 * A company's subscription to one product, as stored for `BILLING=stripe` (docs/billing.md). The
 * product-specific fields of the session shape (`formTypeSubscriptions`, `totalClimateSprints`,
 * `totalSurveys`, `plan`, `hasUsageCharge`) are kept in `details`; the session presenter validates each
 * row against the shared `subscriptionsSchema`.
 */
export const companySubscriptions = pgTable(
  'company_subscriptions',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** One of the entitlement products (`calculator`, `workforce`, …). */
    product: text('product').notNull(),
    /** `charge_automatically`, `send_invoice`, or `included` for a product granted without payment. */
    collectionMethod: text('collection_method').notNull(),
    invoiceDueAt: timestamp('invoice_due_at', { withTimezone: true }),
    hasPaidCurrentPeriodInvoice: boolean('has_paid_current_period_invoice').notNull().default(false),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Set by Stripe events: `paid`, `unpaid` or `past_due`; null for a row written by hand. */
    paymentStatus: text('payment_status'),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.product] })],
);

/** The Stripe customer of a company, created at its first checkout. */
export const stripeCustomers = pgTable('stripe_customers', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already processed: a replayed event changes nothing. */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A checkout of a product under way, per company: while it runs, a second checkout of the same product
 * (a double click, another tab, another admin) is refused, so that both cannot pass the running-plan
 * check and bill the company twice. The checkout deletes its claim when it answers; a claim left by a
 * server that stopped mid-checkout lapses after `CHECKOUT_CLAIM_SECONDS`.
 */
export const checkoutClaims = pgTable(
  'checkout_claims',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.product] })],
);

/**
 * A company's trial of a product (workforce, events): recorded when the trial flag is first used, one per
 * company and product and never restarted; it opens the product from `startedAt` until `endsAt`.
 */
export const companyTrials = pgTable(
  'company_trials',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.product] })],
);
