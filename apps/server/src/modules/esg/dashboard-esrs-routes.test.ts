import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  general,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

type PublicDisclosure = {
  code: string;
  standard?: string;
  isNotMaterial: boolean;
  notMaterialReason: string;
  datapoints: {
    code: string;
    isFromCalculator: boolean;
    answer: { kind: string; value: unknown };
    choiceLabels: { en: string; de: string }[];
  }[];
};
type PublicDashboard = {
  family?: string;
  disclosures: PublicDisclosure[];
  lockedAt: string | null;
};
type PublicGroupDashboard = {
  disclosures: string[];
  years: { projectName: string; startDate: string; family?: string; disclosures: PublicDisclosure[] }[];
  lockedAt: string | null;
};

const base = (id: string) => `/api/company/esg/years/${id}/dashboard`;
const groupBase = (id: string) => `/api/company/esg/groups/${id}/dashboard`;
const text = (code: string, value: string) => ({ code, value: { kind: 'text', value } });
const CLIMATE_POLICY = 'esrs:E1-2.policies';
const WORKFORCE_POLICY = 'esrs:S1-1.policies';
const POLLUTION_POLICY = 'esrs:E2-1.policies';

describe('ESG years entered in ESRS: the public dashboard', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let esrsYear: string;
  let vsmeYear: string;
  let group: string;
  const anonymous = () => testApp.app;

  const saveEsrs = (answers: unknown[], disclosures: unknown[] = []) =>
    clients.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${esrsYear}/esrs`,
      payload: { answers, disclosures },
    });
  const readPublic = async <T>(url: string) => {
    const response = await anonymous().inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().dashboard as T;
  };
  const publish = (url: string, disclosures: string[]) =>
    clients.admin.inject({ method: 'PUT', url: `${url}/publish`, payload: { disclosures } });
  const answerOf = (disclosure: PublicDisclosure | undefined, code: string) =>
    disclosure?.datapoints.find((d) => d.code === code)?.answer.value;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    clients = await setUpCompanyClients(testApp.app);
    const esg = await createProject(clients.owner, { name: 'CSRD', type: 'esg', year: 2025 });
    esrsYear = esg.instanceId;
    const earlier = await clients.owner.inject({
      method: 'POST',
      url: '/api/company/calculator/instances',
      payload: { container: esg.containerId, general: general({ year: 2024 }) },
    });
    expect(earlier.statusCode, earlier.body).toBe(201);
    vsmeYear = earlier.json().instance._id;
    const corporate = await createProject(clients.owner, { name: 'UK', region: 'GB', year: 2025 });
    const created = await manage(clients.editor, { toCreate: [gasRow(corporate.instanceId, 10_000)] });
    expect(created.statusCode, created.body).toBe(200);
    const family = await clients.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${esrsYear}/esrs`,
      payload: { family: 'esrs' },
    });
    expect(family.statusCode, family.body).toBe(200);
    const saved = await saveEsrs(
      [
        text(CLIMATE_POLICY, 'Net zero by 2040 across our sites.'),
        text(WORKFORCE_POLICY, 'Fair pay for all.'),
        text(POLLUTION_POLICY, 'Secret pollution memo.'),
      ],
      [
        { code: 'E4-5', isNotMaterial: true, notMaterialReason: 'No sites near protected areas.' },
        { code: 'E1-2', isNotMaterial: false, evidenceNote: 'Board minutes, March.' },
      ],
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const vsme = await clients.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${vsmeYear}/vsme`,
      payload: { answers: [] },
    });
    expect(vsme.statusCode, vsme.body).toBe(200);
    const grouped = await clients.admin.inject({
      method: 'POST',
      url: '/api/company/calculator/groups',
      payload: { name: 'Reporting group', containers: [esg.containerId, corporate.containerId] },
    });
    expect(grouped.statusCode, grouped.body).toBe(201);
    group = grouped.json().group._id;
  }, 180_000);
  afterAll(() => testApp.close());

  it("publishes an ESRS year's chosen disclosure requirements, and no VSME disclosure", async () => {
    const vsmeCode = await publish(base(esrsYear), ['E1-6', 'B1']);
    expect(vsmeCode.statusCode).toBe(400);
    expect(vsmeCode.json().error.message).toContain('No ESRS disclosure B1');
    const esrsOnVsme = await publish(base(vsmeYear), ['E1-6']);
    expect(esrsOnVsme.statusCode).toBe(400);

    const published = await publish(base(esrsYear), ['S1-1', 'E4-5', 'E1-6', 'E1-2']);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().dashboard.disclosures).toEqual(['E1-2', 'E1-6', 'E4-5', 'S1-1']);
  });

  it('shows only the chosen requirements with their standard, figures, narratives and not-material reasons; locked is frozen; unpublished answers 404', async () => {
    const state = (await clients.admin.inject({ method: 'GET', url: base(esrsYear) })).json().dashboard;
    const publicUrl = `/api/public/esg/${state.publicId}`;
    const response = await anonymous().inject({ method: 'GET', url: publicUrl });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const dashboard: PublicDashboard = response.json().dashboard;
    expect(dashboard.family).toBe('esrs');
    expect(dashboard.disclosures.map((d) => [d.code, d.standard])).toEqual([
      ['E1-2', 'E1'],
      ['E1-6', 'E1'],
      ['E4-5', 'E4'],
      ['S1-1', 'S1'],
    ]);
    const [climatePolicy, scopes, biodiversity, workforce] = dashboard.disclosures;
    expect(answerOf(climatePolicy, CLIMATE_POLICY)).toBe('Net zero by 2040 across our sites.');
    // E1-6 holds the calculator's Scope 1 of 10 000 kWh of gas, and only answered datapoints.
    const scope1 = scopes?.datapoints.find((d) => d.code === 'esrs:E1-6.grossScope1');
    expect(scope1).toMatchObject({ isFromCalculator: true, answer: { kind: 'number', unit: 'utr:tCO2e' } });
    expect(scope1?.answer.value).toBeGreaterThan(1);
    expect(scopes?.datapoints.some((d) => d.code === 'esrs:E1-6.netRevenue')).toBe(false);
    expect(biodiversity).toEqual({
      code: 'E4-5',
      standard: 'E4',
      isNotMaterial: true,
      notMaterialReason: 'No sites near protected areas.',
      datapoints: [],
    });
    expect(answerOf(workforce, WORKFORCE_POLICY)).toBe('Fair pay for all.');
    // Nothing that was not chosen, no evidence note, no ids.
    expect(response.body).not.toContain('Secret pollution memo');
    expect(response.body).not.toContain('Board minutes');
    expect(response.body).not.toContain(esrsYear);
    expect(response.body).not.toContain(clients.companyId);

    // Unlocked, the page follows the form.
    expect((await saveEsrs([text(WORKFORCE_POLICY, 'Fair pay and training for all.')])).statusCode).toBe(200);
    const live = await readPublic<PublicDashboard>(publicUrl);
    expect(answerOf(live.disclosures[3], WORKFORCE_POLICY)).toBe('Fair pay and training for all.');

    // Locked, an edit of the form does not reach the page, and the choice cannot change.
    const locked = await clients.admin.inject({ method: 'POST', url: `${base(esrsYear)}/lock` });
    expect(locked.json().dashboard.isLocked).toBe(true);
    expect((await saveEsrs([text(WORKFORCE_POLICY, 'Pay cuts.')])).statusCode).toBe(200);
    expect(
      (await saveEsrs([], [{ code: 'E1-6', isNotMaterial: true, notMaterialReason: 'Changed' }])).statusCode,
    ).toBe(200);
    const frozen = await readPublic<PublicDashboard>(publicUrl);
    expect(frozen.family).toBe('esrs');
    expect(frozen.lockedAt).not.toBeNull();
    expect(answerOf(frozen.disclosures[3], WORKFORCE_POLICY)).toBe('Fair pay and training for all.');
    expect(frozen.disclosures[1]?.isNotMaterial).toBe(false);
    expect(frozen.disclosures[1]?.datapoints.find((d) => d.code === 'esrs:E1-6.grossScope1')).toBeDefined();
    expect((await publish(base(esrsYear), ['E2-1'])).statusCode).toBe(409);

    // Unlocked, it follows the form again; unpublished, the link answers 404.
    await clients.admin.inject({ method: 'POST', url: `${base(esrsYear)}/unlock` });
    const followed = await readPublic<PublicDashboard>(publicUrl);
    expect(answerOf(followed.disclosures[3], WORKFORCE_POLICY)).toBe('Pay cuts.');
    expect(followed.disclosures[1]).toMatchObject({
      isNotMaterial: true,
      notMaterialReason: 'Changed',
      datapoints: [],
    });
    await saveEsrs([], [{ code: 'E1-6', isNotMaterial: false }]);
    const unpublished = await clients.admin.inject({ method: 'POST', url: `${base(esrsYear)}/unpublish` });
    expect(unpublished.json().dashboard.publicId).toBeNull();
    expect((await anonymous().inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
  });

  it('shows each year of a group in its family: VSME disclosures for a VSME year, ESRS requirements for an ESRS year', async () => {
    const state = (await clients.admin.inject({ method: 'GET', url: groupBase(group) })).json();
    expect(state.years.map((y: { startDate: string; family: string }) => [y.startDate, y.family])).toEqual([
      ['2024-01-01', 'vsme'],
      ['2025-01-01', 'esrs'],
    ]);
    const unknown = await publish(groupBase(group), ['B1', 'E9-9']);
    expect(unknown.statusCode).toBe(400);
    const published = await publish(groupBase(group), ['S1-1', 'B1', 'E1-6']);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().dashboard.disclosures).toEqual(['B1', 'E1-6', 'S1-1']);

    const publicUrl = `/api/public/esg/g/${published.json().dashboard.publicId}`;
    const dashboard = await readPublic<PublicGroupDashboard>(publicUrl);
    expect(dashboard.disclosures).toEqual(['B1', 'E1-6', 'S1-1']);
    expect(dashboard.years.map((y) => [y.startDate, y.family, y.disclosures.map((d) => d.code)])).toEqual([
      ['2024-01-01', 'vsme', ['B1']],
      ['2025-01-01', 'esrs', ['E1-6', 'S1-1']],
    ]);
    expect(dashboard.years[1]?.disclosures[0]?.standard).toBe('E1');
    expect(answerOf(dashboard.years[1]?.disclosures[1], WORKFORCE_POLICY)).toBe('Pay cuts.');

    // Locked, the group's page keeps the ESRS year as it was.
    await clients.admin.inject({ method: 'POST', url: `${groupBase(group)}/lock` });
    expect((await saveEsrs([text(WORKFORCE_POLICY, 'After the lock.')])).statusCode).toBe(200);
    const frozen = await readPublic<PublicGroupDashboard>(publicUrl);
    expect(frozen.years[1]?.family).toBe('esrs');
    expect(answerOf(frozen.years[1]?.disclosures[1], WORKFORCE_POLICY)).toBe('Pay cuts.');

    await clients.admin.inject({ method: 'POST', url: `${groupBase(group)}/unpublish` });
    expect((await anonymous().inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
  });
  it('names the chosen items of a reference list in both languages', async () => {
    const gases = { code: 'esrs:E1-6.gasesIncluded', value: { kind: 'choice', value: ['co2', 'ch4'] } };
    const band = { code: 'esrs:S1-8.coverageBand', value: { kind: 'choice', value: ['60-79'] } };
    expect((await saveEsrs([gases, band])).statusCode).toBe(200);
    const published = await publish(base(esrsYear), ['E1-6', 'S1-8']);
    expect(published.statusCode, published.body).toBe(200);
    const dashboard = await readPublic<PublicDashboard>(
      `/api/public/esg/${published.json().dashboard.publicId}`,
    );
    const datapoint = (code: string) =>
      dashboard.disclosures.flatMap((d) => d.datapoints).find((d) => d.code === code);
    expect(datapoint(gases.code)?.choiceLabels).toEqual([
      { en: 'Carbon dioxide (CO₂)', de: 'Kohlendioxid (CO₂)' },
      { en: 'Methane (CH₄)', de: 'Methan (CH₄)' },
    ]);
    expect(datapoint(band.code)?.choiceLabels).toEqual([{ en: '60–79 %', de: '60–79 %' }]);
  });
});
