import type { IroScores, MaterialityMatter, ProposalOrigin } from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './identity.ts';

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const actor = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/**
 * The matter list versions sitewide admins added (docs/materiality.md). Version 1 ships in core and is
 * not stored; a version is never changed once written, so an assessment that recorded it keeps its list.
 */
export const materialityMatterLists = pgTable(
  'materiality_matter_lists',
  {
    version: integer('version').primaryKey(),
    matters: jsonb('matters').notNull().$type<MaterialityMatter[]>(),
    note: text('note').notNull(),
    createdBy: actor('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('materiality_matter_lists_version', sql`${table.version} >= 2`)],
);

/** A double materiality assessment of one year: context, thresholds, state and, once approved, its outcome. */
export const materialityAssessments = pgTable(
  'materiality_assessments',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    state: text('state').notNull().default('draft'),
    matterListVersion: integer('matter_list_version').notNull(),
    context: jsonb('context').notNull().$type<Record<string, unknown>>(),
    entitySpecificMatters: jsonb('entity_specific_matters')
      .notNull()
      .default(sql`'[]'::jsonb`)
      .$type<{ id: string; standard: string | null; name: string }[]>(),
    explanations: jsonb('explanations').notNull().default(sql`'{}'::jsonb`).$type<Record<string, string>>(),
    /** The other companies of a group the assessment covers (IG 1), each one the creator belonged to. */
    groupCompanyIds: uuid('group_company_ids').array().notNull().default(sql`'{}'`),
    impactThreshold: doublePrecision('impact_threshold').notNull(),
    financialThreshold: doublePrecision('financial_threshold').notNull(),
    formulaVersion: text('formula_version').notNull(),
    previousAssessmentId: uuid('previous_assessment_id'),
    /** The decisions as approved (matters and standards), kept so a later formula never changes them. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: actor('approved_by'),
    createdBy: actor('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    check('materiality_assessments_state', sql`${table.state} in ('draft', 'in-review', 'approved')`),
    check(
      'materiality_assessments_approved',
      sql`(${table.state} = 'approved') = (${table.approvedAt} is not null)`,
    ),
  ],
);

const assessmentKey = (table: { companyId: never; assessmentId: never }, name: string) =>
  foreignKey({
    columns: [table.companyId, table.assessmentId],
    foreignColumns: [materialityAssessments.companyId, materialityAssessments.id],
    name,
  }).onDelete('cascade');

/** Impacts, risks and opportunities of an assessment's matters, with the assessor's gross scores. */
export const materialityIros = pgTable(
  'materiality_iros',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    assessmentId: uuid('assessment_id').notNull(),
    matterId: text('matter_id').notNull(),
    type: text('type').notNull(),
    valueChain: text('value_chain').array().notNull(),
    timeHorizons: text('time_horizons').array().notNull(),
    humanRights: boolean('human_rights').notNull().default(false),
    description: text('description').notNull(),
    evidenceFileIds: uuid('evidence_file_ids').array().notNull().default(sql`'{}'`),
    scores: jsonb('scores').notNull().$type<IroScores>(),
    /** `proposed` (from the calculator or the ESG answers) until a person accepts it. */
    status: text('status').notNull().default('accepted'),
    origin: jsonb('origin').$type<ProposalOrigin>(),
    /** The proposal this IRO came from, so proposing again adds nothing twice. */
    proposalKey: text('proposal_key'),
    acceptedBy: actor('accepted_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    assessmentKey(table as never, 'materiality_iros_assessment_fk'),
    unique('materiality_iros_proposal').on(table.companyId, table.assessmentId, table.proposalKey),
    check('materiality_iros_status', sql`${table.status} in ('proposed', 'accepted')`),
  ],
);

/** Every threshold an assessment had, with the reason it changed (the first row is the starting pair). */
export const materialityThresholdChanges = pgTable(
  'materiality_threshold_changes',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    assessmentId: uuid('assessment_id').notNull(),
    impact: doublePrecision('impact').notNull(),
    financial: doublePrecision('financial').notNull(),
    reason: text('reason').notNull(),
    actorId: actor('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    assessmentKey(table as never, 'materiality_threshold_changes_assessment_fk'),
  ],
);
