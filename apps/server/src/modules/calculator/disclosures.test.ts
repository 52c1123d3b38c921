import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type CompanyClients, createProject, manage, setUpCompanyClients } from './test-kit.ts';

const url = (id: string) => `/api/company/calculator/instances/${id}/disclosures`;

/** A year's ESRS E1 disclosures, and the residual mix that market-based Scope 2 reads. */
describe('year disclosures', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let yearId: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
    yearId = (await createProject(clients.owner, { name: 'UK', region: 'GB', year: 2025 })).instanceId;
  }, 120_000);
  afterAll(() => testApp.close());

  it('stores net revenue and the Scope 3 statements, and refuses an exclusion without its reason', async () => {
    const disclosures = {
      netRevenue: 12_500_000,
      residualMix: null,
      scope3CategoryStatuses: {
        '8': { status: 'notRelevant' },
        '15': { status: 'excluded', reason: 'No investments' },
      },
    };
    const saved = await clients.editor.inject({ method: 'PUT', url: url(yearId), payload: { disclosures } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().instance.disclosures).toEqual({ ...disclosures, gridLossPercent: null });

    const refused = await clients.editor.inject({
      method: 'PUT',
      url: url(yearId),
      payload: { disclosures: { ...disclosures, scope3CategoryStatuses: { '1': { status: 'excluded' } } } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('disclosures.scope3CategoryStatuses.1.reason');
    const negative = await clients.editor.inject({
      method: 'PUT',
      url: url(yearId),
      payload: { disclosures: { ...disclosures, netRevenue: -1 } },
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('disclosures.netRevenue');
    const viewer = await clients.viewer.inject({ method: 'PUT', url: url(yearId), payload: { disclosures } });
    expect(viewer.statusCode).toBe(403);
  });

  it('prices market-based electricity without a contract with the residual mix, and recomputes the year', async () => {
    const created = await manage(clients.editor, {
      toCreate: [
        {
          instance: yearId,
          formOptionId: 'electricity-grid',
          emissionActivityInputs: [{ fieldId: 'energy', value: 10_000, unit: 'kWh' }],
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const before = created.json().results[0];
    // DESNZ 2025 UK grid: 0.177 kg CO2e/kWh, both bases while no residual mix is given.
    expect(before.figures.scope2MarketBased).toBeCloseTo(1770, 6);
    expect(before.figures.scope2LocationBased).toBeCloseTo(1770, 6);

    const saved = await clients.editor.inject({
      method: 'PUT',
      url: url(yearId),
      payload: {
        disclosures: {
          netRevenue: null,
          residualMix: { factor: 0.35, source: 'AIB European Residual Mix 2024, UK' },
          scope3CategoryStatuses: {},
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = await clients.viewer.inject({
      method: 'POST',
      url: '/api/company/calculator/results/list',
      payload: { instances: [yearId] },
    });
    const after = listed.json().results.find((result: { _id: string }) => result._id === before._id);
    expect(after.figures.scope2MarketBased).toBeCloseTo(10_000 * 0.35, 6);
    expect(after.figures.scope2LocationBased).toBeCloseTo(1770, 6);
    expect(after.factorsUsed).toContainEqual(
      expect.objectContaining({
        part: 'direct',
        source: 'Residual mix: AIB European Residual Mix 2024, UK',
        value: 0.35,
      }),
    );
  });

  it('completes a frozen year’s statements but refuses a new residual mix or grid loss there', async () => {
    const frozen = await clients.admin.inject({
      method: 'POST',
      url: `/api/company/calculator/instances/${yearId}/freeze`,
    });
    expect(frozen.statusCode, frozen.body).toBe(200);
    const current = frozen.json().instance.disclosures;
    const statements = await clients.editor.inject({
      method: 'PUT',
      url: url(yearId),
      payload: { disclosures: { ...current, netRevenue: 9_000_000 } },
    });
    expect(statements.statusCode, statements.body).toBe(200);
    const residual = await clients.editor.inject({
      method: 'PUT',
      url: url(yearId),
      payload: { disclosures: { ...current, residualMix: { factor: 0.4, source: 'Other' } } },
    });
    expect(residual.statusCode).toBe(409);
    expect(residual.body).toContain('disclosures.residualMix');
    const gridLoss = await clients.editor.inject({
      method: 'PUT',
      url: url(yearId),
      payload: { disclosures: { ...current, gridLossPercent: 5 } },
    });
    expect(gridLoss.statusCode).toBe(409);
    expect(gridLoss.body).toContain('disclosures.gridLossPercent');
  });
});
