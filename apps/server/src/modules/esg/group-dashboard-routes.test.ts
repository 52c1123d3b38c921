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

type Datapoint = { code: string; type: string };
type Form = { disclosures: { code: string; datapoints: Datapoint[] }[] };
type PublicYear = {
  projectName: string;
  startDate: string;
  disclosures: { code: string; datapoints: { code: string; answer: { value: unknown } }[] }[];
};
type PublicDashboard = {
  companyName: string;
  groupName: string;
  disclosures: string[];
  years: PublicYear[];
  lockedAt: string | null;
};

const base = (id: string) => `/api/company/esg/groups/${id}/dashboard`;
const publicUrl = (publicId: string) => `/api/public/esg/g/${publicId}`;
const text = (code: string, value: string) => ({ code, value: { kind: 'text', value } });

describe('ESG groups: the public dashboard', () => {
  let testApp: TestApp;
  let clients: CompanyClients;
  let other: CompanyClients;
  let group: string;
  let otherGroup: string;
  let year2025: string;
  let year2024: string;
  let b1Narrative: string;
  const anonymous = () => testApp.app;

  const save = (instance: string, answers: unknown[]) =>
    clients.editor.inject({
      method: 'PUT',
      url: `/api/company/esg/years/${instance}/vsme`,
      payload: { answers },
    });
  const readPublic = async (publicId: string) => {
    const response = await anonymous().inject({ method: 'GET', url: publicUrl(publicId) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().dashboard as PublicDashboard;
  };
  const b1Of = (year: PublicYear | undefined) =>
    year?.disclosures.find((d) => d.code === 'B1')?.datapoints.find((d) => d.code === b1Narrative)?.answer
      .value;
  const createGroup = async (client: CompanyClients['owner'], name: string, containers: string[]) => {
    const response = await client.inject({
      method: 'POST',
      url: '/api/company/calculator/groups',
      payload: { name, containers },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().group._id as string;
  };

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    [clients, other] = [await setUpCompanyClients(testApp.app), await setUpCompanyClients(testApp.app)];
    const esg = await createProject(clients.owner, { name: 'Plant ESG', type: 'esg', year: 2025 });
    year2025 = esg.instanceId;
    const earlier = await clients.owner.inject({
      method: 'POST',
      url: '/api/company/calculator/instances',
      payload: { container: esg.containerId, general: general({ year: 2024 }) },
    });
    expect(earlier.statusCode, earlier.body).toBe(201);
    year2024 = earlier.json().instance._id;
    const corporate = await createProject(clients.owner, { name: 'UK', region: 'GB', year: 2025 });
    expect(
      (await manage(clients.editor, { toCreate: [gasRow(corporate.instanceId, 10_000)] })).statusCode,
    ).toBe(200);
    group = await createGroup(clients.admin, 'Nordic group', [esg.containerId, corporate.containerId]);
    const theirs = await createProject(other.owner, { name: 'Theirs', type: 'esg', year: 2025 });
    otherGroup = await createGroup(other.admin, 'Their group', [theirs.containerId]);

    const form: Form = (
      await clients.viewer.inject({ method: 'GET', url: `/api/company/esg/years/${year2025}/vsme` })
    ).json();
    b1Narrative =
      form.disclosures.find((d) => d.code === 'B1')?.datapoints.find((d) => d.type === 'narrative')?.code ??
      '';
    expect(b1Narrative).toBeTruthy();
    expect((await save(year2025, [text(b1Narrative, 'We build bikes.')])).statusCode).toBe(200);
    expect((await save(year2024, [text(b1Narrative, 'We built frames.')])).statusCode).toBe(200);
  }, 180_000);
  afterAll(() => testApp.close());

  it('lets only admins read, publish, lock and unpublish', async () => {
    for (const client of [clients.editor, clients.viewer]) {
      const calls = [
        { method: 'GET' as const, url: base(group) },
        { method: 'PUT' as const, url: `${base(group)}/publish`, payload: { disclosures: ['B1'] } },
        { method: 'POST' as const, url: `${base(group)}/lock` },
        { method: 'POST' as const, url: `${base(group)}/unlock` },
        { method: 'POST' as const, url: `${base(group)}/unpublish` },
      ];
      for (const call of calls) expect((await client.inject(call)).statusCode, call.url).toBe(403);
    }
    const state = await clients.admin.inject({ method: 'GET', url: base(group) });
    expect(state.statusCode, state.body).toBe(200);
    expect(state.json()).toEqual({
      dashboard: { disclosures: [], publicId: null, publishedAt: null, isLocked: false, lockedAt: null },
      years: [
        {
          _id: year2024,
          projectName: 'Plant ESG',
          startDate: '2024-01-01',
          endDate: '2024-12-31',
          family: 'vsme',
        },
        {
          _id: year2025,
          projectName: 'Plant ESG',
          startDate: '2025-01-01',
          endDate: '2025-12-31',
          family: 'vsme',
        },
      ],
    });
  });

  it("answers 404 for other companies' groups and unknown links", async () => {
    for (const call of [
      { method: 'GET' as const, url: base(otherGroup) },
      { method: 'PUT' as const, url: `${base(otherGroup)}/publish`, payload: { disclosures: ['B1'] } },
      { method: 'POST' as const, url: `${base(otherGroup)}/lock` },
      { method: 'POST' as const, url: `${base(otherGroup)}/unlock` },
      { method: 'POST' as const, url: `${base(otherGroup)}/unpublish` },
    ]) {
      expect((await clients.admin.inject(call)).statusCode, call.url).toBe(404);
    }
    const unknown = await anonymous().inject({ method: 'GET', url: publicUrl('A'.repeat(24)) });
    expect(unknown.statusCode).toBe(404);
  });

  it('publishes the chosen disclosures of every ESG year, freezes them while locked, and unpublishing ends the link', async () => {
    const published = await clients.admin.inject({
      method: 'PUT',
      url: `${base(group)}/publish`,
      payload: { disclosures: ['B3', 'B1'] },
    });
    expect(published.statusCode, published.body).toBe(200);
    const state = published.json().dashboard;
    expect(state.disclosures).toEqual(['B1', 'B3']);
    expect(state.publicId).toMatch(/^[A-Za-z0-9_-]{24}$/);

    const page = await anonymous().inject({ method: 'GET', url: publicUrl(state.publicId) });
    expect(page.headers['cache-control']).toBe('no-store');
    const dashboard: PublicDashboard = page.json().dashboard;
    expect(dashboard.groupName).toBe('Nordic group');
    expect(dashboard.disclosures).toEqual(['B1', 'B3']);
    // The ESG years only (not the corporate year), earliest first.
    expect(dashboard.years.map((year) => year.startDate)).toEqual(['2024-01-01', '2025-01-01']);
    expect(dashboard.years.map(b1Of)).toEqual(['We built frames.', 'We build bikes.']);
    // B3 of 2025 carries the calculator's Scope 1 (10 000 kWh of gas in 2025).
    const scope1 = dashboard.years[1]?.disclosures
      .find((d) => d.code === 'B3')
      ?.datapoints.find((d) => d.code === 'vsme:GrossScope1GreenhouseGasEmissions');
    expect(scope1?.answer.value).toBeGreaterThan(0);
    expect(page.body).not.toContain(group);
    expect(page.body).not.toContain(year2025);
    expect(page.body).not.toContain(clients.companyId);

    // Locked, it keeps the snapshot while the answers change; publishing a new choice is refused.
    const locked = await clients.admin.inject({ method: 'POST', url: `${base(group)}/lock` });
    expect(locked.json().dashboard).toMatchObject({ isLocked: true, publicId: state.publicId });
    expect((await save(year2025, [text(b1Narrative, 'We build cars.')])).statusCode).toBe(200);
    const frozen = await readPublic(state.publicId);
    expect(frozen.years.map(b1Of)).toEqual(['We built frames.', 'We build bikes.']);
    expect(frozen.lockedAt).not.toBeNull();
    const refused = await clients.admin.inject({
      method: 'PUT',
      url: `${base(group)}/publish`,
      payload: { disclosures: ['B1', 'B2'] },
    });
    expect(refused.statusCode).toBe(409);

    // Unlocked, it follows the answers again.
    await clients.admin.inject({ method: 'POST', url: `${base(group)}/unlock` });
    expect((await readPublic(state.publicId)).years.map(b1Of)).toEqual([
      'We built frames.',
      'We build cars.',
    ]);

    // Unpublished: the link answers 404, and publishing again draws a new one.
    const unpublished = await clients.admin.inject({ method: 'POST', url: `${base(group)}/unpublish` });
    expect(unpublished.json().dashboard).toMatchObject({ publicId: null, isLocked: false });
    expect((await anonymous().inject({ method: 'GET', url: publicUrl(state.publicId) })).statusCode).toBe(
      404,
    );
    const again = await clients.admin.inject({
      method: 'PUT',
      url: `${base(group)}/publish`,
      payload: { disclosures: ['B1'] },
    });
    expect(again.json().dashboard.publicId).not.toBe(state.publicId);
    expect((await anonymous().inject({ method: 'GET', url: publicUrl(state.publicId) })).statusCode).toBe(
      404,
    );
  });

  it('refuses unknown disclosures, groups without ESG years and locking before publishing', async () => {
    const unknown = await clients.admin.inject({
      method: 'PUT',
      url: `${base(group)}/publish`,
      payload: { disclosures: ['B1', 'Z9'] },
    });
    expect(unknown.statusCode).toBe(400);
    const corporateOnly = await createProject(other.owner, { name: 'Office', year: 2025 });
    const plain = await createGroup(other.admin, 'Offices', [corporateOnly.containerId]);
    const empty = await other.admin.inject({
      method: 'PUT',
      url: `${base(plain)}/publish`,
      payload: { disclosures: ['B1'] },
    });
    expect(empty.statusCode).toBe(409);
    expect((await other.admin.inject({ method: 'POST', url: `${base(otherGroup)}/lock` })).statusCode).toBe(
      409,
    );
  });

  it('ends the link when the group is deleted', async () => {
    const state = await clients.admin.inject({ method: 'GET', url: base(group) });
    const publicId = state.json().dashboard.publicId;
    expect(publicId).toBeTruthy();
    const deleted = await clients.admin.inject({
      method: 'DELETE',
      url: `/api/company/calculator/groups/${group}`,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await anonymous().inject({ method: 'GET', url: publicUrl(publicId) })).statusCode).toBe(404);
  });
});
