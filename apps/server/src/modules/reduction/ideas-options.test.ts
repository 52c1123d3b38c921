import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, manage, setUpCompanyClients } from '../calculator/test-kit.ts';

const api = '/api/company/calculator/reduction';

/** Ideas limited to some rows of a section, on the committed factor library (loaded once: it takes seconds). */
describe('reduction ideas on the matching rows', () => {
  let testApp: TestApp;
  let acme: CompanyClients;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    acme = await setUpCompanyClients(testApp.app);
  });
  afterAll(() => testApp.close());

  it('claims rail savings only from the short-haul and domestic flights entered, never from a long-haul one', async () => {
    const travel = await createProject(acme.owner, { name: 'Sales team', year: 2025, region: 'GB' });
    const travelPlan = { kind: 'container', id: travel.containerId };
    const flight = (formOptionId: string, km: number) => ({
      instance: travel.instanceId,
      formOptionId,
      emissionActivityInputs: [{ fieldId: 'passengerDistance', value: km, unit: 'p.km' }],
    });
    const railIdea = async () => {
      const response = await acme.viewer.inject({
        method: 'POST',
        url: `${api}/ideas/list`,
        payload: { plan: travelPlan, instances: [travel.instanceId], lang: 'en' },
      });
      expect(response.statusCode).toBe(200);
      const ideas: { _id: string; estimatedReductionKg: number }[] = response.json().ideas;
      return ideas.find((idea) => idea._id === 'rail-instead-of-flights');
    };
    const transatlantic = await manage(acme.editor, {
      toCreate: [flight('flight-long-haul-economy', 11_000)],
    });
    expect(transatlantic.statusCode).toBe(200);
    expect((await railIdea())?.estimatedReductionKg).toBe(0);

    const shortHaul = await manage(acme.editor, { toCreate: [flight('flight-short-haul-economy', 1_600)] });
    expect(shortHaul.statusCode).toBe(200);
    const shortKg = shortHaul.json().results[0].figures.total;
    expect(shortKg).toBeGreaterThan(0);
    expect((await railIdea())?.estimatedReductionKg).toBeCloseTo(shortKg * 0.45, 6);
  });
});
