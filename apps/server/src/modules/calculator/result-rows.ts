import {
  type childResultInputSchema,
  createDefaultDataQualityFields,
  type ResultFigures,
} from '@carbon-ledger/core';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { calculatorResults } from '../../db/schema/calculator.ts';
import type { ComputedResult } from './compute/compute-result.ts';
import type { ResultRow } from './presenter.ts';
import type { Queryable } from './queries.ts';
import { buildRecordsetInsert, buildRecordsetUpdate } from './recordset-sql.ts';

/** The fields of a row as the client sends them (top-level rows and children alike). */
export type ResultFieldsInput = Omit<z.output<typeof childResultInputSchema>, '_id'>;

/** A result row as written: every column except the position the database numbers. */
export type ResultValues = Omit<ResultRow, 'position'>;

type FigureColumns = {
  kgScope1: number;
  kgScope2Market: number;
  kgScope2Location: number;
  kgScope3: number;
  scope3Category: ResultFigures['scope3Category'];
  kgFuelEnergyUpstream: number;
  kgUnscoped: number;
  kgTotal: number;
  kgTotalLocation: number;
  kwhEnergy: number;
  kwhFossil: number;
  kwhNuclear: number;
  kwhRenewable: number;
  kwhNuclearMarket: number;
  kwhRenewableMarket: number;
  kgBiogenic: number;
};

type ComputedColumns = FigureColumns & {
  formOptionId: string;
  formVersion: string;
  c1: ComputedResult['c1'];
  c2: ComputedResult['c2'];
  c3: ComputedResult['c3'];
  emissionActivityInputs: ComputedResult['emissionActivityInputs'];
  timePeriodFactor: ComputedResult['timePeriodFactor'];
  emissions: ComputedResult['emissions'];
  ghgScope: ComputedResult['ghgScope'];
  factorsUsed: ComputedResult['factorsUsed'];
  calculationIssue: ComputedResult['calculationIssue'];
};

/**
 * Sets the kg and kWh columns of a row from its figures on `row`, the one place they are mapped. Set on
 * the row being built rather than spread from an object of their own: an import builds 50,000 rows, and
 * copying intermediate objects into each cost it about a tenth of a second.
 */
function setFigureColumns<TRow extends object>(row: TRow, figures: ResultFigures): TRow & FigureColumns {
  const target = row as TRow & FigureColumns;
  target.kgScope1 = figures.scope1;
  target.kgScope2Market = figures.scope2MarketBased;
  target.kgScope2Location = figures.scope2LocationBased;
  target.kgScope3 = figures.scope3;
  target.scope3Category = figures.scope3Category;
  target.kgFuelEnergyUpstream = figures.fuelAndEnergyUpstream;
  target.kgUnscoped = figures.unscoped;
  target.kgTotal = figures.total;
  target.kgTotalLocation = figures.locationBasedTotal;
  target.kwhEnergy = figures.energyKwh;
  target.kwhFossil = figures.energyFossilKwh;
  target.kwhNuclear = figures.energyNuclearKwh;
  target.kwhRenewable = figures.energyRenewableKwh;
  target.kwhNuclearMarket = figures.energyMarketBasedNuclearKwh;
  target.kwhRenewableMarket = figures.energyMarketBasedRenewableKwh;
  target.kgBiogenic = figures.biogenicCo2;
  return target;
}

/** Sets the computed columns of a row (what a recompute rewrites) on `row`, as `setFigureColumns` does. */
function setComputedColumns<TRow extends object>(
  row: TRow,
  computed: ComputedResult,
  formVersion: string,
): TRow & ComputedColumns {
  const target = row as TRow & ComputedColumns;
  target.formOptionId = computed.formOptionId;
  target.formVersion = formVersion;
  target.c1 = computed.c1;
  target.c2 = computed.c2;
  target.c3 = computed.c3;
  target.emissionActivityInputs = computed.emissionActivityInputs;
  target.timePeriodFactor = computed.timePeriodFactor;
  target.emissions = computed.emissions;
  target.ghgScope = computed.ghgScope;
  target.factorsUsed = computed.factorsUsed;
  target.calculationIssue = computed.calculationIssue;
  return setFigureColumns(target, computed.figures);
}

/** The kg columns of a row from its figures. */
export const toFigureColumns = (figures: ResultFigures): FigureColumns => setFigureColumns({}, figures);

/** The computed columns of a row (what a recompute rewrites). */
export const toComputedColumns = (computed: ComputedResult, formVersion: string): ComputedColumns =>
  setComputedColumns({}, computed, formVersion);

/**
 * What a new result holds where the client sends no data quality or sources. Shared and frozen: a write
 * of many rows then holds one value in the column, which `buildRecordsetInsert` sends once, instead of
 * an equal copy per row that would be serialized and looked up again.
 */
const DEFAULT_DATA_QUALITY = Object.freeze(createDefaultDataQualityFields());
const NO_SOURCES: ResultValues['sources'] = Object.freeze({ types: Object.freeze([]) as never[] });

