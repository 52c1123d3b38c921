import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './identity.ts';

/**
 * The first answer to a write sent with an `Idempotency-Key`, per company, so a retry after a lost
 * answer gets the same answer instead of doing the write twice. `status` is null while the first
 * request is still running. Rows expire (`expiresAt`) and are cleared as new keys arrive.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Which route the key was used on, and a hash of the request body: a reused key must match both. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.key] })],
);
