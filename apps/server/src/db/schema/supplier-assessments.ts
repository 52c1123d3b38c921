import {
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.ts';

/**
 * A company's suppliers (docs/supplier-assessments.md): the name is unique in the company, compared
 * without case; country, NACE industry, spend and head count are optional.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    contactEmail: text('contact_email').notNull(),
    country: text('country'),
    naceCode: text('nace_code'),
    spendAmount: doublePrecision('spend_amount'),
    spendCurrency: text('spend_currency'),
    employees: integer('employees'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    unique('suppliers_name').on(table.companyId, table.nameKey),
  ],
);

/**
 * What a supplier reported for one year, and the company factor made of it (`company_factors.id`):
 * a new report replaces the factor with a new one, as a company's factors are added or deleted, never
 * changed (results keep the factor they were computed with).
 */
export const supplierReportedEmissions = pgTable(
  'supplier_reported_emissions',
  {
    companyId: uuid('company_id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    year: integer('year').notNull(),
    scope1Tonnes: doublePrecision('scope1_tonnes').notNull(),
    scope2Tonnes: doublePrecision('scope2_tonnes').notNull(),
    scope3Tonnes: doublePrecision('scope3_tonnes'),
    revenue: doublePrecision('revenue').notNull(),
    currency: text('currency').notNull(),
    kgPerEur: doublePrecision('kg_per_eur').notNull(),
    factorId: text('factor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.supplierId, table.year] }),
    foreignKey({
      columns: [table.companyId, table.supplierId],
      foreignColumns: [suppliers.companyId, suppliers.id],
      name: 'supplier_reported_emissions_supplier_fk',
    }).onDelete('cascade'),
  ],
);

/**
 * A questionnaire sent to a supplier: the template and the question set it was sent with (its form in the
 * forms module keeps the snapshot), the VSME datapoints of its questions, the value-chain cap version it
 * was checked against (null: the supplier has more than 1,000 employees), the year it asks about and its
 * deadline. The supplier answers through the form's personal link.
 */
export const supplierQuestionnaires = pgTable(
  'supplier_questionnaires',
  {
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    supplierId: uuid('supplier_id').notNull(),
    templateId: text('template_id').notNull(),
    templateVersion: integer('template_version').notNull(),
    formId: uuid('form_id').notNull(),
    datapoints: jsonb('datapoints').$type<Record<string, string[]>>().notNull(),
    capVersion: text('cap_version'),
    reportingYear: integer('reporting_year').notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    language: text('language').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    reminderCount: integer('reminder_count').notNull().default(0),
    /** When a member took the reported emissions over as a company factor. */
    emissionsAcceptedAt: timestamp('emissions_accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by'),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      columns: [table.companyId, table.supplierId],
      foreignColumns: [suppliers.companyId, suppliers.id],
      name: 'supplier_questionnaires_supplier_fk',
    }).onDelete('cascade'),
    index('supplier_questionnaires_supplier').on(table.companyId, table.supplierId),
  ],
);
