import type { DatapointValue } from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { calculatorInstances } from './calculator.ts';
import { companies, users } from './identity.ts';

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

const yearKey = (table: { companyId: never; instanceId: never }, name: string) =>
  foreignKey({
    columns: [table.companyId, table.instanceId],
    foreignColumns: [calculatorInstances.companyId, calculatorInstances.id],
    name,
  }).onDelete('cascade');

const changed = {
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** What an ESG year (an instance of an ESG project) reports: its form family and the VSME modules selected. */
export const esgYears = pgTable(
  'esg_years',
  {
    companyId: companyId(),
    instanceId: uuid('instance_id').notNull(),
    /** `basic`, or `comprehensive` for Basic with the Comprehensive module. */
    vsmeModules: text('vsme_modules').notNull().default('basic'),
    /** The form family the year is entered with: `vsme`, or `esrs` for the ESRS topical standards. */
    formFamily: text('form_family').notNull().default('vsme'),
    ...changed,
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.instanceId] }),
    yearKey(table as never, 'esg_years_instance_fk'),
    check('esg_years_vsme_modules', sql`${table.vsmeModules} in ('basic', 'comprehensive')`),
    check('esg_years_form_family', sql`${table.formFamily} in ('vsme', 'esrs')`),
  ],
);

/**
 * Answers of an ESG year, one per datapoint (and table row: `member_key`, empty for a plain datapoint).
 * The value is a `DatapointValue`, checked against its datapoint before it is written.
 */
export const esgAnswers = pgTable(
  'esg_answers',
  {
    companyId: companyId(),
    instanceId: uuid('instance_id').notNull(),
    datapointCode: text('datapoint_code').notNull(),
    memberKey: text('member_key').notNull().default(''),
    value: jsonb('value').notNull().$type<DatapointValue>(),
    ...changed,
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.instanceId, table.datapointCode, table.memberKey] }),
    yearKey(table as never, 'esg_answers_instance_fk'),
  ],
);

/** Per ESG year and disclosure: stated not material (with the reason), and the evidence note. */
export const esgDisclosureStates = pgTable(
  'esg_disclosure_states',
  {
    companyId: companyId(),
    instanceId: uuid('instance_id').notNull(),
    disclosureCode: text('disclosure_code').notNull(),
    isNotMaterial: boolean('is_not_material').notNull().default(false),
    notMaterialReason: text('not_material_reason').notNull().default(''),
    evidenceNote: text('evidence_note').notNull().default(''),
    /** The approved materiality assessment that last decided this disclosure, and its reason (either way). */
    materialityAssessmentId: uuid('materiality_assessment_id'),
    materialityReason: text('materiality_reason').notNull().default(''),
    ...changed,
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.instanceId, table.disclosureCode] }),
    yearKey(table as never, 'esg_disclosure_states_instance_fk'),
    check(
      'esg_disclosure_states_reason',
      sql`not ${table.isNotMaterial} or ${table.notMaterialReason} <> ''`,
    ),
  ],
);

/**
 * The identifier a company names itself by in its XBRL reports (`ENTITY_IDENTIFIER_SCHEMES`: an LEI, a
 * EUID of its national register, a D-U-N-S number or a PermID), one per company.
 */
export const esgReportingEntities = pgTable(
  'esg_reporting_entities',
  {
    companyId: companyId(),
    kind: text('kind').notNull(),
    identifier: text('identifier').notNull(),
    ...changed,
  },
  (table) => [
    primaryKey({ name: 'esg_reporting_entities_pkey', columns: [table.companyId] }),
    check('esg_reporting_entities_kind', sql`${table.kind} in ('lei', 'euid', 'duns', 'permid')`),
  ],
);
