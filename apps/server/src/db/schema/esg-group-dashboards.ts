import type { PublicEsgGroupDashboard } from '@carbon-ledger/core';
import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calculatorGroups } from './calculator.ts';
import { companies, users } from './identity.ts';

/**
 * The public ESG dashboard of a group (the ESG years of its ESG projects), kept like a year's
 * (esg-dashboards.ts): `public_id` only while published, drawn at random at publish; while locked,
 * `snapshot` holds the published content as it was at locking.
 */
export const esgGroupDashboards = pgTable(
  'esg_group_dashboards',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id').notNull(),
    /** The disclosure codes shown, in the standard's order. */
    disclosures: text('disclosures').array().notNull(),
    publicId: text('public_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    snapshot: jsonb('snapshot').$type<PublicEsgGroupDashboard>(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.groupId] }),
    foreignKey({
      columns: [table.companyId, table.groupId],
      foreignColumns: [calculatorGroups.companyId, calculatorGroups.id],
      name: 'esg_group_dashboards_group_fk',
    }).onDelete('cascade'),
    // The public page knows only this id (no session, so no company).
    index('esg_group_dashboards_public_id').on(table.publicId),
  ],
);
