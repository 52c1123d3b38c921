import type { Result } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, manage, setUpCompanyClients } from '../calculator/test-kit.ts';

const supplierInput = {
  name: 'Acme Steel',
  contactEmail: 'sales@acme.example',
  country: 'DE',
  naceCode: 'C24',
  spend: { amount: 100_000, currency: 'EUR' },
  employees: 80,
};

describe("a supplier's reported emissions in Scope 3 category 1", () => {
  let testApp: TestApp;
  let company: CompanyClients;
  let other: CompanyClients;
  let year: string;
  let supplierId: string;
  let otherSupplierId: string;

  const spendRow = (genericInputs: Record<string, string | number>, unit = 'EUR') => ({
    instance: year,
    formOptionId: 'purchase-spend-nace',
    emissionActivityInputs: [{ fieldId: 'spend', value: 100_000, unit }],
    genericInputs: { naceIndustry: 'C24', ...genericInputs },
  });
  const createOne = async (row: Record<string, unknown>): Promise<Result> => {
    const response = await manage(company.editor, { toCreate: [row] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results[0];
  };
  const report = (client: CompanyClients, id: string, scope1Tonnes: number) =>
    client.editor.inject({
      method: 'PUT',
      url: `/api/company/suppliers/${id}/reported-emissions`,
      payload: {
        year: 2024,
        scope1Tonnes,
        scope2Tonnes: 30,
        scope3Tonnes: null,
        revenue: 1_500_000,
        currency: 'EUR',
      },
    });

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    [company, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    year = (await createProject(company.owner, { region: 'DE', year: 2024 })).instanceId;
    const add = async (clients: CompanyClients) => {
      const response = await clients.editor.inject({
        method: 'POST',
        url: '/api/company/suppliers',
        payload: supplierInput,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().supplier._id as string;
    };
    supplierId = await add(company);
    otherSupplierId = await add(other);
    expect((await report(company, supplierId, 120)).statusCode).toBe(200);
    expect((await report(other, otherSupplierId, 1_470)).statusCode).toBe(200);
  }, 120_000);
  afterAll(() => testApp.close());

  it('takes precedence over the spend-based estimate for that supplier, and the row says so', async () => {
    const estimate = await createOne(spendRow({}));
    expect(estimate.factorsUsed[0]?.source).toBe('FIGARO');
    const reported = await createOne(spendRow({ supplierId }));
    // (120 + 30) t × 1000 ÷ 1,500,000 EUR = 0.1 kg/EUR; × 100,000 EUR = 10,000 kg
    expect(reported.figures.scope3).toBeCloseTo(10_000, 6);
    expect(reported.figures.scope3).not.toBeCloseTo(estimate.figures.scope3 ?? 0, 0);
    expect(reported.ghgScope).toEqual({ scope: 3, category: 1 });
    expect(reported.factorsUsed).toEqual([
      expect.objectContaining({
        factorId: expect.stringMatching(new RegExp(`^supplier-${supplierId}-2024-`)),
        source: 'CUSTOM',
        licence: 'Supplier-reported data',
        value: 100,
        valueUnit: 'kgCO2e/kEUR',
        notes: [{ code: 'supplierReported', supplier: 'Acme Steel', year: 2024 }],
      }),
    ]);
  });

  it('restates an amount in another currency in euros of the spend year', async () => {
    const reported = await createOne(spendRow({ supplierId }, 'USD'));
    const amount = reported.emissionActivityInputs[0];
    expect(amount).toMatchObject({ unit: 'USD', unitBase: 'EUR' });
    expect(reported.figures.scope3).toBeCloseTo(100_000 * (amount?.conversionFactor ?? 0) * 0.1, 6);
  });

  it("never prices a row with another company's supplier: the spend-based estimate stays", async () => {
    const row = await createOne(spendRow({ supplierId: otherSupplierId }));
    expect(row.factorsUsed[0]?.source).toBe('FIGARO');
  });

  it('falls back to the spend-based estimate once the report is deleted', async () => {
    const removed = await company.editor.inject({
      method: 'DELETE',
      url: `/api/company/suppliers/${supplierId}/reported-emissions/2024`,
    });
    expect(removed.statusCode).toBe(200);
    const row = await createOne(spendRow({ supplierId }));
    expect(row.factorsUsed[0]?.source).toBe('FIGARO');
  });
});
