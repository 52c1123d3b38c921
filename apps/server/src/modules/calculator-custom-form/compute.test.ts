import type { Result } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  general,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';
import { api, gasOption, NATURAL_GAS_KWH, retrieveForm, saveForm, siteComposition } from './test-kit.ts';

/** DESNZ 2025, natural gas per kWh: gross and net calorific value (reference-data/factors/desnz-2025.ndjson). */
const GAS_GROSS_2025 = 0.18296;
const GAS_NET_2025 = 0.2027;
const NATURAL_GAS_KWH_NET = 'desnz:1_100_1004_7_1';

const gasRow = (instance: string, kwh: number) => ({
  instance,
  formOptionId: 'site-gas',
  emissionActivityInputs: [{ fieldId: 'amount', value: kwh, unit: 'kWh' }],
});

/** A composed Custom form end to end: rows computed with library factors, protected while they hold results. */
describe('a Custom project with a composed form', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let project: { instanceId: string; containerId: string };
  let frozenYear: string;
  let version: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    acme = await setUpCompanyClients(testApp.app);
    project = await createProject(acme.owner, { name: 'Plant', type: 'custom', year: 2025 });
    const added = await acme.admin.inject({
      method: 'POST',
      url: `${api}/instances`,
      payload: { container: project.containerId, general: general({ year: 2024 }) },
    });
    frozenYear = added.json().instance._id;
    const saved = await saveForm(acme.admin, project.containerId, siteComposition());
    expect(saved.statusCode, saved.body).toBe(200);
    version = saved.json().composition.version;
  }, 120_000);
  afterAll(() => testApp.close());

  async function createRow(instance: string, kwh: number): Promise<Result> {
    const response = await manage(acme.editor, { toCreate: [gasRow(instance, kwh)] });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().results[0];
  }

  async function listRows(instance: string): Promise<Result[]> {
    const response = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/results/list`,
      payload: { instances: [instance] },
    });
    return response.json().results;
  }

  it('computes a row with the library factor: amount × factor, in the section and scope composed', async () => {
    const result = await createRow(project.instanceId, 1000);
    expect(result).toMatchObject({ c1: 'site', formOptionId: 'site-gas', ghgScope: { scope: 1 } });
    expect(result.formVersion).toBe('custom-1');
    expect(result.figures.total).toBeCloseTo(1000 * GAS_GROSS_2025, 9);
    expect(result.figures.scope1).toBeCloseTo(1000 * GAS_GROSS_2025, 9);
    expect(result.factorsUsed).toEqual([
      expect.objectContaining({ part: 'direct', lineageKey: NATURAL_GAS_KWH, edition: '2025' }),
    ]);

    const setup = await acme.viewer.inject({
      method: 'POST',
      url: `${api}/instances/setup`,
      payload: { instances: [project.instanceId], lang: 'en' },
    });
    const body = setup.json();
    expect(body.aggregatedResults.totalCo2InKg).toBeCloseTo(1000 * GAS_GROSS_2025, 9);
    expect(body.aggregatedResults.totalCo2InKgPerScope[1]).toBeCloseTo(1000 * GAS_GROSS_2025, 9);
    expect(body.formSectionAggregations.site.totalCo2).toBeCloseTo(1000 * GAS_GROSS_2025, 9);
  });

  it('refuses to drop or move a row type that holds results, naming it (409)', async () => {
    await createRow(frozenYear, 500);
    const usage = (await retrieveForm(acme.viewer, project.containerId)).json().usage;
    expect(usage).toEqual([{ sectionId: 'site', optionId: 'site-gas', numResults: 2 }]);

    const dropped = await saveForm(
      acme.admin,
      project.containerId,
      siteComposition(version, [gasOption({ id: 'site-oil', label: { en: 'Oil', de: 'Öl' } })]),
    );
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json().error).toMatchObject({
      code: 'CONFLICT',
      details: [{ path: 'removed.site.site-gas', message: 'customForm.inUse' }],
    });
    expect(dropped.json().error.message).toContain('"Natural gas" in "Site" (2 results)');

    const moved = siteComposition(version, [gasOption({ id: 'site-oil' })]);
    moved.sections.push({ id: 'other', label: { en: 'Other', de: 'Andere' }, options: [gasOption()] });
    expect((await saveForm(acme.admin, project.containerId, moved)).statusCode).toBe(409);
    expect((await retrieveForm(acme.viewer, project.containerId)).json().version).toBe(1);
  });

  it('recomputes the unfrozen years when a used row gets another factor; a frozen year keeps its figures', async () => {
    const freeze = await acme.admin.inject({ method: 'POST', url: `${api}/instances/${frozenYear}/freeze` });
    expect(freeze.statusCode).toBe(200);
    const frozenBefore = (await listRows(frozenYear))[0];

    const changed = await saveForm(
      acme.admin,
      project.containerId,
      siteComposition(version, [gasOption({ factor: { kind: 'library', lineageKey: NATURAL_GAS_KWH_NET } })]),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    version = changed.json().composition.version;

    const [open] = await listRows(project.instanceId);
    expect(open?.figures.total).toBeCloseTo(1000 * GAS_NET_2025, 9);
    expect(open?.formVersion).toBe('custom-2');
    expect(open?.factorsUsed[0]?.lineageKey).toBe(NATURAL_GAS_KWH_NET);
    expect((await listRows(frozenYear))[0]).toEqual(frozenBefore);
  });

  it('lets a row type go once its results are deleted', async () => {
    const unfreeze = await acme.admin.inject({
      method: 'POST',
      url: `${api}/instances/${frozenYear}/unfreeze`,
    });
    expect(unfreeze.statusCode).toBe(200);
    const ids = [...(await listRows(project.instanceId)), ...(await listRows(frozenYear))].map(
      (row) => row._id,
    );
    expect((await manage(acme.editor, { toDelete: ids })).statusCode).toBe(200);
    const emptied = await saveForm(
      acme.admin,
      project.containerId,
      siteComposition(version, [gasOption({ id: 'site-oil', label: { en: 'Oil', de: 'Öl' } })]),
    );
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json()).toMatchObject({ version: 3, usage: [] });
  });
});
