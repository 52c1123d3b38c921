import {
  type CompanyFactor,
  type FactorDetail,
  type FactorSummary,
  readCustomFactorOrigin,
} from '@carbon-ledger/core';
import type { FactorRow, FactorSummaryRow } from './queries.ts';

/** A stored factor: a row of the view, of company_factors, or one just imported. */
type StoredFactor = Omit<FactorRow, 'searchVector'>;

// Rows were checked against `normalizedFactorSchema` on the way in (library load, company import), so
// the enum-typed text columns hold only the contract's values: the casts below narrow, they do not guess.

/** A factor in a list. */
export function presentFactorSummary(row: FactorSummaryRow): FactorSummary {
  return {
    id: row.id,
    kind: row.kind as FactorDetail['kind'],
    source: row.source as FactorDetail['source'],
    sourceName: row.sourceName,
    edition: row.edition,
    year: row.year,
    licence: row.licence,
    level0: row.level0,
    level1: row.level1,
    level2: row.level2,
    level3: row.level3,
    level4: row.level4,
    variant: row.variant,
    region: row.region,
    activityUnit: row.activityUnit as FactorDetail['activityUnit'],
    unitCategory: row.unitCategory as FactorDetail['unitCategory'],
    value: row.value,
    valueUnit: row.valueUnit as FactorDetail['valueUnit'],
    scope: row.scope,
    scope3Category: row.scope3Category,
    gwpSet: row.gwpSet as FactorDetail['gwpSet'],
    basis: row.basis as FactorDetail['basis'],
    isCustom: row.companyId !== null,
  };
}

/** A factor with everything an auditor needs to trace it to the published figure. */
export function presentFactorDetail(row: StoredFactor): FactorDetail {
  return {
    ...presentFactorSummary(row),
    calorificBasis: row.calorificBasis as FactorDetail['calorificBasis'],
    lineageKey: row.lineageKey,
    attribution: row.attribution,
    sourceRowIds: row.sourceRowIds,
    sourceUnit: row.sourceUnit,
    sourceValueUnit: row.sourceValueUnit,
    gases: row.gases,
    electricityMix: row.electricityMix,
    gridGrossLossFraction: row.gridGrossLossFraction,
    derivation: row.derivation,
    notes: row.notes,
  };
}

/** A company factor in its list, with the file and row it was imported from. */
export function presentCompanyFactor(row: FactorSummaryRow & { attribution: string }): CompanyFactor {
  const origin = readCustomFactorOrigin(row.attribution);
  return { ...presentFactorSummary(row), fileName: origin?.fileName ?? null, fileRow: origin?.row ?? null };
}
