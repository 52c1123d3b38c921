import {
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { calculatorInstances } from './calculator.ts';
import { companies, users } from './identity.ts';

/**
 * Invites to fill in parts of one calculator instance (never a group). The link's token is kept as a
 * hash for the lookup and, so the inviter's Assignments can show the link again, encrypted with a key
 * derived from the session secret; the raw token is only in the mailed link.
 */
export const calculatorInvites = pgTable(
  'calculator_invites',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    instanceId: uuid('instance_id').notNull(),
    email: text('email').notNull(),
    name: text('name'),
    /** colleague or supplier. */
    kind: text('kind').notNull(),
    /** The inviter's words to the invitee, shown in the mail and beside the granted parts. */
    message: text('message'),
    /** sha256 of the current token; a resend replaces it, so the old link stops working. */
    tokenHash: text('token_hash').notNull(),
    /** The current token, AES-256-GCM with a key derived from the session secret. */
    tokenCiphertext: text('token_ciphertext').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the invitee last saved something; unread for the inviter while after `inviterSeenAt`. */
    lastInputAt: timestamp('last_input_at', { withTimezone: true }),
    inviterSeenAt: timestamp('inviter_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      columns: [table.companyId, table.instanceId],
      foreignColumns: [calculatorInstances.companyId, calculatorInstances.id],
      name: 'calculator_invites_instance_fk',
    }).onDelete('cascade'),
    index('calculator_invites_instance').on(table.companyId, table.instanceId),
    index('calculator_invites_creator').on(table.companyId, table.createdByUserId, table.updatedAt),
    // The public form arrives with a token only: the one lookup not narrowed by company (not unique, so
    // the key rule holds; 256-bit tokens do not collide).
    index('calculator_invites_token').on(table.tokenHash),
  ],
);

/**
 * The sections or option groups an invite grants (a calculator year), or the disclosure codes (an ESG
 * year), each with an optional deadline.
 */
export const calculatorInviteItems = pgTable(
  'calculator_invite_items',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    inviteId: uuid('invite_id').notNull(),
    /** section, optionGroup or disclosure. */
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    deadline: date('deadline', { mode: 'string' }),
    /** Set when the invitee says the part is done (status complete even with rows not marked). */
    markedDoneAt: timestamp('marked_done_at', { withTimezone: true }),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.inviteId, table.kind, table.itemId] }),
    foreignKey({
      columns: [table.companyId, table.inviteId],
      foreignColumns: [calculatorInvites.companyId, calculatorInvites.id],
      name: 'calculator_invite_items_invite_fk',
    }).onDelete('cascade'),
  ],
);