/** The full row of a created or updated result: the user's fields plus what the server computed. */
export function toResultValues(args: {
  companyId: string;
  id: string;
  instanceId: string;
  parentId: string | null;
  formVersion: string;
  input: ResultFieldsInput;
  computed: ComputedResult;
  createdAt: Date;
  updatedAt: Date;
  /** Set on rows created by an import, see `calculator_results.import_key`. */
  importKey?: string | null;
  /** The file an import read the row from: the row is then marked complete and remembers the file. */
  importedFrom?: string;
}): ResultValues {
  const { input } = args;
  const values = {
    companyId: args.companyId,
    id: args.id,
    instanceId: args.instanceId,
    parentId: args.parentId,
    name: input.name ?? '',
    assumptions: input.assumptions ?? '',
    notes: input.notes ?? '',
    csvId: input.csvId ?? null,
    startDate: input.startDate ?? null,
    endDate: input.endDate ?? null,
    isReviewed: input.isReviewed ?? false,
    isExcluded: input.isExcluded ?? false,
    isMarkedComplete: args.importedFrom === undefined ? (input.isMarkedComplete ?? false) : true,
    genericInputs: input.genericInputs,
    pickedFactorId: input.pickedFactorId ?? null,
    userFactor: input.userFactor ?? null,
    generatedFromFile: args.importedFrom ?? input.generatedFromFile ?? null,
    sources: input.sources ?? NO_SOURCES,
    dataQuality: input.dataQuality ?? DEFAULT_DATA_QUALITY,
    distributionPercent: input.distributionPercent ?? null,
    importKey: args.importKey ?? null,
    createdAt: args.createdAt,
    updatedAt: args.updatedAt,
  };
  return setComputedColumns(values, args.computed, args.formVersion);
}

const INSERT_KEYS = [
  'companyId',
  'id',
  'instanceId',
  'parentId',
  'formOptionId',
  'formVersion',
  'c1',
  'c2',
  'c3',
  'name',
  'assumptions',
  'notes',
  'csvId',
  'startDate',
  'endDate',
  'isReviewed',
  'isExcluded',
  'isMarkedComplete',
  'emissionActivityInputs',
  'genericInputs',
  'pickedFactorId',
  'userFactor',
  'generatedFromFile',
  'sources',
  'dataQuality',
  'timePeriodFactor',
  'emissions',
  'ghgScope',
  'factorsUsed',
  'calculationIssue',
  'distributionPercent',
  'importKey',
  'kgScope1',
  'kgScope2Market',
  'kgScope2Location',
  'kgScope3',
  'scope3Category',
  'kgFuelEnergyUpstream',
  'kgUnscoped',
  'kgTotal',
  'kgTotalLocation',
  'kwhEnergy',
  'kwhFossil',
  'kwhNuclear',
  'kwhRenewable',
  'kwhNuclearMarket',
  'kwhRenewableMarket',
  'kgBiogenic',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ResultValues)[];

// An edited imported row keeps its import key: uploading its file again must still not add it twice.
const NOT_UPDATED: ReadonlySet<string> = new Set([
  'companyId',
  'id',
  'instanceId',
  'parentId',
  'importKey',
  'createdAt',
]);
const UPDATE_KEYS = INSERT_KEYS.filter((key) => !NOT_UPDATED.has(key));
const COMPUTED_KEYS = [
  'formOptionId',
  'formVersion',
  'c1',
  'c2',
  'c3',
  'emissionActivityInputs',
  'timePeriodFactor',
  'emissions',
  'ghgScope',
  'factorsUsed',
  'calculationIssue',
  'kgScope1',
  'kgScope2Market',
  'kgScope2Location',
  'kgScope3',
  'scope3Category',
  'kgFuelEnergyUpstream',
  'kgUnscoped',
  'kgTotal',
  'kgTotalLocation',
  'kwhEnergy',
  'kwhFossil',
  'kwhNuclear',
  'kwhRenewable',
  'kwhNuclearMarket',
  'kwhRenewableMarket',
  'kgBiogenic',
  'updatedAt',
] as const satisfies readonly (keyof ResultValues)[];

/** Rows per statement: the JSON parameter grows with the rows, keep each well under the wire limits. */
const CHUNK = 1000;

async function inChunks<T>(rows: readonly T[], write: (chunk: readonly T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await write(rows.slice(start, start + CHUNK));
}

/** One INSERT of the given rows (at most a chunk's worth; parents before their children). */
export function buildResultInsert(rows: readonly ResultValues[]): SQL {
  return buildRecordsetInsert(calculatorResults, INSERT_KEYS, rows);
}

/** Inserts rows set-based (parents must come before their children). */
export function insertResultRows(db: Queryable, rows: readonly ResultValues[]): Promise<void> {
  return inChunks(rows, (chunk) => db.execute(buildResultInsert(chunk)));
}

/** Rewrites every user and computed field of existing rows, set-based. */
export function updateResultRows(db: Queryable, rows: readonly ResultValues[]): Promise<void> {
  return inChunks(rows, (chunk) =>
    db.execute(buildRecordsetUpdate(calculatorResults, ['companyId', 'id'], UPDATE_KEYS, chunk)),
  );
}

/** Rewrites only the computed columns (a recompute), set-based. */
export function updateComputedColumns(
  db: Queryable,
  rows: readonly (ReturnType<typeof toComputedColumns> & {
    companyId: string;
    id: string;
    updatedAt: Date;
  })[],
): Promise<void> {
  return inChunks(rows, (chunk) =>
    db.execute(buildRecordsetUpdate(calculatorResults, ['companyId', 'id'], COMPUTED_KEYS, chunk)),
  );
}
