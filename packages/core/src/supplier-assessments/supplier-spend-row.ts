import type { ResultInput } from '../contracts/calculator.ts';
import type { Supplier } from '../contracts/supplier-assessments.ts';
import { isFigaroCountry } from '../factors/factor-sources.ts';
import { NACE_INDUSTRY_INPUT_ID, SUPPLIER_COUNTRY_INPUT_ID } from '../forms/factor-ref.ts';
import { SUPPLIER_INPUT_ID } from './supplier-factor.ts';

/** The Corporate form's "other purchase by NACE industry" option of Scope 3 category 1. */
export const SUPPLIER_SPEND_OPTION_ID = 'purchase-spend-nace';

/**
 * A supplier's yearly spend as a Scope 3 category 1 row of a year: the NACE option with the supplier's
 * industry and country (a FIGARO country, else unknown), named after the supplier and naming it, so its
 * reported emissions price the row once it has reported. Undefined without a known industry and spend.
 */
export function buildSupplierSpendRow(supplier: Supplier, instance: string): ResultInput | undefined {
  if (!supplier.naceCode || !supplier.spend) return undefined;
  return {
    instance,
    formOptionId: SUPPLIER_SPEND_OPTION_ID,
    name: supplier.name.slice(0, 200),
    emissionActivityInputs: [
      { fieldId: 'spend', value: supplier.spend.amount, unit: supplier.spend.currency },
    ],
    genericInputs: {
      [NACE_INDUSTRY_INPUT_ID]: supplier.naceCode,
      [SUPPLIER_INPUT_ID]: supplier._id,
      ...(supplier.country && isFigaroCountry(supplier.country)
        ? { [SUPPLIER_COUNTRY_INPUT_ID]: supplier.country }
        : {}),
    },
    children: [],
  };
}
