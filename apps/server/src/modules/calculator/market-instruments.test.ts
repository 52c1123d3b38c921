import type { Result } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, manage, setUpCompanyClients } from './test-kit.ts';

const supplierRow = (instance: string, genericInputs: Record<string, unknown>) => ({
  instance,
  formOptionId: 'electricity-supplier',
  emissionActivityInputs: [{ fieldId: 'energy', value: 1000, unit: 'kWh' }],
  genericInputs,
});
const certificateRow = (instance: string, genericInputs: Record<string, unknown>) => ({
  ...supplierRow(instance, genericInputs),
  formOptionId: 'electricity-certificates',
});

/** Market-based electricity rows: the numbers and evidence of their contractual instrument. */
describe('market-based electricity rows', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let instanceId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    clients = await setUpCompanyClients(testApp.app);
    instanceId = (await createProject(clients.owner, { region: 'GB' })).instanceId;
  });
  afterAll(() => testApp.close());

  async function createOne(row: Record<string, unknown>): Promise<Result> {
    const response = await manage(clients.editor, { toCreate: [row] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results[0];
  }

  async function refusalOf(row: Record<string, unknown>) {
    const response = await manage(clients.editor, { toCreate: [row] });
    expect(response.statusCode, response.body).toBe(400);
    return response.json().error.details;
  }

  it('counts a supplier factor sent as a number, or as text every locale reads alike', async () => {
    const typed = await createOne(
      supplierRow(instanceId, { supplierEmissionFactor: 0.12, supplierFactorSource: 'Bill' }),
    );
    // 1,000 kWh × 0.12 kg/kWh.
    expect(typed.figures.scope2MarketBased).toBeCloseTo(120, 9);
    const text = await createOne(
      supplierRow(instanceId, { supplierEmissionFactor: '0.12', supplierFactorSource: 'Bill' }),
    );
    expect(text.figures.scope2MarketBased).toBeCloseTo(120, 9);
  });

  it.each([
    { value: '120,000', why: '120000 in English, 120 in German' },
    { value: 'abc', why: 'no number' },
    { value: '12 kg', why: 'letters' },
  ])('refuses the supplier factor $value ($why), naming the field', async ({ value }) => {
    expect(
      await refusalOf(
        supplierRow(instanceId, { supplierEmissionFactor: value, supplierFactorSource: 'Bill' }),
      ),
    ).toEqual([
      { path: 'results.toCreate.0.genericInputs.supplierEmissionFactor', message: 'validation.number' },
    ]);
  });

  it('refuses a negative supplier factor and a factor without its source, naming the field', async () => {
    expect(
      await refusalOf(
        supplierRow(instanceId, { supplierEmissionFactor: -0.1, supplierFactorSource: 'Bill' }),
      ),
    ).toEqual([
      { path: 'results.toCreate.0.genericInputs.supplierEmissionFactor', message: 'validation.notNegative' },
    ]);
    expect(await refusalOf(supplierRow(instanceId, { supplierEmissionFactor: 0.1 }))).toEqual([
      { path: 'results.toCreate.0.genericInputs.supplierFactorSource', message: 'validation.required' },
    ]);
    expect(await refusalOf(supplierRow(instanceId, { supplierFactorSource: 'Bill' }))).toEqual([
      { path: 'results.toCreate.0.genericInputs.supplierEmissionFactor', message: 'validation.required' },
    ]);
  });

  it('refuses a certificate claimed without its reference or type, naming the field', async () => {
    expect(await refusalOf(certificateRow(instanceId, { certificateType: 'REGO' }))).toEqual([
      { path: 'results.toCreate.0.genericInputs.certificateReference', message: 'validation.required' },
    ]);
    expect(
      await refusalOf(certificateRow(instanceId, { certificateType: 'REGO', certificateReference: ' ' })),
    ).toEqual([
      { path: 'results.toCreate.0.genericInputs.certificateReference', message: 'validation.required' },
    ]);
    expect(await refusalOf(certificateRow(instanceId, { certificateReference: 'R-1' }))).toEqual([
      { path: 'results.toCreate.0.genericInputs.certificateType', message: 'validation.required' },
    ]);
  });

  it('keeps a row whose instrument is not entered yet, with an issue and no market-based figure', async () => {
    for (const row of [
      certificateRow(instanceId, {}),
      supplierRow(instanceId, { supplierEmissionFactor: '' }),
    ]) {
      const result = await createOne(row);
      expect(result.calculationIssue).toBe('missingInstrumentEvidence');
      expect(result.figures.scope2MarketBased).toBe(0);
    }
  });

  it('refuses the same on an update and writes nothing of the batch', async () => {
    const saved = await createOne(
      certificateRow(instanceId, { certificateType: 'GO', certificateReference: 'G-1' }),
    );
    const response = await manage(clients.editor, {
      toUpdate: [{ ...certificateRow(instanceId, { certificateType: 'GO' }), _id: saved._id }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'results.toUpdate.0.genericInputs.certificateReference', message: 'validation.required' },
    ]);
    const listed = await clients.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/results/list',
      payload: { instances: [instanceId] },
    });
    const kept = listed.json().results.find((result: Result) => result._id === saved._id);
    expect(kept.genericInputs).toEqual({ certificateType: 'GO', certificateReference: 'G-1' });
  });
});
