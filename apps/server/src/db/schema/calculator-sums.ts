import {
  boolean,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The results of each year summed per group of rows that share everything the calculator's figures are
 * keyed by (Scope 3 category, section path, excluded, top level, marked complete): a few hundred rows
 * however many results a year has, so setup and every save read the year's totals without scanning it.
 * Kept by statement triggers on `calculator_results` (migrations 0009 and 0016), never written by the application.
 * Figures have the row's distribution share applied. A group whose last row goes is deleted, so an
 * emptied section reads an exact zero.
 */
export const calculatorResultSums = pgTable(
  'calculator_result_sums',
  {
    companyId: uuid('company_id').notNull(),
    instanceId: uuid('instance_id').notNull(),
    groupKey: text('group_key').notNull(),
    scope3Category: smallint('scope3_category'),
    c1: text('c1').notNull(),
    c2: text('c2'),
    c3: text('c3'),
    isExcluded: boolean('is_excluded').notNull(),
    isTopLevel: boolean('is_top_level').notNull(),
    isMarkedComplete: boolean('is_marked_complete').notNull(),
    numResults: integer('num_results').notNull(),
    kgTotal: doublePrecision('kg_total').notNull(),
    kgScope1: doublePrecision('kg_scope1').notNull(),
    kgScope2Market: doublePrecision('kg_scope2_market').notNull(),
    kgScope3: doublePrecision('kg_scope3').notNull(),
    kwhEnergy: doublePrecision('kwh_energy').notNull(),
    kgTotalLocation: doublePrecision('kg_total_location').notNull(),
    kgUnscoped: doublePrecision('kg_unscoped').notNull(),
    kgFuelEnergyUpstream: doublePrecision('kg_fuel_energy_upstream').notNull(),
    kwhFossil: doublePrecision('kwh_fossil').notNull().default(0),
    kwhNuclear: doublePrecision('kwh_nuclear').notNull().default(0),
    kwhRenewable: doublePrecision('kwh_renewable').notNull().default(0),
    kwhNuclearMarket: doublePrecision('kwh_nuclear_market').notNull().default(0),
    kwhRenewableMarket: doublePrecision('kwh_renewable_market').notNull().default(0),
    kgBiogenic: doublePrecision('kg_biogenic').notNull().default(0),
  },
  // No foreign key to the year: the triggers run while a year's rows are deleted by its cascade.
  (table) => [primaryKey({ columns: [table.companyId, table.instanceId, table.groupKey] })],
);
