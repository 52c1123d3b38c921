import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './identity.ts';

/**
 * Custom plans (custom solutions): licences an operator sells outside the price list. Global, keyed by
 * their code; `company_id` is the one company the code was attached to (null until then), so the table
 * is the operators' and would be a reference table when distributed (docs/scaling.md). A code once
attached stays used (`attached_at`) even if that company is deleted later.
 */
export const customPlans = pgTable(
  'custom_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As the operator typed it; looked up by `lower(code)`, unique regardless of case. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Entitlement product keys (`calculator`, `climateAnalytics`, …). */
    products: text('products').array().notNull(),
    /** Calculator form types, when `products` has `calculator`. */
    formTypes: text('form_types').array().notNull().default(sql`'{}'::text[]`),
    seats: integer('seats').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** Net amount with cents; null when the plan is invoiced separately. */
    priceAmount: numeric('price_amount', { precision: 14, scale: 2 }),
    priceCurrency: text('price_currency'),
    invoicedSeparately: boolean('invoiced_separately').notNull().default(false),
    /** Shown to the company with the licence details. */
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('custom_plans_code_key').on(sql`lower(${table.code})`),
    index('custom_plans_company').on(table.companyId),
    check('custom_plans_term', sql`${table.endsOn} >= ${table.startsOn}`),
    check('custom_plans_seats', sql`${table.seats} >= 1`),
    check(
      'custom_plans_price',
      sql`(${table.invoicedSeparately} and ${table.priceAmount} is null and ${table.priceCurrency} is null) or (not ${table.invoicedSeparately} and ${table.priceAmount} is not null and ${table.priceCurrency} is not null)`,
    ),
  ],
);
