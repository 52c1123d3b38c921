import type { FactorSources, Instance } from '@carbon-ledger/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInClient } from '../../test/session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, general, manage, setUpCompanyClients } from './test-kit.ts';

const api = '/api/company/calculator';

const GERMAN_DEFAULTS: FactorSources = {
  fuels: 'DESNZ',
  grid: 'EMBER_OWID',
  spend: 'FIGARO',
  travelWaste: 'DESNZ',
};
const UK_DEFAULTS: FactorSources = {
  fuels: 'DESNZ',
  grid: 'DESNZ',
  spend: 'EPA_USEEIO',
  travelWaste: 'DESNZ',
};

/** A district-cooling row at the supplier's typed factor: computed without the factor library. */
const coolingRow = (instance: string) => ({
  instance,
  formOptionId: 'cooling-district',
  emissionActivityInputs: [{ fieldId: 'energy', value: 1000, unit: 'kWh' }],
  userFactor: { factor: 0.2, source: 'Supplier statement' },
});

async function readInstance(client: SignedInClient, instanceId: string): Promise<Instance> {
  const response = await client.inject({
    method: 'POST',
    url: `${api}/instances/list`,
    payload: { instances: [instanceId] },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().instances[0];
}

async function readLog(client: SignedInClient, instanceId: string) {
  const response = await client.inject({ method: 'GET', url: `${api}/instances/${instanceId}/logs` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries as {
    subject: string;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
}

const detailsOf = (response: { json: () => { error: { details?: unknown } } }) =>
  response.json().error.details;

describe("a year's factor sources", () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;

  beforeAll(async () => {
    testApp = await createTestApp();
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
  });
  afterAll(() => testApp.close());

  const patch = (client: SignedInClient, instanceId: string, body: Record<string, unknown>) =>
    client.inject({ method: 'PATCH', url: `${api}/instances/${instanceId}`, payload: { general: body } });
  const preview = (client: SignedInClient, instanceId: string, body: Record<string, unknown>) =>
    client.inject({
      method: 'POST',
      url: `${api}/instances/${instanceId}/general/preview`,
      payload: { general: body },
    });

  it("starts a year on its region's defaults and follows a change of region while none are chosen", async () => {
    const { instanceId } = await createProject(acme.owner, { region: 'GB' });
    const created = await readInstance(acme.viewer, instanceId);
    expect(created.general.factorSources).toEqual(UK_DEFAULTS);
    expect(created.general.hasRegionDefaultFactorSources).toBe(true);

    const moved = await patch(acme.admin, instanceId, general({ region: 'DE' }));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().instance.general).toMatchObject({
      factorSources: GERMAN_DEFAULTS,
      hasRegionDefaultFactorSources: true,
    });
  });

  it('previews a change of sources per section first, writing nothing; applying stores, recomputes and logs it', async () => {
    const { instanceId } = await createProject(acme.owner, { region: 'DE' });
    expect((await manage(acme.editor, { toCreate: [coolingRow(instanceId)] })).statusCode).toBe(200);
    const chosen: FactorSources = { ...GERMAN_DEFAULTS, spend: 'EPA_USEEIO', fuels: 'EPA_HUB' };
    const body = { ...general({ region: 'DE' }), factorSources: chosen };

    const previewed = await preview(acme.admin, instanceId, body);
    expect(previewed.statusCode, previewed.body).toBe(200);
    // 1,000 kWh × 0.2 kg/kWh typed by the user: 200 kg before and after (neither source is read by it).
    expect(previewed.json()).toMatchObject({ numResults: 1, totalBefore: 200, totalAfter: 200 });
    expect(previewed.json().sections).toEqual([
      { sectionId: 'scope-2', before: 200, after: 200 },
      { sectionId: 'purchased-heat', before: 200, after: 200 },
    ]);
    expect((await readInstance(acme.viewer, instanceId)).general.hasRegionDefaultFactorSources).toBe(true);

    const applied = await patch(acme.admin, instanceId, body);
    expect(applied.statusCode, applied.body).toBe(200);
    const stored = await readInstance(acme.viewer, instanceId);
    expect(stored.general.factorSources).toEqual(chosen);
    expect(stored.general.hasRegionDefaultFactorSources).toBe(false);

    const log = await readLog(acme.admin, instanceId);
    expect(log.slice(0, 2).map((entry) => `${entry.subject}:${entry.action}`)).toEqual([
      'recompute:recompute',
      'instance:update',
    ]);
    expect(log[1]?.before).toEqual({ factorSources: null });
    expect(log[1]?.after).toEqual({ factorSources: chosen });

    // A later change of the period alone keeps the chosen sources.
    const period = await patch(acme.admin, instanceId, general({ region: 'DE', year: 2024 }));
    expect(period.statusCode, period.body).toBe(200);
    expect(period.json().instance.general.factorSources).toEqual(chosen);

    // Back to the region's defaults with null.
    const reset = await patch(acme.admin, instanceId, { ...general({ region: 'DE' }), factorSources: null });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().instance.general).toMatchObject({
      factorSources: GERMAN_DEFAULTS,
      hasRegionDefaultFactorSources: true,
    });
  });

  it('refuses sources the region cannot compute with, naming the field, on preview and on apply', async () => {
    const { instanceId } = await createProject(acme.owner, { region: 'DE' });
    const cases = [
      { region: 'DE', sources: { grid: 'EPA_EGRID' }, path: 'general.factorSources.grid' },
      { region: 'DE', sources: { grid: 'DESNZ' }, path: 'general.factorSources.grid' },
      { region: 'JP', sources: { spend: 'FIGARO' }, path: 'general.factorSources.spend' },
      {
        region: 'US-CAMX',
        sources: { grid: 'EPA_EGRID', spend: 'FIGARO' },
        path: 'general.factorSources.spend',
      },
    ];
    for (const { region, sources, path } of cases) {
      const body = { ...general({ region }), factorSources: { ...GERMAN_DEFAULTS, ...sources } };
      for (const send of [preview, patch]) {
        const response = await send(acme.admin, instanceId, body);
        expect(response.statusCode, `${region} ${JSON.stringify(sources)}`).toBe(400);
        expect(detailsOf(response)).toContainEqual({ path, message: expect.stringMatching(/^validation\./) });
      }
    }
    const unknown = await patch(acme.admin, instanceId, {
      ...general({ region: 'DE' }),
      factorSources: { ...GERMAN_DEFAULTS, grid: 'IEA' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(detailsOf(unknown)).toContainEqual({
      path: 'general.factorSources.grid',
      message: 'validation.invalid',
    });
    expect((await readInstance(acme.viewer, instanceId)).general.hasRegionDefaultFactorSources).toBe(true);
  });

  it('refuses a change of region that the chosen sources cannot follow', async () => {
    const { instanceId } = await createProject(acme.owner, { region: 'GB' });
    const chosen = await patch(acme.admin, instanceId, {
      ...general({ region: 'GB' }),
      factorSources: UK_DEFAULTS,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const moved = await patch(acme.admin, instanceId, general({ region: 'DE' }));
    expect(moved.statusCode).toBe(400);
    expect(detailsOf(moved)).toEqual([
      { path: 'general.factorSources.grid', message: 'validation.factorSource.gridDesnzOutsideUk' },
    ]);
    expect((await readInstance(acme.viewer, instanceId)).general.electricityEmissionFactor.region).toBe('GB');
  });

  it('takes sources with a new year', async () => {
    const response = await acme.owner.inject({
      method: 'POST',
      url: `${api}/instances`,
      payload: {
        container: { name: 'Plant', type: 'company' },
        general: { ...general({ region: 'FR' }), factorSources: { ...GERMAN_DEFAULTS, spend: 'EPA_USEEIO' } },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().instance.general).toMatchObject({
      factorSources: { ...GERMAN_DEFAULTS, spend: 'EPA_USEEIO' },
      hasRegionDefaultFactorSources: false,
    });
  });

  it('lets only admins change them, never on a frozen year nor on another company’s year', async () => {
    const { instanceId } = await createProject(acme.owner, { region: 'DE' });
    const body = { ...general({ region: 'DE' }), factorSources: { ...GERMAN_DEFAULTS, spend: 'EPA_USEEIO' } };
    for (const client of [acme.editor, acme.viewer]) {
      expect((await patch(client, instanceId, body)).statusCode).toBe(403);
      expect((await preview(client, instanceId, body)).statusCode).toBe(403);
    }
    expect((await patch(other.admin, instanceId, body)).statusCode).toBe(404);
    expect((await preview(other.admin, instanceId, body)).statusCode).toBe(404);

    const frozen = await acme.admin.inject({ method: 'POST', url: `${api}/instances/${instanceId}/freeze` });
    expect(frozen.statusCode, frozen.body).toBe(200);
    for (const send of [preview, patch]) {
      const response = await send(acme.admin, instanceId, body);
      expect(response.statusCode).toBe(409);
      expect(detailsOf(response)).toEqual([{ path: 'general', message: 'validation.frozen' }]);
    }
    expect((await readInstance(acme.viewer, instanceId)).general.hasRegionDefaultFactorSources).toBe(true);
  });
});
