import type { ElectricityMix, PurchaserValuation } from '@carbon-ledger/core';
import { findEpaUpstreamProxy, SUPPLIER_FACTOR_LINEAGE_PREFIX } from '@carbon-ledger/core';
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companyFactors, factors, visibleFactors } from '../../../db/schema/factors.ts';

/** The fields of a library (or company) factor the calculator computes and cites with. */
export type CalculatorFactor = {
  id: string;
  lineageKey: string;
  source: string;
  edition: string;
  year: number;
  licence: string;
  value: number | null;
  valueUnit: string;
  activityUnit: string;
  unitCategory: string;
  scope: 1 | 2 | 3 | null;
  scope3Category: number | null;
  level1: string | null;
  /** Tells a biomass fuel (EPA "Biomass Fuels") from a fossil one, for the energy mix. */
  level2: string | null;
  /** DESNZ "Column Text": a vehicle's fuel (Diesel, Petrol, Hybrid…), for the fuel a distance burns. */
  variant?: string | null;
  /** The CO2 part of the factor (per the same unit), for the fossil share of a forecourt blend. */
  gases?: { co2?: number | null } | null;
  /** A grid's generation mix (Ember/OWID rows), for the energy mix of electricity. */
  electricityMix: ElectricityMix | null;
  /** eGRID rows: the subregion's grid gross loss (share of the electricity put into the grid). */
  gridGrossLossFraction: number | null;
  /** FIGARO purchaser-price rows: rebasing ratio and margin term (library rows read by lineage only). */
  purchaserValuation?: PurchaserValuation | null;
};

/** What a batch of rows needs from the library, collected before any row is computed. */
export type FactorNeeds = { lineageKeys: Set<string>; pickedFactorIds: Set<string> };

export function createFactorNeeds(): FactorNeeds {
  return { lineageKeys: new Set(), pickedFactorIds: new Set() };
}

/**
 * A per-request cache of factors. Rows are computed synchronously from it, so a whole batch is loaded
 * up front with one query per kind (`lineage_key = any($1)` over the lineage index) instead of one per row.
 */
export type FactorLookup = {
  load: (needs: FactorNeeds) => Promise<void>;
  /** Every edition of a lineage with a value (blank cells never stand in for a number). */
  getEditions: (lineageKey: string) => readonly CalculatorFactor[];
  /** A factor picked by id: the shipped library or the company's own factors. */
  getPicked: (id: string) => CalculatorFactor | undefined;
};

const columnsOf = (table: typeof factors | typeof companyFactors | typeof visibleFactors) => ({
  id: table.id,
  lineageKey: table.lineageKey,
  source: table.source,
  edition: table.edition,
  year: table.year,
  licence: table.licence,
  value: table.value,
  valueUnit: table.valueUnit,
  activityUnit: table.activityUnit,
  unitCategory: table.unitCategory,
  scope: table.scope,
  scope3Category: table.scope3Category,
  level1: table.level1,
  level2: table.level2,
  variant: table.variant,
  gases: table.gases,
  electricityMix: table.electricityMix,
  gridGrossLossFraction: table.gridGrossLossFraction,
});

/** A PostgreSQL text[] literal, so a list travels as one parameter (`= any($1::text[])`). */
export function toTextArrayParam(values: Iterable<string>): SQL {
  const literal = `{${[...values].map((value) => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
  return sql`${literal}::text[]`;
}

type FactorRow = Omit<CalculatorFactor, 'scope'> & { scope: number | null };
const toFactor = (row: FactorRow): CalculatorFactor => ({
  ...row,
  scope: row.scope === 1 || row.scope === 2 || row.scope === 3 ? row.scope : null,
});

/** A lookup bound to one company (its own factors are visible to it only). */
export function createFactorLookup(db: Pick<Database, 'select'>, companyId: string): FactorLookup {
  const editionsByLineage = new Map<string, CalculatorFactor[]>();
  const pickedById = new Map<string, CalculatorFactor | undefined>();

  // A supplier's reported emissions are one of the company's own factors (supplier-assessments): their
  // lineages are read from the company's factors, the rest from the shipped library.
  const loadSupplierLineages = async (lineageKeys: readonly string[]) =>
    lineageKeys.length === 0
      ? []
      : db
          .select(columnsOf(companyFactors))
          .from(companyFactors)
          .where(
            and(
              eq(companyFactors.companyId, companyId),
              sql`${companyFactors.lineageKey} = any(${toTextArrayParam(lineageKeys)})`,
              isNotNull(companyFactors.value),
            ),
          );

  const loadLineages = async (keys: readonly string[]) => {
    const lineageKeys = keys.filter((key) => !editionsByLineage.has(key));
    if (lineageKeys.length === 0) return;
    const supplierKeys = lineageKeys.filter((key) => key.startsWith(SUPPLIER_FACTOR_LINEAGE_PREFIX));
    const libraryKeys = lineageKeys.filter((key) => !key.startsWith(SUPPLIER_FACTOR_LINEAGE_PREFIX));
    const [rows, supplierRows] = await Promise.all([
      libraryKeys.length === 0
        ? []
        : db
            .select({ ...columnsOf(factors), purchaserValuation: factors.purchaserValuation })
            .from(factors)
            .where(
              and(
                sql`${factors.lineageKey} = any(${toTextArrayParam(libraryKeys)})`,
                isNotNull(factors.value),
              ),
            ),
      loadSupplierLineages(supplierKeys),
    ]);
    for (const key of lineageKeys) editionsByLineage.set(key, []);
    for (const row of [...rows, ...supplierRows]) editionsByLineage.get(row.lineageKey)?.push(toFactor(row));
  };

  return {
    async load(needs) {
      const pickedIds = [...needs.pickedFactorIds].filter((id) => !pickedById.has(id));
      const [, pickedRows] = await Promise.all([
        loadLineages([...needs.lineageKeys]),
        pickedIds.length === 0
          ? []
          : db
              .select(columnsOf(visibleFactors))
              .from(visibleFactors)
              .where(
                and(
                  sql`${visibleFactors.id} = any(${toTextArrayParam(pickedIds)})`,
                  or(isNull(visibleFactors.companyId), eq(visibleFactors.companyId, companyId)),
                ),
              ),
      ]);
      for (const id of pickedIds) pickedById.set(id, undefined);
      for (const row of pickedRows) pickedById.set(row.id, toFactor(row));
      // A picked EPA fuel gets its documented upstream proxy, which is known only once the pick is loaded.
      const proxies = pickedRows.flatMap((row) => findEpaUpstreamProxy(row.lineageKey) ?? []);
      await loadLineages(proxies);
    },
    getEditions: (lineageKey) => editionsByLineage.get(lineageKey) ?? [],
    getPicked: (id) => pickedById.get(id),
  };
}
