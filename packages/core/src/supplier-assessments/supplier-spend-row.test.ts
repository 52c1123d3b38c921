import { describe, expect, it } from 'vitest';
import type { Supplier } from '../contracts/supplier-assessments.ts';
import { buildSupplierSpendRow } from './supplier-spend-row.ts';

const acme: Supplier = {
  _id: 'sup-1',
  name: 'Acme Steel',
  contactEmail: 'sales@acme.example',
  country: 'DE',
  naceCode: 'C24',
  spend: { amount: 250_000, currency: 'EUR' },
  employees: 80,
  reportedEmissions: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe("a supplier's spend as a Scope 3 category 1 row", () => {
  it('names the supplier and carries its industry, FIGARO country and spend', () => {
    expect(buildSupplierSpendRow(acme, 'year-1')).toEqual({
      instance: 'year-1',
      formOptionId: 'purchase-spend-nace',
      name: 'Acme Steel',
      emissionActivityInputs: [{ fieldId: 'spend', value: 250_000, unit: 'EUR' }],
      genericInputs: { naceIndustry: 'C24', supplierId: 'sup-1', supplierCountry: 'DE' },
      children: [],
    });
  });

  it('leaves a country FIGARO does not cover unknown, and needs a known industry and spend', () => {
    expect(buildSupplierSpendRow({ ...acme, country: 'JP' }, 'y')?.genericInputs).toEqual({
      naceIndustry: 'C24',
      supplierId: 'sup-1',
    });
    expect(buildSupplierSpendRow({ ...acme, naceCode: null }, 'y')).toBeUndefined();
    expect(buildSupplierSpendRow({ ...acme, spend: null }, 'y')).toBeUndefined();
  });
});
