import type {
  ElectricityMix,
  GasBreakdown,
  PurchaserValuation,
  RefrigerantComponent,
} from '@carbon-ledger/core';
import { sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const LEVEL_COLUMNS = ['level0', 'level1', 'level2', 'level3', 'level4', 'variant'];
const CONTEXT_COLUMNS = ['region', 'source', 'source_name', 'edition', 'activity_unit'];

// Written out with `coalesce(...) || ' '` because concat_ws is only STABLE and a generated column
// needs IMMUTABLE expressions.
const joinColumns = (columns: string[]) =>
  columns.map((column) => `coalesce(${column}, '')`).join(" || ' ' || ");

// The category path and qualifier weigh more than where and by whom, so "electricity" ranks grid
// factors above every factor that merely mentions it in its source's name.
const SEARCH_VECTOR = sql.raw(
  `setweight(to_tsvector('english'::regconfig, ${joinColumns(LEVEL_COLUMNS)}), 'A') || ` +
    `setweight(to_tsvector('english'::regconfig, ${joinColumns(CONTEXT_COLUMNS)}), 'C')`,
);

/**
 * The columns of a factor: one row per normalized factor (packages/core `normalizedFactorSchema`).
 * A function, because the shipped library and the companies' own factors share them.
 */
function buildFactorColumns() {
  return {
    id: text('id').notNull(),
    lineageKey: text('lineage_key').notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    sourceName: text('source_name').notNull(),
    edition: text('edition').notNull(),
    year: integer('year').notNull(),
    licence: text('licence').notNull(),
    attribution: text('attribution').notNull(),
    sourceRowIds: text('source_row_ids').array().notNull(),
    scope: smallint('scope'),
    scope3Category: smallint('scope3_category'),
    level0: text('level0'),
    level1: text('level1'),
    level2: text('level2'),
    level3: text('level3'),
    level4: text('level4'),
    variant: text('variant'),
    region: text('region'),
    activityUnit: text('activity_unit').notNull(),
    unitCategory: text('unit_category').notNull(),
    sourceUnit: text('source_unit').notNull(),
    sourceValueUnit: text('source_value_unit').notNull(),
    /** Double precision, like every computed number of the product; null where the source is blank. */
    value: doublePrecision('value'),
    valueUnit: text('value_unit').notNull(),
    gases: jsonb('gases').$type<GasBreakdown>(),
    gwpSet: text('gwp_set'),
    basis: text('basis').notNull(),
    calorificBasis: text('calorific_basis'),
    electricityMix: jsonb('electricity_mix').$type<ElectricityMix>(),
    gridGrossLossFraction: doublePrecision('grid_gross_loss_fraction'),
    derivation: text('derivation'),
    notes: text('notes'),
  };
}

/**
 * The shipped factor library (reference-data/factors): global reference data, the same for every
 * company, replaced per library file when its sha256 changes.
 */
export const factors = pgTable(
  'factors',
  {
    ...buildFactorColumns(),
    id: text('id').primaryKey(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(SEARCH_VECTOR),
    /** FIGARO purchaser-price rows: rebasing ratio and margin term (migration 0049); null elsewhere. */
    purchaserValuation: jsonb('purchaser_valuation').$type<PurchaserValuation>(),
    /** The manifest file the row came from: a new edition of a file replaces exactly its rows. */
    libraryFile: text('library_file').notNull(),
  },
  (table) => [
    index('factors_search').using('gin', table.searchVector),
    index('factors_library_file').on(table.libraryFile),
    // The calculator resolves every row's factor by lineage (all editions of one factor).
    index('factors_lineage_key').on(table.lineageKey),
    index('factors_source_edition').on(table.source, table.edition),
    index('factors_levels').on(table.level0, table.level1, table.level2, table.level3, table.level4),
  ],
);

/** A company's own factors (source CUSTOM). Company-owned: only ever read with the session's company. */
export const companyFactors = pgTable(
  'company_factors',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ...buildFactorColumns(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(SEARCH_VECTOR),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    index('company_factors_search').using('gin', table.searchVector),
  ],
);

// Listed once by hand: the view must name the same columns in the same order in both halves.
const VIEW_COLUMNS = [
  'id',
  'lineage_key',
  'kind',
  'source',
  'source_name',
  'edition',
  'year',
  'licence',
  'attribution',
  'source_row_ids',
  'scope',
  'scope3_category',
  'level0',
  'level1',
  'level2',
  'level3',
  'level4',
  'variant',
  'region',
  'activity_unit',
  'unit_category',
  'source_unit',
  'source_value_unit',
  'value',
  'value_unit',
  'gases',
  'gwp_set',
  'basis',
  'calorific_basis',
  'electricity_mix',
  'grid_gross_loss_fraction',
  'derivation',
  'notes',
  'search_vector',
].join(', ');

/**
 * What a company can see: the shipped library (company_id null) and its own factors. Every read of
 * factors goes through this view with `company_id IS NULL OR company_id = <session company>`;
 * PostgreSQL pushes the filters into both halves, so each table's indexes still apply.
 */
export const visibleFactors = pgView('visible_factors', {
  companyId: uuid('company_id'),
  ...buildFactorColumns(),
  searchVector: tsvector('search_vector'),
}).as(
  sql.raw(
    `select null::uuid as company_id, ${VIEW_COLUMNS} from factors ` +
      `union all select company_id, ${VIEW_COLUMNS} from company_factors`,
  ),
);

/** Which library file was loaded, at which sha256: the loader's memory, and provenance for auditors. */
export const factorEditions = pgTable('factor_editions', {
  libraryFile: text('library_file').primaryKey(),
  sources: text('sources').array().notNull(),
  edition: text('edition').notNull(),
  contents: text('contents').notNull(),
  licence: text('licence').notNull(),
  attribution: text('attribution').notNull(),
  rowCount: integer('row_count').notNull(),
  sha256: text('sha256').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 100-year GWPs per gas (reference-data/factors/gwp.json); null = the report gives none (never 0). */
export const gwpValues = pgTable('gwp_values', {
  gas: text('gas').primaryKey(),
  ar4: doublePrecision('ar4'),
  ar5: doublePrecision('ar5'),
  ar6: doublePrecision('ar6'),
  aliases: text('aliases').array().notNull(),
});

/** EPA table 12 refrigerant blends with their parsed compositions (refrigerant-blends.json). */
export const refrigerantBlends = pgTable('refrigerant_blends', {
  designation: text('designation').primaryKey(),
  sourceRowId: text('source_row_id').notNull(),
  compositionAsPublished: text('composition_as_published').notNull(),
  components: jsonb('components').$type<RefrigerantComponent[]>().notNull(),
  gwpAr5Published: doublePrecision('gwp_ar5_published').notNull(),
  gwpAr5Recomputed: doublePrecision('gwp_ar5_recomputed').notNull(),
  gwpAr6: doublePrecision('gwp_ar6'),
  gwpAr6AllComponents: doublePrecision('gwp_ar6_all_components'),
  notes: text('notes'),
});
