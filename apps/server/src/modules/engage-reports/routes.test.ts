import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type CompanyClients,
  createProject,
  gasRow,
  manage,
  setUpCompanyClients,
} from '../calculator/test-kit.ts';
import { BASE, content, createReport, PUBLIC_BASE, publicUrl } from './test-kit.ts';

/** Engage reports: who may call what, whose years they read, and what the public page reveals. */
describe('engage report routes', () => {
  let testApp: TestApp;
  let acme: CompanyClients;
  let other: CompanyClients;
  let instanceId: string;
  let otherInstanceId: string;

  beforeAll(async () => {
    testApp = await createTestApp({}, { isFactorLibraryLoaded: true });
    acme = await setUpCompanyClients(testApp.app);
    other = await setUpCompanyClients(testApp.app);
    ({ instanceId } = await createProject(acme.owner));
    ({ instanceId: otherInstanceId } = await createProject(other.owner));
    const saved = await manage(acme.editor, { toCreate: [gasRow(instanceId, 1000)] });
    expect(saved.statusCode).toBe(200);
  }, 120_000);
  afterAll(() => testApp.close());

  const anonymous = () => testApp.app;
  const calls = (id: string) => [
    { method: 'POST' as const, url: `${BASE}/list`, payload: { instances: [instanceId] } },
    { method: 'POST' as const, url: BASE, payload: { instances: [instanceId], content } },
    { method: 'PATCH' as const, url: `${BASE}/${id}`, payload: { content } },
    { method: 'POST' as const, url: `${BASE}/${id}/publish`, payload: { lang: 'en' } },
    { method: 'POST' as const, url: `${BASE}/${id}/unpublish` },
    { method: 'DELETE' as const, url: `${BASE}/${id}` },
  ];

  it('answers 401 to every company call when signed out', async () => {
    const report = await createReport(acme.admin, [instanceId]);
    for (const call of calls(report._id)) {
      const response = await anonymous().inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answers 403 to editors and viewers on every company call', async () => {
    const report = await createReport(acme.admin, [instanceId]);
    for (const role of ['editor', 'viewer'] as const) {
      for (const call of calls(report._id)) {
        const response = await acme[role].inject(call);
        expect(response.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
      }
    }
  });

  it("answers 404 for another company's report or years", async () => {
    const report = await createReport(acme.admin, [instanceId]);
    for (const call of calls(report._id).slice(2)) {
      const response = await other.admin.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    for (const instances of [[otherInstanceId], [instanceId, otherInstanceId]]) {
      const listed = await acme.admin.inject({ method: 'POST', url: `${BASE}/list`, payload: { instances } });
      expect(listed.statusCode).toBe(404);
      const created = await acme.admin.inject({ method: 'POST', url: BASE, payload: { instances, content } });
      expect(created.statusCode).toBe(404);
    }
    const foreignGroup = await acme.admin.inject({
      method: 'POST',
      url: BASE,
      payload: { instances: [instanceId], group: crypto.randomUUID(), content },
    });
    expect(foreignGroup.statusCode).toBe(404);
  });

  it('answers 400 for bad bodies and ids', async () => {
    const report = await createReport(acme.admin, [instanceId]);
    const bad = [
      { method: 'POST' as const, url: BASE, payload: {} },
      { method: 'POST' as const, url: BASE, payload: { instances: [], content } },
      { method: 'POST' as const, url: BASE, payload: { instances: ['x'], content } },
      { method: 'POST' as const, url: BASE, payload: { instances: [instanceId] } },
      {
        method: 'POST' as const,
        url: BASE,
        payload: {
          instances: [instanceId],
          content: { ...content, texts: { ...content.texts, title: ' ' } },
        },
      },
      {
        method: 'PATCH' as const,
        url: `${BASE}/${report._id}`,
        payload: { content: { ...content, brand: { ...content.brand, accentColour: 'neon' } } },
      },
      {
        method: 'PATCH' as const,
        url: `${BASE}/${report._id}`,
        payload: { content: { ...content, brand: { ...content.brand, websiteUrl: 'javascript:alert(1)' } } },
      },
      { method: 'PATCH' as const, url: `${BASE}/not-a-uuid`, payload: { content } },
      { method: 'POST' as const, url: `${BASE}/${report._id}/publish`, payload: { lang: 'fr' } },
      { method: 'POST' as const, url: `${BASE}/list`, payload: { instances: 'x' } },
      { method: 'DELETE' as const, url: `${BASE}/123` },
    ];
    for (const call of bad) {
      const response = await acme.admin.inject(call);
      expect(response.statusCode, `${call.method} ${call.url} ${JSON.stringify(call.payload)}`).toBe(400);
    }
  });

  it('creates, lists, updates and deletes a draft', async () => {
    const draft = await createReport(acme.admin, [instanceId]);
    expect(draft).toMatchObject({ instances: [instanceId], group: null, isPublished: false, publicId: null });
    const renamed = { ...content, texts: { ...content.texts, title: 'Our 2025 footprint' } };
    const updated = await acme.admin.inject({
      method: 'PATCH',
      url: `${BASE}/${draft._id}`,
      payload: { content: renamed },
    });
    expect(updated.json().report.content.texts.title).toBe('Our 2025 footprint');
    const listed = await acme.admin.inject({
      method: 'POST',
      url: `${BASE}/list`,
      payload: { instances: [instanceId] },
    });
    expect(listed.json().reports.map((report: { _id: string }) => report._id)).toContain(draft._id);
    const deleted = await acme.admin.inject({ method: 'DELETE', url: `${BASE}/${draft._id}` });
    expect(deleted.json()).toEqual({ ok: true });
    const again = await acme.admin.inject({ method: 'DELETE', url: `${BASE}/${draft._id}` });
    expect(again.statusCode).toBe(404);
  });

  it('publishes a frozen snapshot the public page answers signed out, without internal ids', async () => {
    const draft = await createReport(acme.admin, [instanceId]);
    const published = await acme.admin.inject({
      method: 'POST',
      url: `${BASE}/${draft._id}/publish`,
      payload: { lang: 'en' },
    });
    expect(published.statusCode).toBe(200);
    const report = published.json().report;
    expect(report.isPublished).toBe(true);
    expect(report.publicId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(report.publicId).not.toContain(draft._id);

    const setup = await acme.admin.inject({
      method: 'POST',
      url: '/api/company/calculator/instances/setup',
      payload: { instances: [instanceId], lang: 'en' },
    });
    const totalKg = setup.json().aggregatedResults.totalCo2InKg;
    expect(totalKg).toBeGreaterThan(0);

    const page = await anonymous().inject({ method: 'GET', url: publicUrl(report.publicId) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const body = page.json().report;
    expect(body.title).toBe(content.texts.title);
    expect(body.lang).toBe('en');
    expect(body.brand).toEqual(content.brand);
    expect(body.figures.totalKg).toBeCloseTo(totalKg, 3);
    expect(body.figures.scopes.scope1).toBeCloseTo(setup.json().aggregatedResults.totalCo2InKgPerScope[1], 3);
    expect(body.figures.equivalents.employees).toBeCloseTo(totalKg / 3000, 6);
    expect(body.figures.topSources[0]).toEqual({
      name: expect.any(String),
      sectionPath: expect.any(Array),
      kg: expect.any(Number),
    });
    for (const id of [instanceId, draft._id, acme.companyId]) expect(page.body).not.toContain(id);
    expect(page.body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
  });

  it('keeps the published figures when data changes, and refreshes them on re-publish', async () => {
    const draft = await createReport(acme.admin, [instanceId]);
    const first = (
      await acme.admin.inject({ method: 'POST', url: `${BASE}/${draft._id}/publish`, payload: {} })
    ).json().report;
    const before = (await anonymous().inject({ method: 'GET', url: publicUrl(first.publicId) })).json()
      .report;
    await manage(acme.editor, { toCreate: [gasRow(instanceId, 500)] });
    const retitled = { ...content, texts: { ...content.texts, title: 'Not yet public' } };
    await acme.admin.inject({ method: 'PATCH', url: `${BASE}/${draft._id}`, payload: { content: retitled } });
    const still = (await anonymous().inject({ method: 'GET', url: publicUrl(first.publicId) })).json().report;
    expect(still.figures.totalKg).toBe(before.figures.totalKg);
    expect(still.title).toBe(content.texts.title);
    const second = (
      await acme.admin.inject({ method: 'POST', url: `${BASE}/${draft._id}/publish`, payload: {} })
    ).json().report;
    expect(second.publicId).toBe(first.publicId);
    const after = (await anonymous().inject({ method: 'GET', url: publicUrl(first.publicId) })).json().report;
    expect(after.figures.totalKg).toBeGreaterThan(before.figures.totalKg);
    expect(after.title).toBe('Not yet public');
  });

  it('leaves out the figures not chosen', async () => {
    const hidden = {
      ...content,
      figures: {
        ...content.figures,
        total: false,
        topSources: false,
        equivalents: false,
        commitments: false,
      },
    };
    const draft = await createReport(acme.admin, [instanceId], hidden);
    const report = (
      await acme.admin.inject({ method: 'POST', url: `${BASE}/${draft._id}/publish`, payload: {} })
    ).json().report;
    const body = (await anonymous().inject({ method: 'GET', url: publicUrl(report.publicId) })).json().report;
    expect(body.figures).toMatchObject({ totalKg: null, topSources: null, equivalents: null });
    expect(body.commitments).toBeNull();
  });

  it('answers 404 after unpublish, for a random id and for a malformed one', async () => {
    const draft = await createReport(acme.admin, [instanceId]);
    const report = (
      await acme.admin.inject({ method: 'POST', url: `${BASE}/${draft._id}/publish`, payload: {} })
    ).json().report;
    const unpublished = await acme.admin.inject({ method: 'POST', url: `${BASE}/${draft._id}/unpublish` });
    expect(unpublished.json().report).toMatchObject({ isPublished: false, publicId: null, snapshot: null });
    expect((await anonymous().inject({ method: 'GET', url: publicUrl(report.publicId) })).statusCode).toBe(
      404,
    );
    const random = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64url');
    expect((await anonymous().inject({ method: 'GET', url: publicUrl(random) })).statusCode).toBe(404);
    expect((await anonymous().inject({ method: 'GET', url: `${PUBLIC_BASE}/short` })).statusCode).toBe(400);
    const republished = (
      await acme.admin.inject({ method: 'POST', url: `${BASE}/${draft._id}/publish`, payload: {} })
    ).json().report;
    expect(republished.publicId).not.toBe(report.publicId);
  });

  it("lists a group's reports apart from the single year's", async () => {
    const { containerId } = await createProject(acme.owner, { name: 'Plant' });
    const group = await acme.admin.inject({
      method: 'POST',
      url: '/api/company/calculator/groups',
      payload: { name: 'All', containers: [containerId] },
    });
    const groupId = group.json().group._id;
    const setup = await acme.admin.inject({
      method: 'POST',
      url: '/api/company/calculator/instances/list',
      payload: { containers: [containerId] },
    });
    const plantYear = setup.json().instances[0]._id;
    const ofGroup = await createReport(acme.admin, [plantYear], content, groupId);
    const ofYear = await acme.admin.inject({
      method: 'POST',
      url: `${BASE}/list`,
      payload: { instances: [plantYear] },
    });
    expect(ofYear.json().reports).toEqual([]);
    const listed = await acme.admin.inject({
      method: 'POST',
      url: `${BASE}/list`,
      payload: { instances: [plantYear], group: groupId },
    });
    expect(listed.json().reports.map((report: { _id: string }) => report._id)).toEqual([ofGroup._id]);
  });
});
