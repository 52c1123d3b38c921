import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './identity.ts';

/** A company's teams (docs/workforce.md): the name is unique in the company, compared without case. */
export const workforceTeams = pgTable(
  'workforce_teams',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('workforce_teams_name').on(table.companyId, table.nameKey),
  ],
);

/**
 * A company's employees, known by email (stored lower-case, unique in the company), each in at most one
 * team. A team is emptied before it is deleted (the service does it in the same transaction).
 */
export const workforceEmployees = pgTable(
  'workforce_employees',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    email: text('email').notNull(),
    teamId: uuid('team_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('workforce_employees_email').on(table.companyId, table.email),
    foreignKey({
      columns: [table.companyId, table.teamId],
      foreignColumns: [workforceTeams.companyId, workforceTeams.id],
      name: 'workforce_employees_team_fk',
    }),
    index('workforce_employees_recent').on(table.companyId, table.createdAt),
    index('workforce_employees_team')
      .on(table.companyId, table.teamId)
      .where(sql`${table.teamId} is not null`),
  ],
);
