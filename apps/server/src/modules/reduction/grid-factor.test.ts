import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

/** Estimates that add electricity back, on the committed factor library (loaded once: it takes seconds). */
describe('estimates with the grid factor of the year', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let year: { instanceId: string; containerId: string };

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
    year = await createProject(clients.owner, { name: 'DE', region: 'DE', year: 2025 });
    const electricity = {
      instance: year.instanceId,
      formOptionId: 'electricity-grid',
      emissionActivityInputs: [{ fieldId: 'energy', value: 1_000, unit: 'kWh' }],
    };
    const response = await manage(clients.editor, {
      toCreate: [gasRow(year.instanceId, 10_000), electricity],
    });
    expect(response.statusCode, response.body).toBe(200);
  }, 120_000);
  afterAll(() => testApp.close());

  it('deducts the heat pumps’ electricity at the grid factor the year’s electricity was computed with', async () => {
    const setup = await clients.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/instances/setup',
      payload: { instances: [year.instanceId], lang: 'en' },
    });
    const sections = setup.json().formSectionAggregations;
    const gasKg = sections['stationary-combustion'].totalCo2;
    const gridFactor = sections['purchased-electricity'].totalCo2 / 1_000;
    expect(gridFactor).toBeGreaterThan(0);

    const response = await clients.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/reduction/ideas/list',
      payload: { plan: { kind: 'container', id: year.containerId }, instances: [year.instanceId] },
    });
    expect(response.statusCode).toBe(200);
    const heatPump = response.json().ideas.find((idea: { _id: string }) => idea._id === 'heat-pump');
    const replaced = gasKg * 0.7;
    expect(heatPump.isGross).toBe(false);
    expect(heatPump.estimatedReductionKg).toBeCloseTo(replaced - ((replaced * 0.3) / 0.183) * gridFactor, 6);
  });
});
