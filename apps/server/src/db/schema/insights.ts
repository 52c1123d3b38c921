import type { WidgetSettings } from '@carbon-ledger/core';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './identity.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * A company's insight widgets. `public_id` is set only while the widget is published: drawn at random
 * (144 bits) at publish, so an unpublished link never comes back. `snapshot_id` is the published figure.
 */
export const insightWidgets = pgTable(
  'insight_widgets',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    settings: jsonb('settings').$type<WidgetSettings>().notNull(),
    position: integer('position').notNull().default(0),
    publicId: text('public_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    snapshotId: uuid('snapshot_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // The public pages know only this id (no session, so no company).
    index('insight_widgets_public_id').on(table.publicId),
  ],
);

/**
 * Every figure a widget published: what it said, its hash (recorded in the change log), and the
 * images rendered from it once. Kept after the widget is unpublished or deleted, so a verification page
 * can still say that an old embed was superseded or withdrawn.
 */
export const insightSnapshots = pgTable(
  'insight_snapshots',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    widgetId: uuid('widget_id').notNull(),
    hash: text('hash').notNull(),
    /** The start of the hash that the image and page print: the verification page's address. */
    code: text('code').notNull(),
    /** The hash of the settings, figures and view alone: equal to today's while nothing changed. */
    figuresHash: text('figures_hash').notNull(),
    content: jsonb('content').$type<unknown>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    changeLogSequence: bigint('change_log_sequence', { mode: 'number' }),
    svg: text('svg').notNull(),
    png: bytea('png').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('insight_snapshots_code').on(table.code),
    index('insight_snapshots_widget').on(table.companyId, table.widgetId, table.computedAt),
  ],
);

/** The company's public analytics page: its id while any widget is published, and who may embed widgets. */
export const insightPages = pgTable(
  'insight_pages',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    publicId: text('public_id'),
    frameDomains: text('frame_domains').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('insight_pages_public_id').on(table.publicId)],
);
