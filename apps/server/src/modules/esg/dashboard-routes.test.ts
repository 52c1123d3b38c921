import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';

type Datapoint = { code: string; type: string; isFromCalculator: boolean; answer: unknown };
type Form = { disclosures: { code: string; datapoints: Datapoint[] }[] };
type PublicDashboard = {
  companyName: string;
  startDate: string;
  disclosures: { code: string; datapoints: { code: string; answer: { value: unknown } }[] }[];
  lockedAt: string | null;
};

const base = (id: string) => `/api/company/esg/years/${id}/dashboard`;
const publicUrl = (publicId: string) => `/api/public/esg/${publicId}`;
const text = (code: string, value: string) => ({ code, value: { kind: 'text', value } });

describe('ESG years: the public dashboard', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let other: CompanyClients;
  let esgYear: string;
  let otherYear: string;
  let b1Narrative: string;
  let b2Narrative: string;
  const anonymous = () => testApp.app;

  const save = (answers: unknown[]) =>
    clients.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${esgYear}/vsme`,
      payload: { answers },
    });
  const readPublic = async (publicId: string) => {
    const response = await anonymous().inject({ method: 'GET', url: publicUrl(publicId) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().dashboard as PublicDashboard;
  };
  const narrativeOf = (form: Form, code: string) =>
    form.disclosures.find((d) => d.code === code)?.datapoints.find((d) => d.type === 'narrative')?.code ?? '';

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    [clients, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    esgYear = (await createProject(clients.owner, { name: 'VSME', type: 'esg', year: 2025 })).instanceId;
    otherYear = (await createProject(other.owner, { name: 'Theirs', type: 'esg', year: 2025 })).instanceId;
    const corporate = (await createProject(clients.owner, { name: 'UK', region: 'GB', year: 2025 }))
      .instanceId;
    expect((await manage(clients.editor, { toCreate: [gasRow(corporate, 10_000)] })).statusCode).toBe(200);
    const form: Form = (
      await clients.viewer.inject({ method: 'GET', url: `/api/company/esg/years/${esgYear}/vsme` })
    ).json();
    b1Narrative = narrativeOf(form, 'B1');
    b2Narrative = narrativeOf(form, 'B2');
    expect(b1Narrative && b2Narrative).toBeTruthy();
    const saved = await save([text(b1Narrative, 'We build bikes.'), text(b2Narrative, 'Secret B2 plan.')]);
    expect(saved.statusCode, saved.body).toBe(200);
  }, 180_000);
  afterAll(() => testApp.close());

  it('lets only admins read, publish, lock and unpublish', async () => {
    for (const client of [clients.editor, clients.viewer]) {
      const calls = [
        { method: 'GET' as const, url: base(esgYear) },
        { method: 'PUT' as const, url: `${base(esgYear)}/publish`, payload: { disclosures: ['B1'] } },
        { method: 'POST' as const, url: `${base(esgYear)}/lock` },
        { method: 'POST' as const, url: `${base(esgYear)}/unlock` },
        { method: 'POST' as const, url: `${base(esgYear)}/unpublish` },
      ];
      for (const call of calls) expect((await client.inject(call)).statusCode, call.url).toBe(403);
    }
    const state = await clients.admin.inject({ method: 'GET', url: base(esgYear) });
    expect(state.json().dashboard).toEqual({
      disclosures: [],
      publicId: null,
      publishedAt: null,
      isLocked: false,
      lockedAt: null,
    });
  });

  it('answers 404 for the years of other companies and unknown links', async () => {
    for (const call of [
      { method: 'GET' as const, url: base(otherYear) },
      { method: 'PUT' as const, url: `${base(otherYear)}/publish`, payload: { disclosures: ['B1'] } },
      { method: 'POST' as const, url: `${base(otherYear)}/lock` },
      { method: 'POST' as const, url: `${base(otherYear)}/unpublish` },
    ]) {
      expect((await clients.admin.inject(call)).statusCode, call.url).toBe(404);
    }
    const unknown = await anonymous().inject({ method: 'GET', url: publicUrl('A'.repeat(24)) });
    expect(unknown.statusCode).toBe(404);
  });

  it('publishes only the chosen disclosures, follows the answers, freezes them while locked, and unpublishing ends the link', async () => {
    const published = await clients.admin.inject({
      method: 'PUT',
      url: `${base(esgYear)}/publish`,
      payload: { disclosures: ['B3', 'B1'] },
    });
    expect(published.statusCode, published.body).toBe(200);
    const state = published.json().dashboard;
    expect(state.disclosures).toEqual(['B1', 'B3']);
    expect(state.publicId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(state.isLocked).toBe(false);

    const page = await anonymous().inject({ method: 'GET', url: publicUrl(state.publicId) });
    expect(page.headers['cache-control']).toBe('no-store');
    const dashboard: PublicDashboard = page.json().dashboard;
    expect(dashboard.disclosures.map((d) => d.code)).toEqual(['B1', 'B3']);
    expect(dashboard.startDate).toBe('2025-01-01');
    expect(dashboard.disclosures[0]?.datapoints).toEqual([
      expect.objectContaining({ code: b1Narrative, answer: { kind: 'text', value: 'We build bikes.' } }),
    ]);
    // B3 carries the calculator's Scope 1 (10 000 kWh of gas), and nothing of B2 or of the company's ids.
    const scope1 = dashboard.disclosures[1]?.datapoints.find(
      (d) => d.code === 'vsme:GrossScope1GreenhouseGasEmissions',
    );
    expect(scope1?.answer.value).toBeGreaterThan(0);
    expect(page.body).not.toContain('Secret B2 plan');
    expect(page.body).not.toContain(esgYear);
    expect(page.body).not.toContain(clients.companyId);
    expect(page.body).not.toContain('evidenceNote');

    // Unlocked, the page follows the form.
    expect((await save([text(b1Narrative, 'We build e-bikes.')])).statusCode).toBe(200);
    expect((await readPublic(state.publicId)).disclosures[0]?.datapoints[0]?.answer.value).toBe(
      'We build e-bikes.',
    );

    // Locked, it keeps the snapshot while the answers change; publishing a new choice is refused.
    const locked = await clients.admin.inject({ method: 'POST', url: `${base(esgYear)}/lock` });
    expect(locked.json().dashboard).toMatchObject({ isLocked: true, publicId: state.publicId });
    expect((await save([text(b1Narrative, 'We build cars.')])).statusCode).toBe(200);
    const frozen = await readPublic(state.publicId);
    expect(frozen.disclosures[0]?.datapoints[0]?.answer.value).toBe('We build e-bikes.');
    expect(frozen.lockedAt).not.toBeNull();
    const refused = await clients.admin.inject({
      method: 'PUT',
      url: `${base(esgYear)}/publish`,
      payload: { disclosures: ['B1', 'B2'] },
    });
    expect(refused.statusCode).toBe(409);
    expect((await readPublic(state.publicId)).disclosures.map((d) => d.code)).toEqual(['B1', 'B3']);

    // Unlocked again, it follows the form.
    await clients.admin.inject({ method: 'POST', url: `${base(esgYear)}/unlock` });
    expect((await readPublic(state.publicId)).disclosures[0]?.datapoints[0]?.answer.value).toBe(
      'We build cars.',
    );

    // Unpublished: the link answers 404, and publishing again draws a new one.
    const unpublished = await clients.admin.inject({ method: 'POST', url: `${base(esgYear)}/unpublish` });
    expect(unpublished.json().dashboard).toMatchObject({ publicId: null, isLocked: false });
    expect((await anonymous().inject({ method: 'GET', url: publicUrl(state.publicId) })).statusCode).toBe(
      404,
    );
    const again = await clients.admin.inject({
      method: 'PUT',
      url: `${base(esgYear)}/publish`,
      payload: { disclosures: ['B1'] },
    });
    expect(again.json().dashboard.publicId).not.toBe(state.publicId);
    expect((await anonymous().inject({ method: 'GET', url: publicUrl(state.publicId) })).statusCode).toBe(
      404,
    );
  });

  it('refuses unknown disclosures and locking before publishing', async () => {
    const unknown = await clients.admin.inject({
      method: 'PUT',
      url: `${base(esgYear)}/publish`,
      payload: { disclosures: ['B1', 'Z9'] },
    });
    expect(unknown.statusCode).toBe(400);
    const fresh = (await createProject(other.owner, { name: 'Fresh', type: 'esg', year: 2024 })).instanceId;
    expect((await other.admin.inject({ method: 'POST', url: `${base(fresh)}/lock` })).statusCode).toBe(409);
  });
});
