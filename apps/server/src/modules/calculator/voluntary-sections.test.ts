import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, general, manage, setUpCompanyClients } from './test-kit.ts';

const instancesUrl = '/api/company/calculator/instances';

/** A leased-out floor area at a typed factor: a category 13 row without the factor library. */
const floorAreaRow = (instance: string, m2: number) => ({
  instance,
  formOptionId: 'leased-out-floor-area',
  emissionActivityInputs: [{ fieldId: 'area', value: m2, unit: 'm2' }],
  userFactor: { factor: 2, source: 'Tenant statement' },
});

describe('voluntary sections of a year', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let instanceId: string;
  let chosen: ReturnType<typeof general>;

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
  });
  afterAll(() => testApp.close());

  const patch = (client: CompanyClients['owner'], body: ReturnType<typeof general>, id = instanceId) =>
    client.inject({ method: 'PATCH', url: `${instancesUrl}/${id}`, payload: { general: body } });

  it('creates a Corporate project with categories 8 and 13 chosen', async () => {
    chosen = {
      ...general(),
      selectedVoluntarySectionIds: ['upstream-leased-assets', 'downstream-leased-assets'],
    };
    const response = await acme.owner.inject({
      method: 'POST',
      url: instancesUrl,
      payload: { container: { name: 'HQ', type: 'company' }, general: chosen },
    });
    expect(response.statusCode).toBe(201);
    const { instance } = response.json();
    instanceId = instance._id;
    expect(instance.general.selectedVoluntarySectionIds).toEqual([
      'upstream-leased-assets',
      'downstream-leased-assets',
    ]);
  });

  it('refuses a section that is no voluntary section of the form, naming the entry', async () => {
    const response = await acme.owner.inject({
      method: 'POST',
      url: instancesUrl,
      payload: {
        container: { name: 'Other', type: 'company' },
        general: { ...general(), selectedVoluntarySectionIds: ['franchises', 'business-travel'] },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { path: 'general.selectedVoluntarySectionIds.1', message: 'validation.invalid' },
    ]);
    const refused = await patch(acme.admin, { ...chosen, selectedVoluntarySectionIds: ['nonsense'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].path).toBe('general.selectedVoluntarySectionIds.0');
  });

  it('lets an admin choose more sections in the year’s settings', async () => {
    const response = await patch(acme.admin, {
      ...chosen,
      selectedVoluntarySectionIds: [...chosen.selectedVoluntarySectionIds, 'franchises'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().instance.general.selectedVoluntarySectionIds).toContain('franchises');
  });

  it('refuses to leave out a section that holds rows, and keeps the rows and the choice', async () => {
    const stored = await manage(acme.editor, { toCreate: [floorAreaRow(instanceId, 500)] });
    expect(stored.statusCode).toBe(200);
    const withRows = { ...chosen, selectedVoluntarySectionIds: ['upstream-leased-assets'] };
    const preview = await acme.admin.inject({
      method: 'POST',
      url: `${instancesUrl}/${instanceId}/general/preview`,
      payload: { general: withRows },
    });
    expect(preview.statusCode).toBe(409);
    const refused = await patch(acme.admin, withRows);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('13. Downstream leased assets');
    expect(refused.json().error.details).toEqual([
      { path: 'general.selectedVoluntarySectionIds', message: 'validation.voluntarySectionHasRows' },
    ]);
    const setup = await acme.viewer.inject({
      method: 'POST',
      url: `${instancesUrl}/setup`,
      payload: { instances: [instanceId], lang: 'en' },
    });
    const body = setup.json();
    expect(body.instances[0].general.selectedVoluntarySectionIds).toContain('downstream-leased-assets');
    expect(body.formSectionAggregations['downstream-leased-assets'].totalCo2).toBeCloseTo(1_000, 6);
  });

  it('lets an admin leave out a chosen section without rows', async () => {
    const response = await patch(acme.admin, {
      ...chosen,
      selectedVoluntarySectionIds: ['downstream-leased-assets'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().instance.general.selectedVoluntarySectionIds).toEqual([
      'downstream-leased-assets',
    ]);
  });

  it('answers 401 without a session, 403 to an editor and 404 to another company', async () => {
    const body = { general: chosen };
    const anonymous = await testApp.app.inject({
      method: 'PATCH',
      url: `${instancesUrl}/${instanceId}`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await patch(acme.editor, chosen)).statusCode).toBe(403);
    expect((await patch(other.owner, chosen)).statusCode).toBe(404);
  });
});
