import { MAX_REQUEST_NUMBER_MAGNITUDE } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, gasRow, manage, setUpCompanyClients } from '../modules/calculator/test-kit.ts';
import type { SignedInClient } from '../test/session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('hostile values in any request part', () => {
  let testApp: TestApp;
  let owner: SignedInClient;
  let instanceId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ owner } = await setUpCompanyClients(testApp.app));
    ({ instanceId } = await createProject(owner));
  });
  afterAll(() => testApp.close());

  const expectRefusedNaming = (response: { statusCode: number; json: () => unknown }, path: string) => {
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: { code: string; message: string; details: unknown[] } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toEqual([{ path, message: expect.stringMatching(/^validation\./) }]);
    expect(body.error.message).toContain(path);
    expect(body.error.message).not.toMatch(/validation\./);
  };

  it('refuses a NUL byte in a path parameter with 400 naming it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/public/climate-action-plan/%00' });
    expectRefusedNaming(response, 'publicId');
  });

  it('refuses a NUL byte in a query parameter', async () => {
    const response = await owner.inject({ method: 'GET', url: '/api/data/factors?search=gas%00oil' });
    expectRefusedNaming(response, 'search');
  });

  it.each([
    ['a NUL byte', 'Office\u0000'],
    ['a lone high surrogate', 'Office \uD83C'],
    ['a lone low surrogate', '\uDF0D Office'],
  ])('refuses %s in a body text field', async (_label, name) => {
    const response = await owner.inject({
      method: 'POST',
      url: '/api/company/calculator/instances',
      payload: { container: { name, type: 'company' }, general: {} },
    });
    expectRefusedNaming(response, 'container.name');
  });

  it('refuses a lone surrogate in a property name', async () => {
    const response = await manage(owner, {
      toCreate: [gasRow(instanceId, 1, { genericInputs: { '\uD800': 'x' } })],
    });
    expectRefusedNaming(response, 'results.toCreate.0.genericInputs.key');
  });

  it('keeps a whole emoji (a surrogate pair) and umlauts', async () => {
    const response = await manage(owner, { toCreate: [gasRow(instanceId, 1, { name: 'Büro 🌍' })] });
    expect(response.statusCode).toBe(200);
  });

  it('refuses 1e308 kWh with 400 naming the field, instead of overflowing the sums', async () => {
    const response = await manage(owner, { toCreate: [gasRow(instanceId, 1e308)] });
    expectRefusedNaming(response, 'results.toCreate.0.emissionActivityInputs.0.value');
  });

  it('refuses a number JSON reads as Infinity (1e309)', async () => {
    const payload = JSON.stringify({ results: { toCreate: [gasRow(instanceId, 1)] } }).replace(
      '"value":1',
      '"value":1e309',
    );
    const response = await owner.inject({
      method: 'POST',
      url: '/api/company/calculator/results/manage',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectRefusedNaming(response, 'results.toCreate.0.emissionActivityInputs.0.value');
  });

  it('accepts a number at the documented maximum and refuses one just beyond it', async () => {
    const atLimit = await manage(owner, { toCreate: [gasRow(instanceId, MAX_REQUEST_NUMBER_MAGNITUDE)] });
    expect(atLimit.statusCode).toBe(200);
    const beyond = await manage(owner, {
      toCreate: [gasRow(instanceId, -MAX_REQUEST_NUMBER_MAGNITUDE * 1.5)],
    });
    expectRefusedNaming(beyond, 'results.toCreate.0.emissionActivityInputs.0.value');
  });
});
