import type { CustomFormComposition } from '@carbon-ledger/core';
import { foreignKey, integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calculatorContainers } from './calculator.ts';
import { companies } from './identity.ts';

/**
 * The form a company composed for one of its Custom projects (spec: containers of type 'custom'). One row
 * per project; a project without a row is entered with the shipped, empty Custom form.
 */
export const calculatorCustomForms = pgTable(
  'calculator_custom_forms',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    containerId: uuid('container_id').notNull(),
    /** Checked with `customFormCompositionSchema` and against the factor library before it is stored. */
    composition: jsonb('composition').notNull().$type<CustomFormComposition>(),
    /** Counts the saves: the form version is `custom-<version>`, and an editor's stale copy is refused. */
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.containerId] }),
    foreignKey({
      columns: [table.companyId, table.containerId],
      foreignColumns: [calculatorContainers.companyId, calculatorContainers.id],
      name: 'calculator_custom_forms_container_fk',
    }).onDelete('cascade'),
  ],
);
