import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * The substance list the operator loaded (ECHA's candidate list): one row for the installation, with
 * the file it came from. Global, not company-owned. No row: the picker searches `SEED_SUBSTANCES`.
 */
export const substanceLists = pgTable(
  'substance_lists',
  {
    /** Always `current`: there is one list per installation. */
    key: text('key').primaryKey(),
    fileName: text('file_name').notNull(),
    substanceCount: integer('substance_count').notNull(),
    loadedBy: uuid('loaded_by').references(() => users.id, { onDelete: 'set null' }),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('substance_lists_key', sql`${table.key} = 'current'`)],
);

/**
 * The substances of the loaded list, in the file's order (`position`). `search_text` holds the name
 * in lower case and the EC and CAS numbers, so a search is one `strpos` over it. Replaced whole.
 */
export const substances = pgTable('substances', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  ecNumbers: text('ec_numbers').array().notNull(),
  casNumbers: text('cas_numbers').array().notNull(),
  searchText: text('search_text').notNull(),
});
