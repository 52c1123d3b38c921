import type {
  DataQualityFields,
  Emissions,
  FactorSources,
  FactorUsed,
  GhgScope,
  ResultSources,
} from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
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

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** Projects (spec: containers) of a company. */
export const calculatorContainers = pgTable(
  'calculator_containers',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** A container type; an unknown one is shown as Custom. */
    type: text('type').notNull(),
    /** When instances or groups of the container last changed (the setup answer's updatedAssociationsAt). */
    updatedAssociationsAt: timestamp('updated_associations_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);

/** Dated instances (reporting periods) of a container. */
export const calculatorInstances = pgTable(
  'calculator_instances',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    containerId: uuid('container_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    surchargePercent: doublePrecision('surcharge_percent').notNull().default(0),
    isFrozen: boolean('is_frozen').notNull().default(false),
    selectedVoluntarySectionIds: text('selected_voluntary_section_ids').array().notNull().default(sql`'{}'`),
    /** Region of the location-based grid factor: ISO country or 'US-<eGRID subregion>'. */
    electricityRegion: text('electricity_region').notNull(),
    /** The form type the instance is entered with (the container type at creation). */
    formType: text('form_type').notNull(),
    /** The form version its results were last computed with. */
    formVersion: text('form_version').notNull(),
    sectionIdsMarkedAsExcluded: text('section_ids_marked_as_excluded').array().notNull().default(sql`'{}'`),
    /** Net revenue of the year in the company's reporting currency (ESRS E1-6 GHG intensity); null: not given. */
    netRevenue: doublePrecision('net_revenue'),
    /** Residual-mix factor (kg CO2e/kWh) for market-based electricity without a contract; null: grid average. */
    residualMixFactor: doublePrecision('residual_mix_factor'),
    residualMixSource: text('residual_mix_source'),
    /** The year's factor source per kind of activity (`FactorSources`); null: its region's defaults. */
    factorSources: jsonb('factor_sources').$type<FactorSources | null>(),
    /** T&D losses in percent (0 ≤ p < 100) for Ember-priced electricity; null: not entered (rows say so). */
    gridLossPercent: doublePrecision('grid_loss_percent'),
    /** Why a Scope 3 category reads zero, by category number ('1'..'15'), see `Scope3CategoryStatus`. */
    scope3CategoryStatuses: jsonb('scope3_category_statuses')
      .notNull()
      .default(sql`'{}'::jsonb`)
      .$type<Record<string, { status: string; reason?: string }>>(),
    /** Assurance options (spec section 4): none, limited, reliable; provider and date of the statement. */
    assuranceLevel: text('assurance_level').notNull().default('none'),
    assuranceProvider: text('assurance_provider').notNull().default(''),
    assuranceDate: date('assurance_date', { mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      columns: [table.companyId, table.containerId],
      foreignColumns: [calculatorContainers.companyId, calculatorContainers.id],
      name: 'calculator_instances_container_fk',
    }).onDelete('cascade'),
    index('calculator_instances_container').on(table.companyId, table.containerId, table.startDate),
    check(
      'calculator_instances_grid_loss_percent',
      sql`${table.gridLossPercent} is null or (${table.gridLossPercent} >= 0 and ${table.gridLossPercent} < 100)`,
    ),
  ],
);

/** Groups consolidate the instances of several containers. */
export const calculatorGroups = pgTable(
  'calculator_groups',
  {
    companyId: companyId(),
    id: uuid('id').notNull().defaultRandom(),
    /** Empty means the default title ('Untitled Group', or 'All entities' when it holds every container). */
    name: text('name').notNull().default(''),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);

export const calculatorGroupContainers = pgTable(
  'calculator_group_containers',
  {
    companyId: companyId(),
    groupId: uuid('group_id').notNull(),
    containerId: uuid('container_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.groupId, table.containerId] }),
    foreignKey({
      columns: [table.companyId, table.groupId],
      foreignColumns: [calculatorGroups.companyId, calculatorGroups.id],
      name: 'calculator_group_containers_group_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.companyId, table.containerId],
      foreignColumns: [calculatorContainers.companyId, calculatorContainers.id],
      name: 'calculator_group_containers_container_fk',
    }).onDelete('cascade'),
  ],
);

/**
 * Results: one entered row of a form (or a child row of one). Emissions are computed by the server and
 * the factors used are frozen on the row; the kg figures by scope are stored as columns so that totals
 * are plain SQL sums over an index.
 */
export const calculatorResults = pgTable(
  'calculator_results',
  {
    // No key of its own to companies: the year's key below reaches the company (and its deletion) already,
    // and a second check per written row costs an import a tenth of its writing.
    companyId: uuid('company_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    instanceId: uuid('instance_id').notNull(),
    /** Child rows point at their parent result (same instance). */
    parentId: uuid('parent_id'),
    /** Insertion order: stable paging of `results/list`. */
    position: bigserial('position', { mode: 'number' }).notNull(),
    formOptionId: text('form_option_id').notNull(),
    formVersion: text('form_version').notNull(),
    c1: text('c1').notNull(),
    c2: text('c2'),
    c3: text('c3'),
    name: text('name').notNull().default(''),
    assumptions: text('assumptions').notNull().default(''),
    notes: text('notes').notNull().default(''),
    csvId: text('csv_id'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    isReviewed: boolean('is_reviewed').notNull().default(false),
    isExcluded: boolean('is_excluded').notNull().default(false),
    isMarkedComplete: boolean('is_marked_complete').notNull().default(false),
    emissionActivityInputs: jsonb('emission_activity_inputs').notNull().$type<unknown[]>(),
    genericInputs: jsonb('generic_inputs').notNull().$type<Record<string, string | number>>(),
    pickedFactorId: text('picked_factor_id'),
    userFactor: jsonb('user_factor').$type<{ factor: number; source: string }>(),
    generatedFromFile: text('generated_from_file'),
    /** Content key of an imported spreadsheet row: the same file uploaded again finds it and skips the row. */
    importKey: text('import_key'),
    sources: jsonb('sources').notNull().$type<ResultSources>(),
    dataQuality: jsonb('data_quality').notNull().$type<DataQualityFields>(),
    timePeriodFactor: doublePrecision('time_period_factor').notNull().default(1),
    emissions: jsonb('emissions').notNull().$type<Emissions>(),
    ghgScope: jsonb('ghg_scope').$type<GhgScope>(),
    factorsUsed: jsonb('factors_used').notNull().$type<FactorUsed[]>(),
    calculationIssue: text('calculation_issue'),
    /** Share (0–100) counted in the instance; null means all of it. */
    distributionPercent: doublePrecision('distribution_percent'),
    // Figures in kg CO2e (distribution not applied), see `ResultFigures`.
    kgScope1: doublePrecision('kg_scope1').notNull().default(0),
    kgScope2Market: doublePrecision('kg_scope2_market').notNull().default(0),
    kgScope2Location: doublePrecision('kg_scope2_location').notNull().default(0),
    kgScope3: doublePrecision('kg_scope3').notNull().default(0),
    scope3Category: smallint('scope3_category'),
    kgFuelEnergyUpstream: doublePrecision('kg_fuel_energy_upstream').notNull().default(0),
    kgUnscoped: doublePrecision('kg_unscoped').notNull().default(0),
    kgTotal: doublePrecision('kg_total').notNull().default(0),
    kgTotalLocation: doublePrecision('kg_total_location').notNull().default(0),
    kwhEnergy: doublePrecision('kwh_energy').notNull().default(0),
    // The energy's ESRS E1-5 breakdown (kWh) and the biogenic CO2 outside the scopes (kg), see `ResultFigures`.
    kwhFossil: doublePrecision('kwh_fossil').notNull().default(0),
    kwhNuclear: doublePrecision('kwh_nuclear').notNull().default(0),
    kwhRenewable: doublePrecision('kwh_renewable').notNull().default(0),
    kwhNuclearMarket: doublePrecision('kwh_nuclear_market').notNull().default(0),
    kwhRenewableMarket: doublePrecision('kwh_renewable_market').notNull().default(0),
    kgBiogenic: doublePrecision('kg_biogenic').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    foreignKey({
      columns: [table.companyId, table.instanceId],
      foreignColumns: [calculatorInstances.companyId, calculatorInstances.id],
      name: 'calculator_results_instance_fk',
    }).onDelete('cascade'),
    foreignKey({
      columns: [table.companyId, table.parentId],
      foreignColumns: [table.companyId, table.id],
      name: 'calculator_results_parent_fk',
    }).onDelete('cascade'),
    index('calculator_results_instance_position').on(table.companyId, table.instanceId, table.position),
    index('calculator_results_instance_section').on(table.companyId, table.instanceId, table.c1, table.c2),
    // Sub-rows only (migration 0042): a lookup by parent id implies one.
    index('calculator_results_parent').on(table.companyId, table.parentId).where(sql`parent_id is not null`),
    // Company, then the key: an upload probes it per row of its chunk (`findStoredImportKeys`) with both
    // as equalities, which no other index matches, whatever the planner's statistics (the embedded
    // database keeps none). The company leads, as in every unique key (docs/scaling.md).
    uniqueIndex('calculator_results_import_key')
      .on(table.companyId, table.importKey, table.instanceId)
      .where(sql`import_key is not null`),
  ],
);

/**
 * Upload runs of the spreadsheet import: a browser keeps two chunks of one file in flight, and each chunk
 * names its run and its number in it. A chunk is stored only after the one before it (positions follow
 * the order rows are stored in, so the file keeps its order), and not at all once an earlier chunk of the
 * run was refused or failed.
 */
export const calculatorImportRuns = pgTable(
  'calculator_import_runs',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    /** The number of the chunk stored next (the run's chunks count from 0). */
    nextChunk: integer('next_chunk').notNull(),
    /** An earlier chunk was refused or failed: no later chunk of the run is stored. */
    isStopped: boolean('is_stopped').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);
