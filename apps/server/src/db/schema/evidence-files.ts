import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calculatorInstances, calculatorResults } from './calculator.ts';
import { users } from './identity.ts';

/**
 * Evidence files (bills, meter readings, invoices) of a calculator year, on one of its results or on the
 * year as a whole (`result_id` null). The bytes live in the file store under the row's id, never under
 * the uploaded name, which is kept for display only.
 */
export const evidenceFiles = pgTable(
  'evidence_files',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    instanceId: uuid('instance_id').notNull(),
    resultId: uuid('result_id'),
    displayName: text('display_name').notNull(),
    kind: text('kind').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    // A deleted year or result takes its rows along; the stored bytes are swept by the file store.
    foreignKey({
      columns: [table.companyId, table.instanceId],
      foreignColumns: [calculatorInstances.companyId, calculatorInstances.id],
      name: 'evidence_files_instance_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.companyId, table.resultId],
      foreignColumns: [calculatorResults.companyId, calculatorResults.id],
      name: 'evidence_files_result_fk',
    }).onDelete('cascade'),
    index('evidence_files_instance').on(table.companyId, table.instanceId, table.uploadedAt),
    index('evidence_files_result').on(table.companyId, table.resultId).where(sql`result_id is not null`),
  ],
);
