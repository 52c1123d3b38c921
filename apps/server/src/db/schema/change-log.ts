import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.ts';

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/**
 * The change log (docs/audit-trail.md): who changed what, when, before and after, hash-chained per
 * company (`packages/core/src/audit`). The app only appends; no route updates or deletes an entry.
 */
export const changeLog = pgTable(
  'change_log',
  {
    companyId: companyId(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    /** The year the change belongs to, when it belongs to one. */
    instanceId: uuid('instance_id'),
    actorId: uuid('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
    /**
     * How `hash` was computed (`CHANGE_LOG_HASH_VERSION`): 2 hashes `instance_id` too; 1 is kept by the
     * entries written before migration 0045, which hashed no year.
     */
    hashVersion: smallint('hash_version').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.sequence] }),
    check('change_log_hash_version_known', sql`${table.hashVersion} in (1, 2)`),
    index('change_log_instance').on(table.companyId, table.instanceId, table.sequence),
  ],
);

/** Each company's chain head, locked FOR UPDATE by every append so the chain never forks. */
export const changeLogHeads = pgTable(
  'change_log_heads',
  {
    companyId: companyId(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId] })],
);
