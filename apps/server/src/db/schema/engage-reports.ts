import type { EngageReportContent, EngageSnapshot } from '@carbon-ledger/core';
import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calculatorGroups } from './calculator.ts';
import { companies } from './identity.ts';

/**
 * Engage reports of a year or of a group's year. `public_id` is set only while the report is
 * published: it is drawn at random (144 bits) at publish, so a revoked link never comes back.
 */
export const engageReports = pgTable(
  'engage_reports',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** The group of a group's year; null for one project's year. */
    groupId: uuid('group_id'),
    /** The years (instances) the figures are taken from; years deleted later drop out of the list. */
    instanceIds: uuid('instance_ids').array().notNull(),
    content: jsonb('content').$type<EngageReportContent>().notNull(),
    publicId: text('public_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The figures at publish time, so the public page shows what was published. */
    snapshot: jsonb('snapshot').$type<EngageSnapshot>(),
    /** The texts, brand and choice of figures at publish time: later edits stay drafts until re-published. */
    publishedContent: jsonb('published_content').$type<EngageReportContent>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      columns: [table.companyId, table.groupId],
      foreignColumns: [calculatorGroups.companyId, calculatorGroups.id],
      name: 'engage_reports_group_fk',
    }).onDelete('cascade'),
    // Not unique: a unique key would have to lead with company_id, and the public page knows only this id.
    index('engage_reports_public_id').on(table.publicId),
  ],
);
