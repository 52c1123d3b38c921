import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { calculatorInstances } from './calculator.ts';
import { companies } from './identity.ts';

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A plan belongs to a project (container) or a group: `plan_kind` + `plan_id`. Not a foreign key, as it
 * points at one of two tables; deleting a project or group leaves rows nobody can reach, which the
 * company's deletion cascades away.
 */
const planColumns = {
  planKind: text('plan_kind').notNull(),
  planId: uuid('plan_id').notNull(),
};

const tracking = {
  status: text('status').notNull().default('idea'),
  notes: text('notes').notNull().default(''),
  responsible: text('responsible').notNull().default(''),
  dueDate: date('due_date', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Status and tracking of a catalogue idea in a plan (no row: status 'idea'). */
export const reductionIdeaTracking = pgTable(
  'reduction_idea_tracking',
  {
    companyId: companyId(),
    ...planColumns,
    ideaId: text('idea_id').notNull(),
    ...tracking,
  },
  (table) => [primaryKey({ columns: [table.companyId, table.planKind, table.planId, table.ideaId] })],
);

/** Ideas a company wrote itself, with their own levels and reduction. */
export const reductionCustomIdeas = pgTable(
  'reduction_custom_ideas',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    ...planColumns,
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    investment: text('investment').notNull(),
    cost: text('cost').notNull(),
    effort: text('effort').notNull(),
    impact: text('impact').notNull(),
    reductionValue: doublePrecision('reduction_value').notNull(),
    /** 'kg' a year or 'percent' of the year's total. */
    reductionUnit: text('reduction_unit').notNull(),
    ...tracking,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('reduction_custom_ideas_plan').on(table.companyId, table.planKind, table.planId),
  ],
);

/** Reduction targets of a plan: a scope's (or the total's) reduction from a base year to a target year. */
export const reductionTargets = pgTable(
  'reduction_targets',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    ...planColumns,
    baseInstanceId: uuid('base_instance_id').notNull(),
    targetYear: smallint('target_year').notNull(),
    /** '1', '2', '3' or 'total'. */
    scope: text('scope').notNull(),
    reductionPercent: doublePrecision('reduction_percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('reduction_targets_plan').on(table.companyId, table.planKind, table.planId),
    // A target without its base year has nothing to measure against: it goes with the year.
    foreignKey({
      columns: [table.companyId, table.baseInstanceId],
      foreignColumns: [calculatorInstances.companyId, calculatorInstances.id],
      name: 'reduction_targets_base_instance_fk',
    }).onDelete('cascade'),
  ],
);

/**
 * The company's published climate action plan: a snapshot taken at publish time, readable by anyone
 * with the unguessable public id while it is published.
 */
export const climateActionPlans = pgTable(
  'climate_action_plans',
  {
    companyId: companyId(),
    publicId: text('public_id').notNull(),
    isPublished: boolean('is_published').notNull().default(false),
    ...planColumns,
    /** The published plan (targets, ideas, years) as the public read answers it, minus localized texts. */
    snapshot: jsonb('snapshot').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId] }),
    // The public read looks a plan up by its public id alone (no session, so no company).
    index('climate_action_plans_public_id').on(table.publicId),
  ],
);
