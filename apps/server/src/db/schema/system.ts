import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Installation-wide settings the server generates for itself (the session signing secret when
 * none is configured, the installation id). Global, not company-owned.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
