import {
  date,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { forms } from './forms.ts';
import { companies, users } from './identity.ts';

/**
 * Commute and home-office surveys (docs/surveys.md): the period, audience and head count of one survey
 * over its form (the question set, state and answers live in `forms`). `inventoryRows` remembers the
 * calculator results each year received, so sending again updates them instead of adding new ones.
 */
export const surveys = pgTable(
  'surveys',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    formId: uuid('form_id').notNull(),
    name: text('name').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** all, teams or open. */
    audience: text('audience').notNull(),
    teamIds: uuid('team_ids').array().notNull(),
    headCount: integer('head_count'),
    weeksPerYear: smallint('weeks_per_year').notNull(),
    /** instance id → row key (a mode or `homeworking`) → calculator result id. */
    inventoryRows: jsonb('inventory_rows').notNull().default({}),
    /** instance id → the figures its rows were made with (`CommuteMethod`), worded in each report's language. */
    inventoryMethods: jsonb('inventory_methods').notNull().default({}),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('surveys_form').on(table.companyId, table.formId),
    foreignKey({
      columns: [table.companyId, table.formId],
      foreignColumns: [forms.companyId, forms.id],
      name: 'surveys_form_fk',
    }).onDelete('cascade'),
  ],
);
