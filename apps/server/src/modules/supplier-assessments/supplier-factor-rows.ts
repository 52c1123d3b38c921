import {
  buildSupplierFactorId,
  buildSupplierFactorLineageKey,
  type ReportedCompanyEmissions,
  type SupplierSpendFactor,
} from '@carbon-ledger/core';
import type { companyFactors } from '../../db/schema/factors.ts';

/** Company factors made of suppliers' reports say so in their licence and source name. */
export const SUPPLIER_FACTOR_LICENCE = 'Supplier-reported data';

/**
 * The company factor of a supplier's report: kg CO2e per 1000 EUR in Scope 3 category 1, with the supplier as
 * its source (`sourceName`, and `level2` for the row's note). Its id carries a suffix of its own, as a
 * new report makes a new factor rather than changing the one results were computed with.
 */
export function buildSupplierFactorRow(input: {
  companyId: string;
  supplierId: string;
  supplierName: string;
  report: ReportedCompanyEmissions;
  factor: SupplierSpendFactor;
  suffix: string;
}): typeof companyFactors.$inferInsert {
  const { report, supplierName } = input;
  const id = `${buildSupplierFactorId(input.supplierId, report.year)}-${input.suffix}`;
  return {
    companyId: input.companyId,
    id,
    lineageKey: buildSupplierFactorLineageKey(input.supplierId),
    kind: 'emissionFactor',
    source: 'CUSTOM',
    sourceName: `Supplier: ${supplierName}`,
    edition: `reported ${report.year}`,
    year: report.year,
    licence: SUPPLIER_FACTOR_LICENCE,
    attribution: `Reported by the supplier ${supplierName} for ${report.year}.`,
    sourceRowIds: [id],
    scope: 3,
    scope3Category: 1,
    level0: 'Scope 3',
    level1: 'Purchased goods and services',
    level2: supplierName,
    level3: null,
    level4: null,
    variant: null,
    region: null,
    // Per thousand euros of the reporting year, as the library's FIGARO spend factors are.
    activityUnit: 'kEUR',
    unitCategory: 'currency',
    sourceUnit: 'kEUR',
    sourceValueUnit: 'kg CO2e',
    value: input.factor.kgPerEur * 1000,
    valueUnit: 'kgCO2e',
    gases: null,
    gwpSet: null,
    basis: 'other',
    calorificBasis: null,
    electricityMix: null,
    gridGrossLossFraction: null,
    derivation: input.factor.derivation,
    notes: null,
  };
}
