import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.ts';

/**
 * Public links (docs/architecture.md "Survey engine and public links"): a random token kept as its sha256
 * (and, for links the company mails again, encrypted with a key derived from the session secret), scoped
 * to one purpose and one subject. Dead (revoked, expired, deleted) links answer 404.
 */
export const publicLinks = pgTable(
  'public_links',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** What the link opens (`form`, …): a token of one purpose never resolves for another. */
    purpose: text('purpose').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** personal (one recipient, answers once) or open (anyone with the link). */
    kind: text('kind').notNull(),
    /** Whom a personal link was made for (a workforce employee); deleting them deletes the link. */
    recipientId: uuid('recipient_id'),
    /** A group the publisher counts links by (a team), never a person. */
    groupKey: text('group_key'),
    tokenHash: text('token_hash').notNull(),
    tokenCiphertext: text('token_ciphertext'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the recipient submitted (personal links): whether, never what. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    sentCount: smallint('sent_count').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // The public page arrives with a token only: the one lookup not narrowed by company.
    index('public_links_token').on(table.tokenHash),
    index('public_links_subject').on(table.companyId, table.purpose, table.subjectId),
    uniqueIndex('public_links_recipient')
      .on(table.companyId, table.purpose, table.subjectId, table.recipientId)
      .where(sql`${table.recipientId} is not null`),
  ],
);

/**
 * A questionnaire published through public links: the question set as it was sent (a snapshot, so later
 * versions never change what was answered), its languages and state. The module that owns it (`purpose`)
 * keeps its own record of what it is about (a commute survey, an event).
 */
export const forms = pgTable(
  'forms',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    purpose: text('purpose').notNull(),
    title: text('title').notNull(),
    languages: text('languages').array().notNull(),
    questionSet: jsonb('question_set').notNull(),
    /** draft, open or closed: only an open form takes answers. */
    state: text('state').notNull().default('draft'),
    /** Answers an open link takes from one address. */
    openLinkLimitPerAddress: smallint('open_link_limit_per_address').notNull().default(3),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);

/**
 * Answers to a form. A personal link's draft carries the link id; submitting clears it and marks the
 * link used instead, so a submitted answer is tied to no person, only to the link's group. Open-link
 * answers carry a keyed hash of the sender's address for the per-address limit.
 */
export const formResponses = pgTable(
  'form_responses',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    formId: uuid('form_id').notNull(),
    linkId: uuid('link_id'),
    groupKey: text('group_key'),
    addressHash: text('address_hash'),
    answers: jsonb('answers').notNull(),
    /** sha256 of the answers in canonical JSON: the duplicate check of open links. */
    answersHash: text('answers_hash').notNull(),
    /** draft or submitted. */
    state: text('state').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      columns: [table.companyId, table.formId],
      foreignColumns: [forms.companyId, forms.id],
      name: 'form_responses_form_fk',
    }).onDelete('cascade'),
    uniqueIndex('form_responses_link')
      .on(table.companyId, table.linkId)
      .where(sql`${table.linkId} is not null`),
    index('form_responses_form').on(table.companyId, table.formId, table.state),
    index('form_responses_address')
      .on(table.companyId, table.formId, table.addressHash)
      .where(sql`${table.addressHash} is not null`),
  ],
);
