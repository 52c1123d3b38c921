import type { PublicEsgDashboard } from '@carbon-ledger/core';
import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calculatorInstances } from './calculator.ts';
import { companies, users } from './identity.ts';

/**
 * The public ESG dashboard of an ESG year. `public_id` is set only while it is published: drawn at random
 * (144 bits) at publish, so an unpublished link never comes back. While locked, `snapshot` holds the
 * published content as it was at locking, and the public page shows that instead of the live answers.
 */
export const esgDashboards = pgTable(
  'esg_dashboards',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id').notNull(),
    /** The disclosure codes shown, in the standard's order. */
    disclosures: text('disclosures').array().notNull(),
    publicId: text('public_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    snapshot: jsonb('snapshot').$type<PublicEsgDashboard>(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.instanceId] }),
    foreignKey({
      columns: [table.companyId, table.instanceId],
      foreignColumns: [calculatorInstances.companyId, calculatorInstances.id],
      name: 'esg_dashboards_instance_fk',
    }).onDelete('cascade'),
    // The public page knows only this id (no session, so no company).
    index('esg_dashboards_public_id').on(table.publicId),
  ],
);
