import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './identity.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Support tickets a signed-in user files in the company they work in (docs/support-tickets.md). The
 * optional attachment is small (MAX_SUPPORT_ATTACHMENT_BYTES) and kept in the row, so a ticket lands
 * whole or not at all; lists never select its bytes.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** Who filed it; null once that account is gone (the ticket stays for support). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    attachmentName: text('attachment_name'),
    attachmentKind: text('attachment_kind'),
    attachmentMediaType: text('attachment_media_type'),
    attachmentSizeBytes: integer('attachment_size_bytes'),
    attachmentContent: bytea('attachment_content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    check('support_tickets_status', sql`${table.status} in ('open', 'answered', 'closed')`),
    index('support_tickets_author').on(table.companyId, table.createdBy, table.createdAt),
    // Support's list across companies, newest activity first.
    index('support_tickets_updated').on(table.updatedAt),
  ],
);

/** Answers of support to a ticket, oldest first. */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    ticketId: uuid('ticket_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      columns: [table.companyId, table.ticketId],
      foreignColumns: [supportTickets.companyId, supportTickets.id],
      name: 'support_ticket_replies_ticket_fk',
    }).onDelete('cascade'),
    index('support_ticket_replies_ticket').on(table.companyId, table.ticketId, table.createdAt),
  ],
);
