import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, setUpCompanyClients } from '../calculator/test-kit.ts';
import { api, gasOption, NATURAL_GAS_KWH, retrieveForm, saveForm, siteComposition } from './test-kit.ts';

type Detail = { path: string; message: string };
const detailsOf = (body: string): Detail[] => JSON.parse(body).error.details ?? [];

/** Composing a Custom project's form: access, tenancy, validation against the library, versions. */
describe('custom form routes', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let custom: { instanceId: string; containerId: string };
  let corporate: { instanceId: string; containerId: string };
  let foreign: { instanceId: string; containerId: string };

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    custom = await createProject(acme.owner, { name: 'Plant', type: 'custom' });
    corporate = await createProject(acme.owner, { name: 'HQ', type: 'company' });
    foreign = await createProject(other.owner, { name: 'Theirs', type: 'custom' });
  }, 120_000);
  afterAll(() => testApp.close());

  it('answers 401 without a session', async () => {
    const calls = [
      { method: 'POST', url: `${api}/containers/${custom.containerId}/custom-form/retrieve` },
      {
        method: 'PUT',
        url: `${api}/containers/${custom.containerId}/custom-form`,
        payload: siteComposition(),
      },
    ] as const;
    for (const call of calls) expect((await testApp.app.inject(call)).statusCode).toBe(401);
  });

  it('lets every member read the form but only admins compose it (403 for an editor)', async () => {
    const read = await retrieveForm(acme.viewer, custom.containerId);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      container: { _id: custom.containerId, name: 'Plant', type: 'custom' },
      composition: { version: '2025.1', sections: [] },
      version: 0,
      formVersion: '2025.1',
      factors: [],
      usage: [],
    });
    expect((await saveForm(acme.editor, custom.containerId, siteComposition())).statusCode).toBe(403);
  });

  it("answers 404 for another company's project and for an unknown one", async () => {
    const ids = [foreign.containerId, '00000000-0000-4000-8000-000000000000'];
    for (const id of ids) {
      expect((await retrieveForm(acme.admin, id)).statusCode).toBe(404);
      expect((await saveForm(acme.owner, id, siteComposition())).statusCode).toBe(404);
    }
    const served = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/forms/retrieve`,
      payload: { formGroup: 'custom', lang: 'en', container: foreign.containerId },
    });
    expect(served.statusCode).toBe(404);
  });

  it('refuses a body that is not a composition, naming the field', async () => {
    const broken = siteComposition();
    const response = await saveForm(acme.admin, custom.containerId, {
      ...broken,
      sections: [{ ...broken.sections[0], id: 'Not Kebab', label: { en: 'Site' } }],
    });
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response.body).map((detail) => detail.path)).toEqual(
      expect.arrayContaining(['sections.0.id', 'sections.0.label.de']),
    );
  });

  it.each([
    ['an unknown factor', { factor: { kind: 'library', lineageKey: 'desnz:no-such-row' } }, 'factorUnknown'],
    [
      'an unknown USEEIO sector',
      {
        factor: { kind: 'spend', lineageKey: 'epa-useeio:999999' },
        quantity: { unitCategory: 'currency', defaultUnit: 'EUR' },
      },
      'factorUnknown',
    ],
    [
      'a unit the factor is not per',
      { quantity: { unitCategory: 'weight', defaultUnit: 'kg' } },
      'unitMismatch',
    ],
    [
      'a USEEIO sector chosen as a fixed factor',
      {
        factor: { kind: 'library', lineageKey: 'epa-useeio:541611' },
        quantity: { unitCategory: 'currency', defaultUnit: 'EUR' },
      },
      'useSpend',
    ],
    [
      'a conversion factor',
      { factor: { kind: 'library', lineageKey: 'desnz:6_300_3000_4_5' } },
      'factorNotEmission',
    ],
  ] as const)('refuses %s with the path of the factor', async (_case, overrides, issue) => {
    const composition = {
      version: '2025.1',
      sections: [
        siteComposition().sections[0],
        {
          id: 'suppliers',
          label: { en: 'Suppliers', de: 'Lieferanten' },
          ghg: { scope: 3, scope3Category: 1 },
          options: [{ ...gasOption({ id: 'supplier-row' }), ...overrides }],
        },
      ],
    };
    const response = await saveForm(acme.admin, custom.containerId, composition);
    expect(response.statusCode, response.body).toBe(400);
    expect(detailsOf(response.body)).toContainEqual({
      path: 'sections.1.options.0.factor',
      message: `customForm.${issue}`,
    });
  });

  it('refuses a repeated row id with the path of the composition', async () => {
    const response = await saveForm(
      acme.admin,
      custom.containerId,
      siteComposition('2025.1', [gasOption(), gasOption({ label: { en: 'Gas 2', de: 'Gas 2' } })]),
    );
    expect(response.statusCode).toBe(400);
    expect(detailsOf(response.body).map((detail) => detail.path)).toContain('sections.0.options.1.id');
  });

  it('refuses to compose the form of a project that is not Custom', async () => {
    expect((await retrieveForm(acme.viewer, corporate.containerId)).statusCode).toBe(400);
    expect((await saveForm(acme.admin, corporate.containerId, siteComposition())).statusCode).toBe(400);
  });

  it('stores a composition under the next version and serves it to Inputs', async () => {
    const composition = siteComposition();
    composition.sections.push({
      id: 'suppliers',
      label: { en: 'Suppliers', de: 'Lieferanten' },
      icon: 'purchase',
      ghg: { scope: 3, scope3Category: 1 },
      options: [
        {
          id: 'consulting',
          label: { en: 'Consulting', de: 'Beratung' },
          factor: { kind: 'spend', lineageKey: 'epa-useeio:541611' },
          quantity: { unitCategory: 'currency', defaultUnit: 'EUR' },
        },
        {
          id: 'parts',
          label: { en: 'Parts', de: 'Teile' },
          factor: { kind: 'userDefined', unitCategory: 'piece' },
          quantity: { unitCategory: 'piece', defaultUnit: 'piece' },
        },
      ],
    });
    const saved = await saveForm(acme.admin, custom.containerId, composition);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    expect(body).toMatchObject({ version: 1, formVersion: 'custom-1', usage: [] });
    expect(body.composition.sections.map((section: { id: string }) => section.id)).toEqual([
      'site',
      'suppliers',
    ]);
    expect(body.composition.version).toMatch(/^\d{4}\.1$/);
    expect(body.factors.map((factor: { lineageKey: string }) => factor.lineageKey).sort()).toEqual([
      NATURAL_GAS_KWH,
      'epa-useeio:541611',
    ]);
    expect(body.factors).toContainEqual(
      expect.objectContaining({ lineageKey: NATURAL_GAS_KWH, unitCategory: 'energy', edition: '2025' }),
    );
    expect((await retrieveForm(acme.viewer, custom.containerId)).json()).toEqual(body);

    const setup = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/instances/setup`,
      payload: { instances: [custom.instanceId], lang: 'de' },
    });
    expect(setup.json().form).toMatchObject({
      type: 'custom',
      version: 'custom-1',
      sections: [
        { id: 'site', label: 'Standort', icon: 'facility' },
        { id: 'suppliers', label: 'Lieferanten' },
      ],
    });
    const served = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/forms/retrieve`,
      payload: { formGroup: 'custom', lang: 'en', container: custom.containerId },
    });
    expect(served.json().form.sections.map((section: { id: string }) => section.id)).toEqual([
      'site',
      'suppliers',
    ]);
    const shipped = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/forms/retrieve`,
      payload: { formGroup: 'custom', lang: 'en' },
    });
    expect(shipped.json().form.sections).toEqual([]);
  });

  it('refuses a save on top of a newer one (409) and keeps the newer', async () => {
    const stale = await saveForm(acme.admin, custom.containerId, siteComposition('2025.1'));
    expect(stale.statusCode).toBe(409);
    expect((await retrieveForm(acme.viewer, custom.containerId)).json().version).toBe(1);
  });
});
