import { foreignKey, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { calculatorResults } from './calculator.ts';
import { users } from './identity.ts';

/**
 * Who marked a result reviewed, when and with what comment (`calculator_results.is_reviewed` is the mark
 * itself). A change to the result through the app deletes the row and clears the mark.
 */
export const resultReviews = pgTable(
  'result_reviews',
  {
    companyId: uuid('company_id').notNull(),
    resultId: uuid('result_id').notNull(),
    instanceId: uuid('instance_id').notNull(),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
    comment: text('comment').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.resultId] }),
    foreignKey({
      columns: [table.companyId, table.resultId],
      foreignColumns: [calculatorResults.companyId, calculatorResults.id],
      name: 'result_reviews_result_fk',
    }).onDelete('cascade'),
    index('result_reviews_instance').on(table.companyId, table.instanceId),
  ],
);
